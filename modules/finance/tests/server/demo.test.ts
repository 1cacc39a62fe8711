// The document demo of the demo tenant (purchase, sale and finance server/demo/) on a real
// database, as a user would find it after the first start: every stored figure is what the
// engine computes, every progress figure is the sum of its audited targets (orders finished
// exactly where everything arrived or went out), every converted document has its receipt path,
// every month of the year has documents, the next number a user draws does not collide, and the
// accounts hold what the documents say (never below zero, the frozen one untouched since).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinEntities, entityByCode } from '../../../../server/modules/catalogue';
import { seedPurchaseDemo } from '../../../purchase/server/demo';
import { seedSaleDemo } from '../../../sale/server/demo';
import { computeRecord, type Row } from '../../../../schemas/compute/record';
import type { EntityDef } from '../../../../schemas/entities/define';
import type { Session } from '../../../../schemas/rpc/portal';
import { builtinModel } from '../../../../server/records/model';
import { selectRecords } from '../../../../server/records/query';
import { attachChildren, toRecord } from '../../../../server/records/read';
import { type AnyRecord, fileServer, ok } from '../../../../tests/kit';
import { type FinanceDemo, seedFinanceDemo } from '../../server/demo';

const DEMO = '00000002';
const LIVE = `('Audit', 'Finish', 'Manual')`;
const SERVICES: Record<string, string> = {
  PurchaseOrder: 'erp.Purchase',
  PurchaseArrival: 'erp.PurchaseArrival',
  PurchaseReject: 'erp.PurchaseReject',
  SaleOrder: 'erp.Sale',
  SaleDelivery: 'erp.SaleDelivery',
  SaleReject: 'erp.SaleReject',
  FinIncome: 'erp.Income',
  FinPayment: 'erp.Payment',
  FinWriteOff: 'erp.WriteOff',
  FinOtherIncome: 'erp.OtherIncome',
  FinOtherPayment: 'erp.OtherPayment',
  FinTransfer: 'erp.Transfer',
  ExpenseClaim: 'erp.ExpenseClaim',
  FinInvoice: 'erp.Invoice',
};
const DOCUMENTS = Object.keys(SERVICES);

const srv = await fileServer();
let admin: Session;
/** what the finance demo said it left in the accounts (when this file ran the demo itself) */
let summary: FinanceDemo | undefined;
let seedMs = 0;
type Rec = AnyRecord;

// biome-ignore lint/suspicious/noExplicitAny: raw rows
const q = async <T = any>(text: ReturnType<typeof sql>) => (await (text as ReturnType<typeof sql<T>>).execute(srv.db.system)).rows as T[];

beforeAll(async () => {
  const db = srv.db.system;
  const [{ n }] = (await sql<{ n: number }>`select count(*)::int as n from erp_purchase where tenant_id = ${DEMO}`.execute(db)).rows;
  if (n < 100) {
    // not wired into the first start (yet): run the three demos as the seed does, in one transaction
    const t0 = performance.now();
    await db.transaction().execute(async (trx) => {
      const tenant = await trx.selectFrom('tenant').select(['id', 'code']).where('id', '=', DEMO).executeTakeFirstOrThrow();
      const organ = await trx.selectFrom('organ').select('id').where('tenant_id', '=', DEMO).orderBy('id').executeTakeFirstOrThrow();
      const user = await trx.selectFrom('app_user').select(['id', 'name']).where('tenant_id', '=', DEMO).orderBy('id').executeTakeFirstOrThrow();
      const ctx = { db: trx, tenant: { id: tenant.id, code: tenant.code }, organId: Number(organ.id), creator: { id: Number(user.id), name: user.name } };
      await seedPurchaseDemo(ctx);
      await seedSaleDemo(ctx);
      await seedFinanceDemo(ctx, (demo) => (summary = demo));
    });
    seedMs = performance.now() - t0;
    await sql`analyze`.execute(db);
  }
  admin = await srv.session('demo', 'admin');
}, 180_000);

describe('the document demo', () => {
  it('has a year of documents of every kind, in realistic numbers', async () => {
    const count = async (table: string, where = sql``) =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where tenant_id = ${DEMO} ${where}`.execute(srv.db.system)).rows[0].n;
    const counts = {
      purchase: await count('erp_purchase'),
      purchaseLines: await count('erp_purchase_item'),
      arrivals: await count('erp_purchase_arrival'),
      purchaseReturns: await count('erp_purchase_reject'),
      sales: await count('erp_sale'),
      saleLines: await count('erp_sale_item'),
      deliveries: await count('erp_sale_delivery'),
      saleReturns: await count('erp_sale_reject'),
      receipts: await count('fin_income'),
      payments: await count('fin_payment'),
      writeOffs: await count('fin_write_off'),
      claims: await count('fin_expense_claim'),
      invoices: await count('fin_invoice'),
      transfers: await count('fin_transfer'),
      accounts: await count('fin_account'),
    };
    console.info(`document demo${seedMs ? ` (seeded here in ${seedMs.toFixed(0)} ms)` : ''}:`, JSON.stringify(counts));
    expect(counts.purchase).toBeGreaterThanOrEqual(1400);
    expect(counts.purchase).toBeLessThanOrEqual(1600);
    expect(counts.purchaseLines / counts.purchase).toBeGreaterThan(2);
    expect(counts.sales).toBeGreaterThanOrEqual(2400);
    expect(counts.sales).toBeLessThanOrEqual(2600);
    expect(counts.arrivals).toBeGreaterThan(counts.purchase * 0.8);
    expect(counts.deliveries).toBeGreaterThan(counts.sales * 0.8);
    expect(counts.purchaseReturns).toBeGreaterThanOrEqual(40);
    expect(counts.purchaseReturns).toBeLessThanOrEqual(80);
    expect(counts.saleReturns).toBeGreaterThanOrEqual(70);
    expect(counts.saleReturns).toBeLessThanOrEqual(130);
    expect(counts.claims).toBeGreaterThanOrEqual(140);
    expect(counts.claims).toBeLessThanOrEqual(160);
    expect(counts.writeOffs).toBeGreaterThan(0);
    expect(counts.transfers).toBeGreaterThan(0);
    expect(counts.accounts).toBeGreaterThanOrEqual(4);
    expect(counts.accounts).toBeLessThanOrEqual(6);
    // most old documents audited or finished, recent ones mixed
    const old = await q<{ live: number; all: number }>(sql`select count(*) filter (where status_dict in ${sql.raw(LIVE)})::int as live, count(*)::int as "all"
      from erp_sale where tenant_id = ${DEMO} and bill_date < current_date - 30`);
    expect(old[0].live / old[0].all).toBeGreaterThan(0.95);
    const recent = await q<{ s: string }>(sql`select distinct status_dict as s from erp_purchase where tenant_id = ${DEMO} and bill_date >= current_date - 6`);
    expect(recent.map((x) => x.s)).toEqual(expect.arrayContaining(['Saved', 'Commit', 'Audit']));
    // a few big customers, many small
    const share = await q<{ top: string }>(sql`select (sum(real_price) filter (where rk <= 5)) / sum(real_price) as top
      from (select customer_id, sum(real_price) as real_price, rank() over (order by sum(real_price) desc) as rk from erp_sale where tenant_id = ${DEMO} group by customer_id) c`);
    expect(Number(share[0].top)).toBeGreaterThan(0.2);
    expect(Number(share[0].top)).toBeLessThan(0.8);
  });

  it('stores every computed figure exactly as the engine computes it, and a save without changes moves none', async () => {
    const tenantDb = srv.db.forTenant(DEMO);
    const mismatches: string[] = [];
    const same = (a: unknown, b: unknown) => (a === null || a === undefined ? b === null || b === undefined : typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : a === b);
    for (const code of DOCUMENTS) {
      const model = builtinModel(code)!;
      const def = model.def;
      const rows = await selectRecords(tenantDb, model).orderBy('t.id').execute();
      expect(rows.length, code).toBeGreaterThan(0);
      const recs = rows.map((r: Row) => toRecord(model, r, 'zh_CN'));
      await attachChildren(tenantDb, model, recs);
      for (const rec of recs as Rec[]) {
        const header: Row = structuredClone(rec);
        const children: Record<string, Row[]> = {};
        for (const key of Object.keys(def.children ?? {})) children[key] = header[key] as Row[];
        computeRecord(def, header, children);
        for (const a of def.attrs) if (a.compute && !same(rec[a.code], header[a.code])) mismatches.push(`${code} ${rec.code}.${a.code}: stored ${rec[a.code]}, computed ${header[a.code]}`);
        for (const [key, child] of Object.entries(def.children ?? {}))
          (rec[key] as Row[]).forEach((line, i) => {
            for (const a of child.attrs) if (a.compute && !same(line[a.code], children[key][i][a.code])) mismatches.push(`${code} ${rec.code}.${key}[${i}].${a.code}: stored ${line[a.code]}, computed ${children[key][i][a.code]}`);
          });
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);

    // a save with no changes (a deterministic sample of drafts of each kind) answers the same figures
    const figures = (def: EntityDef, r: Rec) => ({
      head: Object.fromEntries(def.attrs.filter((a) => a.column === 'numeric' || a.compute || a.maintained).map((a) => [a.code, r[a.code] && typeof r[a.code] === 'object' ? r[a.code].id : r[a.code]])),
      lines: Object.fromEntries(Object.keys(def.children ?? {}).map((k) => [k, (r[k] as Rec[]).map((l) => Object.fromEntries(def.children![k].attrs.filter((a) => a.column === 'numeric').map((a) => [a.code, l[a.code]])))])),
    });
    let saved = 0;
    for (const code of DOCUMENTS) {
      const def = entityByCode(code)!;
      const drafts = await q<{ id: number }>(sql`select id from ${sql.table(def.table)} where tenant_id = ${DEMO} and status_dict = 'Saved' order by id limit 2`);
      for (const { id } of drafts) {
        const before = ok(await srv.call<Rec>(admin, SERVICES[code], 'detail', [id]));
        const after = ok(await srv.call<Rec>(admin, SERVICES[code], 'modify', [{ id, version: before.version }]));
        expect(figures(def, after), `${code} ${before.code}`).toEqual(figures(def, before));
        saved++;
      }
    }
    expect(saved).toBeGreaterThan(6);
  });

  it('moves every progress figure by exactly its audited targets, and finishes orders exactly where everything is done', async () => {
    const off = async (label: string, query: ReturnType<typeof sql>) => {
      const rows = await q(query);
      expect(rows.slice(0, 5), label).toEqual([]);
    };
    // goods: order lines ← arrival / delivery lines; arrival / delivery lines ← return lines
    for (const [label, source, target, via, progress] of [
      ['arrived', 'erp_purchase_item', 'erp_purchase_arrival', 'order_item_id', 'arrived_qty'],
      ['delivered', 'erp_sale_item', 'erp_sale_delivery', 'order_item_id', 'delivered_qty'],
      ['returned (purchase)', 'erp_purchase_arrival_item', 'erp_purchase_reject', 'arrival_item_id', 'returned_qty'],
      ['returned (sale)', 'erp_sale_delivery_item', 'erp_sale_reject', 'delivery_item_id', 'returned_qty'],
    ] as const) {
      await off(
        label,
        sql`select s.id, s.${sql.ref(progress)} as progress, coalesce(t.done, 0) as done, s.quantity, coalesce(t.live, 0) as live
          from ${sql.table(source)} s
          left join (select l.${sql.ref(via)} as via, sum(l.quantity) filter (where h.status_dict in ${sql.raw(LIVE)}) as done,
                            sum(l.quantity) filter (where h.status_dict <> 'Repeal') as live
                       from ${sql.table(`${target}_item`)} l join ${sql.table(target)} h on h.id = l.owner_id
                      where l.tenant_id = ${DEMO} group by 1) t on t.via = s.id
         where s.tenant_id = ${DEMO} and (s.${sql.ref(progress)} <> coalesce(t.done, 0) or coalesce(t.live, 0) > s.quantity)`,
      );
    }
    // money: deliveries and arrivals ← receipt / payment / write-off lines; orders ← advances and invoices
    const settled = (table: string, via: string, sources: Array<[string, string]>) => {
      const parts = sources.map(([t, measure]) => sql`select l.${sql.ref(via)} as via, case when h.status_dict in ${sql.raw(LIVE)} then l.${sql.ref(measure)} else 0 end as done,
          case when h.status_dict <> 'Repeal' then l.${sql.ref(measure)} else 0 end as live
        from ${sql.table(`${t}_item`)} l join ${sql.table(t)} h on h.id = l.owner_id where l.tenant_id = ${DEMO} and l.${sql.ref(via)} is not null`);
      return sql`select s.id, s.settled, t.done from ${sql.table(table)} s
        left join (select via, sum(done) as done, sum(live) as live from (${sql.join(parts, sql` union all `)}) u group by via) t on t.via = s.id
        where s.tenant_id = ${DEMO} and (s.settled <> coalesce(t.done, 0) or coalesce(t.live, 0) > ${sql.ref(table === 'erp_purchase' ? 'real_price' : table === 'erp_sale_delivery' ? 'receivable' : 'payable')})`;
    };
    await off('delivery settled', settled('erp_sale_delivery', 'delivery_id', [['fin_income', 'amount'], ['fin_write_off', 'amount']]));
    await off('arrival settled', settled('erp_purchase_arrival', 'arrival_id', [['fin_payment', 'amount'], ['fin_write_off', 'amount']]));
    await off('order settled', settled('erp_purchase', 'purchase_id', [['fin_payment', 'amount']]));
    for (const [table, via] of [['erp_sale', 'sale_order_id'], ['erp_purchase', 'purchase_order_id']] as const) {
      await off(
        `${table} invoiced`,
        sql`select s.id, s.invoiced, t.done from ${sql.table(table)} s
          left join (select ${sql.ref(via)} as via, sum(total_price) filter (where status_dict in ${sql.raw(LIVE)}) as done, sum(total_price) filter (where status_dict <> 'Repeal') as live
                       from fin_invoice where tenant_id = ${DEMO} group by 1) t on t.via = s.id
         where s.tenant_id = ${DEMO} and (s.invoiced <> coalesce(t.done, 0) or coalesce(t.live, 0) > s.real_price)`,
      );
    }
    // money taken or paid with the document itself
    await off('paid on delivery', sql`select d.id from erp_sale_delivery d where d.tenant_id = ${DEMO} and d.paid_on_delivery <> coalesce((select sum(amount) from erp_sale_delivery_pay p where p.tenant_id = ${DEMO} and p.owner_id = d.id), 0)`);
    await off('paid on arrival', sql`select a.id from erp_purchase_arrival a where a.tenant_id = ${DEMO} and a.paid_on_arrival <> coalesce((select sum(amount) from erp_purchase_arrival_pay p where p.tenant_id = ${DEMO} and p.owner_id = a.id), 0)`);
    // Finish exactly where every line reached its quantity (Audit orders are open, Manual ones were closed by hand)
    for (const [table, progress] of [['erp_purchase', 'arrived_qty'], ['erp_sale', 'delivered_qty']] as const) {
      await off(
        `${table} finished`,
        sql`select h.id, h.status_dict from ${sql.table(table)} h
          where h.tenant_id = ${DEMO} and h.status_dict in ('Audit', 'Finish')
            and (h.status_dict = 'Finish') <> (select bool_and(l.${sql.ref(progress)} >= l.quantity) from ${sql.table(`${table}_item`)} l where l.tenant_id = ${DEMO} and l.owner_id = h.id)`,
      );
      const finished = await q<{ n: number }>(sql`select count(*)::int as n from ${sql.table(table)} where tenant_id = ${DEMO} and status_dict = 'Finish'`);
      expect(finished[0].n).toBeGreaterThan(500);
      // documents made from an order exist only where it was audited
      await off(`${table} sources`, sql`select h.id from ${sql.table(table)} h where h.tenant_id = ${DEMO} and h.status_dict not in ${sql.raw(LIVE)}
        and exists (select 1 from receipt_path p where p.tenant_id = ${DEMO} and p.source_id = h.id)`);
    }
    // a delivery's return status follows its returned quantities
    const partly = await q<{ n: number }>(sql`select count(*)::int as n from erp_sale_delivery where tenant_id = ${DEMO} and reject_status <> 'UnReject'`);
    expect(partly[0].n).toBeGreaterThan(20);
  });

  it('records the receipt path of every converted document', async () => {
    const missing: string[] = [];
    for (const def of builtinEntities()) {
      for (const link of def.links ?? []) {
        const target = link.child ? def.children![link.child].table : def.table;
        const owner = link.child ? 'owner_id' : 'id';
        const source = entityByCode(link.source.entity)!;
        const sourceDoc = link.source.child ? sql`(select owner_id from ${sql.table(source.children![link.source.child].table)} s where s.tenant_id = ${DEMO} and s.id = t.${sql.ref(link.via)})` : sql`t.${sql.ref(link.via)}`;
        const expected = sql`select distinct t.${sql.ref(owner)} as target_id, ${sourceDoc} as source_id from ${sql.table(target)} t where t.tenant_id = ${DEMO} and t.${sql.ref(link.via)} is not null`;
        const lost = await q(sql`select e.* from (${expected}) e where not exists (select 1 from receipt_path p
          where p.tenant_id = ${DEMO} and p.link_code = ${link.code} and p.target_id = e.target_id and p.source_id = e.source_id)`);
        const extra = await q(sql`select p.target_id, p.source_id from receipt_path p where p.tenant_id = ${DEMO} and p.link_code = ${link.code}
          and not exists (select 1 from (${expected}) e where e.target_id = p.target_id and e.source_id = p.source_id)`);
        const made = await q<{ n: number }>(sql`select count(*)::int as n from ${sql.table(target)} t where t.tenant_id = ${DEMO} and t.${sql.ref(link.via)} is not null`);
        if (lost.length || extra.length) missing.push(`${link.code}: ${lost.length} missing, ${extra.length} without a document`);
        if (!made[0].n) missing.push(`${link.code}: no document made this way`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has documents in every month of the last twelve', async () => {
    const [{ today }] = await q<{ today: string }>(sql`select to_char((now() at time zone 'utc')::date, 'YYYY-MM') as today`);
    const months = Array.from({ length: 12 }, (_, i) => {
      const d = new Date(`${today}-01T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - i);
      return d.toISOString().slice(0, 7);
    });
    // orders and the monthly expenses every month; what follows orders (arrivals, deliveries) and
    // what follows them by a payment term (receipts, payments, invoices) in every month between the
    // first (only its later days are in the year) and the current one
    const every = { erp_purchase: 'bill_date', erp_sale: 'bill_date', fin_other_payment: 'bill_date' };
    const between = { erp_purchase_arrival: 'arrival_date', erp_sale_delivery: 'bill_date', fin_income: 'bill_date', fin_payment: 'bill_date', fin_other_income: 'bill_date', fin_expense_claim: 'bill_date', fin_invoice: 'bill_date' };
    for (const [set, list] of [[every, months], [between, months.slice(1, 11)]] as const) {
      for (const [table, col] of Object.entries(set)) {
        const found = await q<{ m: string }>(sql`select distinct to_char(${sql.ref(col)}, 'YYYY-MM') as m from ${sql.table(table)} where tenant_id = ${DEMO}`);
        const have = new Set(found.map((f) => f.m));
        expect(list.filter((m) => !have.has(m)), table).toEqual([]);
      }
    }
  });

  it('gives a new purchase order the number after the demo\'s last one of the day', async () => {
    // the demo's last day has orders numbered by it; a run past midnight starts the new day at 0001
    const [{ seedDay }] = await q<{ seedDay: string }>(sql`select to_char(max(bill_date), 'YYYYMMDD') as "seedDay" from erp_purchase where tenant_id = ${DEMO}`);
    const [{ ofSeedDay }] = await q<{ ofSeedDay: string | null }>(sql`select max(code) as "ofSeedDay" from erp_purchase where tenant_id = ${DEMO} and code like ${`CG${seedDay}%`}`);
    expect(ofSeedDay).not.toBeNull();
    const [{ today }] = await q<{ today: string }>(sql`select to_char((now() at time zone 'utc')::date, 'YYYYMMDD') as today`);
    const last = today === seedDay ? ofSeedDay : `CG${today}0000`;
    const [supplier] = await q<{ id: number }>(sql`select id from mdm_supplier where tenant_id = ${DEMO} order by id limit 1`);
    const [material] = await q<{ id: number }>(sql`select id from mdm_material where tenant_id = ${DEMO} order by id limit 1`);
    const po = ok(await srv.call<Rec>(admin, 'erp.Purchase', 'create', [{ supplier_id: supplier.id, items: [{ material_id: material.id, quantity: 3, unit_price: '12.5' }] }]));
    expect(po.code).toBe(`CG${today}${String(Number(last!.slice(-4)) + 1).padStart(4, '0')}`);
    const clash = await q<{ n: number }>(sql`select count(*)::int as n from erp_purchase where tenant_id = ${DEMO} and code = ${po.code}`);
    expect(clash[0].n).toBe(1);
  });

  it('leaves in each account what its documents say: never below zero, nothing moved after a freeze', async () => {
    const flow = await q<{ account_id: number; code: string; state: string; remark: string | null; balance: string; lowest: string | null }>(sql`
      select a.id as account_id, a.code, a.state, a.remark, coalesce(sum(f.amount), 0) as balance,
             (select min(closing) from (select sum(sum(g.amount)) over (order by g.bill_date) as closing
                                          from fin_account_flow g where g.tenant_id = ${DEMO} and g.account_id = a.id group by g.bill_date) c) as lowest
        from fin_account a left join fin_account_flow f on f.tenant_id = a.tenant_id and f.account_id = a.id
       where a.tenant_id = ${DEMO} group by a.tenant_id, a.id order by a.id`);
    // the same from the documents themselves
    const byDocs = await q<{ account_id: number; balance: string }>(sql`
      select a.id as account_id, a.initial_amount
        + coalesce((select sum(total_amount) from fin_income x where x.tenant_id = ${DEMO} and x.account_id = a.id and x.status_dict in ${sql.raw(LIVE)}), 0)
        + coalesce((select sum(total_amount) from fin_other_income x where x.tenant_id = ${DEMO} and x.account_id = a.id and x.status_dict in ${sql.raw(LIVE)}), 0)
        - coalesce((select sum(total_amount) from fin_payment x where x.tenant_id = ${DEMO} and x.account_id = a.id and x.status_dict in ${sql.raw(LIVE)}), 0)
        - coalesce((select sum(total_amount) from fin_other_payment x where x.tenant_id = ${DEMO} and x.account_id = a.id and x.status_dict in ${sql.raw(LIVE)}), 0)
        - coalesce((select sum(total_amount) from fin_expense_claim x where x.tenant_id = ${DEMO} and x.account_id = a.id and x.status_dict in ${sql.raw(LIVE)}), 0)
        + coalesce((select sum(amount) from fin_transfer x where x.tenant_id = ${DEMO} and x.in_account_id = a.id and x.status_dict in ${sql.raw(LIVE)}), 0)
        - coalesce((select sum(total_out) from fin_transfer x where x.tenant_id = ${DEMO} and x.out_account_id = a.id and x.status_dict in ${sql.raw(LIVE)}), 0)
        + coalesce((select sum(p.amount) from erp_sale_delivery_pay p join erp_sale_delivery d on d.id = p.owner_id where p.tenant_id = ${DEMO} and p.account_id = a.id and d.status_dict in ${sql.raw(LIVE)}), 0)
        - coalesce((select sum(p.amount) from erp_purchase_arrival_pay p join erp_purchase_arrival d on d.id = p.owner_id where p.tenant_id = ${DEMO} and p.account_id = a.id and d.status_dict in ${sql.raw(LIVE)}), 0) as balance
        from fin_account a where a.tenant_id = ${DEMO} order by a.id`);
    expect(flow.map((f) => [f.code, Number(f.balance)])).toEqual(flow.map((f, i) => [f.code, Number(byDocs[i].balance)]));
    if (summary) expect(flow.map((f) => [f.code, Number(f.balance).toFixed(2)])).toEqual(summary.accounts.map((a) => [a.code, a.balance]));
    for (const f of flow) expect(Number(f.lowest ?? 0), `${f.code} at its lowest`).toBeGreaterThanOrEqual(0);
    const [defaults] = await q<{ n: number }>(sql`select count(*)::int as n from fin_account where tenant_id = ${DEMO} and is_default`);
    expect(defaults.n).toBe(1);
    const frozen = flow.filter((f) => f.state === 'Freeze');
    expect(frozen).toHaveLength(1);
    const since = /^\d{4}-\d{2}-\d{2}/.exec(frozen[0].remark ?? '')?.[0];
    expect(since).toBeDefined();
    const moves = await q<{ n: number; before: number }>(sql`select count(*) filter (where bill_date >= ${since}::date)::int as n, count(*) filter (where bill_date < ${since}::date and doc_type <> 'Opening')::int as before
      from fin_account_flow where tenant_id = ${DEMO} and account_id = ${frozen[0].account_id}`);
    expect(moves[0]).toMatchObject({ n: 0 });
    expect(moves[0].before).toBeGreaterThan(0);
    // drafts do not name it after its freeze either (they could never be audited)
    for (const [table, col] of [['fin_income', 'account_id'], ['fin_payment', 'account_id'], ['fin_other_income', 'account_id'], ['fin_other_payment', 'account_id'], ['fin_expense_claim', 'account_id']] as const) {
      const late = await q(sql`select id from ${sql.table(table)} where tenant_id = ${DEMO} and ${sql.ref(col)} = ${frozen[0].account_id} and bill_date >= ${since}::date`);
      expect(late, table).toEqual([]);
    }
  });
});
