// 点检: one fixture checked against a plan of its type in one shift of one day. The plan (given, or
// the type's first enabled one) and its items (the check paper) must exist; every item needs its
// reading, and a reading outside standard − lower … standard + upper deviation is out of limits
// (any such reading makes the verdict NG). A result is submitted once: the same fixture, plan, day
// and shift again is refused (the fixture's row lock makes two simultaneous checks queue).
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { builtinModel } from '../../../server/records/model';
import { createRecord, type Writer } from '../../../server/records/write';
import type { CheckArg, CheckPaper } from '../contracts';
import { SHIFTS } from '../entities/options';
import { fail, lockTool, type Op, type ToolRow } from './tool-rows';

type PlanItem = CheckPaper['items'][number];

/** Whether a reading leaves its item's limits (decimal-exact). */
export function outOfLimits(value: string, i: PlanItem): boolean {
  const v = new Big(value);
  const std = new Big(i.standard_value);
  return v.gt(std.plus(i.upper_deviation ?? 0)) || v.lt(std.minus(i.lower_deviation ?? 0));
}

async function planOf(x: Op, defineId: number, fixture: string, planId?: number): Promise<CheckPaper['plan']> {
  const [plan] = (
    await sql<CheckPaper['plan']>`select id::int as id, code, name from tool_fixture_check_plan
      where tenant_id = ${x.T} and define_id = ${defineId} and ${planId ? sql`id = ${planId}` : sql`coalesce(status, 'Enable') = 'Enable'`} order by id limit 1`.execute(x.trx)
  ).rows;
  if (!plan) throw fail(x.lang, 'planMissing', { code: fixture }, 'missing');
  return plan;
}

/** The plan of the fixture's type (the one named, else its first enabled one) and its items: 11 when either is missing. */
async function paperOf(x: Op, fixture: ToolRow, planId?: number): Promise<CheckPaper> {
  const plan = await planOf(x, fixture.define_id, fixture.code, planId);
  const items = (
    await sql<PlanItem>`select item, standard_value::text as standard_value, coalesce(upper_deviation, 0)::text as upper_deviation,
        coalesce(lower_deviation, 0)::text as lower_deviation, unit
      from tool_fixture_check_item where tenant_id = ${x.T} and owner_id = ${plan.id} order by sn, id`.execute(x.trx)
  ).rows;
  if (!items.length) throw fail(x.lang, 'paperMissing', { plan: plan.code }, 'missing');
  return { plan, items };
}

/** What the check dialog shows before the readings are typed. */
export async function checkPaper(x: Op, a: { id: number; planId?: number }): Promise<CheckPaper> {
  return paperOf(x, await lockTool(x, 'Fixture', a.id), a.planId);
}

/** The check's result record (its id). */
export async function check(x: Op, w: Writer, a: CheckArg): Promise<number> {
  const fixture = await lockTool(x, 'Fixture', a.id);
  const { plan, items } = await paperOf(x, fixture, a.planId);
  const date = a.checkDate ?? new Date().toISOString().slice(0, 10);
  const shiftName = SHIFTS.find((s) => s.value === a.shift)!;
  const [done] = (
    await sql<{ id: number }>`select id::int as id from tool_fixture_check_result
      where tenant_id = ${x.T} and fixture_id = ${fixture.id} and plan_id = ${plan.id} and check_date = ${date}::date and shift = ${a.shift} limit 1`.execute(x.trx)
  ).rows;
  if (done) throw fail(x.lang, 'submittedTwice', { code: fixture.code, date, shift: x.lang === 'en_US' ? shiftName.labelEn : shiftName.label });
  const byItem = new Map(a.readings.map((r) => [r.item, r.value]));
  const readings = items.map((i) => {
    const value = byItem.get(i.item);
    if (value === undefined) throw fail(x.lang, 'readingMissing', { item: i.item }, 'bad');
    return { ...i, value, out_of_limits: outOfLimits(value, i) };
  });
  const out = readings.filter((r) => r.out_of_limits).length;
  const rec = await createRecord(
    w,
    builtinModel('FixtureCheckResult')!,
    {
      code: `${fixture.code}-${date.replace(/-/g, '')}-${a.shift}`,
      fixture_id: fixture.id,
      plan_id: plan.id,
      equipment_id: fixture.equipment_id,
      check_date: date,
      shift: a.shift,
      verdict: out ? 'NG' : 'OK',
      out_count: out,
      remark: a.remark ?? null,
      readings,
    },
    x.trx,
  );
  return Number(rec.id);
}
