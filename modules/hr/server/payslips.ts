// POST /download/hr-payslips.pdf with [{id}]: a payroll's payslips (工资条), one page per person,
// for who holds 工资表's 打印 function; only a payroll of the caller's data scope is printed (any
// other is not found), and the person's name and code come with each line.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppEnv } from '../../../server/env';
import { companyName } from '../../../server/print/company';
import { pdfRoute } from '../../../server/print/pdf-route';
import { tenantConfig } from '../../../server/config/tenant-config';
import { callerModel } from '../../../server/records/context';
import { visibilityOf, visibleFlag } from '../../../server/records/data-scope';
import { notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { PAYSLIP_URL, payslipCall } from '../contracts';
import { Payroll } from '../entities/payroll';
import { hm } from '../messages';
import type { PayslipSheet } from './payslip-pdf';
import type { AnyDb } from './rows';

/** pdfkit and fontkit load with the first print, not with the server */
const render: typeof import('./payslip-pdf').renderPayslips = async (...a) => (await import('./payslip-pdf')).renderPayslips(...a);

const FIGURES: Array<[code: string, zh: string, en: string]> = [
  ['attend_days', '出勤天数', 'Days attended'],
  ['basic_salary', '基本工资(月)', 'Monthly basic salary'],
  ['basic_pay', '基本工资', 'Basic pay'],
  ['overtime_hours', '加班工时', 'Overtime hours'],
  ['overtime_pay', '加班工资', 'Overtime pay'],
  ['piece_wage', '计件工资', 'Piece-rate wages'],
  ['post_allowance', '岗位津贴', 'Post allowance'],
  ['transport_allowance', '交通补贴', 'Transport allowance'],
  ['meal_allowance', '餐补', 'Meal allowance'],
  ['gross_pay', '应发工资', 'Gross pay'],
  ['borrow_deduct', '借支扣款', 'Borrowing deduction'],
  ['net_pay', '实发工资', 'Net pay'],
];

export async function payslipSheet(ctx: CallContext, id: number): Promise<PayslipSheet & { code: string }> {
  const s = session(ctx);
  const T = s.tenantId;
  const db = s.db as unknown as AnyDb;
  const vis = await visibilityOf(ctx, await callerModel(ctx, Payroll.code));
  const [head] = (await sql<{ code: string; month: string; work_days: string }>`select t.code, t.month, t.work_days::int::text as work_days from ${sql.table(Payroll.table)} t
      where t.tenant_id = ${T} and t.id = ${id} and ${visibleFlag(vis, 't')}`.execute(db)).rows;
  if (!head) throw notFound(hm(ctx.lang, 'payrollMissing', { id }));
  const lines = (await sql<Record<string, string>>`select p.code as person_code, p.name as person_name, ${sql.join(FIGURES.map(([c]) => sql`l.${sql.ref(c)}::text as ${sql.ref(c)}`))}
      from ${sql.table(Payroll.children!.lines.table)} l join person p on p.tenant_id = l.tenant_id and p.id = l.person_id
     where l.tenant_id = ${T} and l.owner_id = ${id} order by l.sn`.execute(db)).rows;
  const en = ctx.lang === 'en_US';
  const company = (await tenantConfig(s.db, T, 'companyShortName')) || (await companyName(ctx.env.config.build, ctx.lang));
  return {
    code: head.code,
    company: String(company),
    title: en ? `Payslip ${head.month}` : `${head.month} 工资条`,
    subtitle: en ? `${head.code}, ${head.work_days} working days` : `${head.code}（应出勤 ${head.work_days} 天）`,
    slips: lines.map((l) => ({ person: `${l.person_name}（${l.person_code}）`, rows: FIGURES.map(([c, zh, enName]) => [en ? enName : zh, l[c] ?? '0']) })),
  };
}

export function registerPayslips(app: FastifyInstance, env: AppEnv) {
  app.post(
    PAYSLIP_URL,
    pdfRoute(env, payslipCall, async (ctx, [{ id }]) => {
      const sheet = await payslipSheet(ctx, id);
      return { bytes: await render(sheet), fileName: `${sheet.code}-${ctx.lang === 'en_US' ? 'payslips' : '工资条'}` };
    }),
  );
}
