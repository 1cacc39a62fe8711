// A report's chart (bar, line or pie) drawn by echarts 6 through the tree-shaken `echarts/core`:
// only these chart types and components are bundled, and only into this module's chunk — pages
// load it with import() when their report declares a chart (src/templates/report/ReportChartSlot).
// The instance's lifecycle is useEchart's.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEchart } from './useEchart';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface ReportChartProps {
  type: 'bar' | 'line' | 'pie';
  /** the category axis (pie: the slices) */
  categories: string[];
  /** one series per measure (pie: the first only); values as numbers: a chart plots, it does not add up */
  series: Array<{ name: string; values: number[] }>;
  height?: number;
  /** dark: for a big screen's dark panels (light axis labels and legend) */
  tone?: 'light' | 'dark';
}

/** The echarts option of a chart (exported for its test). */
export function chartOption({ type, categories, series, tone }: Pick<ReportChartProps, 'type' | 'categories' | 'series' | 'tone'>) {
  return tone === 'dark' ? onDark(plainOption(type, categories, series)) : plainOption(type, categories, series);
}

const DARK_TEXT = { color: '#c9d7ec' };
/** The same option with text readable on a dark panel. */
function onDark(option: ReturnType<typeof plainOption>) {
  const axis = (a: unknown) => (a && typeof a === 'object' ? { ...a, axisLabel: { ...(a as { axisLabel?: object }).axisLabel, ...DARK_TEXT }, splitLine: { lineStyle: { color: '#1c3454' } } } : a);
  return { ...option, legend: { ...option.legend, textStyle: DARK_TEXT }, ...('xAxis' in option ? { xAxis: axis(option.xAxis), yAxis: axis(option.yAxis) } : {}) };
}

function plainOption(type: ReportChartProps['type'], categories: string[], series: ReportChartProps['series']) {
  if (type === 'pie') {
    const first = series[0] ?? { name: '', values: [] };
    return {
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', name: first.name, radius: ['35%', '65%'], data: categories.map((name, i) => ({ name, value: first.values[i] ?? 0 })) }],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 16, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, rotate: categories.length > 6 ? 30 : 0, width: 96, overflow: 'truncate' } },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ type, name: s.name, data: s.values, barMaxWidth: 36 })),
  };
}

export default function ReportChart(props: ReportChartProps) {
  const { type, categories, series, tone } = props;
  const option = useMemo(() => chartOption({ type, categories, series, tone }), [type, categories, series, tone]);
  const host = useEchart(option);
  return <div ref={host} data-testid="report-chart" style={{ width: '100%', height: props.height ?? 300 }} />;
}
