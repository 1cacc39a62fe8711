// plan.Gantt: the board of plan/GanttPlan and the save of its edits. A save is one transaction: the
// touched orders are locked (by id, so two planners queue instead of dead-locking) and each must
// still have the version the planner loaded — else nothing is written and the refusal names the
// order; an order on the shop floor keeps its operations (rules.ts); an operation goes only to an
// equipment that can run its process; a moved operation keeps its route's order (it starts after
// every earlier operation of its order ends, and ends before every later one starts: the arrows of
// the board). Each touched order's version moves on, so the other planner's next save of it is
// refused in turn.
import { sql } from 'kysely';
import { implement } from '../../../../server/modules/types';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { EQUIPMENT_STATUSES } from '../../entities/resources';
import { MANUFACTURING_STATES } from '../../orders/state';
import { type GanttBoard, type GanttSave, type PlanOperation, type PlanOrder, planGantt, type SavedOrders } from './contracts';
import { planMsg } from './messages';
import { type AnyDb, equipmentOf, unitsOf } from './resources';
import { BOARD_STATES, canRun, isLocked, MAX_RANGE_DAYS } from './rules';
import { addDays, millisOfStamp, momentOf, wallOf } from './wall';

const wall = (d: Date | null) => (d ? wallOf(d) : null);
export const stateName = (s: string, lang: string) => MANUFACTURING_STATES.find((x) => x.value === s)?.[lang === 'en_US' ? 'labelEn' : 'label'] ?? s;

interface OrderRow {
  id: number;
  code: string;
  version: number;
  state: string;
  priority: string;
  product: string;
  plan_qty: string;
  plan_start: Date | null;
  plan_end: Date | null;
}

const orderOf = (r: OrderRow): PlanOrder => ({
  id: r.id,
  code: r.code,
  version: r.version,
  state: r.state,
  priority: r.priority,
  product: r.product,
  planQty: r.plan_qty,
  planStart: wall(r.plan_start),
  planEnd: wall(r.plan_end),
  locked: isLocked(r.state),
});

/** The orders and operations of some orders (by id), in plan order. */
export async function ordersWithOperations(db: AnyDb, T: string, where: ReturnType<typeof sql>): Promise<{ orders: PlanOrder[]; operations: PlanOperation[] }> {
  const orders = (
    await sql<OrderRow>`select o.id::int as id, o.code, o.version, o.manufacturing_state as state, o.priority, coalesce(m.name || ' ' || m.code, '') as product,
                               o.plan_qty::text as plan_qty, o.plan_start, o.plan_end
                          from prd_work_order o left join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id
                         where o.tenant_id = ${T} and ${where} order by o.plan_start nulls last, o.id`.execute(db)
  ).rows;
  if (!orders.length) return { orders: [], operations: [] };
  const ops = (
    await sql<{ id: number; order_id: number; seq: number; process_id: number; process_name: string; equipment_id: number | null; minutes: string; plan_start: Date | null; plan_end: Date | null; done_qty: string }>`
      select p.id::int as id, p.owner_id::int as order_id, coalesce(p.seq, 0)::int as seq, p.process_id::int as process_id, coalesce(pr.name, '') as process_name,
             p.equipment_id::int as equipment_id, coalesce(p.minutes, 0)::text as minutes, p.plan_start, p.plan_end, coalesce(p.done_qty, 0)::text as done_qty
        from prd_work_order_op p left join mdm_process pr on pr.tenant_id = p.tenant_id and pr.id = p.process_id
       where p.tenant_id = ${T} and p.owner_id in (${sql.join(orders.map((o) => o.id))}) order by p.owner_id, p.seq, p.id`.execute(db)
  ).rows;
  return {
    orders: orders.map(orderOf),
    operations: ops.map((p) => ({ id: p.id, orderId: p.order_id, seq: p.seq, processId: p.process_id, processName: p.process_name, equipmentId: p.equipment_id, minutes: p.minutes, start: wall(p.plan_start), end: wall(p.plan_end), doneQty: p.done_qty })),
  };
}

/** The board of a date range: the orders planned in it (or with an operation in it), and released orders still waiting for slots. */
export async function loadBoard(db: AnyDb, T: string, from: string, to: string, lang: 'zh_CN' | 'en_US'): Promise<GanttBoard> {
  if ((millisOfStamp(`${to} 00:00:00`) - millisOfStamp(`${from} 00:00:00`)) / 86_400_000 + 1 > MAX_RANGE_DAYS) throw badRequest(planMsg(lang, 'rangeTooLong', { days: MAX_RANGE_DAYS }));
  const start = momentOf(`${from} 00:00:00`);
  const end = momentOf(`${addDays(to, 1)} 00:00:00`);
  const opIn = sql`exists (select 1 from prd_work_order_op p where p.tenant_id = o.tenant_id and p.owner_id = o.id and p.plan_start < ${end} and p.plan_end >= ${start})`;
  const waiting = sql`(o.manufacturing_state = 'Wait' and exists (select 1 from prd_work_order_op p where p.tenant_id = o.tenant_id and p.owner_id = o.id and (p.equipment_id is null or p.plan_start is null or p.plan_end is null)))`;
  const where = sql`o.manufacturing_state in (${sql.join(BOARD_STATES)}) and ((o.plan_start < ${end} and o.plan_end >= ${start}) or ${opIn} or ${waiting})`;
  const [units, equipment, board] = [await unitsOf(db, T), await equipmentOf(db, T), await ordersWithOperations(db, T, where)];
  return { from, to, units, equipment, ...board };
}

export async function saveEdits(ctx: CallContext, input: GanttSave): Promise<SavedOrders> {
  const s = session(ctx);
  const T = s.tenantId;
  const lang = ctx.lang;
  // the last edit of an operation wins (an edit and its undo in one batch)
  const edits = [...new Map(input.edits.map((e) => [e.operationId, e])).values()];
  return (s.db as AnyDb).transaction().execute(async (trx) => {
    const ops = (
      await sql<{ id: number; order_id: number; process_id: number; process: string }>`select p.id::int as id, p.owner_id::int as order_id, p.process_id::int as process_id, coalesce(pr.name, '') as process
        from prd_work_order_op p left join mdm_process pr on pr.tenant_id = p.tenant_id and pr.id = p.process_id
       where p.tenant_id = ${T} and p.id in (${sql.join(edits.map((e) => e.operationId))})`.execute(trx)
    ).rows;
    const opById = new Map(ops.map((o) => [o.id, o]));
    for (const e of edits) if (!opById.has(e.operationId)) throw notFound(planMsg(lang, 'operationMissing', { id: e.operationId }));
    const orderIds = [...new Set(ops.map((o) => o.order_id))].sort((a, b) => a - b);
    const orders = (
      await sql<{ id: number; code: string; version: number; state: string }>`select id::int as id, code, version, manufacturing_state as state from prd_work_order
        where tenant_id = ${T} and id in (${sql.join(orderIds)}) order by id for update`.execute(trx)
    ).rows;
    const orderById = new Map(orders.map((o) => [o.id, o]));
    for (const o of orders) {
      const loaded = input.versions[String(o.id)];
      if (loaded === undefined) throw badRequest(planMsg(lang, 'versionMissing', { code: o.code }));
      if (loaded !== o.version) throw conflict(planMsg(lang, 'versionChanged', { code: o.code }));
      if (isLocked(o.state)) throw conflict(planMsg(lang, 'locked', { code: o.code, state: stateName(o.state, lang) }));
    }
    const machineIds = [...new Set(edits.map((e) => e.equipmentId).filter((x): x is number => x !== null))];
    const machines = new Map((await equipmentOf(trx, T)).map((m) => [m.id, m]));
    for (const id of machineIds) if (!machines.has(id)) throw notFound(planMsg(lang, 'equipmentMissing', { id }));
    for (const e of edits) {
      const op = opById.get(e.operationId)!;
      const order = orderById.get(op.order_id)!;
      if (e.start >= e.end) throw badRequest(planMsg(lang, 'startAfterEnd', { process: op.process, code: order.code }));
      if (e.equipmentId === null) continue;
      const m = machines.get(e.equipmentId)!;
      if (!canRun(m, op.process_id)) {
        const status = EQUIPMENT_STATUSES.find((x) => x.value === m.status);
        if (m.processIds.includes(op.process_id)) throw badRequest(planMsg(lang, 'equipmentDown', { equipment: m.code, status: (lang === 'en_US' ? status?.labelEn : status?.label) ?? m.status }));
        throw badRequest(planMsg(lang, 'notCapable', { equipment: m.code, process: op.process }));
      }
    }
    for (const e of edits) {
      await sql`update prd_work_order_op set equipment_id = ${e.equipmentId}, plan_start = ${momentOf(e.start)}, plan_end = ${momentOf(e.end)}
                 where tenant_id = ${T} and id = ${e.operationId}`.execute(trx);
    }
    await keepRouteOrder(trx, T, new Set(edits.map((e) => e.operationId)), orderIds, lang, orderById);
    const saved = (
      await sql<{ id: number; version: number }>`update prd_work_order set version = version + 1, modify_id = ${s.userId}, modify_name = ${s.userName}, modify_dt = now()
        where tenant_id = ${T} and id in (${sql.join(orderIds)}) returning id::int as id, version`.execute(trx)
    ).rows;
    return { orders: saved.sort((a, b) => a.id - b.id) };
  });
}

/**
 * Refuses the save when an edited operation now starts before an earlier operation of its route
 * (a lower seq) ends, or ends after a later one starts; operations of the same seq run side by side,
 * unplanned ones (no times) bind nothing. Only pairs holding an edited operation are checked: a
 * plan saved before the rule is not refused for what this save did not touch.
 */
async function keepRouteOrder(trx: AnyDb, T: string, edited: ReadonlySet<number>, orderIds: number[], lang: 'zh_CN' | 'en_US', orders: ReadonlyMap<number, { code: string }>): Promise<void> {
  const ops = (
    await sql<{ id: number; order_id: number; seq: number; process: string; plan_start: Date; plan_end: Date }>`select p.id::int as id, p.owner_id::int as order_id, coalesce(p.seq, 0)::int as seq, coalesce(pr.name, '') as process, p.plan_start, p.plan_end
        from prd_work_order_op p left join mdm_process pr on pr.tenant_id = p.tenant_id and pr.id = p.process_id
       where p.tenant_id = ${T} and p.owner_id in (${sql.join(orderIds)}) and p.plan_start is not null and p.plan_end is not null order by p.owner_id, p.seq, p.id`.execute(trx)
  ).rows;
  const byOrder = new Map<number, typeof ops>();
  for (const p of ops) byOrder.set(p.order_id, [...(byOrder.get(p.order_id) ?? []), p]);
  for (const route of byOrder.values()) {
    for (const before of route) {
      for (const after of route) {
        if (after.seq <= before.seq || (!edited.has(before.id) && !edited.has(after.id))) continue;
        if (after.plan_start.getTime() < before.plan_end.getTime()) {
          throw badRequest(planMsg(lang, 'beforeRoute', { process: after.process, code: orders.get(after.order_id)?.code ?? '', before: before.process, end: wallOf(before.plan_end).slice(0, 16) }));
        }
      }
    }
  }
}

export const ganttService = implement(planGantt, {
  load: (ctx, [r]) => {
    const s = session(ctx);
    return loadBoard(s.db as AnyDb, s.tenantId, r.from, r.to, ctx.lang);
  },
  save: (ctx, [input]) => saveEdits(ctx, input),
});
