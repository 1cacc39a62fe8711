// Demo finance documents of the demo tenant, over the purchase and sale demos (run after them):
// five settlement accounts (one default, one frozen some months ago with no movement since) with
// opening amounts, income and expense items of both kinds, receipts settling most audited
// deliveries (fully, partly, advances applied later by write-offs), money taken with cash sales
// and paid with cash purchases, payments for most arrivals and advances on some purchase orders,
// other income and expenses every month, fund transfers (petty cash, sweeps, the frozen account
// emptied, and top-ups so that no account goes below zero), about 150 expense claims and invoices
// for part of the orders. The goods documents' progress (settled, invoiced, money taken with them)
// is moved and their computed figures recomputed as the engine's audits would have. Deterministic,
// computed with the engine's evaluator, written set-based (modules/demo-kit.ts).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { computeRecord, type Row } from '../../../schemas/compute/record';
import type { SeedContext } from '../../../server/modules/types';
import {
  type Actor,
  addDays,
  type AnyDb,
  big,
  calendar,
  type Doc,
  insertChildRows,
  insertPaths,
  LIVE,
  masterData,
  maxDate,
  minDate,
  loadHeads,
  moveHeads,
  type StoredHead,
  num,
  officeTime,
  pathsOf,
  prepare,
  rng,
  round,
  spreadDates,
  statusByAge,
  versionOf,
  updateRows,
  Writes,
} from '../../demo-kit';
import { PurchaseArrival } from '../../purchase/entities/arrival';
import { PurchaseOrder } from '../../purchase/entities/order';
import { SaleDelivery } from '../../sale/entities/delivery';
import { SaleOrder } from '../../sale/entities/order';
import { ExpenseClaim } from '../entities/expense-claim';
import { FinIncome } from '../entities/income';
import { FinInvoice } from '../entities/invoice';
import { FinOtherIncome, FinOtherPayment } from '../entities/other-money';
import { FinPayment } from '../entities/payment';
import { FinTransfer } from '../entities/transfer';
import { FinWriteOff } from '../entities/write-off';

/** What the finance demo left in each account (the balance its documents say), for checks. */
export interface FinanceDemo {
  accounts: Array<{ id: number; code: string; balance: string; lowest: string; frozenFrom: string | null }>;
}

const ACCOUNTS = [
  { code: 'YH001', name: '工商银行工业园区支行（基本户）', account_type: 'BankAccount', pay_method: 'Transfer', bank_name: '中国工商银行苏州工业园区支行', account_no: '1102020309000123456', initial: 3_000_000, is_default: true },
  { code: 'YH002', name: '招商银行苏州分行（一般户）', account_type: 'BankAccount', pay_method: 'Transfer', bank_name: '招商银行苏州分行营业部', account_no: '512904318810606', initial: 1_200_000 },
  { code: 'YH003', name: '中国银行苏州分行（出口业务）', account_type: 'BankAccount', pay_method: 'Draft', bank_name: '中国银行苏州工业园区支行', account_no: '478866012345', initial: 600_000 },
  { code: 'XJ001', name: '现金', account_type: 'Cash', pay_method: 'Cash', bank_name: null, account_no: null, initial: 20_000 },
  { code: 'YH004', name: '农业银行吴中支行（已冻结）', account_type: 'BankAccount', pay_method: 'Cheque', bank_name: '中国农业银行苏州吴中支行', account_no: '10541101040012345', initial: 150_000, frozen: true },
] as const;
type AccountCode = (typeof ACCOUNTS)[number]['code'];
const BANKS: AccountCode[] = ['YH001', 'YH002', 'YH003'];
const CASH: AccountCode = 'XJ001';
const FROZEN: AccountCode = 'YH004';

const ITEMS: Array<[kind: 'Income' | 'Expense', name: string]> = [
  ['Income', '利息收入'],
  ['Income', '租金收入'],
  ['Income', '废料销售收入'],
  ['Income', '政府补贴'],
  ['Income', '其他收入'],
  ['Expense', '房租'],
  ['Expense', '物业费'],
  ['Expense', '水电费'],
  ['Expense', '工资社保'],
  ['Expense', '运输费'],
  ['Expense', '广告宣传费'],
  ['Expense', '银行手续费'],
  ['Expense', '设备维修费'],
  ['Expense', '通讯费'],
  ['Expense', '办公费'],
  ['Expense', '差旅费'],
  ['Expense', '业务招待费'],
];

const CITIES = ['上海', '无锡', '宁波', '杭州', '南京', '合肥', '武汉', '青岛', '东莞', '天津'];

const day = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** A money flow through an account: signed amount, the account it prefers, and where the choice is written. */
interface Flow {
  doc: Doc;
  amount: Big;
  prefer: AccountCode;
  set(account: number): void;
}

/** The demo of the demo tenant (nothing for the others); `report` hears what it left in the accounts. */
export async function seedFinanceDemo(ctx: SeedContext, report?: (demo: FinanceDemo) => void): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const cal = calendar();
  const r = rng(0x5eed0303);
  const md = await masterData(db, T);
  const admin: Actor = { id: ctx.creator.id, name: ctx.creator.name };
  const freezeDay = addDays(cal.today, -(100 + r.int(0, 40)));
  const lastFrozenDay = addDays(freezeDay, -1);

  // ---- accounts and items ------------------------------------------------------------------------------
  const accounts = await (db as Kysely<any>)
    .insertInto('fin_account')
    .values(
      ACCOUNTS.map((a) => ({
        tenant_id: T,
        code: a.code,
        name: a.name,
        account_type: a.account_type,
        pay_method: a.pay_method,
        bank_name: a.bank_name,
        account_no: a.account_no,
        initial_amount: a.initial,
        state: 'frozen' in a && a.frozen ? 'Freeze' : 'Normal',
        is_default: 'is_default' in a && a.is_default,
        remark: 'frozen' in a && a.frozen ? `${freezeDay} 起冻结：账户销户中，余额已调入基本户` : null,
        status_dict: 'Audit',
        create_id: admin.id,
        create_name: admin.name,
        modify_id: admin.id,
        modify_name: admin.name,
        create_dt: `${cal.days[0]}T01:00:00.000Z`,
        modify_dt: `${cal.days[0]}T01:00:00.000Z`,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const acc = new Map<AccountCode, number>(accounts.map((a: Row) => [a.code as AccountCode, Number(a.id)]));
  const items = await (db as Kysely<any>)
    .insertInto('fin_income_expense')
    .values(ITEMS.map(([kind, name]) => ({ tenant_id: T, kind, name, status_dict: 'Audit', create_id: admin.id, create_name: admin.name, modify_id: admin.id, modify_name: admin.name })))
    .returning(['id', 'name'])
    .execute();
  const item = new Map<string, number>(items.map((i: Row) => [String(i.name), Number(i.id)]));

  // ---- the goods documents to settle ------------------------------------------------------------------
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
    [...m.values()].map(({ h }): Row => ({ ...h, bill_date: day(h[dateCol]), modify_dt: iso(h.modify_dt) })).sort((x, y) => (String(x.bill_date) < String(y.bill_date) ? -1 : String(x.bill_date) > String(y.bill_date) ? 1 : Number(x.id) - Number(y.id)));
  const deliveries = view(stored.delivery);
  const saleOrders = view(stored.saleOrder);
  const arrivals = view(stored.arrival, 'arrival_date');
  const purchaseOrders = view(stored.purchaseOrder);

  // ---- money documents -----------------------------------------------------------------------------------
  const flows: Flow[] = [];
  const docs = { income: [] as Doc[], payment: [] as Doc[], writeOff: [] as Doc[], otherIncome: [] as Doc[], otherPayment: [] as Doc[], transfer: [] as Doc[], claim: [] as Doc[], invoice: [] as Doc[] };
  const deliveryPays: Row[] = [];
  const arrivalPays: Row[] = [];
  /** a finance document on a day (never after today), audited unless recent */
  const newDoc = (d: string, after: string | null, h: Row, c: Record<string, Row[]> = {}, recent = 4): Doc => {
    const status = cal.age(d) >= recent ? 'Audit' : statusByAge(r, cal.age(d), { recent });
    const created = officeTime(d, r, after ?? undefined);
    const modified = status === 'Saved' ? created : officeTime(day(created), r, created);
    return { id: 0, day: d, status, version: versionOf(status), created, modified, creator: admin, modifier: admin, h, c };
  };
  const notFrozen = (code: AccountCode, d: string): AccountCode => (code === FROZEN && d >= lastFrozenDay ? 'YH001' : code);

  // customers and suppliers: how they pay and are paid
  // (half of the customers settle once a month, on their own day, everything that fell due)
  const customerTerms = new Map(
    md.customers.map((c, i) => [Number(c.id), { term: i % 7 === 0 ? 60 : r.pick([15, 30, 30, 45]), late: r.pick([0, 0, 3, 8, 20]), bank: notFrozenPick(r, i), split: r.chance(0.15), monthly: r.chance(0.5) ? r.int(5, 25) : 0 }]),
  );
  const statementDay = (due: string, dom: number) => {
    const here = `${due.slice(0, 7)}-${String(dom).padStart(2, '0')}`;
    return here >= due ? here : `${addDays(`${due.slice(0, 7)}-28`, 5).slice(0, 7)}-${String(dom).padStart(2, '0')}`;
  };
  // (some suppliers are paid so many days after arrival, the others at the end of the month the term ends in)
  const supplierTerms = new Map(
    md.suppliers.map((s) => [Number(s.id), { term: r.pick([15, 30, 30, 45, 60, 90]), monthEnd: r.chance(0.6), bank: (r.chance(0.8) ? 'YH001' : r.chance(0.8) ? 'YH002' : FROZEN) as AccountCode }]),
  );

  // cash sales and cash purchases: money taken and paid with the document itself
  for (const d of deliveries) {
    if (d.pay_type !== 'Spot' || d.status_dict === 'Repeal') continue;
    const amount = big(d.real_price);
    if (amount.lte(0)) continue;
    const t = customerTerms.get(Number(d.customer_id));
    const prefer = notFrozen(amount.lt(20000) ? CASH : (t?.bank ?? 'YH001'), String(d.bill_date));
    const pay: Row = { owner_id: Number(d.id), amount: num(amount), remark: '现款现货' };
    deliveryPays.push(pay);
    if (LIVE.has(String(d.status_dict))) flows.push(fixedDoc(d, amount, prefer, (a) => (pay.account_id = a)));
    else pay.account_id = acc.get(prefer);
  }
  for (const a of arrivals) {
    if (a.pay_type !== 'Spot' || a.status_dict === 'Repeal') continue;
    const amount = big(a.real_price);
    if (amount.lte(0)) continue;
    const prefer = notFrozen(amount.lt(5000) ? CASH : (supplierTerms.get(Number(a.supplier_id))?.bank ?? 'YH001'), String(a.bill_date));
    const pay: Row = { owner_id: Number(a.id), amount: num(amount), remark: '货到付款' };
    arrivalPays.push(pay);
    if (LIVE.has(String(a.status_dict))) flows.push(fixedDoc(a, amount.times(-1), prefer, (x) => (pay.account_id = x)));
    else pay.account_id = acc.get(prefer);
  }
  /** a flow of a goods document's own money line (the document's day and audit time) */
  function fixedDoc(g: Row, amount: Big, prefer: AccountCode, set: (a: number) => void): Flow {
    const d: Doc = { id: Number(g.id), day: String(g.bill_date), status: String(g.status_dict), version: 0, created: String(g.modify_dt), modified: String(g.modify_dt), creator: admin, modifier: admin, h: {}, c: {} };
    return { doc: d, amount, prefer, set };
  }

  // advances on orders paid in advance: received (paid) soon after the order's audit
  const advanceOfSaleOrder = new Map<number, { left: Big; doc: Doc }>();
  for (const o of saleOrders) {
    if (o.pay_type !== 'InAdvance' || !LIVE.has(String(o.status_dict))) continue;
    const value = big(Math.max(100, Math.round(num(big(o.real_price).times(0.3)) / 100) * 100));
    if (value.gt(big(o.real_price))) continue;
    const d = minDate(addDays(maxDate(String(o.bill_date), day(o.modify_dt)), r.int(0, 3)), cal.today);
    const t = customerTerms.get(Number(o.customer_id));
    const doc = newDoc(d, String(o.modify_dt), { customer_id: Number(o.customer_id), salesman_id: o.salesman_id, bill_date: d, project_dict: o.project_dict, remark: `预收货款（${o.code}）` }, { items: [{ amount: num(value), remark: `订单 ${o.code} 预付 30%` }] });
    const prefer = notFrozen(o.project_dict === 'P003' ? 'YH003' : (t?.bank ?? 'YH001'), d);
    docs.income.push(doc);
    flows.push({ doc, amount: value, prefer, set: (a) => (doc.h.account_id = a) });
    if (LIVE.has(doc.status)) advanceOfSaleOrder.set(Number(o.id), { left: value, doc });
  }
  const advanceOfPurchaseOrder = new Map<number, { left: Big; doc: Doc }>();
  for (const o of purchaseOrders) {
    if (o.pay_type !== 'InAdvance' || !LIVE.has(String(o.status_dict))) continue;
    const value = big(Math.max(100, Math.round(num(big(o.real_price).times(0.3)) / 100) * 100));
    if (value.gt(big(o.real_price))) continue;
    const d = minDate(addDays(maxDate(String(o.bill_date), day(o.modify_dt)), r.int(1, 5)), cal.today);
    const s = supplierTerms.get(Number(o.supplier_id));
    const doc = newDoc(d, String(o.modify_dt), { supplier_id: Number(o.supplier_id), bill_date: d, project_dict: o.project_dict, remark: `预付货款（${o.code}）` }, { items: [{ purchase_id: Number(o.id), amount: num(value), remark: '预付 30%' }] });
    docs.payment.push(doc);
    flows.push({ doc, amount: value.times(-1), prefer: notFrozen(s?.bank ?? 'YH001', d), set: (a) => (doc.h.account_id = a) });
    if (LIVE.has(doc.status)) advanceOfPurchaseOrder.set(Number(o.id), { left: value, doc });
  }

  // receipts: each customer pays its open deliveries some time after its terms, several in one transfer
  const incomeLines = new Map<string, { customer: number; day: string; salesman: unknown; project: unknown; lines: Row[]; after: string }>();
  const owed = (customer: number, d: string, g: Row, amount: Big, note: string) => {
    const k = `${customer}:${d}:${g.project_dict === 'P003' ? 'x' : ''}`;
    const e = incomeLines.get(k) ?? incomeLines.set(k, { customer, day: d, salesman: g.salesman_id, project: g.project_dict, lines: [], after: String(g.modify_dt) }).get(k)!;
    e.lines.push({ delivery_id: Number(g.id), amount: num(amount), remark: note });
    if (String(g.modify_dt) > e.after) e.after = String(g.modify_dt);
  };
  const writeOffLines = (type: 'Receivable' | 'Payable', party: number, d: string, line: Row, after: string, remark: string) => {
    const doc = newDoc(d, after, { write_off_type: type, [type === 'Receivable' ? 'customer_id' : 'supplier_id']: party, bill_date: d, remark }, { items: [line] });
    docs.writeOff.push(doc);
    return doc;
  };
  for (const g of deliveries) {
    if (!LIVE.has(String(g.status_dict)) || g.pay_type === 'Spot') continue;
    const customer = Number(g.customer_id);
    let open = big(g.real_price).minus(saleReturns.get(Number(g.id)) ?? 0);
    if (open.lte(0)) continue;
    const adv = advanceOfSaleOrder.get(Number(g.sale_id));
    if (adv && adv.left.gt(0)) {
      const d = minDate(addDays(String(g.bill_date), r.int(0, 3)), cal.today);
      const applied = adv.left.lt(open) ? adv.left : open;
      writeOffLines('Receivable', customer, d, { delivery_id: Number(g.id), amount: num(applied), remark: `预收冲应收（${g.code}）` }, maxDate(String(g.modify_dt), adv.doc.modified), '预收款核销发货单');
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
    const doc = newDoc(e.day, e.after, { customer_id: e.customer, salesman_id: e.salesman, bill_date: e.day, project_dict: e.project }, { items: e.lines });
    const t = customerTerms.get(e.customer);
    docs.income.push(doc);
    flows.push({ doc, amount: e.lines.reduce((s, l) => s.plus(big(l.amount)), new Big(0)), prefer: notFrozen(e.project === 'P003' ? 'YH003' : (t?.bank ?? 'YH001'), e.day), set: (a) => (doc.h.account_id = a) });
  }

  // payments: arrivals paid after the supplier's terms, one payment per supplier and day
  const paymentLines = new Map<string, { supplier: number; day: string; project: unknown; lines: Row[]; after: string }>();
  for (const a of arrivals) {
    if (!LIVE.has(String(a.status_dict)) || a.pay_type === 'Spot') continue;
    const supplier = Number(a.supplier_id);
    let open = big(a.real_price).minus(purchaseReturns.get(Number(a.id)) ?? 0);
    if (open.lte(0)) continue;
    const adv = advanceOfPurchaseOrder.get(Number(a.purchase_id));
    if (adv && adv.left.gt(0)) {
      const d = minDate(addDays(String(a.bill_date), r.int(0, 3)), cal.today);
      const applied = adv.left.lt(open) ? adv.left : open;
      writeOffLines('Payable', supplier, d, { arrival_id: Number(a.id), amount: num(applied), remark: `预付冲应付（${a.code}）` }, maxDate(String(a.modify_dt), adv.doc.modified), '预付款核销到货单');
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
    const doc = newDoc(e.day, e.after, { supplier_id: e.supplier, bill_date: e.day, project_dict: e.project }, { items: e.lines });
    docs.payment.push(doc);
    flows.push({ doc, amount: e.lines.reduce((s, l) => s.minus(big(l.amount)), new Big(0)), prefer: notFrozen(supplierTerms.get(e.supplier)?.bank ?? 'YH001', e.day), set: (a) => (doc.h.account_id = a) });
  }

  // other income and expenses, every month
  const months = [...new Set(cal.days.map((d) => d.slice(0, 7)))];
  const logistics = md.suppliers.filter((s) => s.category === 'LOGISTICS');
  const smallCustomers = md.customers.slice(-40);
  const monthly = (m: string, dom: number) => {
    const d = `${m}-${String(dom).padStart(2, '0')}`;
    return d < cal.days[0] || d > cal.today ? null : d;
  };
  const other = (kind: 'in' | 'out', d: string | null, lines: Array<[string, number, string?]>, prefer: AccountCode, party: number | null = null, remark: string | null = null) => {
    if (!d) return;
    const doc = newDoc(d, null, { [kind === 'in' ? 'customer_id' : 'supplier_id']: party, bill_date: d, project_dict: 'P001', remark }, {
      items: lines.map(([name, amount, note]) => ({ item_id: item.get(name), amount: round(amount, 2), remark: note ?? null })),
    });
    const total = lines.reduce((s, [, a]) => s.plus(big(round(a, 2))), new Big(0));
    (kind === 'in' ? docs.otherIncome : docs.otherPayment).push(doc);
    flows.push({ doc, amount: kind === 'in' ? total : total.times(-1), prefer: notFrozen(prefer, d), set: (a) => (doc.h.account_id = a) });
  };
  const salesByMonth = new Map<string, number>();
  for (const g of deliveries) if (LIVE.has(String(g.status_dict))) salesByMonth.set(String(g.bill_date).slice(0, 7), (salesByMonth.get(String(g.bill_date).slice(0, 7)) ?? 0) + Number(g.real_price));
  months.forEach((m, i) => {
    const mm = Number(m.slice(5, 7));
    const prev = salesByMonth.get(months[i - 1] ?? m) ?? salesByMonth.get(m) ?? 500_000;
    other('out', monthly(m, 1), [['银行手续费', 60 + r.int(0, 400) + r.int(0, 99) / 100, '上月网银及汇款手续费']], 'YH001');
    other('out', monthly(m, 5), [['房租', 85_000, '厂房租金'], ['物业费', 12_600, '物业管理费']], 'YH001', null, `${m} 厂房租金及物业费`);
    other('out', monthly(m, 10), [['工资社保', Math.round(prev * 0.12 + r.int(0, 20000)), '上月工资'], ['工资社保', Math.round(prev * 0.035), '社保公积金']], 'YH001', null, '代发工资及社保');
    other('out', monthly(m, 12), [['通讯费', 800 + r.int(0, 700) + r.int(0, 99) / 100]], CASH);
    other('out', monthly(m, 18), [['水电费', (mm >= 6 && mm <= 9 ? 62_000 : 41_000) + r.int(0, 12_000) + r.int(0, 99) / 100, '电费'], ['水电费', 2_400 + r.int(0, 900), '水费']], 'YH001');
    if (logistics.length) other('out', monthly(m, 25), [['运输费', Math.round(prev * (0.008 + 0.006 * r.next())), '上月发货运费']], r.chance(0.7) ? 'YH001' : 'YH002', Number(r.pick(logistics).id));
    if (mm % 3 === 0) other('out', monthly(m, 20), [['广告宣传费', 20_000 + r.int(0, 60_000), '展会及线上推广']], 'YH002');
    if (r.chance(0.4)) other('out', monthly(m, r.int(3, 27)), [['设备维修费', 3_000 + r.int(0, 35_000), r.pick(['数控车床主轴维修', '空压机保养', '行车年检', '注塑机液压系统维修'])]], 'YH001');
    other('in', monthly(m, 3), [['租金收入', 18_000, '闲置仓库转租']], 'YH002', smallCustomers.length ? Number(smallCustomers[0].id) : null);
    other('in', monthly(m, 26), [['废料销售收入', 3_000 + r.int(0, 22_000) + r.int(0, 99) / 100, '废钢及边角料']], r.chance(0.3) ? CASH : 'YH001', smallCustomers.length ? Number(r.pick(smallCustomers).id) : null);
    if (mm % 3 === 0) for (const b of ['YH001', 'YH002'] as const) other('in', monthly(m, 21), [['利息收入', 1_500 + r.int(0, 9_000) + r.int(0, 99) / 100, '季度结息']], b);
    if (i === 5) other('in', monthly(m, 16), [['政府补贴', 200_000, '高新技术企业认定奖励']], 'YH001', null, '园区科技局拨款');
  });

  // expense claims: about 150 over the year, six rows each
  const persons = md.persons.length ? md.persons : [{ id: null }];
  for (const d of spreadDates(cal, 150, r, 0)) {
    const kind = r.next();
    const h: Row = { applicant_id: persons[r.int(0, persons.length - 1)].id, bill_date: d, project_dict: r.chance(0.85) ? 'P001' : 'P002', traffic_cost: 0, travel_accommodation: 0, travel_fare: 0, travel_traffic: 0, treat_cost: 0, office_cost: 0, other_cost: 0, loan_deduction: 0 };
    const cents = () => r.int(0, 99) / 100;
    if (kind < 0.4) {
      const city = r.pick(CITIES);
      const nights = r.int(1, 4);
      h.reason = `${city}出差拜访客户`;
      h.travel_accommodation = round(nights * (280 + r.int(0, 220)), 2);
      h.travel_fare = round(2 * (90 + r.int(0, 600)) + cents(), 2);
      h.travel_traffic = round(30 + r.int(0, 260) + cents(), 2);
      if (r.chance(0.3)) h.treat_cost = round(300 + r.int(0, 1500), 2);
      if (r.chance(0.15)) h.loan_deduction = Math.min(2000, Math.floor(Number(h.travel_accommodation) / 2));
    } else if (kind < 0.6) {
      h.reason = r.pick(['客户来访接待', '供应商年度商务宴请', '项目验收招待']);
      h.treat_cost = round(500 + r.int(0, 4500) + cents(), 2);
    } else if (kind < 0.8) {
      h.reason = r.pick(['办公用品采购', '打印耗材', '会议室设备购置']);
      h.office_cost = round(80 + r.int(0, 1900) + cents(), 2);
    } else if (kind < 0.92) {
      h.reason = '市内交通及快递费';
      h.traffic_cost = round(40 + r.int(0, 600) + cents(), 2);
      h.other_cost = round(20 + r.int(0, 200), 2);
    } else {
      h.reason = r.pick(['员工技能培训费', '资质证书年审', '劳保用品']);
      h.other_cost = round(200 + r.int(0, 2800) + cents(), 2);
    }
    const doc = newDoc(d, null, h, {}, 5);
    docs.claim.push(doc);
    computeRecord(ExpenseClaim, doc.h, doc.c);
    flows.push({ doc, amount: big(doc.h.total_amount).times(-1), prefer: big(doc.h.total_amount).lt(3000) ? CASH : 'YH001', set: (a) => (doc.h.account_id = a) });
  }

  // invoices for part of the orders (never on an order paid in advance: both draw on its amount)
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
        const doc = newDoc(d, String(o.modify_dt), {
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
  invoices('SaleInvoice', saleOrders);
  invoices('PurchaseInvoice', purchaseOrders);

  // ---- accounts: openings, then every live movement in time order -------------------------------------------
  const live = flows.filter((f) => LIVE.has(f.doc.status));
  const key = (f: Flow) => `${f.doc.day}|${f.doc.created}`;
  live.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  // the company's money as a whole never runs low: the basic account opens with enough
  let running = new Big(ACCOUNTS.reduce((s, a) => s + a.initial, 0));
  let lowest = running;
  for (const f of live) {
    running = running.plus(f.amount);
    if (running.lt(lowest)) lowest = running;
  }
  const cushion = new Big(800_000);
  const raise = lowest.lt(cushion) ? Math.ceil(num(cushion.minus(lowest)) / 100_000) * 100_000 : 0;
  const opening = new Map<AccountCode, number>(ACCOUNTS.map((a) => [a.code, a.initial + (a.code === 'YH001' ? raise : 0)]));
  const balance = new Map<AccountCode, Big>(ACCOUNTS.map((a) => [a.code, new Big(opening.get(a.code)!)]));
  const lowestOf = new Map<AccountCode, Big>(ACCOUNTS.map((a) => [a.code, new Big(opening.get(a.code)!)]));
  const move = (code: AccountCode, amount: Big) => {
    const b = balance.get(code)!.plus(amount);
    balance.set(code, b);
    if (b.lt(lowestOf.get(code)!)) lowestOf.set(code, b);
  };
  const transfer = (d: string, from: AccountCode, to: AccountCode, amount: Big, fee: number, remark: string, at?: string) => {
    // audited at once (recent = 0), at the moment the money was needed
    const doc = newDoc(d, null, { bill_date: d, out_account_id: acc.get(from), in_account_id: acc.get(to), amount: num(amount), fee, remark }, {}, 0);
    if (at) doc.created = doc.modified = at;
    docs.transfer.push(doc);
    move(from, amount.plus(fee).times(-1));
    move(to, amount);
  };
  const richest = (but: AccountCode[] = []) => BANKS.filter((b) => !but.includes(b)).sort((a, b) => balance.get(b)!.cmp(balance.get(a)!))[0];
  let month = '';
  let frozenEmptied = false;
  for (const f of live) {
    const d = f.doc.day;
    if (!frozenEmptied && d >= lastFrozenDay) {
      frozenEmptied = true;
      const left = balance.get(FROZEN)!;
      if (left.gt(0)) transfer(lastFrozenDay, FROZEN, 'YH001', left, 0, '账户冻结前余额调入基本户', `${lastFrozenDay}T08:00:00.000Z`);
    }
    if (d.slice(0, 7) !== month) {
      // petty cash at the start of each month, and a sweep of the general account every quarter
      month = d.slice(0, 7);
      const cash = num(balance.get(CASH)!);
      if (cash < 15_000) transfer(d, 'YH001', CASH, new Big(Math.ceil((30_000 - cash) / 1000) * 1000), 0, '备用金提现', f.doc.created);
      else if (cash > 60_000) transfer(d, CASH, 'YH001', new Big(Math.floor((cash - 30_000) / 1000) * 1000), 0, '现金存入银行', f.doc.created);
      if (Number(month.slice(5)) % 3 === 1) {
        const gen = num(balance.get('YH002')!);
        if (gen > 600_000) transfer(d, 'YH002', 'YH001', new Big(Math.floor((gen - 400_000) / 10_000) * 10_000), 15, '一般户资金归集', f.doc.created);
        const exp = num(balance.get('YH003')!);
        if (exp > 3_000_000) transfer(d, 'YH003', 'YH001', new Big(Math.floor((exp - 1_000_000) / 10_000) * 10_000), 50, '出口收汇资金归集', f.doc.created);
      }
    }
    if (f.amount.gte(0)) {
      const code = notFrozen(f.prefer, d);
      move(code, f.amount);
      f.set(acc.get(code)!);
      continue;
    }
    const need = f.amount.times(-1);
    let code = notFrozen(f.prefer, d);
    if (balance.get(code)!.lt(need)) {
      const rich = richest();
      code = balance.get(rich)!.gte(need) || code === CASH || code === FROZEN ? rich : code;
      // still short: money is moved in from the other banks first
      for (const other of BANKS.filter((b) => b !== code).sort((a, b) => balance.get(b)!.cmp(balance.get(a)!))) {
        const short = need.minus(balance.get(code)!);
        if (short.lte(0)) break;
        const spare = balance.get(other)!.minus(20);
        if (spare.lte(0)) continue;
        const amount = big(Math.ceil(num(short.lt(spare) ? short : spare) / 100) * 100);
        transfer(d, other, code, amount.gt(spare) ? spare : amount, 0, '资金调拨（付款备付）', f.doc.created);
      }
    }
    move(code, f.amount);
    f.set(acc.get(code)!);
  }
  // documents not audited name the account they would use
  for (const f of flows) if (!LIVE.has(f.doc.status)) f.set(acc.get(notFrozen(f.prefer, f.doc.day))!);
  if (raise) await sql`update fin_account set initial_amount = ${opening.get('YH001')} where tenant_id = ${T} and id = ${acc.get('YH001')}`.execute(db);

  // ---- computed, numbered, written ----------------------------------------------------------------------------
  const sets: Array<[typeof FinIncome, Doc[]]> = [
    [FinIncome, docs.income],
    [FinPayment, docs.payment],
    [FinWriteOff, docs.writeOff],
    [FinOtherIncome, docs.otherIncome],
    [FinOtherPayment, docs.otherPayment],
    [FinTransfer, docs.transfer],
    [ExpenseClaim, docs.claim],
    [FinInvoice, docs.invoice],
  ];
  await prepare(db, T, sets, [
    [SaleDelivery.children!.pays, deliveryPays],
    [PurchaseArrival.children!.pays, arrivalPays],
  ]);
  const writes = new Writes();
  for (const [def, list] of sets) await writes.computeAndInsert(db, T, def, list);
  writes.add(insertChildRows(db, T, SaleDelivery.children!.pays, deliveryPays.map((p) => ({ ...p, sn: 1 }))));
  writes.add(insertChildRows(db, T, PurchaseArrival.children!.pays, arrivalPays.map((p) => ({ ...p, sn: 1 }))));
  writes.add(
    insertPaths(db, T, [
      ...pathsOf('deliveryToIncome', 'SaleDelivery', 'FinIncome', docs.income, (d) => d.c.items.map((l) => l.delivery_id as number)),
      ...pathsOf('arrivalToPayment', 'PurchaseArrival', 'FinPayment', docs.payment, (d) => d.c.items.map((l) => l.arrival_id as number)),
      ...pathsOf('orderToPayment', 'PurchaseOrder', 'FinPayment', docs.payment, (d) => d.c.items.map((l) => l.purchase_id as number)),
      ...pathsOf('deliveryToWriteOff', 'SaleDelivery', 'FinWriteOff', docs.writeOff, (d) => d.c.items.map((l) => l.delivery_id as number)),
      ...pathsOf('arrivalToWriteOff', 'PurchaseArrival', 'FinWriteOff', docs.writeOff, (d) => d.c.items.map((l) => l.arrival_id as number)),
      ...pathsOf('saleOrderToInvoice', 'SaleOrder', 'FinInvoice', docs.invoice, (d) => [d.h.sale_order_id as number]),
      ...pathsOf('purchaseOrderToInvoice', 'PurchaseOrder', 'FinInvoice', docs.invoice, (d) => [d.h.purchase_order_id as number]),
    ]),
  );

  // ---- the goods documents' progress, as the audits moved it ------------------------------------------------------
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
  await writes.done();
  report?.({
    accounts: ACCOUNTS.map((a) => ({
      id: acc.get(a.code)!,
      code: a.code,
      balance: balance.get(a.code)!.toFixed(2),
      lowest: lowestOf.get(a.code)!.toFixed(2),
      frozenFrom: a.code === FROZEN ? freezeDay : null,
    })),
  });
}

/** The bank a customer pays into: mostly the basic account, some the general one, a few the old one. */
function notFrozenPick(r: ReturnType<typeof rng>, i: number): AccountCode {
  if (i % 13 === 5) return FROZEN;
  return r.chance(0.7) ? 'YH001' : 'YH002';
}
