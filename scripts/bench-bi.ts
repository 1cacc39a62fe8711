// BI分析 benchmark (through tsx, standalone or BENCH_ONLY=bi npm run bench), on an embedded database
// of its own with the demo seeded and the server started over it: 1 000 000 sale delivery lines
// (generate_series) of 100 customers, then a pivot — customers × months of a year, the lines' amount summed, with
// totals per row, per column and overall — through workbench.Bi/run (p95 of several calls) next to
// the same aggregate as one bare SQL statement (GROUPING SETS). Budget: the call ≤ 3× the bare SQL
// (the call reads cells, row totals and column totals as three GROUP BYs through the caller's
// visibility); over it a banner, and bench.mjs exits non-zero.
// npx tsx scripts/bench-bi.ts   (BENCH_BI_LINES, BENCH_BI_CALLS for smaller runs)
import fs from 'node:fs';
import pg from 'pg';
import { MODULES } from '../modules/index';
import { installModules } from '../server/modules/catalogue';
import type { Budget, Post, Report } from './bench-kit';
import { benchDatabase } from './bench-database';
import { type BenchServer, serveBench } from './bench-serve';

export const BI_RATIO_BUDGET = 3;
const LINES = Number(process.env.BENCH_BI_LINES || 1_000_000);
const CALLS = Number(process.env.BENCH_BI_CALLS || 10);
const T = '00000002';
const BANNER = '!'.repeat(100);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function timed(n: number, one: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await one();
    times.push(performance.now() - t);
  }
  return times;
}

async function seedLines(report: Report, pool: pg.Pool): Promise<void> {
  const t = performance.now();
  const docs = Math.ceil(LINES / 10);
  const { rows: [c] } = await pool.query('select min(id) as lo, count(*) as n from mdm_customer where tenant_id = $1', [T]);
  await pool.query(
    `insert into erp_sale_delivery (id, tenant_id, code, customer_id, bill_date, status_dict, total_price, discount_rate, discount, real_price, create_name, modify_name)
     select nextval('receipt_id_seq'), $1, 'BBI' || lpad(g::text, 9, '0'), $2::bigint + g % least($3::bigint, 100), current_date - (g % 365), 'Audit', 0, 0, 0, 0, '基准', '基准'
       from generate_series(1, ${docs}) g`,
    [T, c.lo, c.n],
  );
  await pool.query(
    `insert into erp_sale_delivery_item (tenant_id, owner_id, sn, material_id, quantity, unit_price, amount, cost_price, cost_amount)
     select $1, d.id, k, m.lo + (d.id * 7 + k * 13) % 500, 1 + (d.id + k) % 9, 10.01 + k, (1 + (d.id + k) % 9) * (10.01 + k), 6 + k, (1 + (d.id + k) % 9) * (6 + k)
       from erp_sale_delivery d cross join generate_series(1, 10) k
            cross join (select min(id) as lo from mdm_material where tenant_id = $1) m
      where d.tenant_id = $1 and d.code like 'BBI%'`,
    [T],
  );
  await pool.query('vacuum analyze erp_sale_delivery');
  await pool.query('vacuum analyze erp_sale_delivery_item');
  report(`generate ${(docs * 10).toLocaleString('en')} delivery lines (set-based)`, Math.round(performance.now() - t), 'ms');
}

async function pivot(report: Report, pool: pg.Pool, post: Post, auth: Record<string, string>, budget?: Budget) {
  const first = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const last = new Date().toISOString().slice(0, 10);
  const query = {
    source: 'sale.ProfitReport',
    rows: [{ field: 'header.customer_id' }],
    columns: [{ field: 'header.bill_date', bucket: 'month' }],
    measures: [{ field: 'amount', agg: 'sum' }],
    filters: [{ field: 'header.bill_date', op: 'between', value: [first, last] }],
  };
  const check = await post('workbench.Bi/run', [query], auth);
  if (check.code !== 200) throw new Error(`workbench.Bi/run: ${check.msg}`);
  const bare = `select h.customer_id, to_char(h.bill_date, 'YYYY-MM') as month, coalesce(sum(i.amount), 0) as amount
                  from erp_sale_delivery_item i join erp_sale_delivery h on h.id = i.owner_id and h.tenant_id = $1
                 where i.tenant_id = $1 and h.status_dict in ('Audit', 'Finish') and h.bill_date >= $2::date and h.bill_date <= $3::date
                 group by grouping sets ((h.customer_id, to_char(h.bill_date, 'YYYY-MM')), (h.customer_id), (to_char(h.bill_date, 'YYYY-MM')), ())`;
  const { rows } = await pool.query(bare, [T, first, last]);
  const grand = rows.find((r) => r.customer_id === null && r.month === null)?.amount;
  if (String(grand) !== String(check.body.total.measure0)) throw new Error(`the pivot's total ${check.body.total.measure0} is not the SQL's ${grand}`);
  const viaCall = await timed(CALLS, async () => {
    const r = await post('workbench.Bi/run', [query], auth);
    if (r.code !== 200) throw new Error(`workbench.Bi/run: ${r.msg}`);
  });
  const viaSql = await timed(CALLS, async () => void (await pool.query(bare, [T, first, last])));
  const [call95, sql95] = [pct(viaCall, 95), pct(viaSql, 95)];
  const ratio = call95 / sql95;
  report(`BI pivot customers × months over ${LINES.toLocaleString('en')} lines (workbench.Bi/run, p95)`, Math.round(call95), 'ms', `${CALLS} calls; ${check.body.cells.length} cells, total ${check.body.total.measure0}`);
  report('the same aggregate as bare SQL, GROUPING SETS (p95)', Math.round(sql95), 'ms');
  const over = ratio > BI_RATIO_BUDGET;
  report('BI pivot call ÷ bare SQL', ratio.toFixed(2), '×', over && !budget ? `${BANNER}\nOVER BUDGET (≤ ${BI_RATIO_BUDGET})\n${BANNER}` : `budget ≤ ${BI_RATIO_BUDGET}`);
  budget?.('BI pivot call ÷ bare SQL (p95)', Number(ratio.toFixed(2)), BI_RATIO_BUDGET, '×');
}

export async function benchBi(report: Report, budget?: Budget): Promise<void> {
  installModules(MODULES);
  const { dir, server, url } = await benchDatabase('bi');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await seedLines(report, pool);
  let srv: BenchServer | undefined;
  try {
    srv = await serveBench(url, dir);
    const { post } = srv;
    const auth = await srv.login();
    await pivot(report, pool, post, auth, budget);
  } finally {
    await srv?.stop();
    await pool.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBi((name, value, unit, note) => console.log(`${name}: ${value} ${unit}${note ? `  ${note}` : ''}`));
  process.exit(0);
}
