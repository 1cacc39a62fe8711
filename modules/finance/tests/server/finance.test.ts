// Money documents on a real database: receipts settling deliveries and payments settling arrivals
// (drafts from the document, partial, over-amount refused, un-audit moving back, the source
// guarded), advances applied by write-offs (never beyond what is unapplied, an advance in use not
// withdrawn), accounts (balance = opening + incomes − payments ± transfers, a frozen account takes
// no movement), other income/expense items of their kind, expense claims and invoices computed by
// the server, and who may do what.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import { type AnyRecord, fileServer, ok } from '../../../../tests/kit';

// the documents audited directly, as in a tenant without approval flows (flows: modules/flow/tests)
const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let customers: number[];
let suppliers: number[];
let materials: number[];
type Rec = AnyRecord;

const ids = async (entityCode: string, n: number) =>
  (await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode, pageSize: n }])).json.body.itemList.map((r) => r.id);
const detail = (service: string, id: number) => srv.call<Rec>(admin, service, 'detail', [id]).then(ok);
const refusal = async (a: Promise<{ json: { code: number; msg: string } }>) => {
  const r = (await a).json;
  expect(r.code).not.toBe(200);
  return r;
};

beforeAll(async () => {
  customers = await ids('Customer', 2);
  suppliers = await ids('Supplier', 2);
  materials = await ids('Material', 2);
});

let accountSeq = 0;
async function account(initial: number | string = 0): Promise<Rec> {
  accountSeq += 1;
  return ok(await srv.call<Rec>(admin, 'erp.Account', 'create', [{ code: `T${Date.now()}${accountSeq}`, name: `测试账户${accountSeq}`, account_type: 'BankAccount', initial_amount: initial }]));
}

/** An audited delivery of 10 × 12.34 (= 123.40) to a customer, 23.40 taken with it into `acc`. */
async function auditedDelivery(customer = customers[0], acc?: number): Promise<Rec> {
  const d = ok(
    await srv.call<Rec>(admin, 'erp.SaleDelivery', 'create', [
      { customer_id: customer, items: [{ material_id: materials[0], quantity: 10, unit_price: '12.34' }], pays: acc ? [{ account_id: acc, amount: '23.4' }] : [] },
    ]),
  );
  ok(await srv.call(admin, 'erp.SaleDelivery', 'auditByIds', [[d.id]]));
  return detail('erp.SaleDelivery', d.id);
}

async function auditedArrival(supplier = suppliers[0]): Promise<Rec> {
  const a = ok(await srv.call<Rec>(admin, 'erp.PurchaseArrival', 'create', [{ supplier_id: supplier, items: [{ material_id: materials[1], quantity: 3, unit_price: '33.33' }] }]));
  ok(await srv.call(admin, 'erp.PurchaseArrival', 'audit', [a.id]));
  return detail('erp.PurchaseArrival', a.id);
}

describe('receipts settle deliveries', () => {
  it('drafts a receipt for what the delivery has outstanding, settles part of it on audit and gives it back on un-audit', async () => {
    const acc = await account(1000);
    const d = await auditedDelivery(customers[0], acc.id);
    expect(d).toMatchObject({ real_price: 123.4, paid_on_delivery: 23.4, receivable: 100, arrearage: 100 });
    const draft = ok(await srv.call<Rec>(admin, 'erp.Income', 'deliveryToIncome', [{ deliveryId: d.id, handleBillId: null }]));
    expect(draft.customer_id.id ?? draft.customer_id).toBe(customers[0]);
    expect(draft.items.map((l: Rec) => [l.delivery_id, l.amount])).toEqual([[d.id, 100]]);

    const over = await refusal(srv.call(admin, 'erp.Income', 'create', [{ ...draft, customer_id: customers[0], account_id: acc.id, items: [{ delivery_id: d.id, amount: '100.01' }] }]));
    expect(over.code).toBe(409);
    expect(over.msg).toMatch(/收款明细第1行.*超出可收款数量：最多 100，本单 100\.01/);

    const income = ok(await srv.call<Rec>(admin, 'erp.Income', 'create', [{ customer_id: customers[0], account_id: acc.id, items: [{ delivery_id: d.id, amount: '60.1' }, { amount: 40 }] }]));
    expect(income).toMatchObject({ total_amount: 100.1, settled_amount: 60.1, advance_amount: 40 });
    ok(await srv.call(admin, 'erp.Income', 'audit', [income.id]));
    expect(await detail('erp.SaleDelivery', d.id)).toMatchObject({ settled: 60.1, paid: 83.5, arrearage: 39.9 });
    // the delivery cannot be un-audited while a receipt made from it lives
    expect((await refusal(srv.call(admin, 'erp.SaleDelivery', 'deApproval', [d.id]))).msg).toContain(income.code);
    // the next draft takes what the first left
    expect(ok(await srv.call<Rec>(admin, 'erp.Income', 'deliveryToIncome', [{ deliveryId: d.id }])).items[0].amount).toBe(39.9);

    ok(await srv.call(admin, 'erp.Income', 'deApproval', [income.id]));
    expect(await detail('erp.SaleDelivery', d.id)).toMatchObject({ settled: 0, arrearage: 100 });
  });

  it('refuses a line settling another customer\'s delivery, naming the row', async () => {
    const acc = await account();
    const d = await auditedDelivery(customers[1]);
    const r = await refusal(srv.call(admin, 'erp.Income', 'create', [{ customer_id: customers[0], account_id: acc.id, items: [{ amount: 1 }, { delivery_id: d.id, amount: 5 }] }]));
    expect(r.code).toBe(400);
    expect(r.msg).toContain(`收款明细第2行「${d.code}」不属于客户`);
  });
});

describe('payments settle arrivals and orders', () => {
  it('drafts a payment from an arrival and refuses a line naming two documents', async () => {
    const acc = await account(500);
    const a = await auditedArrival();
    expect(a).toMatchObject({ real_price: 99.99, payable: 99.99 });
    const draft = ok(await srv.call<Rec>(admin, 'erp.Payment', 'arrivalToPayment', [{ arrivalId: a.id, handleBillId: null }]));
    expect(draft.items[0]).toMatchObject({ arrival_id: a.id, amount: 99.99 });
    const order = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: suppliers[0], items: [{ material_id: materials[0], quantity: 1, unit_price: 10 }] }]));
    ok(await srv.call(admin, 'erp.Purchase', 'commit', [order.id]));
    ok(await srv.call(admin, 'erp.Purchase', 'audit', [order.id]));
    const two = await refusal(srv.call(admin, 'erp.Payment', 'create', [{ supplier_id: suppliers[0], account_id: acc.id, items: [{ arrival_id: a.id, purchase_id: order.id, amount: 1 }] }]));
    expect(two.msg).toBe('付款明细第1行：采购到货单和采购订单只能选一个');
    const p = ok(await srv.call<Rec>(admin, 'erp.Payment', 'create', [{ supplier_id: suppliers[0], account_id: acc.id, items: [{ arrival_id: a.id, amount: '49.99' }] }]));
    ok(await srv.call(admin, 'erp.Payment', 'audit', [p.id]));
    expect(await detail('erp.PurchaseArrival', a.id)).toMatchObject({ settled: 49.99, paid: 49.99, pending_pay: 50 });
  });
});

describe('write-offs apply advances', () => {
  it('applies a customer\'s advance to a delivery, never beyond the advance left, and keeps an advance in use from being withdrawn', async () => {
    const acc = await account();
    const d = await auditedDelivery(customers[1]);
    const advance = ok(await srv.call<Rec>(admin, 'erp.Income', 'create', [{ customer_id: customers[1], account_id: acc.id, items: [{ amount: 50 }] }]));
    ok(await srv.call(admin, 'erp.Income', 'audit', [advance.id]));
    // what other tests left for this customer counts too: measure the advance left first
    const before = await sql<{ left: string }>`select coalesce((select sum(advance_amount) from fin_income where tenant_id = ${admin.tenant.id} and customer_id = ${customers[1]} and status_dict in ('Audit','Finish','Manual')), 0)
      - coalesce((select sum(total_amount) from fin_write_off where tenant_id = ${admin.tenant.id} and customer_id = ${customers[1]} and write_off_type = 'Receivable' and status_dict in ('Audit','Finish','Manual')), 0) as left`.execute(srv.db.system);
    const left = Number(before.rows[0].left);
    expect(left).toBeGreaterThanOrEqual(50);

    const wo = ok(await srv.call<Rec>(admin, 'erp.WriteOff', 'create', [{ write_off_type: 'Receivable', customer_id: customers[1], items: [{ delivery_id: d.id, amount: 30 }] }]));
    ok(await srv.call(admin, 'erp.WriteOff', 'audit', [wo.id]));
    expect(await detail('erp.SaleDelivery', d.id)).toMatchObject({ settled: 30, arrearage: 93.4 });

    const shape = await refusal(srv.call(admin, 'erp.WriteOff', 'create', [{ write_off_type: 'Receivable', customer_id: customers[1], items: [{ amount: 1 }] }]));
    expect(shape.msg).toBe('核销明细第1行须选择销售发货单');
    const big = ok(await srv.call<Rec>(admin, 'erp.WriteOff', 'create', [{ write_off_type: 'Receivable', customer_id: customers[1], items: [{ delivery_id: d.id, amount: (left - 30 + 0.01).toFixed(2) }] }]));
    const short = await refusal(srv.call(admin, 'erp.WriteOff', 'audit', [big.id]));
    expect(short.msg).toBe(`可核销的预收款不足：最多 ${(left - 30).toFixed(2)}，本单 ${(left - 30 + 0.01).toFixed(2)}`);
    if (left === 50) {
      // withdrawing the advance would leave the write-off uncovered
      expect((await refusal(srv.call(admin, 'erp.Income', 'deApproval', [advance.id]))).msg).toMatch(/^可核销的预收款不足/);
    }
    ok(await srv.call(admin, 'erp.WriteOff', 'deApproval', [wo.id]));
    ok(await srv.call(admin, 'erp.Income', 'deApproval', [advance.id]));
    expect((await detail('erp.SaleDelivery', d.id)).settled).toBe(0);
  });
});

describe('accounts', () => {
  const balance = async (id: number) => {
    const r = await sql<{ b: string }>`select sum(amount) as b from fin_account_flow where tenant_id = ${admin.tenant.id} and account_id = ${id}`.execute(srv.db.system);
    return r.rows[0].b;
  };

  it('hold opening + incomes − payments ± transfers (the fee paid by the sender), and refuse a transfer to themselves', async () => {
    const a = await account('1000.10');
    const b = await account(0);
    const d = await auditedDelivery(customers[0], a.id); // +23.40
    const i = ok(await srv.call<Rec>(admin, 'erp.Income', 'create', [{ customer_id: customers[0], account_id: a.id, items: [{ delivery_id: d.id, amount: '0.1' }, { amount: '0.2' }] }]));
    ok(await srv.call(admin, 'erp.Income', 'audit', [i.id])); // +0.30
    const expense = ok(await srv.call<Rec>(admin, 'erp.IncomeExpense', 'create', [{ kind: 'Expense', name: `房租${Date.now()}` }]));
    const income = ok(await srv.call<Rec>(admin, 'erp.IncomeExpense', 'create', [{ kind: 'Income', name: `利息${Date.now()}` }]));
    const op = ok(await srv.call<Rec>(admin, 'erp.OtherPayment', 'create', [{ account_id: a.id, items: [{ item_id: expense.id, amount: '100.5' }] }]));
    ok(await srv.call(admin, 'erp.OtherPayment', 'audit', [op.id])); // −100.50
    const wrongKind = await refusal(srv.call(admin, 'erp.OtherIncome', 'create', [{ account_id: a.id, items: [{ item_id: expense.id, amount: 1 }] }]));
    expect(wrongKind.msg).toBe(`其他收入明细第1行「${expense.name}」不是收入项目`);
    const oi = ok(await srv.call<Rec>(admin, 'erp.OtherIncome', 'create', [{ account_id: b.id, items: [{ item_id: income.id, amount: 7 }] }]));
    ok(await srv.call(admin, 'erp.OtherIncome', 'audit', [oi.id])); // b +7

    const same = await refusal(srv.call(admin, 'erp.Transfer', 'create', [{ out_account_id: a.id, in_account_id: a.id, amount: 1 }]));
    expect(same.msg).toBe('调出账户和调入账户不能相同');
    const t = ok(await srv.call<Rec>(admin, 'erp.Transfer', 'create', [{ out_account_id: a.id, in_account_id: b.id, amount: 200, fee: '0.5' }]));
    expect(t.total_out).toBe(200.5);
    ok(await srv.call(admin, 'erp.Transfer', 'audit', [t.id]));
    // a: 1000.10 + 23.40 + 0.30 − 100.50 − 200.50 = 722.80; b: 7 + 200 = 207
    expect(Number(await balance(a.id))).toBe(722.8);
    expect(Number(await balance(b.id))).toBe(207);
  });

  it('refuse every movement while frozen, audit and un-audit alike', async () => {
    const a = await account(10);
    const i = ok(await srv.call<Rec>(admin, 'erp.Income', 'create', [{ customer_id: customers[0], account_id: a.id, items: [{ amount: 1 }] }]));
    ok(await srv.call(admin, 'erp.Account', 'update', [{ id: a.id, version: a.version, state: 'Freeze' }]));
    const r = await refusal(srv.call(admin, 'erp.Income', 'audit', [i.id]));
    expect(r.code).toBe(409);
    expect(r.msg).toBe(`账户「${a.name}」已冻结，不能收付款`);
    const fresh = await detail('erp.Account', a.id);
    ok(await srv.call(admin, 'erp.Account', 'update', [{ id: a.id, version: fresh.version, state: 'Normal' }]));
    ok(await srv.call(admin, 'erp.Income', 'audit', [i.id]));
    const frozen = await detail('erp.Account', a.id);
    ok(await srv.call(admin, 'erp.Account', 'update', [{ id: a.id, version: frozen.version, state: 'Freeze' }]));
    expect((await refusal(srv.call(admin, 'erp.Income', 'deApproval', [i.id]))).msg).toBe(`账户「${a.name}」已冻结，不能收付款`);
    expect(Number(await balance(a.id))).toBe(11);
  });
});

describe('expense claims and invoices', () => {
  it('total an expense claim over its six rows (travel = accommodation + fares + local traffic, the loan deduction negative), whatever the client sent', async () => {
    const acc = await account(1000);
    const person = (await sql<{ id: number }>`select id from person where tenant_id = ${admin.tenant.id} limit 1`.execute(srv.db.system)).rows[0].id;
    const c = ok(
      await srv.call<Rec>(admin, 'erp.ExpenseClaim', 'create', [
        { applicant_id: person, account_id: acc.id, reason: '出差', traffic_cost: '10.1', travel_accommodation: '200.2', travel_fare: '0.1', travel_traffic: '0.2', office_cost: 5, loan_deduction: 100, travel_cost: 1, total_amount: 1 },
      ]),
    );
    expect(c).toMatchObject({ travel_cost: 200.5, total_amount: 115.6 });
    ok(await srv.call(admin, 'erp.ExpenseClaim', 'audit', [c.id]));
    const r = await sql<{ b: string }>`select sum(amount) as b from fin_account_flow where tenant_id = ${admin.tenant.id} and account_id = ${acc.id}`.execute(srv.db.system);
    expect(Number(r.rows[0].b)).toBe(884.4);
  });

  it('compute tax from the rate in percent, draft from an order\'s uninvoiced amount and move it on audit, never beyond', async () => {
    const order = ok(await srv.call<Rec>(admin, 'erp.Sale', 'create', [{ customer_id: customers[0], items: [{ material_id: materials[0], quantity: 1, unit_price: 113 }] }]));
    ok(await srv.call(admin, 'erp.Sale', 'auditByIds', [[order.id]]));
    // tax = total × rate % (113 × 13 % = 14.69), exclude-tax = total − tax
    const draft = ok(await srv.call<Rec>(admin, 'erp.Invoice', 'saleOrderToInvoice', [{ orderId: order.id }]));
    expect(draft).toMatchObject({ sale_order_id: order.id, total_price: 113, tax_rate: '13', tax: 14.69, exclude_tax: 98.31, bill_date: new Date().toISOString().slice(0, 10) });
    const inv = ok(await srv.call<Rec>(admin, 'erp.Invoice', 'create', [{ type_dict: 'SaleInvoice', invoice_no: 'NO1', sale_order_id: order.id, customer_id: customers[0], total_price: '100.01', tax_rate: '13', tax: 0 }]));
    // 100.01 × 13 % = 13.0013 → 13.00; 100.01 − 13.00 = 87.01
    expect(inv).toMatchObject({ tax: 13, exclude_tax: 87.01 });
    ok(await srv.call(admin, 'erp.Invoice', 'audit', [inv.id]));
    expect(await detail('erp.Sale', order.id)).toMatchObject({ invoiced: 100.01, uninvoiced: 12.99 });
    const over = await refusal(srv.call(admin, 'erp.Invoice', 'create', [{ type_dict: 'SaleInvoice', invoice_no: 'NO2', sale_order_id: order.id, total_price: 13, tax_rate: '6' }]));
    expect(over.msg).toContain('超出可开票数量：最多 12.99，本单 13');
    const side = await refusal(srv.call(admin, 'erp.Invoice', 'create', [{ type_dict: 'PurchaseInvoice', invoice_no: 'NO3', sale_order_id: order.id, total_price: 1, tax_rate: '6' }]));
    expect(side.msg).toBe('进项发票不能关联销售订单');
  });
});

describe('limits that are not shared', () => {
  it('an order paid in advance can still be invoiced in full: payments and invoices move different figures', async () => {
    const acc = await account(1000);
    const order = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: suppliers[0], items: [{ material_id: materials[0], quantity: 10, unit_price: 10 }] }]));
    ok(await srv.call(admin, 'erp.Purchase', 'commit', [order.id]));
    ok(await srv.call(admin, 'erp.Purchase', 'audit', [order.id]));
    const advance = ok(await srv.call<Rec>(admin, 'erp.Payment', 'create', [{ supplier_id: suppliers[0], account_id: acc.id, items: [{ purchase_id: order.id, amount: 30 }] }]));
    ok(await srv.call(admin, 'erp.Payment', 'audit', [advance.id]));
    const draft = ok(await srv.call<Rec>(admin, 'erp.Invoice', 'purchaseOrderToInvoice', [{ orderId: order.id }]));
    expect(draft.total_price).toBe(100);
    const inv = ok(await srv.call<Rec>(admin, 'erp.Invoice', 'create', [{ type_dict: 'PurchaseInvoice', invoice_no: `P${Date.now()}`, purchase_order_id: order.id, supplier_id: suppliers[0], total_price: 100, tax_rate: '13' }]));
    ok(await srv.call(admin, 'erp.Invoice', 'audit', [inv.id]));
    expect(await detail('erp.Purchase', order.id)).toMatchObject({ settled: 30, invoiced: 100, uninvoiced: 0, pending_pay: 70 });
  });
});

describe('who may', () => {
  it('keeps other tenants out and needs the page\'s functions', async () => {
    const acc = await account();
    const i = ok(await srv.call<Rec>(admin, 'erp.Income', 'create', [{ customer_id: customers[0], account_id: acc.id, items: [{ amount: 1 }] }]));
    const acme = await srv.session('acme', 'admin');
    expect((await srv.call(acme, 'erp.Income', 'detail', [i.id])).json.code).toBe(11);
    // a read-only role reads it within its data scope (钱伟: OrganWithChildren) …
    const viewer = await srv.session('demo', 'qianwei');
    expect((await srv.call(viewer, 'erp.Income', 'detail', [i.id])).json.code).toBe(200);
    // … and not outside it (赵磊: Self — the administrator made it)
    expect((await srv.call(await srv.session('demo', 'zhaolei'), 'erp.Income', 'detail', [i.id])).json.code).toBe(11);
    expect((await srv.call(viewer, 'erp.Income', 'create', [{ customer_id: customers[0], account_id: acc.id, items: [{ amount: 1 }] }])).json.code).toBe(4003);
    expect((await srv.call(viewer, 'erp.Payment', 'audit', [i.id])).json.code).toBe(4003);
  });
});

describe('the invoice helper', () => {
  it('lists invoices by datax.MetaDynamic/summaryPage 20 at a time, and a supplier\'s open arrivals', async () => {
    const a = await auditedArrival(suppliers[1]);
    const page = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'FinInvoice', filterMap: {}, fuzzyMap: {}, page: 1, pageSize: 20 }]));
    expect(page.pageSize).toBe(20);
    const open = ok(await srv.call<RecordPage>(admin, 'erp.PurchaseArrival', 'summaryPage', [{ filterMap: { supplier_id: suppliers[1], status_dict: ['Saved', 'Commit', 'Audit', 'DeApproval'] }, page: 1, pageSize: 20 }]));
    expect(open.itemList.map((r) => r.id)).toContain(a.id);
    expect(open.itemList.every((r: Rec) => r.supplier_id.id === suppliers[1])).toBe(true);
  });
});

describe('the pages\' field defaults', () => {
  it('are stored under the member the form reads: a dictionary default as dictValue, a date\'s today as normalValue', async () => {
    const page = ok(await srv.call<{ fields: Array<{ code: string; block: string; defaultValue: string | null }> }>(admin, 'portal.MenuAlloc', 'getPageDetailByUrl', ['finance/InvoiceDetail', admin.role.id]));
    const form = (code: string) => page.fields.find((f) => f.code === code && f.block === 'Form')?.defaultValue;
    expect(JSON.parse(form('tax_rate') ?? 'null')).toEqual({ dictValue: '13' });
    expect(JSON.parse(form('bill_date') ?? 'null')).toEqual({ normalValue: '$today' });
  });
});
