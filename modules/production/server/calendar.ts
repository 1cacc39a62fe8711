// The factory calendar's calls over its tables (prd_calendar, prd_calendar_day) and the shift
// rules: a year generated (weekends Saturday and Sunday), its weekday info, days edited, a date
// checked, and the working windows of a date range for a process unit or a machine — the pure
// logic (calendar/logic.ts) over the stored days and the unit's shift rules.
import { type Kysely, sql } from 'kysely';
import { implement } from '../../../server/modules/types';
import type { Lang } from '../../../server/i18n';
import { badRequest, conflict, notFound } from '../../../server/rpc/errors';
import { session } from '../../../server/rpc/registry';
import { type CalendarDay, type DayType, datesBetween, generateYear, type ShiftRule, type WorkingWindow, workingWindows } from '../calendar/logic';
import { mdmCalendar, type WindowQuery } from '../contracts';
import { pm } from '../messages';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;

interface DayRow {
  date: string;
  week_day: number;
  day_type: string;
}
const toDay = (r: DayRow): CalendarDay => ({ date: r.date, weekDay: r.week_day, type: Number(r.day_type) as DayType });

/** Writes a year's calendar (the caller has checked it is not there yet). */
export async function writeYear(db: AnyDb, T: string, year: number, who: { id: number; name: string }, overrides: Readonly<Record<string, DayType>> = {}, notes: Readonly<Record<string, string>> = {}): Promise<number> {
  const head = await db
    .insertInto('prd_calendar')
    .values({ tenant_id: T, year, name: `${year}年工厂日历`, status_dict: 'Audit', create_id: who.id, create_name: who.name, modify_id: who.id, modify_name: who.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const days = generateYear(year, overrides);
  await db
    .insertInto('prd_calendar_day')
    .values(days.map((d, i) => ({ tenant_id: T, owner_id: head.id, sn: i + 1, day: d.date, week_day: d.weekDay, day_type: String(d.type), note: notes[d.date] ?? null })))
    .execute();
  return days.length;
}

async function yearExists(db: AnyDb, T: string, year: number): Promise<boolean> {
  return !!(await sql`select 1 from prd_calendar where tenant_id = ${T} and year = ${year}`.execute(db)).rows.length;
}

/** The stored days of `from`…`to`; a year of the range without a calendar answers 请求的工作日数据不存在. */
export async function calendarDays(db: AnyDb, T: string, from: string, to: string, lang: Lang): Promise<CalendarDay[]> {
  const rows = (
    await sql<DayRow>`select to_char(d.day, 'YYYY-MM-DD') as date, d.week_day, d.day_type from prd_calendar_day d
                       where d.tenant_id = ${T} and d.day between ${from}::date and ${to}::date order by d.day`.execute(db)
  ).rows;
  const have = new Set(rows.map((r) => r.date.slice(0, 4)));
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) if (!have.has(String(y)) && !(await yearExists(db, T, y))) throw notFound(pm(lang, 'workdayMissing', { year: y }));
  return rows.map(toDay);
}

interface ShiftRow {
  id: number;
  code: string;
  shift: ShiftRule['shift'];
  start_time: string;
  end_time: string;
  prep_minutes: number | null;
  rest_days: string | null;
  trigger: ShiftRule['trigger'];
  trigger_days: string | null;
  effective_from: string | null;
  effective_to: string | null;
}

const list = (s: string | null) => (s ?? '').split(/[,，、\s]+/).map((x) => x.trim()).filter(Boolean);

/** Enabled shift rules: those of the process unit (its shifts table), or every one when it names none. */
export async function shiftRulesOf(db: AnyDb, T: string, processUnitId: number | null): Promise<ShiftRule[]> {
  const own = processUnitId
    ? (await sql<{ id: number }>`select shift_rule_id::int as id from prd_process_unit_shift where tenant_id = ${T} and owner_id = ${processUnitId}`.execute(db)).rows.map((r) => r.id)
    : [];
  const rules = (
    await sql<ShiftRow>`select id::int as id, code, shift, start_time, end_time, prep_minutes, rest_days, trigger, trigger_days,
                               to_char(effective_from, 'YYYY-MM-DD') as effective_from, to_char(effective_to, 'YYYY-MM-DD') as effective_to
                          from prd_shift_rule where tenant_id = ${T} and status = 'Enable' ${own.length ? sql`and id in (${sql.join(own)})` : sql``} order by start_time, id`.execute(db)
  ).rows;
  if (!rules.length) return [];
  const rests = (
    await sql<{ owner_id: number; start_time: string; end_time: string }>`select owner_id::int as owner_id, start_time, end_time from prd_shift_rule_rest
                                                                            where tenant_id = ${T} and owner_id in (${sql.join(rules.map((r) => r.id))}) order by sn, id`.execute(db)
  ).rows;
  return rules.map((r) => ({
    code: r.code,
    shift: r.shift,
    start: r.start_time,
    end: r.end_time,
    prepMinutes: r.prep_minutes ?? 0,
    rests: rests.filter((x) => x.owner_id === r.id).map((x) => ({ start: x.start_time, end: x.end_time })),
    restDays: list(r.rest_days).map(Number),
    trigger: r.trigger,
    triggerDays: list(r.trigger_days),
    effectiveFrom: r.effective_from,
    effectiveTo: r.effective_to,
  }));
}

/**
 * The working windows of a process unit or a machine (its unit's shift rules; every enabled rule
 * when it names none) over `from`…`to`, for the calendar call and the APS pass. A scrapped machine
 * has none; a missing year answers 请求的工作日数据不存在.
 */
export async function windowsOf(db: AnyDb, T: string, q: WindowQuery, lang: Lang): Promise<WorkingWindow[]> {
  let unitId = q.processUnitId ?? null;
  if (q.equipmentId) {
    const e = (await sql<{ unit: number | null; status: string }>`select process_unit_id::int as unit, equipment_status as status from prd_equipment where tenant_id = ${T} and id = ${q.equipmentId}`.execute(db)).rows[0];
    if (!e) throw notFound(pm(lang, 'equipmentMissing', { id: q.equipmentId }));
    if (e.status === '5') return [];
    unitId = e.unit ?? unitId;
  }
  if (unitId && !(await sql`select 1 from prd_process_unit where tenant_id = ${T} and id = ${unitId}`.execute(db)).rows.length) throw notFound(pm(lang, 'unitMissing', { id: unitId }));
  const days = await calendarDays(db, T, q.from, q.to, lang);
  return workingWindows(days, await shiftRulesOf(db, T, unitId), q.from, q.to);
}

export const calendarService = implement(mdmCalendar, {
  async generate(ctx, [year]) {
    const s = session(ctx);
    if (await yearExists(s.db, s.tenantId, year)) throw conflict(pm(ctx.lang, 'yearExists', { year }));
    try {
      const days = await s.db.transaction().execute((trx) => writeYear(trx, s.tenantId, year, { id: s.userId, name: s.userName }));
      return { year, days };
    } catch (e) {
      // two users generating the same year at once: the unique index lets one through
      if ((e as { code?: string }).code === '23505') throw conflict(pm(ctx.lang, 'yearExists', { year }));
      throw e;
    }
  },
  async getWorkdays(ctx, [year]) {
    const s = session(ctx);
    return calendarDays(s.db, s.tenantId, `${year}-01-01`, `${year}-12-31`, ctx.lang);
  },
  async updateDays(ctx, [days]) {
    const s = session(ctx);
    return s.db.transaction().execute(async (trx) => {
      let updated = 0;
      for (const d of days) {
        const r = await sql`update prd_calendar_day set day_type = ${String(d.type)}, note = ${d.note ?? null} where tenant_id = ${s.tenantId} and day = ${d.date}::date returning id`.execute(trx);
        if (!r.rows.length) throw badRequest(pm(ctx.lang, 'dateOutside'));
        updated++;
      }
      await sql`update prd_calendar set version = version + 1, modify_id = ${s.userId}, modify_name = ${s.userName}, modify_dt = now()
                 where tenant_id = ${s.tenantId} and year in (${sql.join([...new Set(days.map((d) => Number(d.date.slice(0, 4))))])})`.execute(trx);
      return { updated };
    });
  },
  async checkDate(ctx, [date]) {
    const s = session(ctx);
    const row = (await sql<DayRow>`select to_char(day, 'YYYY-MM-DD') as date, week_day, day_type from prd_calendar_day where tenant_id = ${s.tenantId} and day = ${date}::date`.execute(s.db)).rows[0];
    if (!row) throw badRequest(pm(ctx.lang, 'dateOutside'));
    return toDay(row);
  },
  async workingWindows(ctx, [q]) {
    const s = session(ctx);
    if (datesBetween(q.from, q.to).length > 366) throw badRequest(pm(ctx.lang, 'rangeTooLong'));
    return windowsOf(s.db, s.tenantId, q, ctx.lang);
  },
});
