// The HR rules on the generic record writes (entry, import row by row, all through here):
// - a month is YYYY-MM; a day's hours, overtime and leave make at most 24 hours;
// - one daily row per person and day, one monthly row per person, month and project, one basic
//   salary per person and effective month (each refused naming the person);
// - a payroll is written by the server only (hr.Salary/compute): a client's create or edit is
//   refused; a paid one is locked whatever the call;
// - a borrowing with repayments keeps its amount, person and instalments, and is not deleted.
import { sql } from 'kysely';
import Big from 'big.js';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { AttendanceDay } from '../entities/attendance-day';
import { AttendanceMonth } from '../entities/attendance-month';
import { BasicSalary } from '../entities/basic-salary';
import { Borrowing } from '../entities/borrowing';
import { Payroll } from '../entities/payroll';
import { hm, MONTH } from '../messages';
import { type AnyDb, idOf, personName } from './rows';

/** the record as the write leaves it: the stored fields under the new values */
const merged = (ctx: HookContext): Record<string, unknown> => ({ ...(ctx.before ?? {}), ...(ctx.values ?? {}) });

function checkMonth(ctx: HookContext, field: string) {
  const v = merged(ctx)[field];
  if (v != null && !MONTH.test(String(v))) refuse(hm(ctx.writer.lang, 'badMonth', { value: String(v) }), 400);
}

/** a stored or sent value as its plain key: a reference's id, a dictionary's or status's code, else the value */
function plain(v: unknown): string {
  if (v == null) return '';
  if (typeof v === 'object') {
    const o = v as { id?: unknown; code?: unknown; dict?: unknown; value?: unknown };
    return String(o.id ?? o.code ?? o.dict ?? o.value ?? '');
  }
  return String(v);
}

/** refuses when another live row of the table has the same values in `keys` */
function unique(table: string, keys: string[], message: (ctx: HookContext, rec: Record<string, unknown>, person: string) => string) {
  return async (ctx: HookContext) => {
    const rec = merged(ctx);
    const person = idOf(rec.person_id);
    if (person == null) return;
    const conds = keys.map((k) => (k === 'project_dict' ? sql`coalesce(t.project_dict, '') = ${plain(rec[k])}` : sql`t.${sql.ref(k)} = ${k === 'person_id' ? person : plain(rec[k]).slice(0, k === 'work_date' ? 10 : undefined)}`));
    const clash = await sql`select 1 from ${sql.table(table)} t where t.tenant_id = ${ctx.writer.tenantId} and t.id <> ${ctx.id ?? 0} and ${sql.join(conds, sql` and `)} limit 1`.execute(ctx.trx as AnyDb);
    if (clash.rows.length) refuse(message(ctx, rec, await personName(ctx.trx as AnyDb, ctx.writer.tenantId, person)), 409);
  };
}

const dayKey = unique(AttendanceDay.table, ['person_id', 'work_date'], (ctx, r, person) => hm(ctx.writer.lang, 'dayTwice', { person, date: String(r.work_date ?? '').slice(0, 10) }));
const monthKey = unique(AttendanceMonth.table, ['person_id', 'month', 'project_dict'], (ctx, r, person) =>
  hm(ctx.writer.lang, 'monthTwice', { person, month: String(r.month), project: plain(r.project_dict) || '-' }),
);
const salaryKey = unique(BasicSalary.table, ['person_id', 'effective_month'], (ctx, r, person) => hm(ctx.writer.lang, 'salaryTwice', { person, month: String(r.effective_month) }));

function dayHours(ctx: HookContext) {
  const r = merged(ctx);
  const total = ['work_hours', 'overtime_hours', 'leave_hours'].reduce((s, k) => s.plus(String(r[k] ?? 0)), new Big(0));
  if (total.gt(24)) refuse(hm(ctx.writer.lang, 'hoursOver'), 400);
}

/** the stored status code (a record answers it as {dict, name}) */
function statusOf(ctx: HookContext): string | undefined {
  const v = ctx.before?.status_dict as unknown;
  return v && typeof v === 'object' ? String((v as { dict?: unknown }).dict ?? '') : (v as string | undefined);
}

function serverOnly(ctx: HookContext): never {
  if (statusOf(ctx) === 'Finish') refuse(hm(ctx.writer.lang, 'paidLocked', { code: String(ctx.before?.code ?? '') }));
  refuse(hm(ctx.writer.lang, 'noPayrollEdit'));
}

function paidLocked(ctx: HookContext) {
  if (statusOf(ctx) === 'Finish') refuse(hm(ctx.writer.lang, 'paidLocked', { code: String(ctx.before?.code ?? '') }));
}

function keepRepaid(ctx: HookContext) {
  const b = ctx.before;
  if (!b || new Big(String(b.repaid ?? 0)).lte(0)) return;
  if (ctx.action === 'remove') refuse(hm(ctx.writer.lang, 'repaidRemove', { code: String(b.code ?? '') }));
  const v = ctx.values ?? {};
  const changed = (k: string, same: (x: unknown, y: unknown) => boolean) => k in v && !same(v[k], b[k]);
  const num = (x: unknown, y: unknown) => new Big(String(x ?? 0)).eq(String(y ?? 0));
  if (changed('amount', num) || changed('instalments', num) || changed('person_id', (x, y) => idOf(x) === idOf(y))) refuse(hm(ctx.writer.lang, 'repaidChange', { code: String(b.code ?? '') }));
}

const WRITES = ['create', 'modify'] as const;

export const hrHooks: RecordHooks[] = [
  { entity: AttendanceDay.code, actions: WRITES, before: dayHours },
  { entity: AttendanceDay.code, actions: WRITES, before: dayKey },
  { entity: AttendanceMonth.code, actions: WRITES, before: (ctx) => checkMonth(ctx, 'month') },
  { entity: AttendanceMonth.code, actions: WRITES, before: monthKey },
  { entity: BasicSalary.code, actions: WRITES, before: (ctx) => checkMonth(ctx, 'effective_month') },
  { entity: BasicSalary.code, actions: WRITES, before: salaryKey },
  { entity: Borrowing.code, actions: WRITES, before: (ctx) => checkMonth(ctx, 'start_month') },
  { entity: Borrowing.code, actions: ['modify', 'remove'], before: keepRepaid },
  { entity: Payroll.code, actions: WRITES, before: serverOnly },
  { entity: Payroll.code, actions: ['commit', 'audit', 'deApproval', 'manualFinish', 'repeal', 'remove'], before: paidLocked },
];
