// 计算工资 and 发放 (hr.Salary): a month's payroll computed by the server — one line per person
// with monthly attendance the caller may see, by the rule of payroll-rule.ts, with production's
// piece-rate wages of the month, the allowances of the basic salary row and the audited
// borrowings' instalments — in one transaction, under
// a lock of the tenant's month (two computes of one month never make two payrolls). A payroll is
// computed again while it is a draft (保存, 已提交, 反审核); audited it must be un-audited first;
// paid it is locked. Paying an audited payroll locks it (完成) and repays the borrowings by its
// deductions, in the same transaction.
import Big from 'big.js';
import { type RawBuilder, sql } from 'kysely';
import type { Lang } from '../../../server/i18n';
import { badRequest, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { callerModel } from '../../../server/records/context';
import { visibilityOf, visibleFlag, writerDepartment } from '../../../server/records/data-scope';
import { refuse } from '../../../server/modules/hooks';
import { pieceWagesByPerson } from '../../production/server/public';
import { AttendanceMonth } from '../entities/attendance-month';
import { BasicSalary } from '../entities/basic-salary';
import { Borrowing } from '../entities/borrowing';
import { Payroll } from '../entities/payroll';
import { hm } from '../messages';
import { type Allowances, type BorrowingDue, payLine, workingDays } from '../payroll-rule';
import { type Actor, type AnyDb, monthRange } from './rows';

const LINES = Payroll.children!.lines.table;
const DEDUCTIONS = Payroll.children!.deductions.table;
export const payrollCode = (month: string) => `GZ${month.replace('-', '')}`;

interface Attended {
  person_id: number;
  attend_days: string;
  overtime_hours: string;
}

async function attendanceOf(trx: AnyDb, T: string, month: string, visible: RawBuilder<boolean>): Promise<Attended[]> {
  return (
    await sql<Attended>`select a.person_id::int as person_id, sum(a.attend_days)::text as attend_days, sum(coalesce(a.overtime_hours, 0))::text as overtime_hours
        from ${sql.table(AttendanceMonth.table)} a join person p on p.tenant_id = a.tenant_id and p.id = a.person_id
       where a.tenant_id = ${T} and a.month = ${month} and ${visible}
       group by a.person_id, p.code order by p.code`.execute(trx)
  ).rows;
}

interface Salary {
  basic: string;
  allowances: Allowances;
}

/** each person's basic salary row effective in the month: the salary and its allowances */
async function salariesOf(trx: AnyDb, T: string, month: string, persons: number[]): Promise<Map<number, Salary>> {
  const rows = (
    await sql<{ person_id: number; basic_salary: string; post: string; transport: string; meal: string }>`select distinct on (b.person_id) b.person_id::int as person_id, b.basic_salary::text as basic_salary,
          coalesce(b.post_allowance, 0)::text as post, coalesce(b.transport_allowance, 0)::text as transport, coalesce(b.meal_allowance_day, 0)::text as meal
        from ${sql.table(BasicSalary.table)} b where b.tenant_id = ${T} and b.effective_month <= ${month} and b.person_id in (${sql.join(persons)})
       order by b.person_id, b.effective_month desc, b.id desc`.execute(trx)
  ).rows;
  return new Map(rows.map((r) => [r.person_id, { basic: r.basic_salary, allowances: { post: r.post, transport: r.transport, mealPerDay: r.meal } }]));
}

async function borrowingsOf(trx: AnyDb, T: string, month: string, persons: number[]): Promise<Map<number, BorrowingDue[]>> {
  const rows = (
    await sql<BorrowingDue & { person_id: number }>`select b.id::int as id, b.person_id::int as person_id, b.amount::text as amount, coalesce(b.repaid, 0)::text as repaid,
          b.instalments::int as instalments, b.start_month
        from ${sql.table(Borrowing.table)} b where b.tenant_id = ${T} and b.status_dict = 'Audit' and b.amount > coalesce(b.repaid, 0)
         and b.start_month <= ${month} and b.person_id in (${sql.join(persons)})
       order by b.borrow_date, b.id`.execute(trx)
  ).rows;
  const by = new Map<number, BorrowingDue[]>();
  for (const r of rows) by.set(r.person_id, [...(by.get(r.person_id) ?? []), r]);
  return by;
}

/** the month's payroll made or computed again by the caller (its attendance as the caller sees it) */
export async function computePayroll(ctx: CallContext, month: string) {
  const s = session(ctx);
  const vis = await visibilityOf(ctx, await callerModel(ctx, AttendanceMonth.code));
  const who: Actor = { id: s.userId, name: s.userName, depart: await writerDepartment(s.db, s.userId) };
  return s.db.transaction().execute((tx) => computeIn(tx as unknown as AnyDb, s.tenantId, month, ctx.lang, who, visibleFlag(vis, 'a')));
}

/** the month's payroll made or computed again in `trx` from the attendance rows `visible` lets through; answers its id and code, people and net total */
export async function computeIn(trx: AnyDb, T: string, month: string, lang: Lang, who: Actor, visible: RawBuilder<boolean>): Promise<{ id: number; code: string; count: number; net: string }> {
  const code = payrollCode(month);
  await sql`select pg_advisory_xact_lock(hashtext(${`hr-payroll/${T}/${month}`}))`.execute(trx);
  const [old] = (await sql<{ id: number; status_dict: string }>`select id::int as id, status_dict from ${sql.table(Payroll.table)} where tenant_id = ${T} and code = ${code} for update`.execute(trx)).rows;
  if (old?.status_dict === 'Finish') refuse(hm(lang, 'paidLocked', { code }));
  if (old?.status_dict === 'Audit') refuse(hm(lang, 'auditedRecompute', { code }));
  const attended = await attendanceOf(trx, T, month, visible);
  if (!attended.length) throw badRequest(hm(lang, 'nothingToPay', { month }));
  const persons = attended.map((a) => a.person_id);
  const { from, to } = monthRange(month);
  const [salaries, pieces, borrowings] = await Promise.all([salariesOf(trx, T, month, persons), pieceWagesByPerson(trx, T, from, to, persons), borrowingsOf(trx, T, month, persons)]);
  const lines = attended.map((a) => ({
    person_id: a.person_id,
    ...payLine({ month, basicSalary: salaries.get(a.person_id)?.basic ?? '0', allowances: salaries.get(a.person_id)?.allowances, attendDays: a.attend_days, overtimeHours: a.overtime_hours, pieceWage: pieces.get(a.person_id) ?? '0', borrowings: borrowings.get(a.person_id) ?? [] }),
  }));
  const total = (k: 'gross_pay' | 'borrow_deduct' | 'net_pay') => lines.reduce((sum, l) => sum.plus(l[k]), new Big(0)).toFixed(2);
  const head = { work_days: workingDays(month), headcount: lines.length, total_gross: total('gross_pay'), total_deduct: total('borrow_deduct'), total_net: total('net_pay') };
  const modified = { modify_id: who.id, modify_name: who.name };
  let id: number;
  if (old) {
    id = old.id;
    await trx.updateTable(Payroll.table).set({ ...head, ...modified, status_dict: 'Saved', modify_dt: sql`now()`, version: sql`version + 1` }).where('tenant_id', '=', T).where('id', '=', id).execute();
    await trx.deleteFrom(LINES).where('tenant_id', '=', T).where('owner_id', '=', id).execute();
    await trx.deleteFrom(DEDUCTIONS).where('tenant_id', '=', T).where('owner_id', '=', id).execute();
  } else {
    const made = await trx
      .insertInto(Payroll.table)
      .values({ tenant_id: T, code, month, ...head, ...modified, create_id: who.id, create_name: who.name, depart_id: who.depart })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(made.id);
  }
  await trx
    .insertInto(LINES)
    .values(lines.map(({ deductions: _d, work_days: _w, ...l }, i) => ({ tenant_id: T, owner_id: id, sn: i + 1, ...l })))
    .execute();
  const deducted = lines.flatMap((l) => l.deductions.map((d) => ({ ...d, person_id: l.person_id })));
  if (deducted.length) await trx.insertInto(DEDUCTIONS).values(deducted.map((d, i) => ({ tenant_id: T, owner_id: id, sn: i + 1, ...d }))).execute();
  return { id, code, count: lines.length, net: head.total_net };
}

/** audited payrolls paid: locked (完成) and their deductions repaying the borrowings; answers the sum repaid */
export async function payPayrolls(ctx: CallContext, ids: readonly number[]): Promise<{ codes: string[]; deducted: string }> {
  const s = session(ctx);
  const T = s.tenantId;
  const vis = await visibilityOf(ctx, await callerModel(ctx, Payroll.code));
  return s.db.transaction().execute(async (tx) => {
    const trx = tx as unknown as AnyDb;
    const codes: string[] = [];
    let deducted = new Big(0);
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const [p] = (
        await sql<{ code: string; status_dict: string }>`select t.code, t.status_dict from ${sql.table(Payroll.table)} t where t.tenant_id = ${T} and t.id = ${id} and ${visibleFlag(vis, 't')} for update`.execute(trx)
      ).rows;
      if (!p) throw notFound(hm(ctx.lang, 'payrollMissing', { id }));
      if (p.status_dict === 'Finish') refuse(hm(ctx.lang, 'paidLocked', { code: p.code }));
      if (p.status_dict !== 'Audit') refuse(hm(ctx.lang, 'notAudited', { code: p.code }));
      await trx
        .updateTable(Payroll.table)
        .set({ status_dict: 'Finish', paid_at: sql`now()`, modify_id: s.userId, modify_name: s.userName, modify_dt: sql`now()`, version: sql`version + 1` })
        .where('tenant_id', '=', T)
        .where('id', '=', id)
        .execute();
      const repaid = (
        await sql<{ amount: string }>`with d as (select borrowing_id, sum(amount) as amount from ${sql.table(DEDUCTIONS)} where tenant_id = ${T} and owner_id = ${id} group by borrowing_id)
          update ${sql.table(Borrowing.table)} b set repaid = coalesce(b.repaid, 0) + d.amount, version = b.version + 1, modify_dt = now()
            from d where b.tenant_id = ${T} and b.id = d.borrowing_id returning d.amount::text as amount`.execute(trx)
      ).rows;
      for (const r of repaid) deducted = deducted.plus(r.amount);
      codes.push(p.code);
    }
    return { codes, deducted: deducted.toFixed(2) };
  });
}
