// 追踪图谱 (dcm/track): where an order's material went. The graph reads order → its tasks (one node
// per process, or per equipment) → the barcodes and batches fed in (inputs, into the task they were
// fed to) → the outputs (product barcodes, or the output record) → the stock entries they made.
// Chosen by order, or by a time range (the orders with shop-floor records in it, at most 20).
// Only the orders the caller may see (its data scope and menu limits over work orders) are offered
// and drawn: an order outside them is left out as if it had no records.
import { sql } from 'kysely';
import type { z } from 'zod';
import { callerModel } from '../../../../server/records/context';
import { visibilityOf, visibleFlag } from '../../../../server/records/data-scope';
import type { AnyTrx } from '../../../../server/records/write';
import { type CallContext, session } from '../../../../server/rpc/registry';
import type { TrackGraph, TrackNode, TrackOrder, trackArg } from '../contracts';
import { DEFECT_REASONS } from '../entities';
import { shownQty } from '../rules';
import { stateName } from './common';

type Row = Record<string, unknown>;
const en = (lang: string) => lang === 'en_US';
const L = (lang: string, zh: string, e: string) => (en(lang) ? e : zh);
const at = (v: unknown) => (v instanceof Date ? v.toISOString() : v ? String(v) : null);

/** Is the work order (alias `o`) one the caller may see? A boolean SQL expression. */
async function orderVisible(ctx: CallContext) {
  return visibleFlag(await visibilityOf(ctx, await callerModel(ctx, 'WorkOrder')), 'o');
}

export async function trackOrders(ctx: CallContext, keyword?: string): Promise<TrackOrder[]> {
  const s = session(ctx);
  const visible = await orderVisible(ctx);
  const like = keyword?.trim() ? sql`and (o.code ilike ${`%${keyword.trim()}%`} or m.name ilike ${`%${keyword.trim()}%`})` : sql``;
  const rows = (
    await sql<TrackOrder>`select o.id::int as id, o.code, coalesce(m.name, '') as "materialName", o.manufacturing_state as state from prd_work_order o
      left join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id
     where o.tenant_id = ${s.tenantId} and exists (select 1 from prd_feeding f where f.tenant_id = o.tenant_id and f.order_id = o.id union all select 1 from prd_output p where p.tenant_id = o.tenant_id and p.order_id = o.id) and ${visible} ${like}
     order by o.id desc limit 50`.execute(s.db)
  ).rows;
  return rows.map((r) => ({ ...r, state: stateName(r.state, ctx.lang) }));
}

export async function trackGraph(ctx: CallContext, a: z.output<typeof trackArg>): Promise<TrackGraph> {
  const s = session(ctx);
  const T = s.tenantId;
  const db = s.db as unknown as AnyTrx;
  const lang = ctx.lang;
  const visible = await orderVisible(ctx);
  let orderIds: number[];
  if (a.orderId) {
    orderIds = (await sql<{ id: number }>`select o.id::int as id from prd_work_order o where o.tenant_id = ${T} and o.id = ${a.orderId} and ${visible}`.execute(db)).rows.map((r) => r.id);
  } else {
    const from = a.from ? sql`and create_dt >= ${a.from}::timestamptz` : sql``;
    const to = a.to ? sql`and create_dt < ${a.to}::timestamptz + interval '1 day'` : sql``;
    orderIds = (
      await sql<{ id: number }>`select distinct order_id::int as id from (select order_id, create_dt from prd_feeding where tenant_id = ${T} union all select order_id, create_dt from prd_output where tenant_id = ${T}) x
        where exists (select 1 from prd_work_order o where o.tenant_id = ${T} and o.id = x.order_id and ${visible}) ${from} ${to} order by 1 desc limit 20`.execute(db)
    ).rows.map((r) => r.id);
  }
  const graph: TrackGraph = { nodes: [], links: [] };
  if (!orderIds.length) return graph;
  const ids = sql.join(orderIds);
  const seen = new Set<string>();
  const add = (n: TrackNode) => {
    if (!seen.has(n.key)) graph.nodes.push(n);
    seen.add(n.key);
  };
  const link = (from: string, to: string) => {
    if (!graph.links.some((l) => l.from === from && l.to === to)) graph.links.push({ from, to });
  };

  const orders = (await sql<Row>`select o.id, o.code, o.plan_qty, o.finish_qty, o.qualified_qty, o.unqualified_qty, o.batch_no, o.manufacturing_state, o.create_name, o.create_dt, m.name as material
      from prd_work_order o left join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id where o.tenant_id = ${T} and o.id in (${ids})`.execute(db)).rows;
  for (const o of orders) {
    add({
      key: `o${o.id}`,
      kind: 'order',
      label: String(o.material ?? ''),
      code: String(o.code),
      at: at(o.create_dt),
      by: (o.create_name as string) ?? null,
      detail: [
        [L(lang, '产品', 'Product'), String(o.material ?? '')],
        [L(lang, '生产状态', 'State'), stateName(String(o.manufacturing_state), lang)],
        [L(lang, '计划数量', 'Planned'), shownQty(String(o.plan_qty ?? 0))],
        [L(lang, '完工数量', 'Finished'), shownQty(String(o.finish_qty ?? 0))],
        [L(lang, '合格数量', 'Qualified'), shownQty(String(o.qualified_qty ?? 0))],
        [L(lang, '不合格数量', 'Unqualified'), shownQty(String(o.unqualified_qty ?? 0))],
        [L(lang, '批次号', 'Batch'), String(o.batch_no ?? '')],
      ],
    });
  }
  // the task node of a record: its process (per order) or its equipment
  const byEquipment = a.dimension === 'equipment';
  const taskKey = (r: Row) => (byEquipment ? `e${r.equipment_id ?? 0}` : `t${r.order_id}_${r.process_id ?? 0}`);
  const taskOf = (r: Row) => {
    const key = taskKey(r);
    add({
      key,
      kind: 'task',
      label: byEquipment ? L(lang, '设备', 'Equipment') : L(lang, '工序', 'Process'),
      code: String((byEquipment ? r.equipment_name : r.process_name) ?? L(lang, '未指定', 'None')),
      at: null,
      by: null,
      detail: [byEquipment ? [L(lang, '设备', 'Equipment'), `${r.equipment_name ?? ''} ${r.equipment_code ?? ''}`.trim()] : [L(lang, '工序', 'Process'), String(r.process_name ?? '')]],
    });
    link(`o${r.order_id}`, key);
    return key;
  };
  const ops = (await sql<Row>`select p.owner_id as order_id, p.process_id, p.done_qty, pr.name as process_name, coalesce(p.equipment_id, o.equipment_id) as equipment_id, e.name as equipment_name, e.code as equipment_code
      from prd_work_order_op p join prd_work_order o on o.tenant_id = p.tenant_id and o.id = p.owner_id
      left join mdm_process pr on pr.tenant_id = p.tenant_id and pr.id = p.process_id left join prd_equipment e on e.tenant_id = p.tenant_id and e.id = coalesce(p.equipment_id, o.equipment_id)
     where p.tenant_id = ${T} and p.owner_id in (${ids}) order by p.owner_id, p.seq`.execute(db)).rows;
  for (const op of ops) if (!byEquipment || op.equipment_id) taskOf(op);

  const fed = (await sql<Row>`select f.*, m.name as material, pr.name as process_name, e.name as equipment_name, e.code as equipment_code from prd_feeding f
      left join mdm_material m on m.tenant_id = f.tenant_id and m.id = f.material_id left join mdm_process pr on pr.tenant_id = f.tenant_id and pr.id = f.process_id
      left join prd_equipment e on e.tenant_id = f.tenant_id and e.id = f.equipment_id where f.tenant_id = ${T} and f.order_id in (${ids}) order by f.id`.execute(db)).rows;
  for (const f of fed) {
    const key = f.barcode ? `b${f.barcode}` : `m${f.material_id}_${f.batch_no ?? ''}`;
    add({
      key,
      kind: 'input',
      label: String(f.material ?? ''),
      code: String(f.barcode ?? f.batch_no ?? f.code),
      at: at(f.create_dt),
      by: (f.create_name as string) ?? null,
      detail: [
        [L(lang, '投料单号', 'Feeding number'), String(f.code)],
        [L(lang, '条码', 'Barcode'), String(f.barcode ?? '')],
        [L(lang, '物料', 'Material'), String(f.material ?? '')],
        [L(lang, '批次号', 'Batch'), String(f.batch_no ?? '')],
        [L(lang, '投料数量', 'Fed'), shownQty(String(f.qty))],
        [L(lang, '已退数量', 'Returned'), shownQty(String(f.returned_qty ?? 0))],
      ],
    });
    link(key, taskOf(f));
  }

  const outs = (await sql<Row>`select p.*, pr.name as process_name, e.name as equipment_name, e.code as equipment_code, w.name as warehouse from prd_output p
      left join mdm_process pr on pr.tenant_id = p.tenant_id and pr.id = p.process_id left join prd_equipment e on e.tenant_id = p.tenant_id and e.id = p.equipment_id
      left join mdm_warehouse w on w.tenant_id = p.tenant_id and w.id = p.warehouse_id where p.tenant_id = ${T} and p.order_id in (${ids}) order by p.id`.execute(db)).rows;
  const reasonOf = (v: unknown) => DEFECT_REASONS.find((d) => d.value === v)?.[en(lang) ? 'labelEn' : 'label'] ?? '';
  for (const p of outs) {
    const key = `p${p.id}`;
    add({
      key,
      kind: 'output',
      label: L(lang, '产出', 'Output'),
      code: String(p.barcode ?? p.code),
      at: at(p.create_dt),
      by: (p.create_name as string) ?? null,
      detail: [
        [L(lang, '报工单号', 'Output number'), String(p.code)],
        [L(lang, '产品条码', 'Product barcode'), String(p.barcode ?? '')],
        [L(lang, '工序', 'Process'), String(p.process_name ?? '')],
        [L(lang, '合格数量', 'Qualified'), shownQty(String(p.qualified_qty ?? 0))],
        [L(lang, '不合格数量', 'Unqualified'), shownQty(String(p.unqualified_qty ?? 0))],
        [L(lang, '报废数量', 'Scrapped'), shownQty(String(p.scrap_qty ?? 0))],
        [L(lang, '不良原因', 'Defect reason'), reasonOf(p.defect_reason)],
      ],
    });
    link(taskOf(p), key);
  }

  const entries = (await sql<Row>`select l.id, l.doc_id, l.doc_code, l.qty, l.batch_no, l.moved_at, l.user_name, w.name as warehouse from stock_ledger l
      left join mdm_warehouse w on w.tenant_id = l.tenant_id and w.id = l.warehouse_id
     where l.tenant_id = ${T} and l.doc_entity = 'ProductionOutput' and l.reverses is null and l.doc_id in (${sql.join([0, ...outs.map((p) => Number(p.id))])}) order by l.id`.execute(db)).rows;
  for (const e of entries) {
    const key = `l${e.id}`;
    add({
      key,
      kind: 'entry',
      label: L(lang, '入库', 'Stock entry'),
      code: String(e.warehouse ?? ''),
      at: at(e.moved_at),
      by: (e.user_name as string) ?? null,
      detail: [
        [L(lang, '单据编号', 'Number'), String(e.doc_code ?? '')],
        [L(lang, '仓库', 'Warehouse'), String(e.warehouse ?? '')],
        [L(lang, '批次号', 'Batch'), String(e.batch_no ?? '')],
        [L(lang, '入库数量', 'In'), shownQty(String(e.qty))],
      ],
    });
    link(`p${e.doc_id}`, key);
  }
  return graph;
}
