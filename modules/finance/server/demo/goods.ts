// The goods documents the finance demo settles and invoices, as the purchase and sale demos stored
// them: deliveries, sale orders, arrivals and purchase orders (their headers, kept to move their
// progress later, and plain copies in time order to generate from), and what was returned of each
// delivery and arrival (never asked for again).
import { type RawBuilder, sql } from 'kysely';
import type { Big } from '../../../../schemas/compute/decimal';
import type { Row } from '../../../../schemas/compute/record';
import { type AnyDb, big, loadHeads, type StoredHead } from '../../../../server/seed/demo-kit';
import { PurchaseArrival, PurchaseOrder } from '../../../purchase/public';
import { SaleDelivery, SaleOrder } from '../../../sale/public';
import { dayOf, instantOf } from './run';

export interface Goods {
  /** the stored headers, by id, moved when the money documents are written */
  stored: { delivery: Map<number, StoredHead>; saleOrder: Map<number, StoredHead>; arrival: Map<number, StoredHead>; purchaseOrder: Map<number, StoredHead> };
  /** live returns' value by delivery and by arrival */
  saleReturns: Map<number, Big>;
  purchaseReturns: Map<number, Big>;
  deliveries: Row[];
  saleOrders: Row[];
  arrivals: Row[];
  purchaseOrders: Row[];
}

export async function loadGoods(db: AnyDb, T: string): Promise<Goods> {
  const LIVE_SQL = sql`status_dict in ('Audit', 'Finish', 'Manual')`;
  const rows = async (q: RawBuilder<Row>) => (await q.execute(db)).rows;
  const stored = {
    delivery: await loadHeads(db, T, SaleDelivery, ['code', 'bill_date', 'customer_id', 'salesman_id', 'project_dict', 'pay_type', 'sale_id', 'real_price']),
    saleOrder: await loadHeads(db, T, SaleOrder, ['code', 'bill_date', 'customer_id', 'salesman_id', 'project_dict', 'pay_type', 'real_price']),
    arrival: await loadHeads(db, T, PurchaseArrival, ['code', 'arrival_date', 'supplier_id', 'purchase_id', 'project_dict', 'pay_type', 'real_price']),
    purchaseOrder: await loadHeads(db, T, PurchaseOrder, ['code', 'bill_date', 'supplier_id', 'project_dict', 'pay_type', 'real_price']),
  };
  const saleReturns = new Map((await rows(sql<Row>`select delivery_id, sum(real_price) as v from erp_sale_reject where tenant_id = ${T} and ${LIVE_SQL} group by delivery_id`)).map((x) => [Number(x.delivery_id), big(x.v)]));
  const purchaseReturns = new Map((await rows(sql<Row>`select arrival_id, sum(real_price) as v from erp_purchase_reject where tenant_id = ${T} and ${LIVE_SQL} group by arrival_id`)).map((x) => [Number(x.arrival_id), big(x.v)]));
  // plain copies to generate from, in time order (the stored headers stay as they are until moved)
  const view = (m: Map<number, { h: Row }>, dateCol = 'bill_date'): Row[] =>
    [...m.values()].map(({ h }): Row => ({ ...h, bill_date: dayOf(h[dateCol]), modify_dt: instantOf(h.modify_dt) })).sort((x, y) => (String(x.bill_date) < String(y.bill_date) ? -1 : String(x.bill_date) > String(y.bill_date) ? 1 : Number(x.id) - Number(y.id)));
  return {
    stored,
    saleReturns,
    purchaseReturns,
    deliveries: view(stored.delivery),
    saleOrders: view(stored.saleOrder),
    arrivals: view(stored.arrival, 'arrival_date'),
    purchaseOrders: view(stored.purchaseOrder),
  };
}
