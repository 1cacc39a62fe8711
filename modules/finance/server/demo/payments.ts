// Money to suppliers: paid with cash purchases, paid in advance on purchase orders paid in advance
// (applied to the arrivals later by write-offs), and paid for the other audited arrivals after
// each supplier's terms — one payment per supplier and day, a few held back over quality claims.
import { Big } from '../../../../schemas/compute/decimal';
import type { Row } from '../../../../schemas/compute/record';
import { addDays, big, LIVE, maxDate, minDate, num } from '../../../../server/seed/demo-kit';
import { type AccountCode, CASH } from './accounts';
import type { Goods } from './goods';
import { type Advance, addWriteOff, dayOf, type FinanceRun, goodsFlow, newDoc, notFrozen } from './run';
import type { SupplierTerms } from './terms';

/** cash purchases: money paid with the arrival itself (its pay line) */
export function payCashPurchases(run: FinanceRun, goods: Goods, supplierTerms: Map<number, SupplierTerms>): void {
  const { acc, flows, arrivalPays } = run;
  for (const a of goods.arrivals) {
    if (a.pay_type !== 'Spot' || a.status_dict === 'Repeal') continue;
    const amount = big(a.real_price);
    if (amount.lte(0)) continue;
    const prefer = notFrozen(run, amount.lt(5000) ? CASH : (supplierTerms.get(Number(a.supplier_id))?.bank ?? 'YH001'), String(a.bill_date));
    const pay: Row = { owner_id: Number(a.id), amount: num(amount), remark: '货到付款' };
    arrivalPays.push(pay);
    if (LIVE.has(String(a.status_dict))) flows.push(goodsFlow(run, a, amount.times(-1), prefer, (x) => (pay.account_id = x)));
    else pay.account_id = acc.get(prefer);
  }
}

/** advances on purchase orders paid in advance: 30 % paid soon after the order's audit; answers what is left of each, by order */
export function payPurchaseAdvances(run: FinanceRun, goods: Goods, supplierTerms: Map<number, SupplierTerms>): Map<number, Advance> {
  const { cal, r, docs, flows } = run;
  const advanceOfPurchaseOrder = new Map<number, Advance>();
  for (const o of goods.purchaseOrders) {
    if (o.pay_type !== 'InAdvance' || !LIVE.has(String(o.status_dict))) continue;
    const value = big(Math.max(100, Math.round(num(big(o.real_price).times(0.3)) / 100) * 100));
    if (value.gt(big(o.real_price))) continue;
    const d = minDate(addDays(maxDate(String(o.bill_date), dayOf(o.modify_dt)), r.int(1, 5)), cal.today);
    const s = supplierTerms.get(Number(o.supplier_id));
    const doc = newDoc(run, d, String(o.modify_dt), { supplier_id: Number(o.supplier_id), bill_date: d, project_dict: o.project_dict, remark: `预付货款（${o.code}）` }, { items: [{ purchase_id: Number(o.id), amount: num(value), remark: '预付 30%' }] });
    docs.payment.push(doc);
    flows.push({ doc, amount: value.times(-1), prefer: notFrozen(run, s?.bank ?? 'YH001', d), set: (a) => (doc.h.account_id = a) });
    if (LIVE.has(doc.status)) advanceOfPurchaseOrder.set(Number(o.id), { left: value, doc });
  }
  return advanceOfPurchaseOrder;
}

/** payments: arrivals paid after the supplier's terms, one payment per supplier and day */
export function payArrivals(run: FinanceRun, goods: Goods, supplierTerms: Map<number, SupplierTerms>, advanceOfPurchaseOrder: Map<number, Advance>): void {
  const { cal, r, docs, flows } = run;
  const paymentLines = new Map<string, { supplier: number; day: string; project: unknown; lines: Row[]; after: string }>();
  for (const a of goods.arrivals) {
    if (!LIVE.has(String(a.status_dict)) || a.pay_type === 'Spot') continue;
    const supplier = Number(a.supplier_id);
    let open = big(a.real_price).minus(goods.purchaseReturns.get(Number(a.id)) ?? 0);
    if (open.lte(0)) continue;
    const adv = advanceOfPurchaseOrder.get(Number(a.purchase_id));
    if (adv?.left.gt(0)) {
      const d = minDate(addDays(String(a.bill_date), r.int(0, 3)), cal.today);
      const applied = adv.left.lt(open) ? adv.left : open;
      addWriteOff(run, 'Payable', supplier, d, { arrival_id: Number(a.id), amount: num(applied), remark: `预付冲应付（${a.code}）` }, maxDate(String(a.modify_dt), adv.doc.modified), '预付款核销到货单');
      adv.left = adv.left.minus(applied);
      open = open.minus(applied);
      if (open.lte(0)) continue;
    }
    if (r.chance(0.04)) continue; // held back: quality claim
    const s = supplierTerms.get(supplier) ?? { term: 30, monthEnd: false, bank: 'YH001' as AccountCode };
    const dueDay = addDays(String(a.bill_date), s.term + r.int(0, 5));
    const monthEnd = addDays(`${addDays(`${dueDay.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1 - r.int(0, 3));
    const d = s.monthEnd ? maxDate(monthEnd, addDays(String(a.bill_date), 1)) : dueDay;
    if (d > cal.today) continue;
    const k = `${supplier}:${d}`;
    const e = paymentLines.get(k) ?? paymentLines.set(k, { supplier, day: d, project: a.project_dict, lines: [], after: String(a.modify_dt) }).get(k)!;
    e.lines.push({ arrival_id: Number(a.id), amount: num(open), remark: `${a.code} 货款` });
    if (String(a.modify_dt) > e.after) e.after = String(a.modify_dt);
  }
  for (const e of [...paymentLines.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    const doc = newDoc(run, e.day, e.after, { supplier_id: e.supplier, bill_date: e.day, project_dict: e.project }, { items: e.lines });
    docs.payment.push(doc);
    flows.push({ doc, amount: e.lines.reduce((s, l) => s.minus(big(l.amount)), new Big(0)), prefer: notFrozen(run, supplierTerms.get(e.supplier)?.bank ?? 'YH001', e.day), set: (a) => (doc.h.account_id = a) });
  }
}
