// The echarts options of 控制图, pure (the page and the browser benchmark draw the same ones): the
// X̄ chart over the R chart (or the p chart with its per-point limits), each with its centre and
// control lines, the specification limits dashed, the flagged points in red; and the histogram of
// the readings against the specification. Built for many points: the lines are thinned before
// echarts sees them (per bucket of the visible window its first, lowest, highest and last point, so
// every excursion stays drawn) and thinned again for the window a zoom shows; no symbols, no
// animation; the flagged points, every one, a separate large scatter.
import type { ChartPoint, SpcChart } from '../contracts';
import type { SpcStrings } from './strings';

const RED = '#d4380d';
const LINE = '#1677ff';
const LIMIT = '#cf1322';
const CENTRE = '#389e0d';
const SPEC = '#fa8c16';

export const fmt = (x: number | null | undefined, digits = 4) => (x === null || x === undefined || !Number.isFinite(x) ? '—' : Number(x.toFixed(digits)).toString());

type Line = { yAxis: number; name: string; lineStyle: { color: string; type: 'solid' | 'dashed'; width: number }; label: { formatter: string; position: 'insideEndTop' } };
const line = (name: string, value: number | null | undefined, color: string, dashed = false): Line[] =>
  value === null || value === undefined ? [] : [{ yAxis: value, name, lineStyle: { color, type: dashed ? 'dashed' : 'solid', width: 1 }, label: { formatter: `${name} ${fmt(value)}`, position: 'insideEndTop' } }];

const dayOf = (at: string) => at.slice(0, 10);

/** Buckets a window is thinned to: at most four points each, about two per pixel of a wide chart. */
const BUCKETS = 800;

/**
 * [index, value] pairs of the window from…to (the x axis is the points' order: a value axis with a
 * handful of ticks, not one label per point), thinned to the first, lowest, highest and last point
 * of each bucket when the window holds more than four per bucket.
 */
export function thinned(values: ReadonlyArray<number | undefined>, from = 0, to = values.length - 1): Array<[number, number | null]> {
  const lo = Math.max(0, Math.floor(from));
  const hi = Math.min(values.length - 1, Math.ceil(to));
  const at = (i: number): [number, number | null] => [i, values[i] ?? null];
  if (hi - lo + 1 <= BUCKETS * 4) return Array.from({ length: Math.max(0, hi - lo + 1) }, (_, k) => at(lo + k));
  const out: Array<[number, number | null]> = [];
  const size = (hi - lo + 1) / BUCKETS;
  for (let b = 0; b < BUCKETS; b++) {
    const start = lo + Math.floor(b * size);
    const end = lo + Math.floor((b + 1) * size) - 1;
    let min = start;
    let max = start;
    for (let i = start + 1; i <= end; i++) {
      const v = values[i] ?? 0;
      if (v < (values[min] ?? 0)) min = i;
      if (v > (values[max] ?? 0)) max = i;
    }
    for (const i of [...new Set([start, min, max, end])].sort((x, y) => x - y)) out.push(at(i));
  }
  return out;
}

/** The lines' data for the window a zoom shows (by series id): set over the drawn chart. */
export function zoomedSeries(c: SpcChart, from: number, to: number): Array<{ id: string; data: Array<[number, number | null]> }> {
  const of = (pick: (p: ChartPoint) => number | undefined) => thinned(c.points.map(pick), from, to);
  return c.kind === 'p'
    ? [{ id: 'value', data: of((p) => p.value) }, { id: 'ucl', data: of((p) => p.ucl) }, { id: 'lcl', data: of((p) => p.lcl) }]
    : [{ id: 'value', data: of((p) => p.value) }, { id: 'range', data: of((p) => p.range) }];
}

function series(id: string, name: string, values: number[], grid: number, marks: Line[]) {
  return {
    type: 'line',
    id,
    name,
    xAxisIndex: grid,
    yAxisIndex: grid,
    data: thinned(values),
    showSymbol: false,
    animation: false,
    lineStyle: { width: 1, color: LINE },
    itemStyle: { color: LINE },
    markLine: { silent: true, symbol: 'none', animation: false, data: marks },
  };
}

/** The flagged points of one grid as a red scatter over the line. */
function flags(name: string, points: ChartPoint[], pick: (p: ChartPoint) => { value: number; rules: number[] }, grid: number) {
  const data: Array<[number, number]> = [];
  points.forEach((p, i) => {
    const v = pick(p);
    if (v.rules.length) data.push([i, v.value]);
  });
  return { type: 'scatter', name, xAxisIndex: grid, yAxisIndex: grid, data, symbolSize: 6, large: true, animation: false, itemStyle: { color: RED }, z: 5 };
}

/** Limits of the y axis that keep every plotted value and line in view. */
function yRange(values: number[], lines: Line[]) {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  for (const l of lines) {
    lo = Math.min(lo, l.yAxis);
    hi = Math.max(hi, l.yAxis);
  }
  const pad = (hi - lo) * 0.05 || Math.abs(hi) * 0.01 || 1;
  return { min: Number((lo - pad).toPrecision(6)), max: Number((hi + pad).toPrecision(6)) };
}

export function controlChartOption(c: SpcChart, s: SpcStrings) {
  const days = c.points.map((p) => dayOf(p.at));
  const values = c.points.map((p) => p.value);
  const base = {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'line' } },
    // the slider without its data shadow: drawing 20 000 points twice is what made the first draw slow
    dataZoom: [{ type: 'inside', xAxisIndex: c.kind === 'p' ? [0] : [0, 1] }, { type: 'slider', xAxisIndex: c.kind === 'p' ? [0] : [0, 1], height: 16, bottom: 4, showDataShadow: false, labelFormatter: (i: number) => days[Math.round(i)] ?? '' }],
  };
  const last = Math.max(0, c.points.length - 1);
  const axis = (grid: number, show: boolean) => ({
    type: 'value',
    gridIndex: grid,
    min: 0,
    max: last,
    minInterval: 1,
    splitLine: { show: false },
    axisLabel: { show, hideOverlap: true, formatter: (i: number) => days[Math.round(i)] ?? '' },
    axisTick: { show },
    axisPointer: { label: { formatter: ({ value }: { value: number }) => `#${Math.round(value) + 1} ${days[Math.round(value)] ?? ''}` } },
  });
  if (c.kind === 'p') {
    const marks = line('CL', c.limits?.centre, CENTRE);
    return {
      ...base,
      grid: [{ left: 56, right: 110, top: 24, bottom: 56 }],
      xAxis: [axis(0, true)],
      yAxis: [{ type: 'value', gridIndex: 0, ...yRange(values, [...marks, ...line('', c.points.reduce((m, p) => Math.max(m, p.ucl ?? 0), 0), LIMIT)]) }],
      series: [
        series('value', s.fraction, values, 0, marks),
        { type: 'line', id: 'ucl', name: 'UCL', step: 'middle', data: thinned(c.points.map((p) => p.ucl)), showSymbol: false, animation: false, lineStyle: { color: LIMIT, width: 1 }, itemStyle: { color: LIMIT } },
        { type: 'line', id: 'lcl', name: 'LCL', step: 'middle', data: thinned(c.points.map((p) => p.lcl)), showSymbol: false, animation: false, lineStyle: { color: LIMIT, width: 1 }, itemStyle: { color: LIMIT } },
        flags(s.flagged, c.points, (p) => ({ value: p.value, rules: p.rules }), 0),
      ],
    };
  }
  const xMarks = [...line('UCL', c.limits?.ucl, LIMIT), ...line('CL', c.limits?.centre, CENTRE), ...line('LCL', c.limits?.lcl, LIMIT), ...line('USL', c.spec.upper, SPEC, true), ...line('LSL', c.spec.lower, SPEC, true)];
  const rMarks = [...line('UCL', c.rangeLimits?.ucl, LIMIT), ...line('R̄', c.rangeLimits?.centre, CENTRE), ...line('LCL', c.rangeLimits?.lcl || null, LIMIT)];
  const ranges = c.points.map((p) => p.range ?? 0);
  return {
    ...base,
    grid: [
      { left: 64, right: 120, top: 24, height: '52%' },
      { left: 64, right: 120, top: '68%', bottom: 56 },
    ],
    xAxis: [axis(0, false), axis(1, true)],
    yAxis: [
      { type: 'value', gridIndex: 0, name: `X̄ (n=${c.subgroupSize})`, ...yRange(values, xMarks) },
      { type: 'value', gridIndex: 1, name: 'R', ...yRange(ranges, rMarks) },
    ],
    series: [
      series('value', s.mean, values, 0, xMarks),
      series('range', s.rangeSeries, ranges, 1, rMarks),
      flags(s.flagged, c.points, (p) => ({ value: p.value, rules: p.rules }), 0),
      flags(s.flagged, c.points, (p) => ({ value: p.range ?? 0, rules: p.rangeRules ?? [] }), 1),
    ],
  };
}

/** The readings' histogram on a value axis, with the specification limits and the mean marked. */
export function histogramOption(c: SpcChart, s: SpcStrings) {
  const bins = c.histogram;
  const marks = [
    { xAxis: c.spec.lower, name: 'LSL', color: SPEC },
    { xAxis: c.spec.upper, name: 'USL', color: SPEC },
    { xAxis: c.capability.mean, name: 'X̄', color: CENTRE },
  ].filter((m): m is { xAxis: number; name: string; color: string } => m.xAxis !== null);
  const lo = Math.min(bins[0]?.from ?? 0, ...marks.map((m) => m.xAxis));
  const hi = Math.max(bins[bins.length - 1]?.to ?? 1, ...marks.map((m) => m.xAxis));
  const pad = (hi - lo) * 0.05 || 1;
  return {
    animation: false,
    tooltip: { trigger: 'item' },
    grid: { left: 40, right: 16, top: 24, bottom: 28 },
    xAxis: { type: 'value', min: Number((lo - pad).toPrecision(6)), max: Number((hi + pad).toPrecision(6)), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: s.histogram,
        barWidth: '90%',
        barCategoryGap: '0%',
        data: bins.map((b) => ({ value: [(b.from + b.to) / 2, b.count], name: `${fmt(b.from)} – ${fmt(b.to)}` })),
        itemStyle: { color: '#69b1ff' },
        markLine: {
          silent: true,
          symbol: 'none',
          animation: false,
          data: marks.map((m) => ({ xAxis: m.xAxis, lineStyle: { color: m.color, type: 'dashed' }, label: { formatter: m.name } })),
        },
      },
    ],
  };
}
