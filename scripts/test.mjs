// npm test: lint (import boundaries and code rules, scripts/lint.mjs), type check, unit + server
// tests (vitest, real embedded PostgreSQL), then browser tests (Playwright driving Debian's Chromium
// against a real `npm start`). Prints one closing line "tests: N passed, N failed" counting every
// test of every stage.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion } from './node-version.mjs';

checkNodeVersion('npm test');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-test-reports-'));
const totals = { passed: 0, failed: 0 };
const failedStages = [];
// Names of the tests that did not pass, repeated at the very end: CI keeps only the output's tail.
const notPassed = [];

const started = Date.now();
const took = [];
function stage(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  took.push(`${name} ${minutes(Date.now() - t0)}`);
  if (r.status !== 0) failedStages.push(name);
  return r.status === 0;
}
/** What the test cluster's PostgreSQL said of a crash or a forced stop (its log, kept by tests/kit/global-setup.ts). */
function crashLines(file) {
  if (!fs.existsSync(file)) return [];
  // the logical replication launcher exits with code 1 at every shutdown: not a crash
  const said = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => /PANIC|terminated by signal|was terminated|exited with exit code|all server processes terminated|out of memory/i.test(l) && !/logical replication launcher/.test(l));
  return said.slice(0, 20).map((l) => `PostgreSQL (test cluster): ${l}`);
}
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

// CI stops the whole run at 90 minutes; the suite is meant to stay under half of that. Said loudly,
// never failed on: the machines are shared and a slow run is not a broken product.
const BUDGET_MINUTES = 45;
function reportTime() {
  const total = Date.now() - started;
  console.log(`\ntest time: ${took.join(', ')}; in all ${minutes(total)} (budget ${BUDGET_MINUTES} min)`);
  if (total > BUDGET_MINUTES * 60_000) {
    console.log(`\n!!! OVER BUDGET: the tests took ${minutes(total)}, more than ${BUDGET_MINUTES} min; CI stops at 90. Find the stage that grew above. !!!`);
  }
}

/**
 * The first lines of a failure, indented under its test (CI keeps only the output's tail): the
 * message and the first place in the project's own files, without the runner's frames. A vitest
 * timeout reaches the report without its message (its stack says STACK_TRACE_ERROR): the time
 * taken says it.
 */
function why(message, tookMs) {
  if (!message) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is stripped
  const lines = String(message).replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((l) => l.trimEnd()).filter((l) => l.trim());
  const said = lines.filter((l) => !/^\s+at /.test(l)).slice(0, 10);
  const where = lines.find((l) => /^\s+at /.test(l) && !l.includes('node_modules') && !l.includes('node:internal'));
  if (said[0] === 'Error: STACK_TRACE_ERROR') said[0] = `no message (a vitest timeout reports none)${tookMs ? `; it ran ${Math.round(tookMs)} ms` : ''}`;
  return `\n      ${[...said, ...(where ? [where.trim()] : [])].map((l) => l.slice(0, 200)).join('\n      ')}`;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return failedStages.push('vitest wrote no report');
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!j.numTotalTests) failedStages.push('vitest ran no test');
  totals.passed += j.numPassedTests ?? 0;
  totals.failed += (j.numFailedTests ?? 0) + (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  // a test left "pending" was skipped, or was still running when vitest ended (a hook or a worker
  // that stopped under it): neither passed, so both are named
  for (const file of j.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status !== 'passed') notPassed.push(`vitest ${t.status}: ${path.relative(root, file.name)} › ${t.fullName}${why(t.failureMessages?.[0], t.duration)}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      notPassed.push(`vitest file failed: ${path.relative(root, file.name)}: ${String(file.message ?? '').slice(0, 300)}`);
    }
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return failedStages.push('Playwright wrote no report');
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  if (!s.expected && !s.unexpected) failedStages.push('Playwright ran no test');
  totals.passed += s.expected ?? 0;
  totals.failed += (s.unexpected ?? 0) + (s.flaky ?? 0) + (s.skipped ?? 0);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'expected') {
          const error = t.results?.find((r) => r.error)?.error?.message;
          notPassed.push(`Playwright ${t.status}: ${spec.file} › ${[...titles, spec.title].join(' › ')}${why(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of JSON.parse(fs.readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
}

/** Debian's Chromium: installed here when missing and we can (root + apt), else say how. */
function ensureChromium() {
  const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(exe)) return exe;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing the Debian package `chromium` (apt-get)...');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (fs.existsSync(exe)) return exe;
  }
  console.error(
    `Browser tests need Chromium at ${exe}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
      'or set CHROMIUM_PATH to a Chromium/Chrome binary. (Playwright cannot download browsers here.)',
  );
  return null;
}

/**
 * Debian packages the server tests use: poppler-utils (the print tests read PDFs back with
 * pdftotext, pdffonts and pdftoppm) and pgbouncer (an instance behind a transaction pooler).
 */
function ensureServerTools() {
  const missing = [
    ['/usr/bin/pdftoppm', 'poppler-utils'],
    ['/usr/sbin/pgbouncer', 'pgbouncer'],
  ].filter(([exe]) => !fs.existsSync(exe)).map(([, pkg]) => pkg);
  if (!missing.length) return;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`Missing ${missing.join(', ')}: installing the Debian packages (apt-get)...`);
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else console.error(`The server tests need ${missing.join(', ')}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
}

const only = process.argv[2]; // optional: lint | typecheck | vitest | e2e
if (!only || only === 'lint') stage('lint (dependency-cruiser, Biome)', process.execPath, [path.join(root, 'scripts', 'lint.mjs')]);
if (!only || only === 'typecheck') stage('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
if (!only || only === 'vitest') {
  ensureServerTools();
  const out = path.join(reports, 'vitest.json');
  const pgLog = path.join(reports, 'postgres.log');
  const passed = stage('unit and server tests (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { PLANTFORM_PG_LOG: pgLog });
  countVitest(out);
  if (!passed) notPassed.push(...crashLines(pgLog));
}
if (!only || only === 'e2e') {
  const chromium = ensureChromium();
  if (!chromium) failedStages.push('browser tests (no Chromium)');
  else {
    // the config builds the web app once if stale (scripts/web-build.mjs), then starts one server per
    // worker (E2E_WORKERS, default 2), each with its own embedded database
    const out = path.join(reports, 'playwright.json');
    stage('browser tests (Playwright + Chromium)', bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    countPlaywright(out);
  }
}

fs.rmSync(reports, { recursive: true, force: true });
reportTime();
if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join(', ')}`);
if (notPassed.length) console.log(`\nNot passed:\n${notPassed.map((n) => `  ${n}`).join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStages.length || totals.failed ? 1 : 0);
