// The control chart's echarts options (drawing needs a real canvas: the browser benchmark draws
// them): the lines a quality engineer reads off the chart, the flagged points in red, and the
// settings that keep 20 000 points fast (no symbols, no animation, LTTB sampling).
import { describe, expect, it } from 'vitest';
import { controlChartOption, histogramOption, thinned } from '../../spc/web/chartOption';
import { spcStrings } from '../../spc/web/strings';
import { SPC_CHART } from './spc-fixtures';

const s = spcStrings('zh_CN');
const chart = SPC_CHART;
type Series = { type: string; name: string; data: unknown[]; showSymbol?: boolean; markLine?: { data: Array<{ name?: string; yAxis?: number; xAxis?: number }> } };

describe('thinning the lines', () => {
  it('keeps a short window whole, and a long one to each bucket’s first, lowest, highest and last point', () => {
    expect(thinned([1, 2, 3], 1, 2)).toEqual([[1, 2], [2, 3]]);
    const many = Array.from({ length: 20_000 }, (_, i) => (i === 12_345 ? 99 : i === 777 ? -99 : Math.sin(i)));
    const kept = thinned(many);
    expect(kept.length).toBeLessThanOrEqual(3200);
    expect(kept).toContainEqual([12_345, 99]);
    expect(kept).toContainEqual([777, -99]);
    expect(kept[0]).toEqual([0, 0]);
    expect(kept.at(-1)![0]).toBe(19_999);
    expect(kept.every(([i], k) => k === 0 || i > kept[k - 1][0])).toBe(true);
  });
});

describe('control chart option', () => {
  const o = controlChartOption(chart, s) as unknown as { series: Series[]; xAxis: Array<{ data: string[] }>; animation: boolean };
  it('draws X̄ over R with control, centre and specification lines', () => {
    const [x, r] = o.series;
    expect(x.data).toEqual([[0, 20.001], [1, 20.031]]);
    expect(x.markLine!.data.map((m) => [m.name, m.yAxis])).toEqual([['UCL', 20.016], ['CL', 20], ['LCL', 19.984], ['USL', 20.05], ['LSL', 19.95]]);
    expect(r.data).toEqual([[0, 0.02], [1, 0.07]]);
    expect(r.markLine!.data.map((m) => m.name)).toEqual(['UCL', 'R̄']);
  });
  it('marks the flagged points of each chart red, and stays light for many points', () => {
    expect(o.series[2]).toMatchObject({ type: 'scatter', data: [[1, 20.031]], itemStyle: { color: '#d4380d' } });
    expect(o.series[3]).toMatchObject({ type: 'scatter', data: [[1, 0.07]] });
    expect(o.series[0]).toMatchObject({ showSymbol: false });
    expect(o.animation).toBe(false);
  });
  it('p chart: its per-point limits as steps', () => {
    const p = controlChartOption({ ...chart, kind: 'p', subgroupSize: null, points: chart.points.map((x, i) => ({ ...x, value: 0.1 * (i + 1), ucl: 0.3 + i / 10, lcl: 0 })) }, s) as unknown as { series: Series[] };
    expect(p.series.map((x) => x.name)).toEqual(['不合格品率', 'UCL', 'LCL', '异常点']);
    expect(p.series[1].data).toEqual([[0, 0.3], [1, 0.4]]);
  });
  it('histogram: the bins at their centres, the specification and the mean marked', () => {
    const h = histogramOption(chart, s) as unknown as { series: Series[] };
    const bars = (h.series[0].data as Array<{ value: [number, number] }>).map((b) => b.value);
    expect(bars.map(([mid]) => mid.toFixed(3))).toEqual(['19.990', '20.010']);
    expect(bars.map(([, n]) => n)).toEqual([4, 6]);
    expect(h.series[0].markLine!.data.map((m) => m.xAxis)).toEqual([19.95, 20.05, 20.01]);
  });
});
