import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// One real server (npm start's script: builds the web app if stale, embedded PostgreSQL, demo
// data) on a throwaway DATA_DIR, driven by Debian's Chromium (browsers cannot be downloaded here).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT || 18090);
const dataDir = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `plantform-e2e-${port}`);
if (!process.env.PLAYWRIGHT_WORKER) {
  // fresh data for every run (the config is also loaded by workers: only the main process wipes)
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  process.env.PLAYWRIGHT_WORKER = '1';
}

export default defineConfig({
  // the shell's browser tests and each module's (modules/<code>/tests/e2e)
  testDir: root,
  testMatch: ['tests/e2e/**/*.e2e.ts', 'modules/*/tests/e2e/**/*.e2e.ts'],
  timeout: 60_000,
  // a page's first render loads its chunks and parses them: on a slow CI machine the first list of a
  // module took 11 s (finance/Expense, trace of the CI run); waiting longer costs nothing when it is quick
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    // a click on what never becomes clickable fails on its own, not at the test's timeout
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: `node ${path.join(root, 'scripts/start.mjs')}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/demo/login`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
