// task.Order/createFromSale: an audited sales order becomes work orders, one per product line for
// what is not yet planned of it (the saleToWorkOrder link caps it, also under concurrency). The
// spread mode decides what else is made: NoSpread — the order alone; MainProduct — the order with
// its product's BOM attached (feeding checks against it), no sub-orders; BomSpread — a sub-order
// (parent_id) for every made component (one with a BOM of its own) at every level, for the
// cumulative quantity the explosion gives. Every order gets its product's default route.
// createOrdersFrom is the shared part: a production plan's lines (planning/) become orders the same way.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { RecordValue } from '../../../schemas/rpc/datax';
import type { BomTreeNode } from '../contracts';
import { activeBomId, bomTree } from '../server/bom';
import { conflict, notFound } from '../../../server/rpc/errors';
import { type AnyTrx, createRecord, lockWritableIds, moveRecord, type Writer } from '../../../server/records/write';
import { builtinModel, type EntityModel } from '../../../server/records/model';
import { readRecord } from '../../../server/records/read';
import { om } from './messages';

export type SpreadMode = 'NoSpread' | 'MainProduct' | 'BomSpread';

export interface FromSaleArgs {
  saleId: number;
  spread?: SpreadMode;
  /** only these lines of the order (default: every line with something left to plan) */
  itemIds?: number[];
  planNo?: string;
  planStart?: string;
  planEnd?: string;
  /** release the orders (audit) at once */
  release?: boolean;
}

const URGENCY_PRIORITY: Record<string, string> = { Normal: 'Normal', Urgency: 'Urgent', ExtraUrgency: 'Emergency' };
const two = (n: number) => String(n).padStart(2, '0');
const local = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:00`;

/** the plan window: asked, else from the next whole hour to the delivery date's evening (a week at least) */
function window(a: OrderOptions, delivery: string | null): { start: string; end: string } {
  const next = new Date();
  next.setHours(next.getHours() + 1, 0, 0, 0);
  const start = a.planStart ?? local(next);
  const fallback = new Date(new Date(start.replace(' ', 'T')).getTime() + 7 * 86_400_000);
  const due = delivery ? new Date(`${delivery.slice(0, 10)}T18:00:00`) : null;
  const end = a.planEnd ?? local(due && due.getTime() > new Date(start.replace(' ', 'T')).getTime() ? due : fallback);
  return { start, end };
}

async function defaultRoute(trx: AnyTrx, T: string, material: number): Promise<number | null> {
  const [r] = (
    await sql<{ id: number }>`select m.route_id::int as id from prd_material_route m join prd_process_route r on r.id = m.route_id and r.tenant_id = m.tenant_id
      where m.tenant_id = ${T} and m.material_id = ${material} and r.status = 'Enable' order by m.is_default desc, m.id desc limit 1`.execute(trx)
  ).rows;
  return r?.id ?? null;
}

/** One line of a source (a sales order's or a production plan's) and what its work orders took already. */
export interface SourceLine {
  id: number;
  material: number;
  quantity: string;
  planned: string;
  /** the line's own due date (YYYY-MM-DD), else the source's */
  due?: string | null;
}

/** What work orders are made from: an audited document with product lines (createFromSale, plan.ProductionPlan/toWorkOrders). */
export interface OrderSource {
  code: string;
  delivery: string | null;
  priority: string;
  warehouse: number | null;
  /** header attributes every order made from it carries (sale_id) */
  header: Record<string, unknown>;
  /** the root order's attribute naming its source line (the link's via) */
  via: 'sale_item_id' | 'plan_item_id';
  lines: SourceLine[];
}

export type OrderOptions = Omit<FromSaleArgs, 'saleId' | 'itemIds'>;

export async function createFromSale(w: Writer, model: EntityModel, a: FromSaleArgs, trx: AnyTrx): Promise<RecordValue[]> {
  const T = w.tenantId;
  const [sale] = (
    await sql<{ id: number; code: string; status: string; delivery: string | null; urgency: string; warehouse: number | null }>`
      select id::int as id, code, status_dict as status, to_char(delivery_date, 'YYYY-MM-DD') as delivery, urgency, warehouse_id::int as warehouse
        from erp_sale where tenant_id = ${T} and id = ${a.saleId} for update`.execute(trx)
  ).rows;
  // a sales order outside the caller's data scope is, to the caller, one that does not exist
  if (!sale || !(await lockWritableIds(trx, w, builtinModel('SaleOrder')!, [a.saleId])).has(a.saleId)) {
    throw notFound(w.lang === 'en_US' ? `No such sales order: ${a.saleId}` : `销售订单不存在：${a.saleId}`);
  }
  if (sale.status !== 'Audit') throw conflict(om(w.lang, 'saleNotAudited', { code: sale.code }));
  const lines = (
    await sql<{ id: number; material: number; quantity: string; planned: string }>`
      select i.id::int as id, i.material_id::int as material, i.quantity::text as quantity,
             coalesce((select sum(o.plan_qty) from prd_work_order o where o.tenant_id = i.tenant_id and o.sale_item_id = i.id), 0)::text as planned
        from erp_sale_item i where i.tenant_id = ${T} and i.owner_id = ${sale.id} order by i.id`.execute(trx)
  ).rows.filter((l) => !a.itemIds || a.itemIds.includes(l.id));
  const source: OrderSource = { code: sale.code, delivery: sale.delivery, priority: URGENCY_PRIORITY[sale.urgency] ?? 'Normal', warehouse: sale.warehouse, header: { sale_id: sale.id }, via: 'sale_item_id', lines };
  const made = await createOrdersFrom(w, model, source, a, trx);
  if (!made.length) throw conflict(om(w.lang, 'salePlanned', { code: sale.code }));
  return made;
}

/**
 * The work orders of a source's lines, for what is not yet planned of each (the source's link caps
 * it under concurrency); an empty answer when nothing was left — the caller says so in its words.
 */
export async function createOrdersFrom(w: Writer, model: EntityModel, source: OrderSource, a: OrderOptions, trx: AnyTrx): Promise<RecordValue[]> {
  const T = w.tenantId;
  const spread = a.spread ?? 'NoSpread';
  const made: number[] = [];
  const create = async (material: number, qty: string, plan: { start: string; end: string }, more: Record<string, unknown>) => {
    const o = await createRecord(
      w,
      model,
      {
        plan_no: a.planNo ?? source.code,
        order_type: 'SingleMaterial',
        priority: source.priority,
        spread,
        material_id: material,
        plan_qty: qty,
        plan_start: plan.start,
        plan_end: plan.end,
        route_id: await defaultRoute(trx, T, material),
        warehouse_id: source.warehouse,
        ...source.header,
        ...more,
      },
      trx,
    );
    made.push(Number(o.id));
    return Number(o.id);
  };
  // every made component below `node`, as sub-orders of `parent`
  const spreadBelow = async (node: BomTreeNode, parent: number, plan: { start: string; end: string }) => {
    for (const c of node.children) {
      if (!c.bomId) continue;
      const sub = await create(c.materialId, c.quantity, plan, { parent_id: parent, bom_id: c.bomId });
      await spreadBelow(c, sub, plan);
    }
  };
  for (const l of source.lines) {
    const left = new Big(l.quantity).minus(l.planned);
    if (left.lte(0)) continue;
    const plan = window(a, l.due ?? source.delivery);
    const bom = spread === 'NoSpread' ? null : await activeBomId(trx, T, l.material, 'Produce');
    const root = await create(l.material, left.toFixed(), plan, { [source.via]: l.id, bom_id: bom });
    if (spread === 'BomSpread' && bom) {
      const tree = await bomTree(trx, T, { bomId: bom }, left.toFixed(), w.lang);
      if (tree) await spreadBelow(tree, root, plan);
    }
  }
  const out: RecordValue[] = [];
  for (const id of made) out.push(a.release ? await moveRecord(w, model, id, 'audit', undefined, trx) : await readRecord(trx, model, id, w.lang));
  return out;
}
