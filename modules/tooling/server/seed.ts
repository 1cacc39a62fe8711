// The demo tool room of the demo tenant (production's machines and output are seeded before it):
// cutter and fixture types, a few hundred tool files across the machines — some mounted, their life
// taken down by the output reported on their machine since they were mounted (never below half, so
// the demo's and the tests' later reports go on), free ones at every life left (some under their
// warning level, some dressed), a few scrapped — their install history, each machine's tool
// configuration, the fixture check plans and
// a month of daily check results. Deterministic (a fixed-seed generator), relative to the demo's
// today, a dozen batched inserts.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { SeedContext } from '../../../server/modules/types';
import { CHECK_PLANS, CUTTER_TYPES, FIXTURE_TYPES, REASONS } from './seed-data';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
type AnyDb = import('kysely').Kysely<any>;
type Row = Record<string, unknown>;

const DAY = 86_400_000;
const CUTTERS_PER_TYPE = 30;
const FIXTURES_PER_TYPE = 12;
const CHECK_DAYS = 30;

/** a fixed-seed generator in [0, 1): the demo is the same on every start */
function generator(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

interface Machine {
  id: number;
  code: string;
  type: string;
}

/** When a tool went onto the machine and what it has made since: the newest output that keeps it within half its life. */
function mountedLife(outputs: Array<{ at: Date; qty: string }>, rated: number, today: number): { at: Date; used: Big } {
  let used = new Big(0);
  let at = new Date(today - 20 * DAY);
  for (const o of outputs) {
    const next = used.plus(o.qty);
    if (next.gt(rated / 2)) break;
    used = next;
    at = new Date(o.at.getTime() - 3_600_000);
  }
  return { at, used };
}

export async function seedToolingDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const rnd = generator(20_240_601);
  const today = ctx.today ? Date.parse(`${ctx.today}T12:00:00Z`) : Date.now();
  const who = { create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  const base = { tenant_id: T, status_dict: 'Audit', ...who };
  const ids = async (table: string, rows: Row[]) =>
    rows.length ? new Map((await db.insertInto(table).values(rows).returning(['id', 'code']).execute()).map((r) => [String(r.code), Number(r.id)])) : new Map<string, number>();

  const reasons = await ids('tool_uninstall_reason', REASONS.map(([code, name]) => ({ ...base, code, name, status: 'Enable' })));
  const cutterTypes = await ids('tool_cutter_define', CUTTER_TYPES.map(([code, name, spec, rated_life, max_dressings, dress_life, warn_percent]) => ({ ...base, code, name, spec, rated_life, max_dressings, dress_life, warn_percent, status: 'Enable' })));
  const fixtureTypes = await ids('tool_fixture_define', FIXTURE_TYPES.map(([code, name, spec, rated_life, warn_percent]) => ({ ...base, code, name, spec, rated_life, warn_percent, status: 'Enable' })));
  const machines = (await sql<Machine>`select id::int as id, code, coalesce(equipment_type, '') as type from prd_equipment where tenant_id = ${T} and equipment_status <> '5' order by id`.execute(db)).rows;
  const outputs = new Map<number, Array<{ at: Date; qty: string }>>();
  for (const o of (
    await sql<{ m: number; at: Date; qty: string }>`select equipment_id::int as m, create_dt as at, (coalesce(qualified_qty, 0) + coalesce(unqualified_qty, 0) + coalesce(scrap_qty, 0))::text as qty
      from prd_output where tenant_id = ${T} and equipment_id is not null order by create_dt desc, id desc`.execute(db)
  ).rows) {
    outputs.set(o.m, [...(outputs.get(o.m) ?? []), { at: o.at, qty: o.qty }]);
  }

  // ---- cutters: the first of each type on each machine of its kind, the rest in the tool room
  const cutters: Row[] = [];
  const events: Row[] = [];
  const event = (kind: string, code: string, e: string, at: number | Date, more: Row = {}) => events.push({ ...base, status_dict: 'Saved', tool_kind: kind, tool_code: code, event: e, create_dt: new Date(at), modify_dt: new Date(at), ...more });
  for (const [type, , , rated, maxDress, dressLife, warn, kinds] of CUTTER_TYPES) {
    const on = machines.filter((m) => kinds.includes(m.type));
    for (let i = 0; i < CUTTERS_PER_TYPE; i++) {
      const code = `${type}-${String(i + 1).padStart(3, '0')}`;
      const row: Row = { ...base, code, define_id: cutterTypes.get(type), rated_life: rated, warn_life: Math.trunc((rated * warn) / 100), dressing_count: 0, remark: null };
      const machine = on[i];
      if (machine) {
        const { at, used } = mountedLife(outputs.get(machine.id) ?? [], rated, today);
        Object.assign(row, { state: used.gt(0) ? 'InUse' : 'Installed', equipment_id: machine.id, install_dt: at, remaining_life: new Big(rated).minus(used).toString() });
        event('Cutter', code, 'Install', at, { equipment_id: machine.id, life: rated });
      } else if (i % 12 === 11) {
        Object.assign(row, { state: 'Scrap', remaining_life: 0, dressing_count: maxDress });
        event('Cutter', code, 'Scrap', today - (i % 20) * DAY, { life: 0 });
      } else {
        const dressed = maxDress ? Math.floor(rnd() * (maxDress + 1)) : 0;
        const left = Math.round((dressed ? (dressLife ?? rated) : rated) * (0.05 + 0.95 * rnd()));
        Object.assign(row, { state: 'Free', remaining_life: left, dressing_count: dressed });
        if (i % 3 === 0 && on.length) {
          const from = today - (25 + (i % 30)) * DAY;
          const abnormal = i % 5 === 0;
          event('Cutter', code, 'Install', from, { equipment_id: on[i % on.length].id, life: rated });
          event('Cutter', code, 'Uninstall', from + (2 + (i % 6)) * DAY, { equipment_id: on[i % on.length].id, life: left, abnormal, reason_id: abnormal ? reasons.get(REASONS[i % REASONS.length][0]) : null });
        }
        for (let d = 0; d < dressed; d++) event('Cutter', code, 'Dress', today - (40 + d * 15 + (i % 10)) * DAY, { life: dressLife ?? rated });
      }
      cutters.push(row);
    }
  }
  const cutterIds = await ids('tool_cutter_file', cutters);

  // ---- fixtures: one of each type on each machine of its kind
  const fixtures: Row[] = [];
  const mounted: Array<{ code: string; type: string; machine: number }> = [];
  for (const [type, , , rated, warn, kinds] of FIXTURE_TYPES) {
    const on = machines.filter((m) => kinds.includes(m.type));
    for (let i = 0; i < FIXTURES_PER_TYPE; i++) {
      const code = `${type}-${String(i + 1).padStart(3, '0')}`;
      const left = Math.round(rated * (0.1 + 0.9 * rnd()));
      const row: Row = { ...base, code, define_id: fixtureTypes.get(type), rated_life: rated, warn_life: Math.trunc((rated * warn) / 100), remaining_life: left, state: 'Free', remark: null };
      const machine = on[i];
      if (machine) {
        const at = today - (CHECK_DAYS + 5) * DAY;
        Object.assign(row, { state: 'InUse', equipment_id: machine.id, install_dt: new Date(at) });
        event('Fixture', code, 'Install', at, { equipment_id: machine.id, life: left });
        mounted.push({ code, type, machine: machine.id });
      } else if (i === FIXTURES_PER_TYPE - 1) Object.assign(row, { state: 'Scrap', remaining_life: 0 });
      fixtures.push(row);
    }
  }
  const fixtureIds = await ids('tool_fixture_file', fixtures);
  const toolIds = { Cutter: cutterIds, Fixture: fixtureIds };
  if (events.length) await db.insertInto('tool_event').values(events.map((e) => ({ ...e, tool_id: toolIds[e.tool_kind as 'Cutter' | 'Fixture'].get(String(e.tool_code)) }))).execute();

  // ---- configurations: what each machine needs of each tool type, for the first process it runs
  const firstProcess = new Map(
    (await sql<{ m: number; p: number }>`select distinct on (owner_id) owner_id::int as m, process_id::int as p from prd_equipment_process where tenant_id = ${T} order by owner_id, id`.execute(db)).rows.map((r) => [r.m, r.p]),
  );
  const configs = async (table: string, prefix: string, types: Map<string, number>, kinds: Array<[string, string[]]>) => {
    const needed = machines.map((m) => ({ m, types: kinds.filter(([, k]) => k.includes(m.type)).map(([code]) => types.get(code)) })).filter((c) => c.types.length);
    const made = await ids(table, needed.map(({ m }) => ({ ...base, code: `${prefix}-${m.code}`, equipment_id: m.id, process_id: firstProcess.get(m.id) ?? null })));
    const lines = needed.flatMap(({ m, types: t }) => t.map((define_id, i) => ({ tenant_id: T, owner_id: made.get(`${prefix}-${m.code}`), sn: i + 1, define_id, qty: 1 + (i % 2) })));
    if (lines.length) await db.insertInto(`${table}_line`).values(lines).execute();
  };
  await configs('tool_cutter_config', 'CC', cutterTypes, CUTTER_TYPES.map((c) => [c[0], c[7]]));
  await configs('tool_fixture_config', 'FC', fixtureTypes, FIXTURE_TYPES.map((f) => [f[0], f[5]]));

  // ---- check plans and a month of results for the mounted fixtures checked every day
  const plans = await ids('tool_fixture_check_plan', CHECK_PLANS.map(([code, name, type, trigger_type, cycle_days, shift]) => ({ ...base, code, name, define_id: fixtureTypes.get(type), trigger_type, cycle_days, shift, status: 'Enable' })));
  await db
    .insertInto('tool_fixture_check_item')
    .values(CHECK_PLANS.flatMap(([code, , , , , , items]) => items.map(([item, standard_value, upper_deviation, lower_deviation, unit], i) => ({ tenant_id: T, owner_id: plans.get(code), sn: i + 1, item, standard_value, upper_deviation, lower_deviation, unit }))))
    .execute();
  const results: Row[] = [];
  const readings: Array<{ result: string; row: Row }> = [];
  for (const f of mounted) {
    const [planCode, , , trigger, , shift, items] = CHECK_PLANS.find((p) => p[2] === f.type)!;
    if (trigger !== 'Cycle') continue;
    for (let d = CHECK_DAYS; d >= 1; d--) {
      const date = new Date(today - d * DAY).toISOString().slice(0, 10);
      const code = `${f.code}-${date.replace(/-/g, '')}-${shift}`;
      let out = 0;
      items.forEach(([item, std, up, low], i) => {
        const width = new Big(up).plus(low).gt(0) ? new Big(up).plus(low) : new Big('0.01');
        // most readings inside the limits, one in twelve a little outside
        const spread = rnd() < 1 / 12 ? 1.3 : 0.8;
        const value = new Big(std).minus(low).plus(width.times((rnd() - 0.5) * spread + 0.5)).round(4);
        const outside = value.gt(new Big(std).plus(up)) || value.lt(new Big(std).minus(low));
        if (outside) out++;
        readings.push({ result: code, row: { tenant_id: T, sn: i + 1, item, standard_value: std, upper_deviation: up, lower_deviation: low, value: value.toString(), out_of_limits: outside } });
      });
      const at = new Date(`${date}T08:30:00Z`);
      results.push({ ...base, status_dict: 'Saved', code, fixture_id: fixtureIds.get(f.code), plan_id: plans.get(planCode), equipment_id: f.machine, check_date: date, shift, verdict: out ? 'NG' : 'OK', out_count: out, create_dt: at, modify_dt: at });
    }
  }
  const resultIds = await ids('tool_fixture_check_result', results);
  if (readings.length) await db.insertInto('tool_fixture_check_reading').values(readings.map((r) => ({ ...r.row, owner_id: resultIds.get(r.result) }))).execute();
}
