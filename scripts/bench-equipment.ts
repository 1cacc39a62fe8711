// Equipment benchmarks (through tsx, standalone or from scripts/bench.mjs), on an embedded database
// of their own with the demo seeded and the server started over it:
//   (a) one period's check tasks for 10 000 machines of one type through equipment.Plan/generateTasks
//       (one statement per plan), and that a second run makes none;
//   (b) OEE per machine per day over a year of output (1 000 000 output reports made with
//       generate_series) through report.Report/page (equipment.OEE), p95 of several calls, next to the
//       same aggregate as bare SQL over the view: budget ratio ≤ 1.5, over it a banner.
// npx tsx scripts/bench-equipment.ts   (BENCH_EQP_MACHINES, BENCH_EQP_OUTPUTS, BENCH_EQP_CALLS for smaller runs)
import fs from 'node:fs';
import pg from 'pg';
import { MODULES } from '../modules/index';
import { installModules } from '../server/modules/catalogue';
import type { Report } from './bench-kit';
import { benchDatabase } from './bench-database';
import { type BenchServer, serveBench } from './bench-serve';

export const OEE_RATIO_BUDGET = 1.5;
const MACHINES = Number(process.env.BENCH_EQP_MACHINES || 10_000);
const OUTPUTS = Number(process.env.BENCH_EQP_OUTPUTS || 1_000_000);
const CALLS = Number(process.env.BENCH_EQP_CALLS || 20);
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

type Budget = (name: string, value: number, limit: number, unit: string) => void;

/** The two equipment figures; the OEE ratio against its budget (bench.mjs's, else a banner here). */
export async function benchEquipment(report: Report, budget?: Budget): Promise<void> {
  installModules(MODULES);
  const { dir, server, url } = await benchDatabase('eqp');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let srv: BenchServer | undefined;
  try {
    srv = await serveBench(url, dir);
    const { post } = srv;
    const auth = await srv.login();
    await checkTasks(report, pool, post, auth);
    await oee(report, pool, post, auth, budget);
  } finally {
    await srv?.stop();
    await pool.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type Post = (p: string, body: unknown, headers?: Record<string, string>) => Promise<{ code: number; msg: string; body: { created?: number } }>;

/** (a) 10 000 machines of one type under one weekly plan: the period's tasks in one call, then none. */
async function checkTasks(report: Report, pool: pg.Pool, post: Post, auth: Record<string, string>): Promise<void> {
  await pool.query(
    `insert into prd_equipment (tenant_id, code, name, level, equipment_type, equipment_status, parallel, create_name, modify_name)
     select $1, 'BQ-' || lpad(g::text, 6, '0'), '基准设备 ' || g, 'B', 'BENCH', '1', 1, '基准', '基准' from generate_series(1, ${MACHINES}) g`,
    [T],
  );
  const { rows: [tpl] } = await pool.query(`insert into eqp_check_template (tenant_id, code, name, equipment_type, status, status_dict) values ($1, 'BENCH-TPL', '基准模板', 'BENCH', 'Enable', 'Audit') returning id`, [T]);
  await pool.query(
    `insert into eqp_check_template_item (tenant_id, owner_id, sn, item_name, kind, standard_value, lower_limit, upper_limit)
     values ($1, $2, 1, '主轴温度', 'Numeric', 45, 20, 65), ($1, $2, 2, '润滑油位', 'OkNg', null, null, null), ($1, $2, 3, '安全防护', 'OkNg', null, null, null)`,
    [T, tpl.id],
  );
  const { rows: [plan] } = await pool.query(
    `insert into eqp_plan (tenant_id, code, name, template_id, equipment_type, cycle, start_date, status, status_dict) values ($1, 'BENCH-PLAN', '基准计划', $2, 'BENCH', 'Week', current_date - 30, 'Enable', 'Audit') returning id`,
    [T, tpl.id],
  );
  const run = async () => {
    const t = performance.now();
    const r = await post('equipment.Plan/generateTasks', [{ ids: [Number(plan.id)] }], auth);
    if (r.code !== 200) throw new Error(`generateTasks: ${r.msg}`);
    return { ms: Math.round(performance.now() - t), created: r.body.created ?? -1 };
  };
  const first = await run();
  const second = await run();
  report(`check tasks of one period for ${MACHINES.toLocaleString('en')} machines (generateTasks)`, first.ms, 'ms', `${first.created} made`);
  report('the same period again', second.ms, 'ms', second.created === 0 ? 'none made (once per period)' : `${BANNER}\n${second.created} MADE TWICE\n${BANNER}`);
}

/** (b) a year of output on 200 machines, then OEE per machine per day through the call and bare. */
async function oee(report: Report, pool: pg.Pool, post: Post, auth: Record<string, string>, budget?: Budget): Promise<void> {
  const t0 = performance.now();
  const { rows: [order] } = await pool.query(`select id, material_id from prd_work_order where tenant_id = $1 order by id limit 1`, [T]);
  const { rows: [op] } = await pool.query(`insert into prd_work_order_op (tenant_id, owner_id, seq, minutes, setup_minutes, done_qty) values ($1, $2, 99, 1.5, 0, 0) returning id`, [T, order.id]);
  await pool.query(
    `insert into prd_output (tenant_id, code, order_id, op_id, equipment_id, material_id, qualified_qty, unqualified_qty, scrap_qty, create_dt, create_name)
     select $1, 'BO' || g, $2, $3, m.ids[1 + g % array_length(m.ids, 1)], $4, 10 + g % 7, g % 3, (g % 11 = 0)::int,
            now() - ((g % 365) || ' days')::interval - ((g % 600) || ' minutes')::interval, '基准'
       from generate_series(1, ${OUTPUTS}) g,
            (select array_agg(id order by id) as ids from (select id from prd_equipment where tenant_id = $1 and equipment_type = 'BENCH' order by id limit 200) x) m`,
    [T, order.id, op.id, order.material_id],
  );
  await pool.query('vacuum analyze prd_output');
  report(`generate ${OUTPUTS.toLocaleString('en')} output reports (one INSERT … SELECT)`, Math.round(performance.now() - t0), 'ms');

  const first = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const last = new Date().toISOString().slice(0, 10);
  const query = { page: 1, pageSize: 50, rangeMap: { day: { first, second: last } } };
  const check = await post('report.Report/page', ['equipment.OEE', query], auth);
  if (check.code !== 200) throw new Error(`OEE: ${check.msg}`);
  const bare = `select day, equipment_id, sum(planned) as planned, sum(down_min) as down_min, sum(run_min) as run_min, sum(std_min) as std_min,
                       sum(total_qty) as total_qty, sum(good_qty) as good_qty, sum(failures) as failures, sum(repairs) as repairs, sum(repair_min) as repair_min,
                       count(*) over () as total
                  from eqp_oee_day where tenant_id = $1 and day >= $2::date and day <= $3::date
                 group by day, equipment_id order by day desc, equipment_id limit 50`;
  await pool.query(bare, [T, first, last]);
  const viaCall = await timed(CALLS, async () => {
    const r = await post('report.Report/page', ['equipment.OEE', query], auth);
    if (r.code !== 200) throw new Error(`OEE: ${r.msg}`);
  });
  const viaSql = await timed(CALLS, async () => void (await pool.query(bare, [T, first, last])));
  const [call95, sql95] = [pct(viaCall, 95), pct(viaSql, 95)];
  const ratio = call95 / sql95;
  report('OEE per machine per day over a year (report.Report/page, p95)', Math.round(call95), 'ms', `${CALLS} calls`);
  report('the same aggregate as bare SQL (p95)', Math.round(sql95), 'ms');
  const over = ratio > OEE_RATIO_BUDGET;
  report('OEE call ÷ bare SQL', ratio.toFixed(2), '×', over && !budget ? `${BANNER}\nOVER BUDGET (≤ ${OEE_RATIO_BUDGET})\n${BANNER}` : `budget ≤ ${OEE_RATIO_BUDGET}`);
  budget?.('OEE call ÷ bare SQL (p95)', Number(ratio.toFixed(2)), OEE_RATIO_BUDGET, '×');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchEquipment((name, value, unit, note) => console.log(`${name}: ${value} ${unit}${note ? `  ${note}` : ''}`));
  process.exit(0);
}
