// Today's output per hour on the production display: a small echarts bar chart (tree-shaken
// echarts/core, loaded lazily with the display), coloured for the dark screen. One instance per
// mount, disposed on unmount (StrictMode mounts twice).
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

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
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  useEffect(() => {
    if (!host.current) return;
    const instance = init(host.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(hourlyOption(hourly, name), { notMerge: true });
  }, [hourly, name]);
  return <div ref={host} data-testid="display-hourly-chart" style={{ width: '100%', height }} />;
}
