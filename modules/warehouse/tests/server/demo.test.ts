// The warehouse demo of the demo tenant (modules/warehouse/server/demo) on a real database, as a
// user finds it after the first start: areas and positions in every warehouse; entries made from
// the audited purchase arrivals and deliveries made from the audited sale deliveries, with the
// month's production output in between; the stock ledger holding exactly what the audited
// documents moved, balances equal to its sums and never below zero at any moment, moving averages
// that hold the stock; the arrivals' entered and the sale deliveries' issued quantities; the
// receipt paths; and a seeded delivery and entry un-audited and audited again through the engine.
// The seed itself is run again here (in a transaction rolled back) to time it.
import { sql } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { fileServer, ok } from '../../../../tests/kit';
import { seedWarehouseDemo } from '../../server/demo';
import { seedWarehouseDocumentsDemo } from '../../server/demo/documents';

const DEMO = '00000002';
const ACME_CODE = 'acme';
const LIVE = sql.raw(`('Audit', 'Finish', 'Manual')`);
const AUTOMATIC = sql.raw(`('Automatic3d', 'AutomaticIntensive')`);
/**
 * The warehouses this seed lays out: all of the tenant's but the line-side warehouse (WH07), which the
 * workshop logistics demo adds after this seed with its own areas, positions and delivery applies.
 */
const OWN_WAREHOUSES = sql.raw(`(select id from mdm_warehouse where tenant_id = '${DEMO}' and code <> 'WH07')`);
/** the documents of the second demo step (server/demo/documents.ts) */
const DOCUMENT_TABLES = ['wms_delivery_apply', 'wms_delivery_raw', 'wms_simple_entry', 'wms_put_on', 'wms_stack'];

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;

// biome-ignore lint/suspicious/noExplicitAny: raw rows
const q = async <T = any>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<T>>).execute(srv.db.system)).rows as T[];
const none = async (label: string, query: ReturnType<typeof sql>) => expect((await q(query)).slice(0, 5), label).toEqual([]);

/** What the demo made, counted. */
const counts = async (db = srv.db.system) => {
  const n = async (table: string, where = sql``) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where tenant_id = ${DEMO} ${where}`.execute(db)).rows[0].n;
  return {
    areas: await n('wms_area', sql`and warehouse_id in ${OWN_WAREHOUSES}`),
    positions: await n('wms_position', sql`and warehouse_id in ${OWN_WAREHOUSES}`),
    entries: await n('wms_entry'),
    entryLines: await n('wms_entry_item'),
    productionEntries: await n('wms_entry', sql`and entry_type = 'Production'`),
    deliveries: await n('wms_delivery'),
    deliveryLines: await n('wms_delivery_item'),
    // the warehouse's own (the production demo's feedings and outputs move stock too, after this seed)
    ledgerRows: await n('stock_ledger', sql`and doc_entity not like 'Production%'`),
    balances: await n('stock_balance', sql`and exists (select 1 from stock_ledger l where l.tenant_id = stock_balance.tenant_id and l.doc_entity not like 'Production%'
      and l.material_id = stock_balance.material_id and l.warehouse_id = stock_balance.warehouse_id and l.position_id is not distinct from stock_balance.position_id
      and l.batch_no is not distinct from stock_balance.batch_no and l.container_code is not distinct from stock_balance.container_code and l.project is not distinct from stock_balance.project)`),
    ...Object.fromEntries(await Promise.all(DOCUMENT_TABLES.map(async (t) => [t, await n(t)] as const))),
    // what the month starts brought in (material, quantity, batch of every line): as many documents is not enough
    monthOutput: (
      await sql<{ f: string }>`select md5(coalesce(string_agg(i.material_id || ' ' || i.quantity || ' ' || i.batch_no, ',' order by i.batch_no, i.material_id, i.quantity), '')) as f
        from wms_entry e join wms_entry_item i on i.tenant_id = e.tenant_id and i.owner_id = e.id where e.tenant_id = ${DEMO} and e.entry_type in ('Production', 'Other')`.execute(db)
    ).rows[0].f,
  };
};

/** The seed run again on the seeded database (its own rows taken away first) in a transaction that is rolled back. */
async function timeTheSeed(): Promise<{ ms: number; made: Awaited<ReturnType<typeof counts>> }> {
  class Rollback extends Error {}
  let out: { ms: number; made: Awaited<ReturnType<typeof counts>> } | null = null;
  try {
    await srv.db.system.transaction().execute(async (trx) => {
      const tenant = await trx.selectFrom('tenant').select(['id', 'code']).where('id', '=', DEMO).executeTakeFirstOrThrow();
      const organ = await trx.selectFrom('organ').select('id').where('tenant_id', '=', DEMO).orderBy('id').executeTakeFirstOrThrow();
      const user = await trx.selectFrom('app_user').select(['id', 'name']).where('tenant_id', '=', DEMO).orderBy('id').executeTakeFirstOrThrow();
      // the first seed's day (its newest purchase orders): a run crossing midnight seeds the same year again
      const [{ today }] = (await sql<{ today: string }>`select to_char(max(bill_date), 'YYYY-MM-DD') as today from erp_purchase where tenant_id = ${DEMO}`.execute(trx)).rows;
      for (const table of ['stock_ledger', 'stock_balance', 'stock_price', 'wms_delivery', 'wms_entry', 'wms_transfer', 'wms_count', ...DOCUMENT_TABLES]) await sql`delete from ${sql.table(table)} where tenant_id = ${DEMO}`.execute(trx);
      // the demo's pallets (stacking) go with their stacks
      await sql`update barcode_barcode set parent_id = null where tenant_id = ${DEMO} and parent_id in (select id from barcode_barcode where tenant_id = ${DEMO} and code like 'TP-DEMO-%')`.execute(trx);
      await sql`delete from barcode_barcode where tenant_id = ${DEMO} and code like 'TP-DEMO-%'`.execute(trx);
      // the robots' automatic area is the robot demo's (robot/server/demo.ts), not this seed's: it stays
      await sql`delete from wms_robot_task where tenant_id = ${DEMO}`.execute(trx);
      await sql`delete from wms_position where tenant_id = ${DEMO} and position_type not in ${AUTOMATIC} and warehouse_id in ${OWN_WAREHOUSES}`.execute(trx);
      await sql`delete from wms_area a where tenant_id = ${DEMO} and not exists (select 1 from wms_position p where p.tenant_id = a.tenant_id and p.area_id = a.id)`.execute(trx);
      await sql`delete from receipt_path where tenant_id = ${DEMO} and link_code in ('arrivalToEntry', 'saleToWmsDelivery')`.execute(trx);
      await sql`update erp_purchase_arrival_item set entered_qty = 0 where tenant_id = ${DEMO}`.execute(trx);
      await sql`update erp_sale_delivery_item set issued_qty = 0 where tenant_id = ${DEMO}`.execute(trx);
      const t0 = performance.now();
      const seed = { db: trx, tenant: { id: tenant.id, code: tenant.code }, organId: Number(organ.id), creator: { id: Number(user.id), name: user.name }, today };
      await seedWarehouseDemo(seed);
      await seedWarehouseDocumentsDemo(seed);
      out = { ms: performance.now() - t0, made: await counts(trx) };
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
  return out!;
}

beforeAll(async () => {
}, 180_000);

describe('the warehouse demo', () => {
  it('gives every document page of the warehouse something real: applies issued in full and in part, raw deliveries, quick entries, a put-on from the receiving place, a stack', async () => {
    const status = async (table: string) => Object.fromEntries((await q<{ s: string; n: number }>(sql`select status_dict as s, count(*)::int as n from ${sql.table(table)} where tenant_id = ${DEMO} group by 1`)).map((r) => [r.s, r.n]));
    // (the workshop logistics demo's material calls add applies after this seed: its own come first)
    const applies = await status('wms_delivery_apply');
    expect([applies.Audit >= 2, applies.Saved >= 1]).toEqual([true, true]);
    const raw = await status('wms_delivery_raw');
    expect([raw.Audit >= 1, raw.Saved >= 1]).toEqual([true, true]);
    expect(await status('wms_simple_entry')).toEqual({ Audit: 2, Saved: 1 });
    expect(await status('wms_put_on')).toEqual({ Audit: 1, Saved: 1 });
    expect(await status('wms_stack')).toEqual({ Audit: 1, Saved: 1 });
    const issued = await q<{ remark: string; qty: string; issued: string }>(sql`select a.remark, sum(i.quantity)::text as qty, sum(i.issued_qty)::text as issued
      from wms_delivery_apply a join wms_delivery_apply_item i on i.tenant_id = a.tenant_id and i.owner_id = a.id where a.tenant_id = ${DEMO} and a.status_dict = 'Audit' group by a.id, a.remark order by a.id limit 2`);
    expect(issued.map((r) => Number(r.issued) > 0 && Number(r.issued) < Number(r.qty))).toEqual([true, false]);
    expect(Number(issued[1].issued)).toBe(Number(issued[1].qty));
    // the put-on took the goods from the receiving place (no position) onto a position now in use
    const [put] = await q<{ source: number; status: string; total: string }>(sql`select i.source_position_id::int as source, p.position_status as status, b.total::text as total
      from wms_put_on o join wms_put_on_item i on i.tenant_id = o.tenant_id and i.owner_id = o.id join wms_position p on p.tenant_id = o.tenant_id and p.id = i.to_position_id
      join stock_balance b on b.tenant_id = o.tenant_id and b.position_id = p.id and b.batch_no = i.batch_no where o.tenant_id = ${DEMO} and o.status_dict = 'Audit'`);
    expect([put.source, put.status, Number(put.total)]).toEqual([0, 'Used', 20]);
    const [stacked] = await q<{ n: number }>(sql`select count(*)::int as n from barcode_barcode b join barcode_barcode c on c.tenant_id = b.tenant_id and c.id = b.parent_id
      join wms_stack s on s.tenant_id = c.tenant_id and s.container_code = c.code where b.tenant_id = ${DEMO} and s.status_dict = 'Audit'`);
    expect(stacked.n).toBeGreaterThanOrEqual(2);
  });

  it('is seeded at the first start, the same on every run (the seed timed here)', async () => {
    const seeded = await counts();
    const again = await timeTheSeed();
    console.info(`warehouse demo (seeded again here in ${again.ms.toFixed(0)} ms):`, JSON.stringify(seeded));
    // the demos seeded after this one (workshop logistics: material calls issued to the line) only add
    // deliveries, entry lines, applies and moves; everything else the seed makes is the same on every run
    const LATER = ['deliveries', 'deliveryLines', 'entryLines', 'ledgerRows', 'balances', 'wms_delivery_apply', 'wms_delivery_raw'] as const;
    const without = (c: typeof seeded) => Object.fromEntries(Object.entries(c).filter(([k]) => !(LATER as readonly string[]).includes(k)));
    expect(without(again.made)).toEqual(without(seeded));
    const counted = (c: typeof seeded, k: string) => Number((c as Record<string, unknown>)[k]);
    for (const k of LATER) expect(counted(seeded, k), k).toBeGreaterThanOrEqual(counted(again.made, k));
    expect(seeded.entries).toBeGreaterThan(1000);
    expect(seeded.productionEntries).toBeGreaterThan(10);
    expect(seeded.deliveries).toBeGreaterThan(2000);
    // the other tenant gets nothing
    const [acme] = await q<{ areas: number; ledger: number }>(sql`select (select count(*)::int from wms_area a join tenant t on t.id = a.tenant_id where a.tenant_id = t.id and t.code = ${ACME_CODE}) as areas,
      (select count(*)::int from stock_ledger l join tenant t on t.id = l.tenant_id where l.tenant_id = t.id and t.code = ${ACME_CODE}) as ledger`);
    expect(acme).toEqual({ areas: 0, ledger: 0 });
  }, 120_000);

  it('lays out 2–4 areas in every warehouse and a few thousand positions, typed by the storage method', async () => {
    const perWarehouse = await q<{ code: string; storage_method: string | null; areas: number; positions: number; types: string[] }>(sql`
      select w.code, w.storage_method, (select count(*)::int from wms_area a where a.tenant_id = w.tenant_id and a.warehouse_id = w.id) as areas,
             (select count(*)::int from wms_position p where p.tenant_id = w.tenant_id and p.warehouse_id = w.id and p.position_type not in ${AUTOMATIC}) as positions,
             (select array_agg(distinct p.position_type) from wms_position p where p.tenant_id = w.tenant_id and p.warehouse_id = w.id and p.position_type not in ${AUTOMATIC}) as types
        from mdm_warehouse w where w.tenant_id = ${DEMO} and w.id in ${OWN_WAREHOUSES} order by w.code`);
    // besides its own areas, the first warehouse has the robots' automatic area (robot/server/demo.ts): 2 × 5 × 3 Automatic3d positions
    const [auto] = await q<{ areas: number; positions: number; warehouses: string[] }>(sql`select count(distinct p.area_id)::int as areas, count(*)::int as positions, array_agg(distinct w.code) as warehouses
      from wms_position p join mdm_warehouse w on w.tenant_id = p.tenant_id and w.id = p.warehouse_id where p.tenant_id = ${DEMO} and p.position_type in ${AUTOMATIC}`);
    expect([auto.areas, auto.positions, auto.warehouses.length]).toEqual([1, 30, 1]);
    expect(perWarehouse.length).toBeGreaterThanOrEqual(6);
    for (const w of perWarehouse) {
      const own = w.areas - (auto.warehouses.includes(w.code) ? auto.areas : 0);
      expect(own, w.code).toBeGreaterThanOrEqual(2);
      expect(own, w.code).toBeLessThanOrEqual(4);
      expect(w.positions, w.code).toBeGreaterThan(0);
      expect(w.types, w.code).toEqual([w.storage_method ?? 'ManualRack']);
    }
    const total = perWarehouse.reduce((t, w) => t + w.positions, 0);
    expect(total).toBeGreaterThanOrEqual(2000);
    expect(total).toBeLessThanOrEqual(6000);
    await none('area codes', sql`select a.code, w.code as wh from wms_area a join mdm_warehouse w on w.id = a.warehouse_id where a.tenant_id = ${DEMO} and w.id in ${OWN_WAREHOUSES} and a.code !~ ('^' || w.code || '-[A-DZ]$')`);
    await none('positions in their area’s warehouse', sql`select p.code from wms_position p join wms_area a on a.id = p.area_id where p.tenant_id = ${DEMO} and a.warehouse_id <> p.warehouse_id`);
    await none('one position per platoon × column × layer', sql`select area_id, platoon_num, column_num, layer_num from wms_position where tenant_id = ${DEMO} group by 1, 2, 3, 4 having count(*) > 1`);
    const statuses = Object.fromEntries((await q<{ s: string; n: number }>(sql`select position_status as s, count(*)::int as n from wms_position where tenant_id = ${DEMO} and position_type not in ${AUTOMATIC} and warehouse_id in ${OWN_WAREHOUSES} group by 1`)).map((x) => [x.s, x.n]));
    expect((statuses.NonAlloc + statuses.Used) / total).toBeGreaterThan(0.9);
    expect(statuses.Used).toBeGreaterThan(100);
    expect(statuses.BreakDown).toBeGreaterThan(0);
    expect(statuses.SealUp).toBeGreaterThan(0);
    // Used exactly where stock lies; nothing was ever put on a broken or sealed position
    await none('Used where stock lies', sql`select p.code, p.position_status from wms_position p where p.tenant_id = ${DEMO}
      and (p.position_status = 'Used') <> exists (select 1 from stock_balance b where b.tenant_id = ${DEMO} and b.position_id = p.id and b.total > 0)`);
    await none('nothing on broken or sealed positions', sql`select p.code from wms_position p where p.tenant_id = ${DEMO} and p.position_status in ('BreakDown', 'SealUp')
      and exists (select 1 from stock_ledger l where l.tenant_id = ${DEMO} and l.position_id = p.id)`);
  });

  it('enters most audited arrivals 0–3 days later, on positions of their warehouse, in their batches, at their prices', async () => {
    const [cover] = await q<{ arrivals: number; entered: number; old: number; oldEntered: number }>(sql`
      select count(*)::int as arrivals, count(*) filter (where exists (select 1 from wms_entry e where e.tenant_id = ${DEMO} and e.arrival_id = a.id))::int as entered,
             count(*) filter (where a.arrival_date < current_date - 10)::int as old,
             count(*) filter (where a.arrival_date < current_date - 10 and exists (select 1 from wms_entry e where e.tenant_id = ${DEMO} and e.arrival_id = a.id))::int as "oldEntered"
        from erp_purchase_arrival a where a.tenant_id = ${DEMO} and a.status_dict in ${LIVE}`);
    expect(cover.entered / cover.arrivals).toBeGreaterThan(0.9);
    expect(cover.oldEntered).toBe(cover.old);
    await none('entries made from audited arrivals only, 0–3 days after them', sql`select e.code from wms_entry e join erp_purchase_arrival a on a.id = e.arrival_id
      where e.tenant_id = ${DEMO} and (a.status_dict not in ${LIVE} or e.entry_type <> 'Purchase' or e.bill_date < a.arrival_date or e.bill_date > a.arrival_date + 3
        or e.warehouse_id <> a.warehouse_id or e.supplier_id is distinct from a.supplier_id)`);
    await none('lines as the arrival’s, on a position of its warehouse', sql`select e.code, l.sn from wms_entry_item l join wms_entry e on e.id = l.owner_id
      join erp_purchase_arrival_item s on s.id = l.arrival_item_id join wms_position p on p.id = l.position_id
      where l.tenant_id = ${DEMO} and (l.material_id <> s.material_id or l.quantity <> s.quantity or l.unit_price <> s.unit_price or l.arrival_id <> s.owner_id
        or p.warehouse_id <> e.warehouse_id or l.batch_no <> coalesce(s.batch_no, l.batch_no) or (s.batch_no is null and l.batch_no !~ '^PC[0-9]{8}[0-9]{2,}$'))`);
    await none('every line of an entry placed', sql`select e.code, l.sn from wms_entry_item l join wms_entry e on e.id = l.owner_id where l.tenant_id = ${DEMO} and (l.position_id is null or l.batch_no is null)`);
    // the month's output comes before it is sold, at a cost price
    const production = await q<{ n: number; price: string }>(sql`select count(*)::int as n, min(l.unit_price) as price from wms_entry_item l join wms_entry e on e.id = l.owner_id
      where l.tenant_id = ${DEMO} and e.entry_type = 'Production'`);
    expect(production[0].n).toBeGreaterThan(100);
    expect(Number(production[0].price)).toBeGreaterThan(0);
    // a few recent documents are not audited yet
    const open = await q<{ s: string }>(sql`select distinct status_dict as s from (select status_dict from wms_entry where tenant_id = ${DEMO} union all select status_dict from wms_delivery where tenant_id = ${DEMO}) x`);
    expect(open.map((x) => x.s)).toContain('Audit');
    expect(open.filter((x) => x.s !== 'Audit').map((x) => x.s)).not.toEqual([]);
  });

  it('issues most audited sale deliveries 0–2 days later, whole', async () => {
    const [cover] = await q<{ sales: number; issued: number }>(sql`select count(*)::int as sales,
        count(*) filter (where exists (select 1 from wms_delivery d where d.tenant_id = ${DEMO} and d.sale_delivery_id = s.id))::int as issued
        from erp_sale_delivery s where s.tenant_id = ${DEMO} and s.status_dict in ${LIVE}`);
    expect(cover.issued / cover.sales).toBeGreaterThan(0.9);
    await none('deliveries made from audited sale deliveries, 0–2 days after them', sql`select d.code from wms_delivery d join erp_sale_delivery s on s.id = d.sale_delivery_id
      where d.tenant_id = ${DEMO} and (s.status_dict not in ${LIVE} or d.delivery_type <> 'Sale' or d.bill_date < s.bill_date or d.bill_date > s.bill_date + 2
        or d.warehouse_id <> s.warehouse_id or d.customer_id is distinct from s.customer_id)`);
    await none('lines as the sale delivery’s', sql`select d.code, l.sn from wms_delivery_item l join wms_delivery d on d.id = l.owner_id join erp_sale_delivery_item s on s.id = l.delivery_item_id
      where l.tenant_id = ${DEMO} and (l.material_id <> s.material_id or l.quantity <> s.quantity or l.sale_delivery_id <> s.owner_id)`);
  });

  it('holds in the ledger exactly what the audited documents moved, at their prices', async () => {
    for (const [entity, table, sign] of [
      ['WmsEntry', 'wms_entry', 1],
      ['WmsDelivery', 'wms_delivery', -1],
    ] as const) {
      await none(
        `${entity}: ledger = lines`,
        sql`select h.code, l.id, l.quantity, g.qty from ${sql.table(`${table}_item`)} l join ${sql.table(table)} h on h.id = l.owner_id
          left join (select line_id, sum(qty) as qty, count(*) as n from stock_ledger where tenant_id = ${DEMO} and doc_entity = ${entity} group by 1) g on g.line_id = l.id
         where l.tenant_id = ${DEMO} and coalesce(g.qty, 0) <> case when h.status_dict in ${LIVE} then ${sign} * l.quantity else 0 end`,
      );
      await none(
        `${entity}: every ledger row of an audited document, at its audit`,
        sql`select g.id from stock_ledger g left join ${sql.table(table)} h on h.tenant_id = g.tenant_id and h.id = g.doc_id
          where g.tenant_id = ${DEMO} and g.doc_entity = ${entity} and (h.id is null or h.status_dict not in ${LIVE} or g.doc_code <> h.code or abs(extract(epoch from g.moved_at - h.modify_dt)) > 60 or g.reversed or g.reverses is not null)`,
      );
    }
    await none('entries at their lines’ places and prices', sql`select g.id from stock_ledger g join wms_entry_item l on l.id = g.line_id join wms_entry h on h.id = l.owner_id
      where g.tenant_id = ${DEMO} and g.doc_entity = 'WmsEntry' and (g.kind <> 'entry' or g.material_id <> l.material_id or g.warehouse_id <> h.warehouse_id or g.position_id <> l.position_id
        or g.batch_no <> l.batch_no or g.unit_price <> l.unit_price or g.amount <> round(g.qty * g.unit_price, 6))`);
    await none('deliveries from their warehouse (and a named place when the line names one)', sql`select g.id from stock_ledger g join wms_delivery_item l on l.id = g.line_id join wms_delivery h on h.id = l.owner_id
      where g.tenant_id = ${DEMO} and g.doc_entity = 'WmsDelivery' and (g.kind <> 'delivery' or g.material_id <> l.material_id or g.warehouse_id <> h.warehouse_id
        or (l.position_id is not null and (g.position_id <> l.position_id or g.batch_no <> l.batch_no)) or g.amount <> round(g.qty * g.unit_price, 6) or g.unit_price <= 0)`);
  });

  it('keeps every balance equal to the ledger’s sum, never below zero at any moment, first in first out', async () => {
    const place = sql.raw('material_id, warehouse_id, area_id, position_id, batch_no, container_code, project');
    await none('balance = sum of the ledger', sql`select b.id, b.total, g.qty from stock_balance b full join (select ${place}, sum(qty) as qty from stock_ledger where tenant_id = ${DEMO} group by ${place}) g
      using (material_id, warehouse_id, area_id, position_id, batch_no, container_code, project) where (b.tenant_id = ${DEMO} or b.tenant_id is null) and coalesce(b.total, -1) <> coalesce(g.qty, -2)`);
    await none('status, nothing frozen, occupied or locked', sql`select id from stock_balance where tenant_id = ${DEMO}
      and (status <> case when total > 0 then 'Stock' else 'OutOfStock' end or frozen or occupied <> 0 or locked <> 0)`);
    await none('never below zero', sql`select * from (select id, sum(qty) over (partition by ${place} order by moved_at, id) as running from stock_ledger where tenant_id = ${DEMO}) r where running < 0`);
    // first_in: the moment the place last went from nothing to something (what the engine's FIFO orders by)
    await none('first in', sql`select b.id, b.first_in, f.at from stock_balance b join (
        select distinct on (${place}) ${place}, moved_at as at from (
          select ${place}, qty, moved_at, id, coalesce(sum(qty) over (partition by ${place} order by moved_at, id rows between unbounded preceding and 1 preceding), 0) as before
            from stock_ledger where tenant_id = ${DEMO}) x
         where before <= 0 and qty > 0 order by ${place}, moved_at desc, id desc) f using (material_id, warehouse_id, area_id, position_id, batch_no, container_code, project)
      where b.tenant_id = ${DEMO} and b.first_in <> f.at`);
    // a delivery line naming no place took from the oldest places: when it took from a place, no place
    // of that material in that warehouse holding stock at that moment had come in earlier (the place's current spell)
    await none('first in first out', sql`with r as materialized (
        select id, material_id as m, warehouse_id as w, position_id as p, batch_no as b, qty, moved_at as at, doc_entity, line_id,
               sum(qty) over (partition by ${place} order by moved_at, id) as after
          from stock_ledger where tenant_id = ${DEMO}),
      s as materialized (
        select r.*, max(case when after - qty <= 0 and qty > 0 then at end) over (partition by m, w, p, b order by at, id) as spell,
               lead(at) over (partition by m, w, p, b order by at, id) as next_at, lead(id) over (partition by m, w, p, b order by at, id) as next_id
          from r)
      select g.id, o.id as older from s g join s o on o.m = g.m and o.w = g.w and (o.p, o.b) <> (g.p, g.b)
       where g.doc_entity = 'WmsDelivery' and g.qty < 0 and (o.at, o.id) < (g.at, g.id)
         and not exists (select 1 from wms_delivery_item l where l.tenant_id = ${DEMO} and l.id = g.line_id and l.position_id is not null) and (o.next_at is null or (o.next_at, o.next_id) > (g.at, g.id))
         and o.after > 0 and o.spell < g.spell`);
  });

  it('prices every delivery at the moving average of its moment, move by move as the engine keeps it', async () => {
    // the engine's movePrice, replayed over the ledger in time order (each entry line, each delivery line)
    const rows = await q<{ material_id: number; warehouse_id: number; qty: string; unit_price: string; kind: string; doc_id: number; line_id: number }>(sql`
      select material_id, warehouse_id, qty, unit_price, kind, doc_id, line_id from stock_ledger where tenant_id = ${DEMO} order by moved_at, id`);
    const avg = new Map<string, { qty: Big; value: Big; unit: Big }>();
    const wrong: string[] = [];
    for (let i = 0; i < rows.length; ) {
      const r = rows[i];
      const key = `${r.material_id}|${r.warehouse_id}`;
      const p = avg.get(key);
      let j = i + 1;
      let qty = new Big(r.qty);
      // one delivery line's rows (first in first out over several places) are one move
      while (r.kind === 'delivery' && j < rows.length && rows[j].kind === 'delivery' && rows[j].doc_id === r.doc_id && rows[j].line_id === r.line_id) qty = qty.plus(rows[j++].qty);
      const price = r.kind === 'entry' ? new Big(r.unit_price) : (p?.unit ?? new Big(0));
      for (let k = i; k < j; k++) if (!new Big(rows[k].unit_price).eq(price)) wrong.push(`${r.kind} ${r.doc_id}/${r.line_id}: ${rows[k].unit_price}, the average was ${price.toFixed(6)}`);
      const value = new Big(qty.times(price).toFixed(6));
      if (!p) avg.set(key, { qty, value, unit: qty.gt(0) ? price : new Big(0) });
      else {
        p.qty = p.qty.plus(qty);
        p.value = p.value.plus(value);
        if (p.qty.gt(0)) p.unit = p.value.div(p.qty).round(6, Big.roundHalfUp);
      }
      i = j;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    const stored = await q<{ material_id: number; warehouse_id: number; qty: string; value: string; unit_price: string }>(sql`select material_id, warehouse_id, qty, value, unit_price from stock_price where tenant_id = ${DEMO}`);
    expect(stored.length).toBe(avg.size);
    const differ = stored.filter((s) => {
      const p = avg.get(`${s.material_id}|${s.warehouse_id}`);
      return !p?.qty.eq(s.qty) || !p.value.eq(s.value) || !p.unit.eq(s.unit_price);
    });
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it('keeps the moving average of every material in every warehouse over exactly its stock', async () => {
    await none('stock_price qty = stock', sql`select p.material_id, p.warehouse_id, p.qty, s.total from stock_price p
      full join (select material_id, warehouse_id, sum(total) as total from stock_balance where tenant_id = ${DEMO} group by 1, 2) s using (material_id, warehouse_id)
      where (p.tenant_id = ${DEMO} or p.tenant_id is null) and coalesce(p.qty, -1) <> coalesce(s.total, -2)`);
    await none('value at the average', sql`select material_id, warehouse_id, qty, value, unit_price from stock_price where tenant_id = ${DEMO}
      and (unit_price <= 0 or (qty > 0 and abs(value - qty * unit_price) > qty * 0.0000005 + 0.000001))`);
  });

  it('moves the arrivals’ entered and the sale deliveries’ issued quantities by exactly their audited documents', async () => {
    for (const [label, source, target, via, progress] of [
      ['entered', 'erp_purchase_arrival_item', 'wms_entry', 'arrival_item_id', 'entered_qty'],
      ['issued', 'erp_sale_delivery_item', 'wms_delivery', 'delivery_item_id', 'issued_qty'],
    ] as const) {
      await none(
        label,
        sql`select s.id, s.${sql.ref(progress)} as progress, t.done from ${sql.table(source)} s
          left join (select l.${sql.ref(via)} as via, sum(l.quantity) filter (where h.status_dict in ${LIVE}) as done, sum(l.quantity) as live
                       from ${sql.table(`${target}_item`)} l join ${sql.table(target)} h on h.id = l.owner_id where l.tenant_id = ${DEMO} and h.status_dict <> 'Repeal' group by 1) t on t.via = s.id
         where s.tenant_id = ${DEMO} and (coalesce(s.${sql.ref(progress)}, 0) <> coalesce(t.done, 0) or coalesce(t.live, 0) > s.quantity)`,
      );
    }
    for (const [link, target, sourceOf] of [
      ['arrivalToEntry', 'wms_entry', 'arrival_id'],
      ['saleToWmsDelivery', 'wms_delivery', 'sale_delivery_id'],
    ] as const) {
      await none(
        `${link} paths`,
        sql`select h.id from ${sql.table(target)} h where h.tenant_id = ${DEMO} and h.${sql.ref(sourceOf)} is not null and not exists (select 1 from receipt_path p
          where p.tenant_id = ${DEMO} and p.link_code = ${link} and p.target_id = h.id and p.source_id = h.${sql.ref(sourceOf)})`,
      );
    }
  });

  it('lets the engine un-audit and audit again a seeded delivery and a seeded entry', async () => {
    const stockOf = async (material: number, warehouse: number) => {
      const [s] = await q<{ total: string }>(sql`select coalesce(sum(total), 0) as total from stock_balance where tenant_id = ${DEMO} and material_id = ${material} and warehouse_id = ${warehouse}`);
      return Number(s.total);
    };
    const [delivery] = await q<{ id: number; code: string }>(sql`select h.id, h.code from wms_delivery h where h.tenant_id = ${DEMO} and h.status_dict = 'Audit' order by h.modify_dt desc limit 1`);
    const before = ok(await srv.call<Rec>(admin, 'wms.Delivery', 'get', [delivery.id]));
    const line = before.items[0] as Rec;
    const material = line.material_id.id ?? line.material_id;
    const warehouse = before.warehouse_id.id ?? before.warehouse_id;
    const held = await stockOf(material, warehouse);
    const back = ok(await srv.call<Rec>(admin, 'wms.Delivery', 'deApproval', [delivery.id]));
    expect(back.status_dict.dict ?? back.status_dict).toBe('DeApproval');
    const returned = (before.items as Rec[]).filter((l) => (l.material_id.id ?? l.material_id) === material).reduce((t, l) => t + Number(l.quantity), 0);
    expect(await stockOf(material, warehouse)).toBeCloseTo(held + returned, 4);
    const again = ok(await srv.call<Rec>(admin, 'wms.Delivery', 'audit', [delivery.id]));
    expect(again.status_dict.dict ?? again.status_dict).toBe('Audit');
    expect(await stockOf(material, warehouse)).toBeCloseTo(held, 4);
    const [issued] = await q<{ n: number }>(sql`select count(*)::int as n from erp_sale_delivery_item s join wms_delivery_item l on l.delivery_item_id = s.id
      where s.tenant_id = ${DEMO} and l.owner_id = ${delivery.id} and s.issued_qty <> l.quantity`);
    expect(issued.n).toBe(0);

    // an entry of goods still there (a purchase entry of the raw materials warehouse) goes out and in again
    const [entry] = await q<{ id: number }>(sql`select h.id from wms_entry h where h.tenant_id = ${DEMO} and h.status_dict = 'Audit' and h.entry_type = 'Purchase'
      and not exists (select 1 from wms_entry_item l join stock_balance b on b.tenant_id = l.tenant_id and b.material_id = l.material_id and b.warehouse_id = h.warehouse_id
                       and b.position_id = l.position_id and b.batch_no = l.batch_no where l.tenant_id = ${DEMO} and l.owner_id = h.id and b.total < l.quantity)
      order by h.modify_dt desc limit 1`);
    ok(await srv.call<Rec>(admin, 'wms.Entry', 'deApproval', [entry.id]));
    ok(await srv.call<Rec>(admin, 'wms.Entry', 'audit', [entry.id]));

    // the engine's moves keep the books: balances are still the ledger's sums
    await none('balance = sum of the ledger after the engine’s moves', sql`select b.id from stock_balance b join (
        select material_id, warehouse_id, area_id, position_id, batch_no, container_code, project, sum(qty) as qty from stock_ledger where tenant_id = ${DEMO} group by 1, 2, 3, 4, 5, 6, 7) g
      using (material_id, warehouse_id, area_id, position_id, batch_no, container_code, project) where b.tenant_id = ${DEMO} and b.total <> g.qty`);
    await none('stock_price qty = stock after the engine’s moves', sql`select p.material_id from stock_price p
      join (select material_id, warehouse_id, sum(total) as total from stock_balance where tenant_id = ${DEMO} group by 1, 2) s using (material_id, warehouse_id)
      where p.tenant_id = ${DEMO} and p.qty <> s.total`);
  });
});
