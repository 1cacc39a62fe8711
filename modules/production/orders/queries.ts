// The work order reads other clients use: getV2 (an order with its progress per
// operation), listOrderComplete (finished orders, newest first), getWorkOrderList / -Api (orders for
// shop-floor terminals and other systems: by state, equipment, text), and the flow card:
// processPrint answers the card's print path (the generic document print of WorkOrder) and marks
// the orders printed (modifyOrderPrintTag sets or clears that mark).
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { Paged } from '../../../schemas/rpc/define';
import type { RecordValue } from '../../../schemas/rpc/datax';
import type { EntityModel } from '../../../server/records/model';
import { pagedSql } from '../../../server/records/paged-query';
import { withoutHidden } from '../../../server/records/field-visibility';
import { readRecord } from '../../../server/records/read';
import type { AnyTrx, Writer } from '../../../server/records/write';
import { lockOrders } from './locks';

export interface OrderProgress {
  order: RecordValue;
  /** done ÷ planned of the last operation (the order's output), 0–100 */
  percent: number;
  operations: Array<{ id: number; seq: number; processId: number; processName: string; done: string; left: string; percent: number }>;
}

const percentOf = (done: string, plan: string) => (new Big(plan).gt(0) ? Math.min(100, Number(new Big(done).times(100).div(plan).toFixed(1))) : 0);

export async function orderProgress(db: AnyTrx, w: Writer, model: EntityModel, id: number): Promise<OrderProgress> {
  // the order as the caller may read it: outside its data scope it is not found (11)
  const order = withoutHidden(await readRecord(db, model, id, w.lang, w.scope), w.hiddenFields);
  const rows = (
    await sql<{ id: number; seq: number; process_id: number; name: string; done: string; plan: string }>`
      select p.id::int as id, p.seq::int as seq, p.process_id::int as process_id, coalesce(m.name, '') as name, p.done_qty::text as done, o.plan_qty::text as plan
        from prd_work_order_op p join prd_work_order o on o.tenant_id = p.tenant_id and o.id = p.owner_id
        left join mdm_process m on m.tenant_id = p.tenant_id and m.id = p.process_id
       where p.tenant_id = ${w.tenantId} and p.owner_id = ${id} order by p.seq, p.id`.execute(db)
  ).rows;
  const operations = rows.map((r) => ({ id: r.id, seq: r.seq, processId: r.process_id, processName: r.name, done: new Big(r.done).toFixed(), left: (new Big(r.plan).gt(r.done) ? new Big(r.plan).minus(r.done) : new Big(0)).toFixed(), percent: percentOf(r.done, r.plan) }));
  return { order, percent: operations.length ? operations[operations.length - 1].percent : 0, operations };
}

export interface OrderListQuery {
  states?: string[];
  equipmentId?: number;
  text?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export interface OrderListRow {
  id: number;
  code: string;
  planNo: string;
  materialId: number;
  materialCode: string;
  materialName: string;
  planQty: string;
  finishQty: string;
  qualifiedQty: string;
  unqualifiedQty: string;
  scrapQty: string;
  state: string;
  equipmentId: number | null;
  equipmentCode: string | null;
  batchNo: string | null;
  planStart: string;
  planEnd: string;
  finishedAt: string | null;
}

/** orders of the tenant by state, equipment, text (code, plan or batch number, product) and finish date, paged */
export async function listOrders(db: AnyTrx, w: Writer, q: OrderListQuery, order: 'plan' | 'finished' = 'plan'): Promise<Paged<OrderListRow>> {
  const text = q.text ? `%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`o.tenant_id = ${w.tenantId}
    ${q.states?.length ? sql`and o.manufacturing_state in (${sql.join(q.states)})` : sql``}
    ${q.equipmentId ? sql`and o.equipment_id = ${q.equipmentId}` : sql``}
    ${text ? sql`and (o.code ilike ${text} or o.plan_no ilike ${text} or o.batch_no ilike ${text} or m.code ilike ${text} or m.name ilike ${text})` : sql``}
    ${q.from ? sql`and o.finished_at >= ${q.from}::date` : sql``}
    ${q.to ? sql`and o.finished_at < ${q.to}::date + 1` : sql``}`;
  const finished = order === 'finished';
  return pagedSql<OrderListRow>(db, q, {
    select: sql`o.id::int as id, o.code, o.plan_no as "planNo", o.material_id::int as "materialId", m.code as "materialCode", m.name as "materialName",
             o.plan_qty::text as "planQty", o.finish_qty::text as "finishQty", o.qualified_qty::text as "qualifiedQty", o.unqualified_qty::text as "unqualifiedQty", o.scrap_qty::text as "scrapQty",
             o.manufacturing_state as state, o.equipment_id::int as "equipmentId", e.code as "equipmentCode", o.batch_no as "batchNo",
             to_char(o.plan_start, 'YYYY-MM-DD HH24:MI:SS') as "planStart", to_char(o.plan_end, 'YYYY-MM-DD HH24:MI:SS') as "planEnd", to_char(o.finished_at, 'YYYY-MM-DD HH24:MI:SS') as "finishedAt"`,
    from: sql`from prd_work_order o
        left join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id
        left join prd_equipment e on e.tenant_id = o.tenant_id and e.id = o.equipment_id
       where ${where}`,
    orderBy: finished ? sql`o.finished_at desc nulls last` : sql`o.plan_start`,
    tieBreak: finished ? sql`o.id desc` : sql`o.id`,
  });
}

/** sets (or clears) the 已打印 mark of orders */
export async function markPrinted(trx: AnyTrx, w: Writer, ids: readonly number[], printed: boolean): Promise<{ updated: number }> {
  const orders = await lockOrders(trx, w, ids);
  await sql`update prd_work_order set print_tag = ${printed} where tenant_id = ${w.tenantId} and id in (${sql.join(orders.map((o) => o.id))})`.execute(trx);
  return { updated: orders.length };
}
