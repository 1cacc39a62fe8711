// Money from customers: taken with cash sales, received in advance on orders paid in advance
// (applied to the deliveries later by write-offs), and received for the other audited deliveries
// after each customer's terms — fully, or in two parts, several deliveries in one transfer, a few
// disputed and still open — so the receivables age as a real company's do.
import { Big } from '../../../../schemas/compute/decimal';
import type { Row } from '../../../../schemas/compute/record';
import { addDays, big, LIVE, maxDate, minDate, num, round } from '../../../../server/seed/demo-kit';
import { type AccountCode, CASH } from './accounts';
import type { Goods } from './goods';
import { type Advance, addWriteOff, dayOf, type FinanceRun, goodsFlow, newDoc, notFrozen } from './run';
import { type CustomerTerms, statementDay } from './terms';

/** cash sales: money taken with the delivery itself (its pay line) */
export function takeCashSales(run: FinanceRun, goods: Goods, customerTerms: Map<number, CustomerTerms>): void {
  const { acc, flows, deliveryPays } = run;
  for (const d of goods.deliveries) {
    if (d.pay_type !== 'Spot' || d.status_dict === 'Repeal') continue;
    const amount = big(d.real_price);
    if (amount.lte(0)) continue;
    const t = customerTerms.get(Number(d.customer_id));
    const prefer = notFrozen(run, amount.lt(20000) ? CASH : (t?.bank ?? 'YH001'), String(d.bill_date));
    const pay: Row = { owner_id: Number(d.id), amount: num(amount), remark: '现款现货' };
    deliveryPays.push(pay);
    if (LIVE.has(String(d.status_dict))) flows.push(goodsFlow(run, d, amount, prefer, (a) => (pay.account_id = a)));
    else pay.account_id = acc.get(prefer);
  }
}

/** advances on sale orders paid in advance: 30 % received soon after the order's audit; answers what is left of each, by order */
export function receiveSaleAdvances(run: FinanceRun, goods: Goods, customerTerms: Map<number, CustomerTerms>): Map<number, Advance> {
  const { cal, r, docs, flows } = run;
  const advanceOfSaleOrder = new Map<number, Advance>();
  for (const o of goods.saleOrders) {
    if (o.pay_type !== 'InAdvance' || !LIVE.has(String(o.status_dict))) continue;
    const value = big(Math.max(100, Math.round(num(big(o.real_price).times(0.3)) / 100) * 100));
    if (value.gt(big(o.real_price))) continue;
    const d = minDate(addDays(maxDate(String(o.bill_date), dayOf(o.modify_dt)), r.int(0, 3)), cal.today);
    const t = customerTerms.get(Number(o.customer_id));
    const doc = newDoc(run, d, String(o.modify_dt), { customer_id: Number(o.customer_id), salesman_id: o.salesman_id, bill_date: d, project_dict: o.project_dict, remark: `预收货款（${o.code}）` }, { items: [{ amount: num(value), remark: `订单 ${o.code} 预付 30%` }] });
    const prefer = notFrozen(run, o.project_dict === 'P003' ? 'YH003' : (t?.bank ?? 'YH001'), d);
    docs.income.push(doc);
    flows.push({ doc, amount: value, prefer, set: (a) => (doc.h.account_id = a) });
    if (LIVE.has(doc.status)) advanceOfSaleOrder.set(Number(o.id), { left: value, doc });
  }
  return advanceOfSaleOrder;
}

/** receipts: each customer pays its open deliveries some time after its terms, several in one transfer */
export function receiveDeliveries(run: FinanceRun, goods: Goods, customerTerms: Map<number, CustomerTerms>, advanceOfSaleOrder: Map<number, Advance>): void {
  const { cal, r, docs, flows } = run;
  const incomeLines = new Map<string, { customer: number; day: string; salesman: unknown; project: unknown; lines: Row[]; after: string }>();
  const owed = (customer: number, d: string, g: Row, amount: Big, note: string) => {
    const k = `${customer}:${d}:${g.project_dict === 'P003' ? 'x' : ''}`;
    const e = incomeLines.get(k) ?? incomeLines.set(k, { customer, day: d, salesman: g.salesman_id, project: g.project_dict, lines: [], after: String(g.modify_dt) }).get(k)!;
    e.lines.push({ delivery_id: Number(g.id), amount: num(amount), remark: note });
    if (String(g.modify_dt) > e.after) e.after = String(g.modify_dt);
  };
  for (const g of goods.deliveries) {
    if (!LIVE.has(String(g.status_dict)) || g.pay_type === 'Spot') continue;
    const customer = Number(g.customer_id);
    let open = big(g.real_price).minus(goods.saleReturns.get(Number(g.id)) ?? 0);
    if (open.lte(0)) continue;
    const adv = advanceOfSaleOrder.get(Number(g.sale_id));
    if (adv?.left.gt(0)) {
      const d = minDate(addDays(String(g.bill_date), r.int(0, 3)), cal.today);
      const applied = adv.left.lt(open) ? adv.left : open;
      addWriteOff(run, 'Receivable', customer, d, { delivery_id: Number(g.id), amount: num(applied), remark: `预收冲应收（${g.code}）` }, maxDate(String(g.modify_dt), adv.doc.modified), '预收款核销发货单');
      adv.left = adv.left.minus(applied);
      open = open.minus(applied);
      if (open.lte(0)) continue;
    }
    const t = customerTerms.get(customer) ?? { term: 30, late: 0, bank: 'YH001' as AccountCode, split: false, monthly: 0 };
    if (r.chance(0.03)) continue; // disputed, still open
    const fallsDue = addDays(String(g.bill_date), t.term + t.late + r.int(-5, 10));
    const due = t.monthly ? statementDay(fallsDue, t.monthly) : fallsDue;
    if (due > cal.today) continue;
    if (t.split && r.chance(0.5)) {
      const first = big(round(num(open.times(0.4 + 0.3 * r.next())), 0));
      if (first.gt(0) && first.lt(open)) {
        owed(customer, due, g, first, `${g.code} 部分回款`);
        const second = addDays(due, r.int(20, 45));
        if (second <= cal.today) owed(customer, second, g, open.minus(first), `${g.code} 尾款`);
        continue;
      }
    }
    owed(customer, due, g, open, `${g.code} 货款`);
  }
  for (const e of [...incomeLines.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    const doc = newDoc(run, e.day, e.after, { customer_id: e.customer, salesman_id: e.salesman, bill_date: e.day, project_dict: e.project }, { items: e.lines });
    const t = customerTerms.get(e.customer);
    docs.income.push(doc);
    flows.push({ doc, amount: e.lines.reduce((s, l) => s.plus(big(l.amount)), new Big(0)), prefer: notFrozen(run, e.project === 'P003' ? 'YH003' : (t?.bank ?? 'YH001'), e.day), set: (a) => (doc.h.account_id = a) });
  }
}
