// Invoices for part of the finished orders, a few days to weeks after their last delivery or
// arrival — most in one, some in two batches — and never for an order paid in advance, whose
// amount the advance already draws on.
import type { Row } from '../../../../schemas/compute/record';
import { addDays, big, LIVE, maxDate, minDate, num, round } from '../../../../server/seed/demo-kit';
import type { Goods } from './goods';
import { type FinanceRun, newDoc } from './run';

/** invoices for part of the orders (never on an order paid in advance: both draw on its amount) */
export function issueInvoices(run: FinanceRun, goods: Goods): void {
  const { cal, r, docs } = run;
  const { deliveries, arrivals } = goods;
  const lastMove = new Map<string, string>();
  for (const g of deliveries) if (LIVE.has(String(g.status_dict))) lastMove.set(`s${g.sale_id}`, maxDate(lastMove.get(`s${g.sale_id}`) ?? '', String(g.bill_date)));
  for (const a of arrivals) if (LIVE.has(String(a.status_dict))) lastMove.set(`p${a.purchase_id}`, maxDate(lastMove.get(`p${a.purchase_id}`) ?? '', String(a.bill_date)));
  const invoiceNo = () => String(r.int(10_000_000, 99_999_999));
  const invoices = (kind: 'SaleInvoice' | 'PurchaseInvoice', orders: Row[]) => {
    for (const o of orders) {
      const last = lastMove.get(`${kind === 'SaleInvoice' ? 's' : 'p'}${o.id}`);
      if (o.status_dict !== 'Finish' || !last || o.pay_type === 'InAdvance' || big(o.real_price).lte(0)) continue;
      const x = r.next();
      if (x > (kind === 'SaleInvoice' ? 0.35 : 0.3)) continue;
      const total = big(o.real_price);
      const first = minDate(addDays(last, r.int(3, 20)), cal.today);
      const parts = x < 0.06 && total.gt(1000) ? [big(round(num(total.times(0.4 + 0.2 * r.next())), 2))] : [total];
      if (parts[0].lt(total)) parts.push(total.minus(parts[0]));
      let d = first;
      for (const amount of parts) {
        if (d > cal.today) break;
        const doc = newDoc(run, d, String(o.modify_dt), {
          type_dict: kind,
          invoice_no: invoiceNo(),
          [kind === 'SaleInvoice' ? 'sale_order_id' : 'purchase_order_id']: Number(o.id),
          [kind === 'SaleInvoice' ? 'customer_id' : 'supplier_id']: Number(o[kind === 'SaleInvoice' ? 'customer_id' : 'supplier_id']),
          bill_date: d,
          total_price: num(amount),
          tax_rate: r.chance(0.9) ? '13' : r.pick(['3', '6', '1']),
          remark: parts.length > 1 ? '分批开票' : null,
        });
        docs.invoice.push(doc);
        d = addDays(d, r.int(10, 30));
      }
    }
  };
  invoices('SaleInvoice', goods.saleOrders);
  invoices('PurchaseInvoice', goods.purchaseOrders);
}
