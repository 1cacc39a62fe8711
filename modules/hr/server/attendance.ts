// 由日考勤生成 (hr.Attendance/buildFromDays): a month's daily rows the caller may see, summed per
// person and project into the monthly rows — days attended (days with hours worked), hours,
// overtime and leave. A monthly row of that person, month and project the caller may see is
// updated (the days say the month again), the others are made; monthly rows without days stay as they are. One
// transaction.
import { type RawBuilder, sql } from 'kysely';
import { badRequest } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { callerModel } from '../../../server/records/context';
import { visibilityOf, visibleFlag, writerDepartment } from '../../../server/records/data-scope';
import { AttendanceDay } from '../entities/attendance-day';
import { AttendanceMonth } from '../entities/attendance-month';
import { hm } from '../messages';
import { type Actor, type AnyDb, monthRange } from './rows';

export async function buildMonth(ctx: CallContext, month: string): Promise<number> {
  const s = session(ctx);
  const days = await visibilityOf(ctx, await callerModel(ctx, AttendanceDay.code));
  const months = await visibilityOf(ctx, await callerModel(ctx, AttendanceMonth.code));
  const who: Actor = { id: s.userId, name: s.userName, depart: await writerDepartment(s.db, s.userId) };
  const n = await s.db.transaction().execute((tx) => buildIn(tx as unknown as AnyDb, s.tenantId, month, who, visibleFlag(days, 'd'), visibleFlag(months, 'm')));
  if (!n) throw badRequest(hm(ctx.lang, 'noDays', { month }));
  return n;
}

/**
 * The monthly rows of `month` from the daily rows `visible` lets through (alias d), in `trx`; a
 * monthly row is updated only when `mine` lets it through (alias m): one the caller may not see is
 * neither changed nor made twice. Answers how many were updated or made.
 */
export async function buildIn(trx: AnyDb, T: string, month: string, who: Actor, visible: RawBuilder<boolean>, mine: RawBuilder<boolean>): Promise<number> {
  const { from, to } = monthRange(month);
  await sql`select pg_advisory_xact_lock(hashtext(${`hr-attendance/${T}/${month}`}))`.execute(trx);
  const r = await sql<{ n: number }>`
    with days as (
      select d.person_id, coalesce(d.project_dict, '') as project, count(*) filter (where d.work_hours > 0) as attend_days,
             sum(d.work_hours) as work_hours, sum(coalesce(d.overtime_hours, 0)) as overtime_hours, sum(coalesce(d.leave_hours, 0)) as leave_hours
        from ${sql.table(AttendanceDay.table)} d
       where d.tenant_id = ${T} and d.work_date >= ${from}::date and d.work_date < ${to}::date and ${visible}
       group by d.person_id, coalesce(d.project_dict, '')
    ), changed as (
      update ${sql.table(AttendanceMonth.table)} m set attend_days = days.attend_days, work_hours = days.work_hours, overtime_hours = days.overtime_hours,
             leave_hours = days.leave_hours, modify_id = ${who.id}, modify_name = ${who.name}, modify_dt = now(), version = m.version + 1
        from days where m.tenant_id = ${T} and m.month = ${month} and m.person_id = days.person_id and coalesce(m.project_dict, '') = days.project and ${mine}
      returning m.person_id
    ), made as (
      insert into ${sql.table(AttendanceMonth.table)} (tenant_id, person_id, month, attend_days, work_hours, overtime_hours, leave_hours, project_dict, depart_id, create_id, create_name, modify_id, modify_name)
      select ${T}, days.person_id, ${month}, days.attend_days, days.work_hours, days.overtime_hours, days.leave_hours, nullif(days.project, ''), ${who.depart}, ${who.id}, ${who.name}, ${who.id}, ${who.name}
        from days where not exists (select 1 from ${sql.table(AttendanceMonth.table)} m where m.tenant_id = ${T} and m.month = ${month} and m.person_id = days.person_id and coalesce(m.project_dict, '') = days.project)
      returning 1
    )
    select ((select count(*) from changed) + (select count(*) from made))::int as n`.execute(trx);
  return r.rows[0]?.n ?? 0;
}
