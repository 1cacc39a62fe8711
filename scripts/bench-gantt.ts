// Gantt widget benchmark (run through tsx, standalone or from scripts/bench.mjs): the first layout
// + draw and the drag frame at 1 000, 10 000 and 100 000 tasks (groups of 50, a year of plan), and
// the dense case — 100 000 jobs on 20 machine rows, where the cached row layers matter.
// 1. In Node: the core with a fake canvas context that counts calls (layout and draw logic only).
// 2. In Chromium (when CHROMIUM_PATH or /usr/bin/chromium exists): the same core painting a real
//    canvas with real row layers (renderers/gantt/dev/bench.html served by Vite), then the whole
//    widget (renderers/gantt/dev/widget.html) with a real mouse drag (BENCH_GANTT_WIDGET=0 skips it).
// Aims (issue 12): 10 000 tasks first render < 200 ms; drag at 60 fps (a frame < 16.7 ms).
// npx tsx scripts/bench-gantt.ts   (BENCH_GANTT_SIZES=1000,10000 to change the sizes)
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { HEADER_HEIGHT } from '../renderers/gantt/core/constants';
import { CountingContext, countingLayers } from '../renderers/gantt/core/fakeCanvas';
import { GanttPainter } from '../renderers/gantt/core/paint';
import { draggedScene, sceneOf } from '../renderers/gantt/core/scene';
import { machineTasks, planTasks } from '../renderers/gantt/sampleTasks';
import type { Report } from './bench-kit';

const SIZES = (process.env.BENCH_GANTT_SIZES || '1000,10000,100000').split(',').map(Number);
const FRAMES = 120;
const VIEW = { left: 0, top: 0, width: 1440 - 250, height: 860 - HEADER_HEIGHT };
const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const k = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));

function nodeRun(kind: 'plan' | 'machines', count: number) {
  const tasks = kind === 'plan' ? planTasks(count) : machineTasks(count, 20);
  const ctx = new CountingContext();
  const { factory } = countingLayers();
  const t0 = performance.now();
  const scene = sceneOf(tasks, kind === 'plan' ? 'day' : 'month');
  const painter = new GanttPainter(factory);
  painter.paint(ctx, scene, VIEW);
  const first = performance.now() - t0;
  const costs: number[] = [];
  let calls = 0;
  for (let f = 0; f < FRAMES; f++) {
    ctx.reset();
    const started = performance.now();
    painter.paint(ctx, draggedScene(scene, 1, f * 2, f > FRAMES / 2 ? 1 : 0), VIEW);
    costs.push(performance.now() - started);
    calls = Math.max(calls, ctx.total);
  }
  return { first, dragP50: pct(costs, 50), dragP95: pct(costs, 95), calls };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface BrowserResult {
  firstScript: number;
  firstPaint: number;
  dragP50: number;
  dragP95: number;
  frameP95: number;
}

async function chromiumRuns(cases: Array<['plan' | 'machines', number]>): Promise<Map<string, BrowserResult> | null> {
  const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(exe)) return null;
  const { createServer } = await import('vite');
  const root = path.resolve(import.meta.dirname, '../renderers/gantt/dev');
  const server = await createServer({ root, configFile: false, logLevel: 'silent', server: { port: await freePort(), strictPort: true, host: '127.0.0.1' } });
  await server.listen();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const results = new Map<string, BrowserResult>();
  try {
    for (const [kind, count] of cases) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${server.resolvedUrls!.local[0]}bench.html`);
      await page.waitForFunction(() => (window as unknown as { __ganttReady?: boolean }).__ganttReady, null, { timeout: 120_000 });
      results.set(`${kind}:${count}`, await page.evaluate(([kd, n]) => (window as unknown as { __ganttBench: (k: string, n: number) => Promise<BrowserResult> }).__ganttBench(kd as string, n as number), [kind, count] as const));
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

interface WidgetResult {
  rendered: number;
  dragFrameP95: number;
  dragFrameMax: number;
  edits: number;
}

/**
 * The whole widget (React tree + canvas) in Chromium on renderers/gantt/dev/widget.html, served by
 * Vite with the project's config: its first render, then a real mouse drag of a bar over 60 mouse
 * moves with the page's animation-frame intervals recorded meanwhile.
 */
async function widgetRuns(cases: Array<['plan' | 'machines', number]>): Promise<Map<string, WidgetResult> | null> {
  const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(exe)) return null;
  const { createServer } = await import('vite');
  const root = path.resolve(import.meta.dirname, '..');
  const server = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', server: { port: await freePort(), strictPort: true, host: '127.0.0.1', hmr: false } });
  await server.listen();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const base = `${server.resolvedUrls!.local[0]}renderers/gantt/dev/widget.html`;
  const results = new Map<string, WidgetResult>();
  try {
    // the first load makes Vite transform and pre-bundle the page's modules: not measured
    const warm = await browser.newPage();
    await warm.goto(`${base}?n=100`);
    await warm.waitForFunction(() => (window as unknown as { __ganttRendered?: number }).__ganttRendered !== undefined, null, { timeout: 300_000 });
    await warm.close();
    for (const [kind, count] of cases) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${base}?kind=${kind}&n=${count}`);
      await page.waitForFunction(() => (window as unknown as { __ganttRendered?: number }).__ganttRendered !== undefined, null, { timeout: 120_000 });
      const rendered = await page.evaluate(() => (window as unknown as { __ganttRendered: number }).__ganttRendered);
      const box = (await page.getByTestId('gantt-canvas').boundingBox())!;
      // the first bar of row 1 (plan: the first leaf, 3 days after the axis start; machines: the second
      // machine's first job, 4 days into the month view), just inside its left end
      const x = box.x + (kind === 'plan' ? 3 * 80 + 3 : 4 * 16 + 0.5);
      const y = box.y + 50 + 30 + 15;
      // a string, not a function: tsx names functions with a helper (__name) the page does not have
      await page.evaluate(`(() => {
        window.__frames = [];
        window.__stop = false;
        let last = performance.now();
        const tick = (t) => {
          window.__frames.push(t - last);
          last = t;
          if (!window.__stop) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })()`);
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let i = 1; i <= 60; i++) await page.mouse.move(x + i * 4, y + (i > 30 ? 30 : 0));
      await page.mouse.up();
      await page.waitForTimeout(100);
      const frames = await page.evaluate(() => {
        const w = window as unknown as { __frames: number[]; __stop: boolean };
        w.__stop = true;
        return w.__frames.slice(1);
      });
      const edits = await page.evaluate(() => (window as unknown as { __ganttEdits: unknown[] }).__ganttEdits.length);
      results.set(`${kind}:${count}`, { rendered, dragFrameP95: pct(frames, 95), dragFrameMax: Math.max(...frames), edits });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

export async function benchGantt(report: Report) {
  const cases: Array<['plan' | 'machines', number]> = [...SIZES.map((n) => ['plan', n] as ['plan', number]), ['machines', 100_000]];
  nodeRun('plan', 1000); // warm the JIT: the numbers below are the widget's, not V8's start-up
  for (const [kind, count] of cases) {
    const r = nodeRun(kind, count);
    const label = kind === 'plan' ? `${k(count)} tasks` : `${k(count)} jobs on 20 machine rows`;
    report(`Gantt ${label}: first layout+draw (Node)`, r.first.toFixed(1), 'ms', kind === 'plan' && count === 10_000 ? 'target < 200 ms' : '');
    report(`Gantt ${label}: drag frame p95 (Node)`, r.dragP95.toFixed(2), 'ms', `p50 ${r.dragP50.toFixed(2)} ms; ≤ ${r.calls} canvas calls a frame`);
  }
  const browser = await chromiumRuns(cases).catch((e: unknown) => {
    console.log(`(Chromium run failed: ${e instanceof Error ? e.message : String(e)})`);
    return null;
  });
  if (!browser) return;
  for (const [kind, count] of cases) {
    const r = browser.get(`${kind}:${count}`)!;
    const label = kind === 'plan' ? `${k(count)} tasks` : `${k(count)} jobs on 20 machine rows`;
    report(`Gantt ${label}: first render (Chromium)`, r.firstPaint.toFixed(0), 'ms', `script ${r.firstScript.toFixed(0)} ms${kind === 'plan' && count === 10_000 ? '; target < 200 ms' : ''}`);
    report(`Gantt ${label}: drag frame p95 (Chromium)`, r.dragP95.toFixed(2), 'ms', `p50 ${r.dragP50.toFixed(2)} ms; frame interval p95 ${r.frameP95.toFixed(1)} ms (60 fps = 16.7)`);
  }
  if (process.env.BENCH_GANTT_WIDGET === '0') return;
  const widget = await widgetRuns(cases).catch((e: unknown) => {
    console.log(`(widget run failed: ${e instanceof Error ? e.message : String(e)})`);
    return null;
  });
  for (const [kind, count] of widget ? cases : []) {
    const r = widget!.get(`${kind}:${count}`)!;
    const label = kind === 'plan' ? `${k(count)} tasks` : `${k(count)} jobs on 20 machine rows`;
    report(`Gantt widget ${label}: first render (Chromium)`, r.rendered.toFixed(0), 'ms', 'React tree + canvas, to the second frame after mounting (Vite dev build of React and antd)');
    report(`Gantt widget ${label}: frame interval p95 in a mouse drag`, r.dragFrameP95.toFixed(1), 'ms', `max ${r.dragFrameMax.toFixed(1)} ms; ${r.edits} edit reported on release`);
  }
}

// run on its own (npx tsx scripts/bench-gantt.ts), not only from scripts/bench.mjs
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  benchGantt((name, value, unit, note = '') => console.log(`${name.padEnd(56)} ${String(value).padStart(10)} ${unit.padEnd(8)} ${note}`)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
