// Issue-11 benchmarks (run from bench-records.ts against its server): audits of 50-line
// deliveries with their stock moves (per second, 4 clients), the race of fifty simultaneous
// deliveries for the last ten units (how long, and that exactly ten go), and on 1 000 000 ledger
// rows: 库存查询 (one material in one warehouse) and 出入库台账 through the calls, and the snapshot
// at a past date (the whole tenant, recomputed from the ledger) next to its bare SQL.
import type pg from 'pg';
import type { Load, Post, Report } from './bench-kit';

const TENANT = '00000002';
const LINES = 50;
const LEDGER_ROWS = 1_000_000;

export async function benchStock(report: Report, post: Post, auth: Record<string, string>, pool: pg.Pool, load: Load) {
  const ok = async (p: string, body: unknown) => {
    const r = await post(p, body, auth);
    if (r.code !== 200) throw new Error(`${p}: ${r.code} ${r.msg}`);
    return r.body;
  };
  const { rows: mats } = await pool.query(`select id::int as id from mdm_material where tenant_id = $1 order by id limit ${LINES + 1}`, [TENANT]);
  const warehouse = await ok('datax.MetaDynamic/saveValue', ['Warehouse', { code: `BW${Date.now().toString(36)}`, name: '基准仓', type: 'Raw', locations: [{ name: 'A' }] }]);
  const materials = mats.slice(0, LINES).map((m) => m.id as number);

  // stock for every delivery to come: one entry of 50 lines, 10 000 of each material
  const entry = await ok('wms.Entry/create', [{ warehouse_id: warehouse.id, items: materials.map((m) => ({ material_id: m, quantity: 10_000, unit_price: '1.25' })) }]);
  await ok('wms.Entry/audit', [entry.id]);
  const deliveryOf50 = async () => {
    const d = await ok('wms.Delivery/create', [{ warehouse_id: warehouse.id, items: materials.map((m) => ({ material_id: m, quantity: 1, unit_price: 2 })) }]);
    await ok('wms.Delivery/audit', [d.id]);
  };
  await load(2, 10, deliveryOf50);
  const AUDITS = 200;
  const t0 = performance.now();
  const run = await load(4, AUDITS, deliveryOf50);
  const perSecond = AUDITS / ((performance.now() - t0) / 1000);
  report(`stock: create + audit of ${LINES}-line deliveries with their stock moves`, perSecond.toFixed(1), '/s', `4 clients, ${AUDITS} deliveries (${AUDITS * LINES} moves); one p50 ${run.p50.toFixed(0)} ms, p95 ${run.p95.toFixed(0)} ms`);

  // the last ten units, fifty deliveries at once
  const last = mats[LINES].id as number;
  const ten = await ok('wms.Entry/create', [{ warehouse_id: warehouse.id, items: [{ material_id: last, quantity: 10, unit_price: 1 }] }]);
  await ok('wms.Entry/audit', [ten.id]);
  const drafts = await Promise.all(Array.from({ length: 50 }, () => ok('wms.Delivery/create', [{ warehouse_id: warehouse.id, items: [{ material_id: last, quantity: 1, unit_price: 1 }] }])));
  const t1 = performance.now();
  const answers = await Promise.all(drafts.map((d) => post('wms.Delivery/audit', [d.id], auth)));
  const raceMs = performance.now() - t1;
  const went = answers.filter((a) => a.code === 200).length;
  const { rows: [left] } = await pool.query('select coalesce(sum(total), 0)::text as total from stock_balance where tenant_id = $1 and material_id = $2 and warehouse_id = $3', [TENANT, last, warehouse.id]);
  report('stock: 50 simultaneous deliveries of the last 10 units', raceMs.toFixed(0), 'ms', `${went} audited, ${answers.length - went} refused, ${left.total} left (must be 10 / 40 / 0)`);

  // 1 000 000 ledger rows over 10 000 materials × 5 warehouses' places, balances to match
  let t = performance.now();
  await pool.query(
    `insert into stock_ledger (tenant_id, material_id, warehouse_id, position_id, batch_no, qty, unit_price, amount, kind, doc_entity, doc_id, doc_code, moved_at)
     select $1, m.ids[1 + g % array_length(m.ids, 1)], $2, g % 97, 'B' || (g % 13), case when g % 4 = 0 then -1 else 3 end, 1.5, case when g % 4 = 0 then -1.5 else 4.5 end,
            case when g % 4 = 0 then 'delivery' else 'entry' end, 'WmsBench', g, 'BN' || g, now() - make_interval(mins => g % 525600)
       from generate_series(1, ${LEDGER_ROWS}) g,
            (select array_agg(id order by id) as ids from (select id from mdm_material where tenant_id = $1 order by id limit 10000) x) m`,
    [TENANT, warehouse.id],
  );
  await pool.query(
    `insert into stock_balance (tenant_id, material_id, warehouse_id, position_id, batch_no, total)
     select tenant_id, material_id, warehouse_id, position_id, batch_no, sum(qty) from stock_ledger
      where tenant_id = $1 and doc_entity = 'WmsBench' group by 1, 2, 3, 4, 5
     on conflict (tenant_id, material_id, warehouse_id, area_id, position_id, batch_no, container_code, project) do update set total = stock_balance.total + excluded.total`,
    [TENANT],
  );
  await pool.query('vacuum analyze stock_ledger');
  await pool.query('vacuum analyze stock_balance');
  report(`stock: generate ${LEDGER_ROWS.toLocaleString('en')} ledger rows and their balances`, Math.round(performance.now() - t), 'ms');

  const probe = mats[3].id as number;
  const stockQuery = async () => {
    const r = await post('report.Report/page', ['warehouse.Stock', { page: 1, pageSize: 20, filterMap: { material_id: probe, warehouse_id: warehouse.id } }], auth);
    if (r.code !== 200) throw new Error(r.msg);
  };
  await load(2, 20, stockQuery);
  const q = await load(4, 200, stockQuery);
  report(`stock: 库存查询 of a material in a warehouse, ${LEDGER_ROWS.toLocaleString('en')} ledger rows`, q.p95.toFixed(1), 'ms p95', `p50 ${q.p50.toFixed(1)} ms, 4 clients`);
  const standing = async () => {
    const r = await post('report.Report/page', ['warehouse.StandingBook', { page: 1, pageSize: 20, filterMap: { material_id: probe, warehouse_id: warehouse.id } }], auth);
    if (r.code !== 200) throw new Error(r.msg);
  };
  await load(2, 10, standing);
  const sb = await load(4, 100, standing);
  report(`stock: 出入库台账 of a material with its running balance, ${LEDGER_ROWS.toLocaleString('en')} ledger rows`, sb.p95.toFixed(1), 'ms p95', `p50 ${sb.p50.toFixed(1)} ms, 4 clients, this month`);

  // the snapshot at a date half a year back: every place of the tenant, from the ledger
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    t = performance.now();
    await pool.query(
      `select material_id, warehouse_id, area_id, position_id, batch_no, container_code, project, sum(qty) as total
         from stock_ledger where tenant_id = $1 and moved_at <= now() - interval '180 days'
        group by 1, 2, 3, 4, 5, 6, 7 having sum(qty) <> 0`,
      [TENANT],
    );
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  report(`stock: snapshot of the whole tenant at a date, ${LEDGER_ROWS.toLocaleString('en')} ledger rows`, times[2].toFixed(0), 'ms median', `5 runs, min ${times[0].toFixed(0)} ms (the SQL stockAt runs)`);
}
