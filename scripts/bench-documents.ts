// Document benchmarks (run by scripts/bench-records.ts against its running server):
// - a 500-line purchase order: create (the server validates every line, computes every amount and
//   the totals, writes header and lines in one transaction), modify (all 500 lines sent back, one
//   changed), detail (header + 500 lines read back), p50 / p95;
// - report aggregation over 1 000 000 sale delivery lines (100 000 audited deliveries × 10 lines
//   over a year, generated set-based): the sales summary by material for one month and for the
//   year through report.Report/page (sale.ProfitReport: delivery lines by material), p50 / p95, next to the same GROUP BY run bare through `pg`.
import type pg from 'pg';
import type { Load, Post, Report } from './bench-kit';

const TENANT = '00000002';
const LINES = Number(process.env.BENCH_DOC_LINES || 500);
const REPORT_LINES = Number(process.env.BENCH_REPORT_LINES || 1_000_000);
const REPORT = 'sale.ProfitReport';

export async function benchDocuments(report: Report, post: Post, auth: Record<string, string>, pool: pg.Pool, load: Load) {
  const { rows: sup } = await pool.query('select id from mdm_supplier where tenant_id = $1 order by id limit 1', [TENANT]);
  const { rows: mats } = await pool.query('select id from mdm_material where tenant_id = $1 order by id limit 500', [TENANT]);
  const lines = Array.from({ length: LINES }, (_, i) => ({ material_id: mats[i % mats.length].id, quantity: 1 + (i % 17), unit_price: `${(i % 97) + 0.35}`, remark: `第${i + 1}行` }));
  const create = async () => {
    const r = await post('erp.Purchase/create', [{ supplier_id: sup[0].id, items: lines }], auth);
    if (r.code !== 200) throw new Error(`create: ${r.msg}`);
    return r.body;
  };
  let last = await create(); // warm
  const created = await load(1, 10, async () => {
    last = await create();
  });
  report(`save a ${LINES}-line document (create) p50`, created.p50.toFixed(1), 'ms', `p95 ${created.p95.toFixed(1)} ms`);

  let version = last.version;
  const ids = (last.items as Array<{ id: number }>).map((l) => l.id);
  const modified = await load(1, 10, async () => {
    const items = lines.map((l, i) => ({ ...l, id: ids[i], quantity: i === 0 ? 1 + (version % 5) : l.quantity }));
    const r = await post('erp.Purchase/modify', [{ id: last.id, version, items }], auth);
    if (r.code !== 200) throw new Error(`modify: ${r.msg}`);
    version = r.body.version;
  });
  report(`save a ${LINES}-line document (modify) p50`, modified.p50.toFixed(1), 'ms', `p95 ${modified.p95.toFixed(1)} ms`);
  const read = await load(1, 20, async () => {
    const r = await post('erp.Purchase/detail', [last.id], auth);
    if (r.code !== 200 || r.body.items.length !== LINES) throw new Error(`detail: ${r.msg}`);
  });
  report(`read a ${LINES}-line document (detail) p50`, read.p50.toFixed(1), 'ms', `p95 ${read.p95.toFixed(1)} ms`);
  return last.id as number;
}

/** 1 M delivery lines, then the by-material summary for a month and a year. */
export async function benchReportAggregation(report: Report, post: Post, auth: Record<string, string>, pool: pg.Pool, load: Load) {
  const docs = REPORT_LINES / 10;
  const { rows: [c] } = await pool.query('select min(id) as lo, count(*) as n from mdm_customer where tenant_id = $1', [TENANT]);
  const t = performance.now();
  await pool.query(
    `insert into erp_sale_delivery (id, tenant_id, code, customer_id, bill_date, status_dict, total_price, discount_rate, discount, real_price, create_name, modify_name)
     select nextval('receipt_id_seq'), $1, 'BFH' || lpad(g::text, 9, '0'), $2::bigint + g % $3::bigint, current_date - (g % 365), 'Audit', 0, 0, 0, 0, '基准', '基准'
       from generate_series(1, ${docs}) g`,
    [TENANT, c.lo, c.n],
  );
  await pool.query(
    `insert into erp_sale_delivery_item (tenant_id, owner_id, sn, material_id, quantity, unit_price, amount, cost_price, cost_amount)
     select $1, d.id, k, m.lo + (d.id * 7 + k * 13) % 5000, 1 + (d.id + k) % 9, 10 + k, (1 + (d.id + k) % 9) * (10 + k), 6 + k, (1 + (d.id + k) % 9) * (6 + k)
       from erp_sale_delivery d cross join generate_series(1, 10) k
            cross join (select min(id) as lo from mdm_material where tenant_id = $1) m
      where d.tenant_id = $1 and d.code like 'BFH%'`,
    [TENANT],
  );
  await pool.query('analyze erp_sale_delivery; analyze erp_sale_delivery_item');
  report(`generate ${REPORT_LINES.toLocaleString('en')} delivery lines (set-based)`, Math.round(performance.now() - t), 'ms');

  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const monthAgo = new Date(today.getTime() - 30 * 86400_000);
  const yearAgo = new Date(today.getTime() - 365 * 86400_000);
  for (const [label, from] of [['one month', monthAgo], ['a year', yearAgo]] as const) {
    const query = { page: 1, pageSize: 20, rangeMap: { 'header.bill_date': { first: iso(from), second: iso(today) } } };
    const check = await post('report.Report/page', [REPORT, query], auth);
    if (check.code !== 200) throw new Error(`report: ${check.msg}`);
    const server = await load(1, 10, async () => void (await post('report.Report/page', [REPORT, query], auth)));
    const bare = await load(1, 10, async () =>
      void (await pool.query(
        `select i.material_id, sum(i.quantity), sum(i.amount), sum(i.cost_amount) from erp_sale_delivery_item i join erp_sale_delivery h on h.id = i.owner_id
          where i.tenant_id = $1 and h.tenant_id = $1 and h.status_dict in ('Audit','Finish') and h.bill_date between $2 and $3
          group by i.material_id order by 3 desc limit 20`,
        [TENANT, iso(from), iso(today)],
      )),
    );
    report(`report by material, ${label} of 1M lines p95`, server.p95.toFixed(1), 'ms', `p50 ${server.p50.toFixed(1)} ms; bare SQL p95 ${bare.p95.toFixed(1)} ms (${(server.p95 / bare.p95).toFixed(2)}x); ${check.body.total} materials`);
  }
}
