// One echarts instance on a host element for as long as it is mounted (disposed on unmount —
// React StrictMode mounts twice), resized with its host, drawn anew whenever the option changes.
// The chart types and components are registered (`use`) by the caller's module, so each chunk
// bundles only what it draws.
import { type EChartsCoreOption, init } from 'echarts/core';
import { useEffect, useRef } from 'react';

export function useEchart(option: EChartsCoreOption) {
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
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return host;
}
