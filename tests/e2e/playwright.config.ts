import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { buildWebIfStale } from '../../scripts/web-build.mjs';

// Real servers (npm start's script: embedded PostgreSQL, demo data), one per worker, each on its own
// throwaway DATA_DIR and port (E2E_PORT + the worker's parallel index, see fixtures.ts): tests of two
// workers never share a database, so a test that changes tenant-wide settings (roles, parameters,
// flow bindings) cannot disturb another running beside it. Driven by Debian's Chromium (browsers
// cannot be downloaded here).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT || 18090);
const workers = Number(process.env.E2E_WORKERS || 2);
const dataDirOf = (i: number) => process.env.E2E_DATA_DIR ? `${process.env.E2E_DATA_DIR}-${i}` : path.join(os.tmpdir(), `plantform-e2e-${port + i}`);
if (!process.env.PLAYWRIGHT_WORKER) {
  // fresh data for every run (the config is also loaded by workers: only the main process wipes)
  for (let i = 0; i < workers; i++) {
    fs.rmSync(dataDirOf(i), { recursive: true, force: true });
    fs.mkdirSync(dataDirOf(i), { recursive: true, mode: 0o755 });
  }
  // built once here: the servers below start without building (each would race to write dist/web)
  buildWebIfStale();
  process.env.PLAYWRIGHT_WORKER = '1';
  process.env.E2E_PORT = String(port);
}

export default defineConfig({
  // the shell's browser tests and each module's (modules/<code>/tests/e2e)
  testDir: root,
  testMatch: ['tests/e2e/**/*.e2e.ts', 'modules/*/tests/e2e/**/*.e2e.ts', 'modules/*/*/tests/e2e/**/*.e2e.ts'],
  timeout: 60_000,
  // a page's first render loads its chunks and parses them: on a slow CI machine the first list of a
  // module took 11 s (finance/Expense, trace of the CI run); waiting longer costs nothing when it is quick
  expect: { timeout: 20_000 },
  workers,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    // a click on what never becomes clickable fails on its own, not at the test's timeout
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // the worker's own server: fixtures.ts sets baseURL from the worker's parallel index
    locale: 'zh-CN',
    // a failure keeps the trace (actions, DOM snapshots, network); no screencast of every test: it
    // costs CPU on every passing test, and the failure's own screenshot is kept below
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  outputDir: path.join(os.tmpdir(), 'plantform-e2e-results'),
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: `node ${path.join(root, 'scripts/start.mjs')}`,
    cwd: root,
    url: `http://127.0.0.1:${port + i}/demo/login`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGINT' as const, timeout: 15_000 },
    env: { PORT: String(port + i), DATA_DIR: dataDirOf(i), LOG_LEVEL: 'warn', SKIP_WEB_BUILD: '1' },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
