// Attendance on a real database: the daily and monthly templates downloaded, filled and imported
// back (persons by code, projects by dictionary name or code), one row per person and day (and per
// person, month and project) with the refusals' messages, a month built from the days, basic
// salaries effective by month, a borrowing with repayments kept as it is, 项目人工汇总's hours and
// labour cost by project and month, and who sees what: the viewer reads attendance, never pay;
// allowances imported with the basic salary and paid as their own figures, payslip included.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyRecord, authHeaders, fileServer, ok, recordCalls, refused, upload } from '../../../../tests/kit';
import { seedHrDemo } from '../../server/demo';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const { save } = recordCalls(srv, admin);
const tag = Date.now().toString(36).toUpperCase();
let serial = 0;
let T: string;
const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
const call = (service: string, method: string, ...args: unknown[]) => srv.call<AnyRecord>(admin, service, method, args);

async function person(name: string): Promise<{ id: number; code: string }> {
  const code = `HA${tag}${++serial}`;
  const [p] = await q<{ id: number }>(sql`insert into person (tenant_id, code, name) values (${T}, ${code}, ${name}) returning id::int as id`);
  return { id: p.id, code };
}

/** the entity's import template as the list's 导入 offers it, with these rows under its headers (by header text) */
async function filledTemplate(entity: string, rows: Array<Record<string, unknown>>): Promise<Buffer> {
  const res = await fetch(`${srv.base}/download/template/${entity}.xlsx`, { headers: authHeaders(admin) });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const ws = wb.worksheets[0];
  const headers = (ws.getRow(1).values as unknown[]).map((h) => String(h ?? '').replace('*', ''));
  rows.forEach((r, i) => {
    for (const [k, v] of Object.entries(r)) {
      const col = headers.indexOf(k);
      expect(col, `template column ${k}`).toBeGreaterThan(0);
      ws.getRow(i + 2).getCell(col).value = v as ExcelJS.CellValue;
    }
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const leadIn = async (entityCode: string, bytes: Buffer) => call('datax.MetaDynamic', 'leadIn', { entityCode, fileId: (await upload(srv, admin, bytes, `${entityCode}.xlsx`)).id });

beforeAll(async () => {
  T = admin.tenant.id;
}, 120_000);

describe('attendance', () => {
  it('imports daily attendance from its template and builds the month from the days', async () => {
    const [a, b] = [await person('甲'), await person('乙')];
    const sheet = await filledTemplate('HrAttendanceDay', [
      { 人员: a.code, 日期: '2032-02-02', 出勤工时: 8, 加班工时: 2, 项目: '日常经营' },
      { 人员: a.code, 日期: '2032-02-03', 出勤工时: 8, 项目: 'P001' },
      { 人员: a.code, 日期: '2032-02-04', 出勤工时: 4, 请假类型: '事假', 请假工时: 4, 项目: 'P002' },
      { 人员: b.code, 日期: '2032-02-02', 出勤工时: 0, 请假类型: '病假', 请假工时: 8, 项目: 'P001' },
      { 人员: b.code, 日期: '2032-02-03', 出勤工时: 7.5, 加班工时: 1.25, 项目: 'P001' },
    ]);
    expect(ok(await leadIn('HrAttendanceDay', sheet))).toMatchObject({ total: 5, successCnt: 5, errors: [] });
    // a person's second row of a day is refused with the person and day named; more than 24 hours too
    refused(await call('datax.MetaDynamic', 'saveValue', 'HrAttendanceDay', { person_id: a.id, work_date: '2032-02-03', work_hours: 1 }), 409, '甲 在 2032-02-03 已有日考勤');
    refused(await call('datax.MetaDynamic', 'saveValue', 'HrAttendanceDay', { person_id: a.id, work_date: '2032-02-09', work_hours: 20, overtime_hours: 5 }), 400, '工时、加班工时与请假工时合计不能超过 24 小时');

    const built = ok(await call('hr.Attendance', 'buildFromDays', { month: '2032-02' }));
    expect(built.msg).toBe(`已由日考勤生成 2032-02 月度考勤 ${built.count} 条`);
    const rows = await q<Record<string, string>>(sql`select person_id::int::text as person, coalesce(project_dict, '') as project, attend_days::text, work_hours::text, overtime_hours::text, leave_hours::text
      from hr_attendance_month where tenant_id = ${T} and month = '2032-02' and person_id in (${a.id}, ${b.id}) order by person_id, project_dict`);
    expect(rows).toEqual([
      { person: String(a.id), project: 'P001', attend_days: '2.0', work_hours: '16.00', overtime_hours: '2.00', leave_hours: '0.00' },
      { person: String(a.id), project: 'P002', attend_days: '1.0', work_hours: '4.00', overtime_hours: '0.00', leave_hours: '4.00' },
      { person: String(b.id), project: 'P001', attend_days: '1.0', work_hours: '7.50', overtime_hours: '1.25', leave_hours: '8.00' },
    ]);
    // built again after a day more: the same rows, updated
    ok(await call('datax.MetaDynamic', 'saveValue', 'HrAttendanceDay', { person_id: b.id, work_date: '2032-02-05', work_hours: 8, project_dict: 'P001' }));
    ok(await call('hr.Attendance', 'buildFromDays', { month: '2032-02' }));
    const [bRow] = await q<{ n: number; days: string }>(sql`select count(*)::int as n, max(attend_days)::text as days from hr_attendance_month where tenant_id = ${T} and month = '2032-02' and person_id = ${b.id}`);
    expect(bRow).toEqual({ n: 1, days: '2.0' });
    refused(await call('hr.Attendance', 'buildFromDays', { month: '2040-01' }), 400, '2040-01 没有日考勤');
  });

  it('imports allowances with the basic salary and pays them decimal-exact as their own columns, on the payslip too', async () => {
    // 2033-03: 23 working days
    const M = '2033-03';
    const [a, b] = [await person('津贴甲'), await person('津贴乙')];
    const sheet = await filledTemplate('HrBasicSalary', [{ 人员: a.code, 生效月份: M, '基本工资(月)': 6900, '岗位津贴(月)': 500, '交通补贴(月)': 200, '餐补(元/出勤日)': 15.5 }]);
    expect(ok(await leadIn('HrBasicSalary', sheet))).toMatchObject({ successCnt: 1, errors: [] });
    await save('HrBasicSalary', { person_id: b.id, effective_month: M, basic_salary: '4600', meal_allowance_day: '12.35' });
    await save('HrAttendance', { person_id: a.id, month: M, attend_days: '20', work_hours: '160', overtime_hours: '2', project_dict: 'P001' });
    await save('HrAttendance', { person_id: b.id, month: M, attend_days: '22.5', work_hours: '180', overtime_hours: '0', project_dict: 'P001' });
    const { id } = ok(await call('hr.Salary', 'compute', { month: M }));
    const lines = await q<Record<string, string>>(sql`select person_id::int as person_id, basic_pay::text, overtime_pay::text, post_allowance::text, transport_allowance::text, meal_allowance::text, gross_pay::text, net_pay::text
      from hr_payroll_line where tenant_id = ${T} and owner_id = ${id} and person_id in (${a.id}, ${b.id}) order by person_id`);
    // 6900 × 20/23 = 6000; overtime 6900 / 184 × 2 × 1.5 = 112.50 (the allowances are not in the rate); meal 15.5 × 20
    expect(lines[0]).toEqual({ person_id: a.id, basic_pay: '6000.00', overtime_pay: '112.50', post_allowance: '500.00', transport_allowance: '200.00', meal_allowance: '310.00', gross_pay: '7122.50', net_pay: '7122.50' });
    // 4600 × 22.5/23 = 4500; meal 12.35 × 22.5 = 277.875 → 277.88
    expect(lines[1]).toEqual({ person_id: b.id, basic_pay: '4500.00', overtime_pay: '0.00', post_allowance: '0.00', transport_allowance: '0.00', meal_allowance: '277.88', gross_pay: '4777.88', net_pay: '4777.88' });
    const res = await fetch(`${srv.base}/download/hr-payslips.pdf`, { method: 'POST', body: JSON.stringify([{ id }]), headers: { 'content-type': 'application/json', ...authHeaders(admin) } });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-allowance-'));
    try {
      const file = path.join(dir, 'slips.pdf');
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      const slip = text.split('\f').find((page) => page.includes('津贴甲'))!;
      expect(slip).toMatch(/岗位津贴\s+500\.00/);
      expect(slip).toMatch(/交通补贴\s+200\.00/);
      expect(slip).toMatch(/餐补\s+310\.00/);
      expect(slip).toMatch(/应发工资\s+7122\.50/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // a negative allowance is refused like a negative salary
    expect(refused(await call('datax.MetaDynamic', 'saveValue', 'HrBasicSalary', { person_id: b.id, effective_month: '2033-04', basic_salary: 1, post_allowance: -1 }), 400)).toContain('岗位津贴');
  });

  it('imports monthly attendance, basic salaries and borrowings from their templates, refusing what breaks a rule', async () => {
    const a = await person('丙');
    expect(ok(await leadIn('HrAttendance', await filledTemplate('HrAttendance', [{ 人员: a.code, 月份: '2032-03', 出勤天数: 20, 出勤工时: 160, 加班工时: 6, 项目: 'P003' }])))).toMatchObject({ successCnt: 1 });
    refused(await call('datax.MetaDynamic', 'saveValue', 'HrAttendance', { person_id: a.id, month: '2032-03', attend_days: 1, work_hours: 8, project_dict: 'P003' }), 409, '丙 在 2032-03 已有项目 P003 的月度考勤');
    refused(await call('datax.MetaDynamic', 'saveValue', 'HrAttendance', { person_id: a.id, month: '2032-3', attend_days: 1, work_hours: 8 }), 400, '月份格式应为 YYYY-MM（如 2026-10）：2032-3');
    expect(ok(await leadIn('HrBasicSalary', await filledTemplate('HrBasicSalary', [{ 人员: a.code, 生效月份: '2032-01', '基本工资(月)': 8800 }])))).toMatchObject({ successCnt: 1 });
    refused(await call('datax.MetaDynamic', 'saveValue', 'HrBasicSalary', { person_id: a.id, effective_month: '2032-01', basic_salary: 1 }), 409, '丙 在 2032-01 已有基本工资');
    const imported = ok(await leadIn('HrBorrowing', await filledTemplate('HrBorrowing', [{ 人员: a.code, 借支日期: '2032-03-02', 借支金额: 1200, 分期数: 2, 开始扣款月份: '2032-03' }])));
    expect(imported).toMatchObject({ successCnt: 1, errors: [] });
    const [loan] = await q<{ id: number; code: string; balance: string }>(sql`select id::int as id, code, (amount - repaid)::text as balance from hr_borrowing where tenant_id = ${T} and person_id = ${a.id}`);
    expect(loan.balance).toBe('1200.00');
    // once repaid in part, its amount stays and it is not deleted
    await q(sql`update hr_borrowing set repaid = 600 where tenant_id = ${T} and id = ${loan.id}`);
    const [v] = await q<{ version: number }>(sql`select version from hr_borrowing where tenant_id = ${T} and id = ${loan.id}`);
    refused(await call('datax.MetaDynamic', 'saveValue', 'HrBorrowing', { id: loan.id, version: v.version, amount: 2000 }), 409, `借支 ${loan.code} 已有还款，不能修改金额、人员和期数`);
    refused(await call('datax.MetaDynamic', 'removeValue', 'HrBorrowing', [loan.id]), 409, `借支 ${loan.code} 已有还款，不能删除`);
  });
});

describe('项目人工汇总', () => {
  it('sums hours and labour cost by project and month at the payroll’s hourly rate', async () => {
    const a = await person('丁');
    // 2032-06: 22 working days; hourly 8800 / 176 = 50
    await save('HrBasicSalary', { person_id: a.id, effective_month: '2032-06', basic_salary: '8800.00' });
    await save('HrAttendance', { person_id: a.id, month: '2032-06', attend_days: 10, work_hours: 80, overtime_hours: 4, project_dict: 'P002' });
    await save('HrAttendance', { person_id: a.id, month: '2032-06', attend_days: 12, work_hours: 96.5, project_dict: 'P003' });
    const page = ok(await call('report.Report', 'page', 'hr.ProjectSummary', { page: 1, pageSize: 50, filterMap: { person_id: a.id }, rangeMap: { month_date: { first: '2032-06-01', second: '2032-06-30' } } }));
    const rows = (page.itemList as Array<Record<string, unknown>>).map((r) => ({ project: (r.project_dict as { code?: string })?.code ?? r.project_dict, hours: Number(r.work_hours), overtime: Number(r.overtime_hours), cost: String(r.labour_cost) }));
    // P002: 80 h × 50 + 4 h × 75 = 4300; P003: 96.5 h × 50 = 4825
    expect(rows.sort((x, y) => String(x.project).localeCompare(String(y.project)))).toEqual([
      { project: 'P002', hours: 80, overtime: 4, cost: expect.stringMatching(/^4300(\.00?)?$/) },
      { project: 'P003', hours: 96.5, overtime: 0, cost: expect.stringMatching(/^4825(\.00?)?$/) },
    ]);
  });

  it('shows the viewer attendance only: no salaries, borrowings, payroll nor labour cost', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    const read = (entityCode: string) => srv.call(viewer, 'datax.MetaDynamic', 'summaryPage', [{ entityCode, page: 1, pageSize: 1 }]);
    expect((await read('HrAttendanceDay')).json.code).toBe(200);
    expect((await read('HrAttendance')).json.code).toBe(200);
    for (const e of ['HrBasicSalary', 'HrBorrowing', 'HrPayroll']) expect((await read(e)).json.code, e).toBe(4003);
    expect((await srv.call(viewer, 'report.Report', 'page', ['hr.ProjectSummary', { page: 1, pageSize: 1 }])).json.code).toBe(4003);
  });
});

describe('the HR demo', () => {
  /** the demo seeded afresh as of `today` in a transaction rolled back: its payroll's month, totals and lines */
  async function demoAsOf(today: string) {
    let seen: unknown = null;
    await srv.db.system
      .transaction()
      .execute(async (trx) => {
        for (const t of ['hr_payroll', 'hr_borrowing', 'hr_attendance_month', 'hr_attendance_day', 'hr_basic_salary']) await sql`delete from ${sql.table(t)} where tenant_id = ${T}`.execute(trx);
        const [creator] = (await sql<{ id: number; name: string }>`select id::int as id, name from app_user where tenant_id = ${T} order by id limit 1`.execute(trx)).rows;
        await seedHrDemo({ db: trx, tenant: { id: T, code: 'demo' }, organId: 0, creator, today });
        const head = (await sql<Record<string, string>>`select code, month, status_dict, headcount::text, total_gross::text, total_deduct::text, total_net::text from hr_payroll where tenant_id = ${T}`.execute(trx)).rows;
        const lines = (await sql<Record<string, string>>`select l.person_id::text, l.attend_days::text, l.basic_pay::text, l.overtime_pay::text, l.borrow_deduct::text, l.net_pay::text
            from hr_payroll_line l join hr_payroll p on p.tenant_id = l.tenant_id and p.id = l.owner_id where l.tenant_id = ${T} order by l.sn`.execute(trx)).rows;
        seen = { head, lines };
        throw new Error('rolled back');
      })
      .catch((e: Error) => {
        if (e.message !== 'rolled back') throw e;
      });
    return seen as { head: Array<Record<string, string>>; lines: Array<Record<string, string>> };
  }

  it('seeds the same audited payroll of the month before on every day of a month, with borrowings deducted', async () => {
    const first = await demoAsOf('2031-03-01');
    expect(first.head).toEqual([expect.objectContaining({ code: 'GZ203102', month: '2031-02', status_dict: 'Audit', total_deduct: '2000.00' })]);
    expect(first.lines.length).toBe(Number(first.head[0].headcount));
    expect(first.lines.every((l) => Number(l.net_pay) > 0)).toBe(true);
    // a Sunday at the month's end seeds the very same
    expect(await demoAsOf('2031-03-30')).toEqual(first);
  });
});
