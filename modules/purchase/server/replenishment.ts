// erp.Replenishment: the suggestions of 采购补货 and the draft orders made from them. The rule, in
// words: for each purchased material (manufacturing mode 外购, or none given) that has a safety stock
// or open demand,
//   suggested = max(0, safety stock + demand − available − on order)
// where demand is what audited sales orders still have to deliver, available is stock not occupied
// or locked in any warehouse, and on order is what open purchase orders (draft, in approval, audited)
// still have to receive. The supplier is the one of the material's latest purchase order, the price
// that order line's (else the material's reference purchase price), the lead time the average days
// from that supplier's orders to their arrivals of the material (else of any material; else 7).
// Rows are the materials the caller sees (data scope and row limits over 物料); the figures are the
// tenant's, as the safety-stock report shows them. Other modules' tables are read by entity code.
import { Big } from '../../../schemas/compute/decimal';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { entityByCode } from '../../../server/modules/catalogue';
import { implement } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { visibilityOf, visibleFlag } from '../../../server/records/data-scope';
import { limitSql, rowLimitOf } from '../../../server/records/menu-limits';
import type { EntityModel } from '../../../server/records/model';
import { pagedSql } from '../../../server/records/paged-query';
import { createRecord } from '../../../server/records/write';
import { type CallContext, session } from '../../../server/rpc/registry';
import { erpReplenishment, type ReplenishmentOrders, type ReplenishmentQuery, type ReplenishmentRow } from '../replenishment';

// biome-ignore lint/suspicious/noExplicitAny: tables named by entity code
type AnyDb = Kysely<any>;

const DEFAULT_LEAD_DAYS = 7;
/** purchase orders still expecting goods: not finished, closed or void */
const OPEN_ORDER = ['Saved', 'Commit', 'DeApproval', 'Audit'];

const table = (entity: string) => {
  const def = entityByCode(entity);
  if (!def?.table) throw new Error(`replenishment: entity ${entity} has no table`);
  return def;
};
const t = (name: string) => sql.table(name);

/** What the caller may see of materials and suppliers. */
interface Sight {
  materialRows: RawBuilder<boolean>;
  supplierRows: RawBuilder<boolean> | null;
  hideSafeStock: boolean;
  hidePrice: boolean;
}

async function sightOf(ctx: CallContext): Promise<Sight> {
  const material = await callerModel(ctx, 'Material');
  const supplier: EntityModel = await callerModel(ctx, 'Supplier');
  const [vis, supplierLimit] = await Promise.all([visibilityOf(ctx, material), rowLimitOf(ctx, supplier)]);
  return {
    materialRows: visibleFlag(vis, 'm') as RawBuilder<boolean>,
    supplierRows: supplierLimit ? (sql`${limitSql(supplier, supplierLimit, 's')}` as RawBuilder<boolean>) : null,
    hideSafeStock: !!vis.hidden?.has('safe_stock'),
    hidePrice: !!vis.hidden?.has('purchase_price'),
  };
}

/** The suggestion of every material the caller sees, as one FROM … WHERE over per-material figures. */
function suggestionsFrom(tenantId: string, sight: Sight, where: RawBuilder<unknown>): RawBuilder<unknown> {
  const mat = table('Material');
  const sale = table('SaleOrder');
  const sup = table('Supplier');
  const order = table('PurchaseOrder');
  const arrival = table('PurchaseArrival');
  const items = (def: ReturnType<typeof table>) => t(def.children!.items.table);
  return sql`
    from ${t(mat.table)} m
    left join (select material_id, sum(total - occupied - locked) as available
                 from stock_balance where tenant_id = ${tenantId} group by material_id) h on h.material_id = m.id
    left join (select i.material_id, sum(i.quantity - i.delivered_qty) as demand, min(o.delivery_date) as need_date
                 from ${t(sale.table)} o join ${items(sale)} i on i.owner_id = o.id and i.tenant_id = o.tenant_id
                where o.tenant_id = ${tenantId} and o.status_dict = 'Audit' and i.quantity > i.delivered_qty
                group by i.material_id) d on d.material_id = m.id
    left join (select i.material_id, sum(i.quantity - i.arrived_qty) as on_order
                 from ${t(order.table)} o join ${items(order)} i on i.owner_id = o.id and i.tenant_id = o.tenant_id
                where o.tenant_id = ${tenantId} and o.type = 'Purchase' and o.status_dict in (${sql.join(OPEN_ORDER)}) and i.quantity > i.arrived_qty
                group by i.material_id) p on p.material_id = m.id
    left join lateral (select o.supplier_id, i.unit_price
                 from ${t(order.table)} o join ${items(order)} i on i.owner_id = o.id and i.tenant_id = o.tenant_id
                where o.tenant_id = ${tenantId} and o.type = 'Purchase' and o.status_dict in ('Audit', 'Finish', 'Manual') and i.material_id = m.id
                order by o.bill_date desc, o.id desc, i.id desc limit 1) lb on true
    left join ${t(sup.table)} s on s.id = lb.supplier_id and s.tenant_id = m.tenant_id ${sight.supplierRows ? sql`and ${sight.supplierRows}` : sql``}
    left join lateral (select ceil(avg(a.arrival_date - o.bill_date) filter (where ai.material_id = m.id)) as same_material,
                              ceil(avg(a.arrival_date - o.bill_date)) as any_material
                 from ${t(arrival.table)} a
                 join ${t(order.table)} o on o.id = a.purchase_id and o.tenant_id = a.tenant_id
                 join ${items(arrival)} ai on ai.owner_id = a.id and ai.tenant_id = a.tenant_id
                where a.tenant_id = ${tenantId} and a.status_dict in ('Audit', 'Finish', 'Manual') and a.supplier_id = s.id
                  and a.arrival_date >= o.bill_date) lt on true
    cross join lateral (select coalesce(h.available, 0) as available, coalesce(p.on_order, 0) as on_order, coalesce(d.demand, 0) as demand,
                               coalesce(lt.same_material, lt.any_material, ${DEFAULT_LEAD_DAYS})::int as lead_days) f
    cross join lateral (select greatest(coalesce(m.safe_stock, 0) + f.demand - f.available - f.on_order, 0) as suggested,
                               coalesce(d.need_date, current_date + f.lead_days) as need_by) g
   where m.tenant_id = ${tenantId} and coalesce(m.manu_mode, 'Purchased') = 'Purchased'
     and (coalesce(m.safe_stock, 0) > 0 or f.demand > 0) and ${sight.materialRows} and ${where}`;
}

const COLUMNS = sql`m.id as material_id, m.code, m.name, m.spec, m.unit, m.safe_stock, m.purchase_price, f.available, f.on_order, f.demand,
  g.suggested, s.id as supplier_id, s.name as supplier_name, lb.unit_price as last_price, f.lead_days,
  to_char(g.need_by, 'YYYY-MM-DD') as need_by, to_char(g.need_by - f.lead_days, 'YYYY-MM-DD') as order_by`;

interface SqlRow {
  material_id: number;
  code: string;
  name: string;
  spec: string | null;
  unit: string | null;
  safe_stock: string | null;
  purchase_price: string | null;
  available: string;
  on_order: string;
  demand: string;
  suggested: string;
  supplier_id: number | null;
  supplier_name: string | null;
  last_price: string | null;
  lead_days: number;
  need_by: string;
  order_by: string;
}

/** Decimal text without trailing zeros (numeric columns arrive as text: never through a float). */
const exact = (v: string | null): string => new Big(v ?? 0).toString();

const toRow = (sight: Sight) => (r: SqlRow): ReplenishmentRow => ({
  materialId: Number(r.material_id),
  code: r.code,
  name: r.name,
  spec: r.spec,
  unit: r.unit,
  safeStock: sight.hideSafeStock ? null : exact(r.safe_stock),
  available: exact(r.available),
  onOrder: exact(r.on_order),
  demand: exact(r.demand),
  suggested: exact(r.suggested),
  supplierId: r.supplier_id == null ? null : Number(r.supplier_id),
  supplierName: r.supplier_name,
  price: r.last_price != null ? exact(r.last_price) : r.purchase_price != null && !sight.hidePrice ? exact(r.purchase_price) : null,
  leadDays: Number(r.lead_days),
  needBy: r.need_by,
  orderBy: r.order_by,
});

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(q: ReplenishmentQuery): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (q.material) parts.push(sql`(m.code ilike ${likeOf(q.material)} or m.name ilike ${likeOf(q.material)})`);
  if (q.supplierId) parts.push(sql`s.id = ${q.supplierId}`);
  if (q.onlyShort !== false) parts.push(sql`g.suggested > 0`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

async function suggestionsOf(db: AnyDb, tenantId: string, sight: Sight, ids: number[]): Promise<ReplenishmentRow[]> {
  const from = suggestionsFrom(tenantId, sight, sql`m.id in (${sql.join(ids)})`);
  const rows = (await sql<SqlRow>`select ${COLUMNS} ${from} order by m.id`.execute(db)).rows;
  return rows.map(toRow(sight));
}

export const replenishmentService = implement(erpReplenishment, {
  async page(ctx, [q]) {
    const s = session(ctx);
    const sight = await sightOf(ctx);
    return pagedSql(s.db as AnyDb, q, { select: COLUMNS, from: suggestionsFrom(s.tenantId, sight, filtersOf(q)), orderBy: sql`g.need_by - f.lead_days, m.code`, tieBreak: sql`m.id` }, toRow(sight));
  },

  async createOrders(ctx, [ids]) {
    const s = session(ctx);
    const en = ctx.lang === 'en_US';
    const sight = await sightOf(ctx);
    const model = await callerModel(ctx, 'PurchaseOrder');
    const w = await writerOf(ctx, model);
    return w.db.transaction().execute(async (trx): Promise<ReplenishmentOrders> => {
      // one replenishment at a time per tenant: two buyers ticking the same rows order once
      await sql`select pg_advisory_xact_lock(hashtext(${`replenish:${s.tenantId}`}))`.execute(trx);
      const rows = await suggestionsOf(trx, s.tenantId, sight, [...new Set(ids)]);
      const found = new Set(rows.map((r) => r.materialId));
      const skipped: ReplenishmentOrders['skipped'] = [...new Set(ids)]
        .filter((id) => !found.has(id))
        .map((id) => ({ materialId: id, code: '', reason: en ? 'not a material to replenish, or not yours to see' : '不是需补货的物料，或无权查看' }));
      const bySupplier = new Map<number, ReplenishmentRow[]>();
      for (const r of rows) {
        if (new Big(r.suggested).lte(0)) skipped.push({ materialId: r.materialId, code: r.code, reason: en ? 'nothing to buy' : '无需补货' });
        else if (r.supplierId == null) skipped.push({ materialId: r.materialId, code: r.code, reason: en ? 'no supplier to suggest: order it by hand' : '没有可建议的供应商，请手工下单' });
        else bySupplier.set(r.supplierId, [...(bySupplier.get(r.supplierId) ?? []), r]);
      }
      const orders: ReplenishmentOrders['orders'] = [];
      for (const [supplierId, lines] of bySupplier) {
        const needBy = lines.map((l) => l.needBy).sort()[0];
        const made = await createRecord(
          w,
          model,
          {
            supplier_id: supplierId,
            delivery_date: needBy,
            remark: en ? 'Made by replenishment' : '由采购补货生成',
            items: lines.map((l) => ({ material_id: l.materialId, quantity: l.suggested, unit_price: l.price ?? '0', delivery_date: l.needBy })),
          },
          trx,
        );
        orders.push({ id: Number(made.id), code: String(made.code), supplierName: lines[0].supplierName ?? '', lines: lines.length });
      }
      return { orders, skipped };
    });
  },
});
