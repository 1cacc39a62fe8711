// The browser side of scripts/bench-spc.ts: a chart answer like quality.Spc/chart's for `count`
// measurements in subgroups of `n` (seeded, a process drifting at the end), its limits and rule
// flags from stats.ts, then the page's own option drawn — from the answer to the frame after
// setOption (the canvas painted).
import { init } from 'echarts/core';
import { rng } from '../../../../server/seed/demo-kit/random';
import '../web/echartsSetup';
import type { SpcChart } from '../contracts';
import { capability, nelsonRules, sampleSigma, xbarRFromStats } from '../stats';
import { controlChartOption } from '../web/chartOption';
import { spcStrings } from '../web/strings';

function answer(count: number, n: number): SpcChart {
  const { next } = rng(2317);
  const gauss = () => Math.sqrt(-2 * Math.log(Math.max(next(), 1e-12))) * Math.cos(2 * Math.PI * next());
  const groups = Math.floor(count / n);
  const means: number[] = [];
  const ranges: number[] = [];
  const all: number[] = [];
  for (let g = 0; g < groups; g++) {
    const drift = g > groups * 0.95 ? 0.01 : 0;
    let lo = Infinity;
    let hi = -Infinity;
    let sum = 0;
    for (let k = 0; k < n; k++) {
      const v = 20 + drift + 0.012 * gauss();
      all.push(v);
      sum += v;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    means.push(sum / n);
    ranges.push(hi - lo);
  }
  const limits = xbarRFromStats(n, means, ranges)!;
  const sx = (limits.xbar.ucl - limits.xbar.centre) / 3;
  const sr = (limits.range.ucl - limits.range.centre) / 3;
  const xr = nelsonRules(means, () => limits.xbar.centre, () => sx);
  const rr = nelsonRules(ranges, () => limits.range.centre, () => sr);
  const day0 = Date.UTC(2026, 0, 1);
  const cap = capability(limits.xbar.centre, limits.sigmaWithin, sampleSigma(all), 19.95, 20.05);
  return {
    kind: 'xbar-r',
    subgroupSize: n,
    points: means.map((m, i) => ({ at: new Date(day0 + i * 1_800_000).toISOString(), value: m, range: ranges[i], rules: xr[i], rangeRules: rr[i].filter((r) => r === 1) })),
    limits: limits.xbar,
    rangeLimits: limits.range,
    spec: { lower: 19.95, upper: 20.05, standard: 20 },
    capability: { ...cap, mean: limits.xbar.centre, sigmaWithin: limits.sigmaWithin, sigmaOverall: sampleSigma(all), readings: all.length },
    histogram: [],
    leftOut: 0,
  };
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

type Instance = ReturnType<typeof init>;

/** One draw as useEchart makes it (setOption, notMerge), timed from the answer to the painted frame. */
async function draw(instance: Instance, count: number, n: number) {
  const t0 = performance.now();
  const chart = answer(count, n);
  const t1 = performance.now();
  const option = controlChartOption(chart, spcStrings('zh_CN'));
  const tOption = performance.now();
  instance.setOption(option, { notMerge: true });
  const tSet = performance.now();
  await frame();
  const t2 = performance.now();
  return { compute: t1 - t0, draw: t2 - t1, split: { option: tOption - t1, setOption: tSet - tOption, frame: t2 - tSet }, points: chart.points.length, flagged: chart.points.filter((p) => p.rules.length).length };
}

/**
 * `page`: what 控制图 does — its first chart is the default query's (1,000 subgroups), and a bigger
 * one is drawn over it on the same instance when the user asks for more points; the second draw is
 * timed. `cold`: the big chart as the very first draw of a fresh page (echarts' code not yet run).
 */
(window as unknown as { __spcBench: (count: number, n: number, mode: 'page' | 'cold') => Promise<unknown> }).__spcBench = async (count, n, mode) => {
  const instance = init(document.getElementById('chart')!, null, { renderer: 'canvas' });
  if (mode === 'cold') return draw(instance, count, n);
  const first = await draw(instance, 1000 * n, n);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { ...(await draw(instance, count, n)), first: first.draw };
};
(window as unknown as { __spcReady: boolean }).__spcReady = true;
