// plan.Aps: the APS pass over the orders a planner chose (schedule.ts), stored as a draft run
// with its proposed slots and late orders; confirmed into the orders in one transaction (each
// order locked and still at the version and state of the preview, else the planner re-runs), or
// voided. Capacity: each machine's working windows (its unit's shifts on the factory calendar);
// other orders' planned operations still to run hold their machines (fixed in the pass).
import { sql } from 'kysely';
import { fillAutoCodes } from '../../../../server/records/auto-code';
import { builtinModel } from '../../../../server/records/model';
import type { Lang } from '../../../../server/i18n';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import { type ApsOperation, type ApsOrder, schedule } from './schedule';
import { PRIORITY_WEIGHT } from '../../orders/entity';
import { ACTIVE_STATES } from '../../orders/state';
import type { ApsCandidate, ApsRunView, SavedOrders } from './contracts';
import { RUN_STATUSES } from './entity';
import { stateName } from './gantt-server';
import { planMsg } from './messages';
import { type AnyDb, equipmentOf, machineWindows, unitsOf } from './resources';
import { APS_HORIZON_DAYS, canRun, SCHEDULED_STATES, USABLE_EQUIPMENT } from './rules';
import { addDays, millisOfStamp, momentOf, stampOfMillis, wallOf } from './wall';

const MINUTE = 60_000;
const wall = (d: Date | null) => (d ? wallOf(d) : null);
const minutes = (v: string | null) => Math.round(Number(v ?? 0) * MINUTE);
export interface Who {
  id: number;
  name: string;
}

/** The next whole hour of the wall clock (the pass's default start: the same all hour long). */
export function nextHour(now = new Date()): string {
  const d = new Date(now.getTime());
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  return wallOf(d);
}

export async function candidates(db: AnyDb, T: string): Promise<ApsCandidate[]> {
  const rows = (
    await sql<{ id: number; code: string; product: string; plan_qty: string; priority: string; plan_start: Date | null; plan_end: Date | null; operations: number }>`
      select o.id::int as id, o.code, coalesce(m.name || ' ' || m.code, '') as product, o.plan_qty::text as plan_qty, o.priority, o.plan_start, o.plan_end,
             (select count(*)::int from prd_work_order_op p where p.tenant_id = o.tenant_id and p.owner_id = o.id) as operations
        from prd_work_order o left join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id
       where o.tenant_id = ${T} and o.manufacturing_state in (${sql.join(SCHEDULED_STATES)}) order by o.plan_end nulls last, o.id`.execute(db)
  ).rows;
  return rows.map((r) => ({ id: r.id, code: r.code, product: r.product, planQty: r.plan_qty, priority: r.priority, planStart: wall(r.plan_start), planEnd: wall(r.plan_end), operations: r.operations }));
}

interface OrderRow {
  id: number;
  code: string;
  version: number;
  state: string;
  priority: string;
  material_id: number;
  plan_start: Date | null;
  plan_end: Date | null;
}
interface OpRow {
  id: number;
  order_id: number;
  seq: number;
  process_id: number;
  equipment_id: number | null;
  minutes: string | null;
  setup_minutes: string | null;
  plan_start: Date | null;
  plan_end: Date | null;
  material_id: number;
}

/**
 * Runs the pass over the orders from `from` (wall clock) and stores a draft run; answers its id.
 * `states`: the manufacturing states it takes (the planner's call: waiting orders; the demo's first
 * schedule also places the orders already on the shop floor).
 */
export async function runPass(trx: AnyDb, T: string, lang: Lang, who: Who, orderIds: readonly number[], from: string, states: readonly string[] = SCHEDULED_STATES): Promise<number> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const orders = (
    await sql<OrderRow>`select id::int as id, code, version, manufacturing_state as state, priority, material_id::int as material_id, plan_start, plan_end
      from prd_work_order where tenant_id = ${T} and id in (${sql.join(ids)}) order by id`.execute(trx)
  ).rows;
  for (const id of ids) if (!orders.some((o) => o.id === id)) throw notFound(planMsg(lang, 'orderMissing', { id }));
  for (const o of orders) if (!states.includes(o.state)) throw conflict(planMsg(lang, 'notReleased', { code: o.code, state: stateName(o.state, lang) }));
  const now = millisOfStamp(from);
  const horizonEnd = addDays(from.slice(0, 10), APS_HORIZON_DAYS);
  const ops = (
    await sql<OpRow>`select p.id::int as id, p.owner_id::int as order_id, coalesce(p.seq, 0)::int as seq, p.process_id::int as process_id, p.equipment_id::int as equipment_id,
                            p.minutes::text as minutes, p.setup_minutes::text as setup_minutes, p.plan_start, p.plan_end, o.material_id::int as material_id
       from prd_work_order_op p join prd_work_order o on o.tenant_id = p.tenant_id and o.id = p.owner_id
      where p.tenant_id = ${T} and (p.owner_id in (${sql.join(ids)})
            or (o.manufacturing_state in (${sql.join(ACTIVE_STATES)}) and p.equipment_id is not null and p.plan_end > ${momentOf(from)} and p.plan_start < ${momentOf(`${horizonEnd} 00:00:00`)}))
      order by p.owner_id, p.seq, p.id`.execute(trx)
  ).rows;
  const chosen = new Set(ids);
  for (const o of orders) if (!ops.some((p) => p.order_id === o.id)) throw badRequest(planMsg(lang, 'noOperations', { code: o.code }));

  const machines = (await equipmentOf(trx, T)).filter((m) => (USABLE_EQUIPMENT as readonly string[]).includes(m.status));
  const windows = await machineWindows(trx, T, machines, from.slice(0, 10), horizonEnd, lang);
  const input: ApsOperation[] = ops.map((p) => {
    const family = String(p.material_id);
    if (!chosen.has(p.order_id)) {
      // another order's planned operation: it keeps its machine for its time
      const fixed = { machine: p.equipment_id!, start: millisOfStamp(wallOf(p.plan_start!)), end: millisOfStamp(wallOf(p.plan_end!)) };
      return { id: p.id, order: p.order_id, seq: p.seq, duration: fixed.end - fixed.start, setup: 0, family, machines: [], fixed };
    }
    const capable = machines.filter((m) => canRun(m, p.process_id)).map((m) => m.id);
    return { id: p.id, order: p.order_id, seq: p.seq, duration: minutes(p.minutes), setup: minutes(p.setup_minutes), family, machines: capable };
  });
  const apsOrders: ApsOrder[] = orders.map((o) => ({
    id: o.id,
    priority: PRIORITY_WEIGHT[o.priority] ?? 0,
    due: o.plan_end ? millisOfStamp(wallOf(o.plan_end)) : null,
    release: o.plan_start ? Math.max(now, millisOfStamp(wallOf(o.plan_start))) : now,
  }));
  const result = schedule({ now, orders: apsOrders, operations: input, machines: machines.map((m) => ({ id: m.id, windows: windows.get(m.id) ?? [] })) });

  const ends = new Map<number, number>();
  for (const p of result.operations) if (chosen.has(p.order)) ends.set(p.order, Math.max(ends.get(p.order) ?? -Infinity, p.end));
  const unscheduled = new Set(result.unscheduled.map((u) => u.id));
  const model = builtinModel('ApsRun')!;
  const { code } = await fillAutoCodes(trx, T, model, {});
  const stamp = (ms: number) => momentOf(stampOfMillis(ms));
  const audit = { create_id: who.id, create_name: who.name, modify_id: who.id, modify_name: who.name };
  const head = await trx
    .insertInto('prd_aps_run')
    .values({
      tenant_id: T,
      code,
      run_status: 'Draft',
      status_dict: 'Saved',
      plan_from: momentOf(from),
      order_count: orders.length,
      operation_count: input.filter((p) => !p.fixed).length,
      late_count: result.late.length,
      unscheduled_count: unscheduled.size,
      makespan: result.makespan === null ? null : stamp(result.makespan),
      ...audit,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const runId = Number(head.id);
  const late = new Map(result.late.map((l) => [l.order, l]));
  await trx
    .insertInto('prd_aps_run_order')
    .values(
      orders.map((o, i) => {
        const end = ends.get(o.id);
        const l = late.get(o.id);
        return { tenant_id: T, owner_id: runId, sn: i + 1, order_id: o.id, order_version: o.version, due: o.plan_end, planned_end: end === undefined ? null : stamp(end), late_minutes: l ? Math.ceil((l.end - l.due) / MINUTE) : 0 };
      }),
    )
    .execute();
  const placed = new Map(result.operations.map((p) => [p.id, p]));
  const rows = input.map((p, i) => {
    const at = placed.get(p.id);
    return {
      tenant_id: T,
      owner_id: runId,
      sn: i + 1,
      order_id: p.order,
      operation_id: p.id,
      seq: p.seq,
      process_id: ops[i].process_id,
      equipment_id: at?.machine ?? null,
      plan_start: at ? stamp(at.start) : null,
      plan_end: at ? stamp(at.end) : null,
      setup_minutes: at ? Math.round(at.setup / MINUTE) : 0,
      fixed: !!p.fixed,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto('prd_aps_run_op').values(rows.slice(i, i + 500)).execute();
  return runId;
}

const runStatusName = (s: string, lang: Lang) => RUN_STATUSES.find((x) => x.value === s)?.[lang === 'en_US' ? 'labelEn' : 'label'] ?? s;

async function runHead(db: AnyDb, T: string, id: number, lang: Lang, lock = false) {
  const [run] = (
    await sql<{ id: number; code: string; status: string; plan_from: Date; makespan: Date | null }>`select id::int as id, code, run_status as status, plan_from, makespan
      from prd_aps_run where tenant_id = ${T} and id = ${id} ${lock ? sql`for update` : sql``}`.execute(db)
  ).rows;
  if (!run) throw notFound(planMsg(lang, 'runMissing', { id }));
  return run;
}

export async function readRun(db: AnyDb, T: string, id: number, lang: Lang): Promise<ApsRunView> {
  const run = await runHead(db, T, id, lang);
  const orders = (
    await sql<{ order_id: number; code: string; product: string; version: number; due: Date | null; planned_end: Date | null; late_minutes: number }>`
      select r.order_id::int as order_id, coalesce(o.code, '') as code, coalesce(m.name || ' ' || m.code, '') as product, r.order_version as version, r.due, r.planned_end, coalesce(r.late_minutes, 0)::int as late_minutes
        from prd_aps_run_order r left join prd_work_order o on o.tenant_id = r.tenant_id and o.id = r.order_id
        left join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id
       where r.tenant_id = ${T} and r.owner_id = ${id} order by r.sn`.execute(db)
  ).rows;
  const ops = (
    await sql<{ operation_id: number; order_id: number; order_code: string; seq: number; process_id: number; process_name: string; equipment_id: number | null; plan_start: Date | null; plan_end: Date | null; setup_minutes: number; fixed: boolean }>`
      select r.operation_id::int as operation_id, r.order_id::int as order_id, coalesce(o.code, '') as order_code, coalesce(r.seq, 0)::int as seq, r.process_id::int as process_id, coalesce(pr.name, '') as process_name,
             r.equipment_id::int as equipment_id, r.plan_start, r.plan_end, coalesce(r.setup_minutes, 0)::int as setup_minutes, coalesce(r.fixed, false) as fixed
        from prd_aps_run_op r left join mdm_process pr on pr.tenant_id = r.tenant_id and pr.id = r.process_id
        left join prd_work_order o on o.tenant_id = r.tenant_id and o.id = r.order_id
       where r.tenant_id = ${T} and r.owner_id = ${id} order by r.sn`.execute(db)
  ).rows;
  return {
    id: run.id,
    code: run.code,
    status: run.status,
    from: wallOf(run.plan_from),
    makespan: wall(run.makespan),
    orders: orders.map((o) => ({ orderId: o.order_id, code: o.code, product: o.product, version: o.version, due: wall(o.due), end: wall(o.planned_end), lateMinutes: o.late_minutes })),
    operations: ops.map((p) => ({ operationId: p.operation_id, orderId: p.order_id, orderCode: p.order_code, seq: p.seq, processId: p.process_id, processName: p.process_name, equipmentId: p.equipment_id, start: wall(p.plan_start), end: wall(p.plan_end), setupMinutes: p.setup_minutes, fixed: p.fixed })),
    units: await unitsOf(db, T),
    equipment: await equipmentOf(db, T),
  };
}

/** Writes a draft run's slots into its orders (the caller's transaction); refused when an order changed since the preview. */
export async function confirmRun(trx: AnyDb, T: string, lang: Lang, who: Who, id: number): Promise<SavedOrders> {
  const run = await runHead(trx, T, id, lang, true);
  if (run.status !== 'Draft') throw conflict(planMsg(lang, 'runNotDraft', { code: run.code, status: runStatusName(run.status, lang), action: lang === 'en_US' ? 'confirm it' : '确认' }));
  const entries = (await sql<{ order_id: number; version: number }>`select order_id::int as order_id, order_version as version from prd_aps_run_order where tenant_id = ${T} and owner_id = ${id} order by order_id`.execute(trx)).rows;
  const ids = entries.map((e) => e.order_id);
  const now = (
    await sql<{ id: number; code: string; version: number; state: string }>`select id::int as id, code, version, manufacturing_state as state from prd_work_order
      where tenant_id = ${T} and id in (${sql.join(ids)}) order by id for update`.execute(trx)
  ).rows;
  const byId = new Map(now.map((o) => [o.id, o]));
  for (const e of entries) {
    const o = byId.get(e.order_id);
    if (!o) throw notFound(planMsg(lang, 'orderMissing', { id: e.order_id }));
    if (o.version !== e.version) throw conflict(planMsg(lang, 'changedSincePreview', { code: o.code }));
  }
  await sql`update prd_work_order_op p set equipment_id = r.equipment_id, plan_start = r.plan_start, plan_end = r.plan_end
             from prd_aps_run_op r where r.tenant_id = ${T} and r.owner_id = ${id} and not r.fixed and r.plan_start is not null
              and p.tenant_id = r.tenant_id and p.id = r.operation_id and p.owner_id = r.order_id`.execute(trx);
  // the order's window follows its operations; its planned end (the due date) moves only later, never earlier
  const saved = (
    await sql<{ id: number; version: number }>`update prd_work_order o set plan_start = coalesce(s.first, o.plan_start), plan_end = greatest(o.plan_end, s.last),
                version = o.version + 1, modify_id = ${who.id}, modify_name = ${who.name}, modify_dt = now()
        from (select r.order_id, min(r.plan_start) as first, max(r.plan_end) as last from prd_aps_run_op r
               where r.tenant_id = ${T} and r.owner_id = ${id} and not r.fixed group by r.order_id) s
       where o.tenant_id = ${T} and o.id = s.order_id and o.id in (${sql.join(ids)}) returning o.id::int as id, o.version`.execute(trx)
  ).rows;
  await sql`update prd_aps_run set run_status = 'Confirmed', confirmed_name = ${who.name}, confirmed_at = now(), version = version + 1, modify_id = ${who.id}, modify_name = ${who.name}, modify_dt = now()
             where tenant_id = ${T} and id = ${id}`.execute(trx);
  return { orders: saved.sort((a, b) => a.id - b.id) };
}

export async function voidRun(trx: AnyDb, T: string, lang: Lang, who: Who, id: number): Promise<{ id: number; status: string }> {
  const run = await runHead(trx, T, id, lang, true);
  if (run.status !== 'Draft') throw conflict(planMsg(lang, 'runNotDraft', { code: run.code, status: runStatusName(run.status, lang), action: lang === 'en_US' ? 'void it' : '作废' }));
  await sql`update prd_aps_run set run_status = 'Void', version = version + 1, modify_id = ${who.id}, modify_name = ${who.name}, modify_dt = now() where tenant_id = ${T} and id = ${id}`.execute(trx);
  return { id, status: 'Void' };
}

/** A planner's `from`: not before the current minute. */
export function checkFrom(from: string | undefined, lang: Lang): string {
  if (from === undefined) return nextHour();
  if (millisOfStamp(from) < millisOfStamp(wallOf(new Date())) - MINUTE) throw badRequest(planMsg(lang, 'fromPast'));
  return from;
}
