// 工资表 on a real database: a month's payroll computed by the server from monthly attendance, basic
// salaries, production's piece-rate wages and audited borrowings (decimal-exact, per the rule of
// payroll-rule.ts); reviewed, audited and paid, after which it is locked (recompute, edit and
// un-audit refused with their messages) and the borrowings carry the repayment; a client may never
// write a payroll; the payslips as a PDF whose text pdftotext reads, one page per person.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyRecord, authHeaders, fileServer, ok, recordCalls, refused, said } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const { save } = recordCalls(srv, admin);
const tag = Date.now().toString(36).toUpperCase();
let serial = 0;
let T: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-payslip-'));
const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
const salary = (method: string, arg: unknown) => srv.call<AnyRecord>(admin, 'hr.Salary', method, [arg]);
const move = (op: 'commitValue' | 'auditValue', id: number) => srv.call<AnyRecord>(admin, 'datax.MetaDynamic', op, [{ entityCode: 'HrPayroll', recordId: id }]);

async function person(name: string): Promise<number> {
  const [p] = await q<{ id: number }>(sql`insert into person (tenant_id, code, name) values (${T}, ${`HR${tag}${++serial}`}, ${name}) returning id::int as id`);
  return p.id;
}
const attend = (person_id: number, month: string, attend_days: string, overtime_hours = '0', project_dict = 'P001') =>
  save('HrAttendance', { person_id, month, attend_days, work_hours: String(Number(attend_days) * 8), overtime_hours, project_dict });
const basic = (person_id: number, effective_month: string, basic_salary: string) => save('HrBasicSalary', { person_id, effective_month, basic_salary });
async function borrowing(person_id: number, amount: string, instalments: number, start_month: string) {
  const b = await save('HrBorrowing', { person_id, amount, instalments, start_month, borrow_date: `${start_month}-01` });
  ok(await srv.call(admin, 'datax.MetaDynamic', 'auditValue', [{ entityCode: 'HrBorrowing', recordId: b.id }]));
  return b.id as number;
}
const linesOf = (id: number) =>
  q<Record<string, string>>(sql`select person_id::int as person_id, attend_days::text, basic_pay::text, overtime_pay::text, piece_wage::text, gross_pay::text, borrow_deduct::text, net_pay::text
    from hr_payroll_line where tenant_id = ${T} and owner_id = ${id} order by sn`);
const repaidOf = async (id: number) => (await q<{ repaid: string }>(sql`select repaid::text from hr_borrowing where tenant_id = ${T} and id = ${id}`))[0].repaid;

beforeAll(async () => {
  T = admin.tenant.id;
}, 120_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the payroll', () => {
  it('computes each person’s line decimal-exact: prorated basic pay, overtime, piece-rate wages, borrowing instalments', async () => {
    // 2031-03: 21 working days (Mondays to Fridays)
    const M = '2031-03';
    const [full, part, worker] = [await person('全勤'), await person('缺勤'), await person('计件')];
    await basic(full, '2031-01', '6300.00');
    await basic(full, '2031-04', '9999.00'); // not yet effective in March
    await basic(part, '2030-12', '7000.00');
    await attend(full, M, '21', '3.5');
    await attend(part, M, '10', '0', 'P001');
    await attend(part, M, '5.5', '0', 'P002'); // a second project's days add up
    await attend(worker, M, '21');
    const loan = await borrowing(part, '1000.00', 3, M);
    // the worker's output of the month, reported as the demo admin whose person it is: 12 pieces at a process's piece rate
    const [rate] = await q<{ process_id: number; rate: string }>(sql`select process_id::int as process_id, rate::text from prd_piece_rate where tenant_id = ${T} and material_id is null order by id limit 1`);
    const [order] = await q<{ id: number }>(sql`select id::int as id from prd_work_order where tenant_id = ${T} order by id limit 1`);
    await q(sql`update app_user set person_id = ${worker} where tenant_id = ${T} and id = ${admin.user.id}`);
    try {
      await q(sql`insert into prd_output (tenant_id, code, order_id, process_id, qualified_qty, create_id, create_name, create_dt)
        values (${T}, ${`BG${tag}`}, ${order.id}, ${rate.process_id}, 12, ${admin.user.id}, 'admin', '2031-03-15 10:00+08'),
               (${T}, ${`BG${tag}X`}, ${order.id}, ${rate.process_id}, 99, ${admin.user.id}, 'admin', '2031-04-01 10:00+08')`);
      const r = ok(await salary('compute', { month: M }));
      expect(r.msg).toMatch(/^已计算 2031-03 工资表 GZ203103：3 人，实发合计 /);
      const lines = await linesOf(r.id);
      const of = (id: number) => lines.find((l) => Number(l.person_id) === id)!;
      // 6300 × 21/21; overtime 6300 / 168 × 3.5 × 1.5 = 196.875 → 196.88
      expect(of(full)).toMatchObject({ attend_days: '21.0', basic_pay: '6300.00', overtime_pay: '196.88', piece_wage: '0.00', gross_pay: '6496.88', borrow_deduct: '0.00', net_pay: '6496.88' });
      // 7000 × 15.5 / 21 = 5166.666… → 5166.67; a third of 1000 deducted
      expect(of(part)).toMatchObject({ attend_days: '15.5', basic_pay: '5166.67', gross_pay: '5166.67', borrow_deduct: '333.33', net_pay: '4833.34' });
      // no basic salary: piece-rate wages only, of March's output alone
      const wage = (Number(rate.rate) * 12).toFixed(2);
      expect(of(worker)).toMatchObject({ basic_pay: '0.00', piece_wage: wage, gross_pay: wage, net_pay: wage });
      const [head] = await q<Record<string, string>>(sql`select work_days::int::text as work_days, headcount::text, total_net::text, status_dict from hr_payroll where tenant_id = ${T} and id = ${r.id}`);
      expect(head).toMatchObject({ work_days: '21', headcount: '3', status_dict: 'Saved' });
      // the total of the lines, counted in cents
      expect(head.total_net).toBe(((649688 + 483334 + Math.round(Number(wage) * 100)) / 100).toFixed(2));

      // computed again while a draft: the same payroll, its lines replaced
      await attend(full, M, '0.5', '0', 'P003');
      const again = ok(await salary('compute', { month: M }));
      expect(again.id).toBe(r.id);
      expect((await linesOf(r.id)).length).toBe(3);
      expect(Number(await repaidOf(loan))).toBe(0);
    } finally {
      await q(sql`update app_user set person_id = (select id from person where tenant_id = ${T} and code = 'P0001') where tenant_id = ${T} and id = ${admin.user.id}`);
    }
  });

  it('reviews, audits and pays a payroll; paid, it is locked and the borrowings are repaid', async () => {
    const M = '2031-05';
    const p = await person('发薪');
    await basic(p, M, '5000.00');
    await attend(p, M, '22');
    const loan = await borrowing(p, '900.00', 2, M);
    const { id } = ok(await salary('compute', { month: M }));
    refused(await salary('pay', { ids: [id] }), 409, '工资表 GZ203105 未审核，不能发放');
    ok(await move('commitValue', id));
    ok(await move('auditValue', id));
    refused(await salary('compute', { month: M }), 409, '工资表 GZ203105 已审核，反审核后才能重算');
    const paid = ok(await salary('pay', { ids: [id] }));
    expect(paid.msg).toBe('工资表 GZ203105 已发放，借支扣回 450.00');
    expect(await repaidOf(loan)).toBe('450.00');
    const [head] = await q<{ status_dict: string; paid: boolean }>(sql`select status_dict, paid_at is not null as paid from hr_payroll where tenant_id = ${T} and id = ${id}`);
    expect(head).toEqual({ status_dict: 'Finish', paid: true });
    // locked: computed again, paid again, edited, un-audited or deleted — refused, nothing moves
    refused(await salary('compute', { month: M }), 409, '工资表 GZ203105 已发放，不能修改');
    refused(await salary('pay', { ids: [id] }), 409, '工资表 GZ203105 已发放，不能修改');
    refused(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['HrPayroll', { id, version: 4, remark: '改' }]), 4003, '没有操作权限：hr.salary.update');
    expect(said(await srv.call(admin, 'meta.MetaDynamic', 'deApproval', [{ entityCode: 'HrPayroll', recordId: id }]))).toBe('409 当前状态「完成」不允许反审核');
    expect(await repaidOf(loan)).toBe('450.00');
    // the next month deducts the last instalment: what is left
    const N = '2031-06';
    await attend(p, N, '22');
    const next = ok(await salary('compute', { month: N }));
    expect((await linesOf(next.id))[0].borrow_deduct).toBe('450.00');
  });

  it('refuses a client’s payroll and a month without attendance', async () => {
    // 工资表 has no 新增 / 编辑 function at all: even the administrator cannot write one
    refused(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['HrPayroll', { month: '2031-07', code: 'GZ-FAKE' }]), 4003, '没有操作权限：hr.salary.create');
    refused(await salary('compute', { month: '2039-01' }), 400, '2039-01 没有考勤和计件工资，无法计算工资表');
    refused(await salary('compute', { month: '2031-13' }), 400);
  });

  it('prints the payslips, one page per person, as real text', async () => {
    const M = '2031-08';
    const [a, b] = [await person('张工资'), await person('李工资')];
    await basic(a, M, '8000.00');
    await attend(a, M, '21');
    await attend(b, M, '10');
    const { id } = ok(await salary('compute', { month: M }));
    const res = await fetch(`${srv.base}/download/hr-payslips.pdf`, { method: 'POST', body: JSON.stringify([{ id }]), headers: { 'content-type': 'application/json', ...authHeaders(admin) } });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = path.join(tmp, 'slips.pdf');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+2\n/);
    const first = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', file, '-'], { encoding: 'utf8' });
    expect(first).toContain('2031-08 工资条');
    expect(first).toContain('张工资');
    expect(first).toMatch(/实发工资\s+8000\.00/);
    const second = execFileSync('pdftotext', ['-f', '2', '-l', '2', '-layout', file, '-'], { encoding: 'utf8' });
    expect(second).toContain('李工资');
    expect(second).toMatch(/实发工资\s+0\.00/);
    // a viewer holds no 工资表: refused, no file
    const viewer = await srv.session('demo', 'zhaolei');
    const denied = await fetch(`${srv.base}/download/hr-payslips.pdf`, { method: 'POST', body: JSON.stringify([{ id }]), headers: { 'content-type': 'application/json', ...authHeaders(viewer) } });
    expect((await denied.json()).code).toBe(4003);
  });
});
