// Record benchmarks (run by scripts/bench.mjs through tsx): 1 000 000 materials in one tenant;
// summaryPage (pageSize 50, a filter + a fuzzy + a range) through the server at 1 and 100
// clients next to the same SQL run bare through `pg` (ratio); a broad list before/after the count
// cap (bench-list-count.ts); import of 100 000 rows; export of 1 000 000 rows with the server's
// peak RSS.
// BENCH_ONLY=admin: only the seeding, the data-scope list and the 200-field page detail (bench-admin.ts).
// BENCH_ONLY=flows: only the seeding and the flow cycles and todo list (bench-flows.ts).
// BENCH_ONLY=stock: only the seeding, delivery audits, the last-units race and the stock queries (bench-stock.ts).
// BENCH_ONLY=documents: only the seeding, the 500-line document and the report over 1 M lines
// (bench-documents.ts).
// BENCH_ONLY=export npx tsx scripts/bench-records.ts: only the seeding and the export (keep the
// exported file with BENCH_EXPORT_FILE=/path/to/out.xlsx); BENCH_ONLY=lists: only the seeding and
// the material lists (summaryPage, the broad list before/after the count cap).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { freePort } from '../server/db/embedded';
import { COUNT_CAP } from '../server/records/list';
import { benchDocuments, benchReportAggregation } from './bench-documents';
import { benchBroadListCount } from './bench-list-count';
import { benchTenantEntity } from './bench-tenant-entity';
import { benchDataScope, benchPageDetail } from './bench-admin';
import { benchFlows } from './bench-flows';
import { benchStock } from './bench-stock';
import { MODULES } from '../modules/index';
import { installModules } from '../server/modules/catalogue';
import type { Report } from './bench-kit';
import { benchDatabase } from './bench-database';

installModules(MODULES);

const root = path.resolve(import.meta.dirname, '..');
const ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const ONLY = process.env.BENCH_ONLY;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function load(concurrency: number, total: number, one: () => Promise<void>) {
  const times: number[] = [];
  const t0 = performance.now();
  let left = total;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        const t = performance.now();
        await one();
        times.push(performance.now() - t);
      }
    }),
  );
  return { p50: pct(times, 50), p95: pct(times, 95), rps: total / ((performance.now() - t0) / 1000) };
}

export async function benchRecords(report: Report) {
  const { dir, server, url } = await benchDatabase('rec');
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const { rows: [organ] } = await pool.query("select id from organ where tenant_id = '00000002' limit 1");
  const t = performance.now();
  await pool.query(
    `insert into mdm_material (tenant_id, organ_id, code, name, spec, category, unit, count_type, manu_mode, sale_price, safe_stock, status_dict, create_name, modify_name)
     select '00000002', $1, 'B' || lpad(g::text, 8, '0'),
            (array['深沟球轴承','六角头螺栓','冷轧钢板','铝合金型材','伺服电机','减速机','齿轮轴','法兰盘','传动轴组件','电控柜','输送线模组','液压缸','切削液','润滑脂','纸箱','缠绕膜','气缸密封圈','接近开关'])[1 + g % 18] || '（' || (g % 997) || '型）',
            'SP-' || (g % 5000), (array['RAW','SEMI','FINISHED','AUX','PACK','SPARE'])[1 + g % 6], 'PCS', 'Num', 'Purchased',
            round(((g::bigint * 7919) % 100000) / 100.0, 2), g % 100, case when g % 3 = 0 then 'Audit' else 'Saved' end, '基准', '基准'
       from generate_series(1, ${ROWS}) g`,
    [organ.id],
  );
  // the materials belong to the demo's departments in turn, one share to none (data-scope bench)
  await pool.query(
    `update mdm_material m set depart_id = d.ids[m.id % (array_length(d.ids, 1) + 1)]
       from (select array_agg(id order by id) as ids from department where tenant_id = '00000002') d
      where m.tenant_id = '00000002' and m.depart_id is null and m.id % (array_length(d.ids, 1) + 1) > 0`,
  );
  // as autovacuum leaves a table after a bulk load: statistics, and the visibility map that lets a
  // count read an index alone
  await pool.query('vacuum analyze mdm_material');
  report(`generate ${ROWS.toLocaleString('en')} materials (one INSERT … SELECT)`, Math.round(performance.now() - t), 'ms');

  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: path.join(dir, 'data'), PORT: String(port), SKIP_WEB_BUILD: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('Plantform is serving')) resolve();
    });
    child.on('exit', (c) => reject(new Error(`server exited ${c}: ${out}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const post = async (p: string, body: unknown, headers: Record<string, string> = {}) =>
    (await fetch(`${base}/${p}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } })).json();
  const pk = (await post('portal.Login/publicKey', [])).body.publicKey;
  const cipher = crypto.publicEncrypt({ key: pk, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('Admin@123')).toString('base64');
  const session = (await post('portal.Login/logon', ['admin', cipher, null, 'Web'], { 'tenant-code': 'demo' })).body;
  const auth = { access_token: session.token, 'tenant-id': session.tenant.id };

  if (ONLY === 'documents' || ONLY === undefined) {
    await benchDocuments(report, post, auth, pool, load);
    await benchReportAggregation(report, post, auth, pool, load);
    if (ONLY === 'documents') return stop();
  }
  if (ONLY === 'stock' || ONLY === undefined) {
    await benchStock(report, post, auth, pool, load);
    if (ONLY === 'stock') return stop();
  }
  if (ONLY === 'flows' || ONLY === undefined) {
    await benchFlows(report, post, auth, pool, load);
    if (ONLY === 'flows') return stop();
  }
  if (ONLY === 'admin' || ONLY === undefined) {
    await benchDataScope(report, post, auth, pool, load, ROWS);
    await benchPageDetail(report, post, auth, pool, load);
    if (ONLY === 'admin') return stop();
  }
  if (ONLY !== 'export') await benchSummaryPage(report, base, auth, pool);
  if (ONLY !== 'export') await benchBroadListCount(report, base, auth, pool, load, ROWS);
  const everything = ONLY !== 'export' && ONLY !== 'lists';
  if (everything) await benchTenantEntity(report, base, auth, pool, load);
  if (ONLY !== 'lists') await benchExport(report, base, auth, child.pid!);
  if (everything) await benchImport(report, base, auth, dir);
  await stop();

  async function stop() {
    await new Promise<void>((r) => {
      child.on('exit', () => r());
      child.kill('SIGINT');
    });
    await pool.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function benchSummaryPage(report: Report, base: string, auth: Record<string, string>, pool: pg.Pool) {
  const post = async (p: string, body: unknown, headers: Record<string, string> = {}) =>
    (await fetch(`${base}/${p}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } })).json();
  const query = { entityCode: 'Material', page: 1, pageSize: 50, filterMap: { category: 'RAW' }, fuzzyMap: { name: '深沟球' }, rangeMap: { sale_price: { first: 100, second: 600 } } };
  const check = await post('datax.MetaDynamic/summaryPage', [query], auth);
  if (check.code !== 200) throw new Error(`summaryPage: ${check.msg}`);
  const where = `t.tenant_id = $1 and t.category = $2 and t.name ilike $3 and t.sale_price >= $4 and t.sale_price <= $5`;
  // the count the server runs: at most COUNT_CAP + 1 matches (server/records/list.ts)
  const count = `select count(*) as n from (select 1 from mdm_material as t where ${where} limit ${COUNT_CAP + 1}) as s`;
  const params = ['00000002', 'RAW', '%深沟球%', 100, 600];
  const bare = async () => {
    await Promise.all([
      pool.query(`select t.* from mdm_material as t where ${where} order by t.id desc limit 50 offset 0`, params),
      pool.query(count, params),
    ]);
  };
  const viaServer = async () => {
    const r = await post('datax.MetaDynamic/summaryPage', [query], auth);
    if (r.code !== 200) throw new Error(r.msg);
  };
  await benchRowSecurity(report, pool, where, count, params);
  report(`summaryPage matches (of ${ROWS.toLocaleString('en')} rows)`, `${check.body.total}${check.body.totalCapped ? '+' : ''}`, 'rows', 'category RAW, name contains 深沟球, price 100–600');
  for (const [clients, total] of [[1, 100], [100, 1000]] as const) {
    await load(clients, Math.min(total, 50), viaServer); // warm
    const s = await load(clients, total, viaServer);
    const b = await load(clients, total, bare);
    report(`summaryPage, one filter, ${clients} client${clients > 1 ? 's' : ''}: server`, s.rps.toFixed(0), 'req/s', `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (target p95 < 100 ms at 100); count memoised while paging`);
    report(`summaryPage, one filter, ${clients} client${clients > 1 ? 's' : ''}: bare SQL`, b.rps.toFixed(0), 'req/s', `p50 ${b.p50.toFixed(1)} ms, p95 ${b.p95.toFixed(1)} ms; server/bare ${(s.rps / b.rps).toFixed(2)}x (target >= 0.7x)`);
  }
  // a different price range on every request: no memoised count, the server does all the work
  let k = 0;
  const varied = () => {
    const lo = 100 + (k++ % 400);
    return { lo, hi: lo + 200 };
  };
  const viaServerVaried = async () => {
    const { lo, hi } = varied();
    const r = await post('datax.MetaDynamic/summaryPage', [{ ...query, rangeMap: { sale_price: { first: lo, second: hi } } }], auth);
    if (r.code !== 200) throw new Error(r.msg);
  };
  const bareVaried = async () => {
    const { lo, hi } = varied();
    const p = ['00000002', 'RAW', '%深沟球%', lo, hi];
    await Promise.all([
      pool.query(`select t.* from mdm_material as t where ${where} order by t.id desc limit 50 offset 0`, p),
      pool.query(count, p),
    ]);
  };
  for (const [clients, total] of [[1, 50], [100, 300]] as const) {
    const s = await load(clients, total, viaServerVaried);
    const b = await load(clients, total, bareVaried);
    report(`summaryPage, new filter each time, ${clients} client${clients > 1 ? 's' : ''}: server`, s.rps.toFixed(0), 'req/s', `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`);
    report(`summaryPage, new filter each time, ${clients} client${clients > 1 ? 's' : ''}: bare SQL`, b.rps.toFixed(0), 'req/s', `p50 ${b.p50.toFixed(1)} ms, p95 ${b.p95.toFixed(1)} ms; server/bare ${(s.rps / b.rps).toFixed(2)}x`);
  }

}

/**
 * What row-level security costs on the 1 M-row list: the list's two statements as the tables' owner
 * (no policy applies) and as the tenant role with its id set (the policy's condition is added to
 * the plan), alternately, in one run. Same SQL, same filters; only the wall differs.
 */
async function benchRowSecurity(report: Report, owner: pg.Pool, where: string, count: string, params: unknown[]) {
  const walled = new pg.Pool({ connectionString: (owner.options as { connectionString: string }).connectionString, max: 20, options: `-c role=plantform_tenant -c app.tenant_id=${params[0]}` });
  const seen = await walled.query('select count(*)::int as n from mdm_material');
  const all = await owner.query('select count(distinct tenant_id)::int as n from mdm_material');
  if (all.rows[0].n > 1 && seen.rows[0].n >= (await owner.query('select count(*)::int as n from mdm_material')).rows[0].n) throw new Error('row security did not apply: the tenant role sees every tenant');
  const run = (p: pg.Pool) => async () => {
    await Promise.all([p.query(`select t.* from mdm_material as t where ${where} order by t.id desc limit 50 offset 0`, params), p.query(count, params)]);
  };
  const rounds: Array<{ owner: number; walled: number }> = [];
  for (const clients of [1, 20]) {
    await load(clients, 30, run(walled));
    let o = 0;
    let w = 0;
    for (let i = 0; i < 3; i++) {
      o += (await load(clients, clients * 20, run(owner))).rps;
      w += (await load(clients, clients * 20, run(walled))).rps;
    }
    rounds.push({ owner: o / 3, walled: w / 3 });
    report(
      `the list's SQL under row security, ${clients} client${clients > 1 ? 's' : ''}`,
      (w / 3).toFixed(0),
      'req/s',
      `as the owner ${(o / 3).toFixed(0)} req/s; walled/owner ${(w / o).toFixed(2)}x (3 alternating rounds)`,
    );
  }
  await walled.end();
  return rounds;
}

/** The server's peak RSS during the export alone: the high-water mark is reset first (Linux). */
async function benchExport(report: Report, base: string, auth: Record<string, string>, pid: number) {
  const status = () => fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssBefore = Number(/VmRSS:\s+(\d+)/.exec(status())?.[1] ?? 0) / 1024;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* not allowed here: VmHWM then includes earlier peaks */
  }
  const t = performance.now();
  const res = await fetch(`${base}/download/records.xlsx`, { method: 'POST', body: JSON.stringify([{ entityCode: 'Material' }]), headers: { 'content-type': 'application/json', ...auth } });
  const keep = process.env.BENCH_EXPORT_FILE ? fs.createWriteStream(process.env.BENCH_EXPORT_FILE) : null;
  if (res.status !== 200 || !res.headers.get('content-type')?.includes('spreadsheetml')) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    tail = Buffer.concat([tail, chunk]).subarray(-22);
    if (keep && !keep.write(chunk)) await new Promise((r) => keep.once('drain', r));
  }
  if (keep) await new Promise((r) => keep.end(r));
  const hwm = Number(/VmHWM:\s+(\d+)/.exec(status())?.[1] ?? 0) / 1024;
  if (tail.length < 22 || tail.readUInt32LE(0) !== 0x06054b50) throw new Error('export: the file does not end with a zip directory (cut short?)');
  report(`export ${ROWS.toLocaleString('en')} rows (.xlsx, streamed)`, Math.round(performance.now() - t), 'ms', `${(bytes / 1024 / 1024).toFixed(1)} MB; server peak RSS ${hwm.toFixed(0)} MB during it, ${rssBefore.toFixed(0)} MB before (target < 300 MB)`);
}

async function benchImport(report: Report, base: string, auth: Record<string, string>, dir: string) {
  const post = async (p: string, body: unknown, headers: Record<string, string> = {}) =>
    (await fetch(`${base}/${p}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } })).json();
  const N = 100_000;
  const file = path.join(dir, 'import.xlsx');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('物料');
  ws.addRow(['物料编码', '物料名称', '规格型号', '物料类别', '计量单位', '计量方式', '参考售价']).commit();
  for (let i = 0; i < N; i++) ws.addRow([`IMP${String(i).padStart(7, '0')}`, `导入物料${i}`, `SP-${i % 97}`, '原材料', '个', '数量', (i % 1000) / 10]).commit();
  ws.commit();
  await wb.commit();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fs.readFileSync(file))]), 'import.xlsx');
  const up = await (await fetch(`${base}/portal.File/upload2`, { method: 'POST', body: form, headers: auth })).json();
  const t = performance.now();
  const imp = await post('datax.MetaDynamic/leadIn', [{ entityCode: 'Material', fileId: up.body.id }], auth);
  if (imp.code !== 200 || imp.body.createCnt !== N) throw new Error(`import: ${imp.msg ?? JSON.stringify(imp.body).slice(0, 300)}`);
  report(`import ${N.toLocaleString('en')} rows (.xlsx, all or nothing)`, Math.round(performance.now() - t), 'ms', `${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB file`);
}

// run on its own (npx tsx scripts/bench-records.ts), not only from scripts/bench.mjs
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  benchRecords((name, value, unit, note = '') => console.log(`${name.padEnd(48)} ${String(value).padStart(10)} ${unit.padEnd(8)} ${note}`)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
