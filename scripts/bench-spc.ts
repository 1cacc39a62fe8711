// 控制图 benchmark (run through tsx, standalone or from scripts/bench.mjs): an X̄-R chart of 100 000
// measurements (subgroups of 5: 20 000 points) drawn in Chromium with the page's own echarts option
// (modules/quality/spc/dev/bench.html served by Vite), from the answer to the painted frame, the
// median of three runs, each on a fresh page. The budgeted draw is the page's: 控制图 first shows
// the default query (1,000 subgroups) and draws the big chart over it when the user asks for more
// points. The same chart as the very first draw of a fresh page (echarts' code run for the first
// time, about 100 ms of it before any point) is reported beside it. Budget: 200 ms; over it prints
// a banner.
// npx tsx scripts/bench-spc.ts   (BENCH_SPC_MEASUREMENTS=… to change the size)
import fs from 'node:fs';
import path from 'node:path';
import type { Report } from './bench-kit';

export const SPC_DRAW_BUDGET_MS = 200;
const MEASUREMENTS = Number(process.env.BENCH_SPC_MEASUREMENTS || 100_000);
const SUBGROUP = 5;
const RUNS = 3;
const BANNER = '!'.repeat(100);

interface Run {
  compute: number;
  draw: number;
  /** the draw's parts: building the option, setOption, the frame after it */
  split: Record<string, number>;
  points: number;
  flagged: number;
  /** (page runs) the first chart's draw, before the timed one */
  first?: number;
}

async function chromiumRuns(): Promise<{ page: Run[]; cold: Run[] } | null> {
  const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(exe)) return null;
  const { createServer } = await import('vite');
  const root = path.resolve(import.meta.dirname, '../modules/quality/spc/dev');
  // a port of its own: Vite moves on from 5390 to the first free one
  const server = await createServer({ root, configFile: false, logLevel: 'silent', server: { port: 5390, strictPort: false, host: '127.0.0.1', hmr: false } });
  await server.listen();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const url = `${server.resolvedUrls!.local[0]}bench.html`;
  const open = async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __spcReady?: boolean }).__spcReady, null, { timeout: 300_000 });
    return page;
  };
  try {
    // the first load makes Vite transform and pre-bundle echarts: not measured
    await (await open()).close();
    const runs = { page: [] as Run[], cold: [] as Run[] };
    for (let i = 0; i < RUNS; i++) {
      for (const mode of ['page', 'cold'] as const) {
        const page = await open();
        runs[mode].push(await page.evaluate(([count, n, m]) => (window as unknown as { __spcBench: (c: number, n: number, m: string) => Promise<Run> }).__spcBench(count, n, m), [MEASUREMENTS, SUBGROUP, mode] as const));
        await page.close();
      }
    }
    return runs;
  } finally {
    await browser.close();
    await server.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Budget = (name: string, value: number, limit: number, unit: string) => void;

/** Reports the median draw against its budget (bench.mjs's, else a banner here); answers it (ms), or null without Chromium. */
export async function benchSpc(report: Report, budget?: Budget): Promise<number | null> {
  const runs = await chromiumRuns().catch((e: unknown) => {
    console.log(`(Chromium run failed: ${e instanceof Error ? e.message : String(e)})`);
    return null;
  });
  if (!runs) {
    report("X̄-R chart of 100k measurements: drawn on 控制图 (Chromium)", 'n/a', '', 'no Chromium (CHROMIUM_PATH or /usr/bin/chromium)');
    return null;
  }
  const { page, cold } = runs;
  const draw = Math.round(median(page.map((r) => r.draw)));
  const label = `X̄-R chart of ${MEASUREMENTS / 1000}k measurements`;
  const ms = (xs: Run[]) => xs.map((r) => r.draw.toFixed(0)).join(', ');
  report(`${label}: drawn on 控制图 (Chromium)`, draw, 'ms', `median of ${RUNS} (${ms(page)} ms), over the default 1,000-subgroup chart; ${page[0].points} points, ${page[0].flagged} flagged; budget ${SPC_DRAW_BUDGET_MS} ms`);
  const parts = Object.keys(page[0].split).map((k) => `${k} ${median(page.map((r) => r.split[k])).toFixed(0)}`);
  report(`${label}: the draw's parts (Chromium)`, '', '', `median ms: ${parts.join(', ')}`);
  report(`${label}: as a fresh page's first draw`, Math.round(median(cold.map((r) => r.draw))), 'ms', `median of ${RUNS} (${ms(cold)} ms); echarts' code runs for the first time (not what the page does)`);
  report(`1,000-subgroup chart: a fresh page's first draw`, Math.round(median(page.map((r) => r.first ?? 0))), 'ms', 'the default query of 控制图');
  report(`${label}: limits and rules (Chromium)`, median(page.map((r) => r.compute)).toFixed(1), 'ms', 'stats.ts over the subgroups, in the page');
  if (budget) budget(`${label}: drawn on 控制图`, draw, SPC_DRAW_BUDGET_MS, 'ms');
  else if (draw > SPC_DRAW_BUDGET_MS) console.log(`${BANNER}\n!!! OVER BUDGET: ${label} draw is ${draw} ms, the budget is ${SPC_DRAW_BUDGET_MS} ms\n${BANNER}`);
  return draw;
}

// run on its own (npx tsx scripts/bench-spc.ts), not only from scripts/bench.mjs
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  benchSpc((name, value, unit, note = '') => console.log(`${name.padEnd(56)} ${String(value).padStart(10)} ${unit.padEnd(8)} ${note}`)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
