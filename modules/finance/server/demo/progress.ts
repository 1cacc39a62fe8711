// The goods documents' progress, as the audits of the money documents would have moved it: what
// each live receipt, payment and write-off settled of its deliveries, arrivals and purchase
// orders, what each live invoice invoiced of its order, and the money taken or paid with cash
// sales and purchases — with the documents' computed figures recomputed over the new values.
import type { Row } from '../../../../schemas/compute/record';
import { big, type Doc, LIVE, moveHeads, num, type StoredHead, updateRows, type Writes } from '../../../../server/seed/demo-kit';
import { PurchaseArrival, PurchaseOrder } from '../../../purchase/public';
import { SaleDelivery, SaleOrder } from '../../../sale/public';
import type { Goods } from './goods';
import type { FinanceRun } from './run';

/** what each audited document adds to the progress of the one it settles (or invoices) */
class Moves extends Map<number, Row> {
  constructor(readonly heads: Map<number, StoredHead>) {
    super();
  }
  add(id: unknown, attr: string, amount: unknown) {
    const row = this.get(Number(id)) ?? this.set(Number(id), {}).get(Number(id))!;
    row[attr] = num(big(row[attr] ?? this.heads.get(Number(id))?.h[attr]).plus(big(amount)));
  }
}

/** Queues the UPDATEs of the goods documents whose progress the money documents moved. */
export function moveGoodsProgress(run: FinanceRun, goods: Goods, writes: Writes): void {
  const { db, tenantId: T, docs, deliveryPays, arrivalPays } = run;
  const { stored } = goods;
  const deliveryMoves = new Moves(stored.delivery);
  const arrivalMoves = new Moves(stored.arrival);
  const purchaseMoves = new Moves(stored.purchaseOrder);
  const saleMoves = new Moves(stored.saleOrder);
  for (const [list, settles] of [
    [docs.income, [['delivery_id', deliveryMoves]]],
    [docs.payment, [['arrival_id', arrivalMoves], ['purchase_id', purchaseMoves]]],
    [docs.writeOff, [['delivery_id', deliveryMoves], ['arrival_id', arrivalMoves]]],
  ] as Array<[Doc[], Array<[string, Moves]>]>) {
    for (const d of list) {
      if (!LIVE.has(d.status)) continue;
      for (const l of d.c.items) for (const [via, m] of settles) if (l[via]) m.add(l[via], 'settled', l.amount);
    }
  }
  for (const d of docs.invoice) {
    if (!LIVE.has(d.status)) continue;
    if (d.h.sale_order_id) saleMoves.add(d.h.sale_order_id, 'invoiced', d.h.total_price);
    if (d.h.purchase_order_id) purchaseMoves.add(d.h.purchase_order_id, 'invoiced', d.h.total_price);
  }
  const paysOf = (pays: Row[]) => new Map(pays.map((p) => [Number(p.owner_id), { pays: { amount: p.amount } }]));
  for (const u of [
    moveHeads(SaleDelivery, stored.delivery, deliveryMoves, paysOf(deliveryPays)),
    moveHeads(PurchaseArrival, stored.arrival, arrivalMoves, paysOf(arrivalPays)),
    moveHeads(PurchaseOrder, stored.purchaseOrder, purchaseMoves),
    moveHeads(SaleOrder, stored.saleOrder, saleMoves),
  ])
    if (u.rows.length && u.cols.length) writes.add(updateRows(db, T, u.table, u.cols, u.rows));
}
