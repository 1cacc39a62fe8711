// The HR demo (the demo tenant, after production's output): for the month before the seed day —
// the one month rule, so the demo is the same whatever day it is seeded — the first ten persons'
// basic salaries with their allowances (effective from January of that year), their daily attendance on every weekday
// (8 hours; overtime, a day of leave and the project by a fixed pattern of person and day), the
// month built from the days, two audited borrowings repaid in instalments, and the month's payroll
// computed and audited, ready to be paid. Nothing depends on the weekday or the hour.
import { sql } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import { calendar } from '../../../server/seed/demo-kit';
import { AttendanceDay } from '../entities/attendance-day';
import { BasicSalary } from '../entities/basic-salary';
import { Borrowing } from '../entities/borrowing';
import { Payroll } from '../entities/payroll';
import { buildIn } from './attendance';
import { computeIn } from './payroll';
import { type Actor, type AnyDb, monthRange } from './rows';

/** 岗位津贴 of the first three (the leads), 交通补贴 and 餐补 a day for everyone */
const POST_ALLOWANCES = ['800.00', '500.00', '300.00'];
const TRANSPORT_ALLOWANCE = '200.00';
const MEAL_PER_DAY = '15.00';
const SALARIES = ['12000.00', '9800.00', '8500.00', '8500.00', '7600.00', '7200.00', '6800.00', '6500.00', '6200.00', '5800.00'];
const PROJECTS = ['P001', 'P002', 'P003'];

/** the month before the day's (YYYY-MM) */
export function previousMonth(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** the weekdays of a month (ISO dates) */
function weekdays(month: string): string[] {
  const { from, to } = monthRange(month);
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d < new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

export async function seedHrDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as unknown as AnyDb;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from hr_basic_salary where tenant_id = ${T} limit 1`.execute(db)).rows.length) return;
  const persons = (await sql<{ id: number }>`select id::int as id from person where tenant_id = ${T} order by code limit ${SALARIES.length}`.execute(db)).rows;
  if (!persons.length) return;
  const month = previousMonth(calendar(ctx.today).today);
  const who: Actor = { id: ctx.creator.id, name: ctx.creator.name, depart: null };
  const stamp = { tenant_id: T, create_id: who.id, create_name: who.name, modify_id: who.id, modify_name: who.name };

  await db
    .insertInto(BasicSalary.table)
    .values(
      persons.map((p, i) => ({
        ...stamp,
        status_dict: 'Audit',
        person_id: p.id,
        effective_month: `${month.slice(0, 4)}-01`,
        basic_salary: SALARIES[i],
        post_allowance: POST_ALLOWANCES[i] ?? '0',
        transport_allowance: TRANSPORT_ALLOWANCE,
        meal_allowance_day: MEAL_PER_DAY,
      })),
    )
    .execute();

  const days = weekdays(month);
  const rows = persons.flatMap((p, i) =>
    days.map((day, k) => {
      const leave = i === 3 && k === 4;
      return {
        ...stamp,
        person_id: p.id,
        work_date: day,
        work_hours: leave ? 0 : 8,
        overtime_hours: !leave && (i + k) % 5 === 0 ? 2 : 0,
        leave_type: leave ? 'Personal' : null,
        leave_hours: leave ? 8 : 0,
        project_dict: (i + Math.floor(k / 5)) % 4 === 3 ? 'P002' : PROJECTS[i % PROJECTS.length],
      };
    }),
  );
  await db.insertInto(AttendanceDay.table).values(rows).execute();
  await buildIn(db, T, month, who, sql<boolean>`true`, sql<boolean>`true`);

  const borrowers = [persons[2], persons[4]].filter(Boolean);
  if (borrowers.length) {
    await db
      .insertInto(Borrowing.table)
      .values(
        borrowers.map((p, i) => ({ ...stamp, status_dict: 'Audit', code: `JZ${month.replace('-', '')}${String(i + 1).padStart(4, '0')}`, person_id: p.id, borrow_date: `${month}-03`, amount: i ? '1000.00' : '3000.00', instalments: i ? 1 : 3, start_month: month, repaid: 0 })),
      )
      .execute();
  }
  const { id } = await computeIn(db, T, month, 'zh_CN', who, sql<boolean>`true`);
  await db.updateTable(Payroll.table).set({ status_dict: 'Audit' }).where('tenant_id', '=', T).where('id', '=', id).execute();
}
