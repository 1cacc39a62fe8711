// Today's output per hour on the production display: a small echarts bar chart (tree-shaken
// echarts/core, loaded lazily with the display), coloured for the dark screen; the instance's
// lifecycle is the report chart's (renderers/charts/useEchart).
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEchart } from '../../../../renderers/charts/useEchart';

use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

interface Props {
  hourly: ReadonlyArray<{ hour: number; qty: string }>;
  name: string;
  height?: number;
}

/** the chart's option (exported for its test): hours 0–23 on the axis, values plotted as numbers */
export function hourlyOption(hourly: Props['hourly'], name: string) {
  const text = { color: '#8fa6c6' };
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 8, top: 16, bottom: 4, containLabel: true },
    xAxis: { type: 'category', data: hourly.map((h) => `${String(h.hour).padStart(2, '0')}:00`), axisLabel: { ...text, interval: 2 }, axisLine: { lineStyle: { color: '#22406a' } } },
    yAxis: { type: 'value', axisLabel: text, splitLine: { lineStyle: { color: '#1c3454' } } },
    series: [{ type: 'bar', name, data: hourly.map((h) => Number(h.qty)), itemStyle: { color: '#3ea6ff' }, barMaxWidth: 18 }],
  };
}

export default function HourlyChart({ hourly, name, height = 220 }: Props) {
  const option = useMemo(() => hourlyOption(hourly, name), [hourly, name]);
  const host = useEchart(option);
  return <div ref={host} data-testid="display-hourly-chart" style={{ width: '100%', height }} />;
}
