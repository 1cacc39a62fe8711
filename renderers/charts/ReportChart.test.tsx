// The chart's echarts option (drawing itself needs a real canvas: the Report template's test
// replaces this module and checks that it is loaded lazily).
import { describe, expect, it } from 'vitest';
import { chartOption } from './ReportChart';

/** the parts of the option these tests read */
type Option = { xAxis?: { data: unknown }; series: Array<{ type?: string; data?: unknown }> };
const optionOf = (chart: Parameters<typeof chartOption>[0]) => chartOption(chart) as Option;

describe('chartOption', () => {
  it('bar and line: the categories on the x axis, one series per measure', () => {
    const o = optionOf({ type: 'bar', categories: ['甲', '乙'], series: [{ name: '金额', values: [1.5, 2] }, { name: '成本', values: [1, 1] }] });
    expect(o.xAxis?.data).toEqual(['甲', '乙']);
    expect(o.series).toEqual([expect.objectContaining({ type: 'bar', name: '金额', data: [1.5, 2] }), expect.objectContaining({ type: 'bar', name: '成本', data: [1, 1] })]);
    expect(optionOf({ type: 'line', categories: [], series: [{ name: 'x', values: [] }] }).series[0].type).toBe('line');
  });

  it('pie: the first measure, one slice per category', () => {
    const o = optionOf({ type: 'pie', categories: ['甲', '乙'], series: [{ name: '金额', values: [3, 4] }, { name: '成本', values: [9, 9] }] });
    expect(o.xAxis).toBeUndefined();
    expect(o.series).toHaveLength(1);
    expect(o.series[0].data).toEqual([{ name: '甲', value: 3 }, { name: '乙', value: 4 }]);
  });
});
