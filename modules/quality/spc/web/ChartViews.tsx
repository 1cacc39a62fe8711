// The two drawings of 控制图 (echarts/core, canvas, loaded with the page): the control chart and
// the capability histogram, each an instance kept by useEchart for as long as it is mounted.
import { getInstanceByDom } from 'echarts/core';
import { useEffect, useMemo } from 'react';
import './echartsSetup';
import { useEchart } from '../../../../renderers/charts/useEchart';
import type { SpcChart } from '../contracts';
import { controlChartOption, histogramOption, zoomedSeries } from './chartOption';
import type { SpcStrings } from './strings';

interface Props {
  chart: SpcChart;
  strings: SpcStrings;
}

export function ControlChart({ chart, strings }: Props) {
  const option = useMemo(() => controlChartOption(chart, strings), [chart, strings]);
  const host = useEchart(option);
  // a zoom draws its window's points, thinned again for the window (the instance is useEchart's)
  useEffect(() => {
    const instance = host.current ? getInstanceByDom(host.current) : undefined;
    if (!instance) return;
    const zoomed = () => {
      const zoom = (instance.getOption() as { dataZoom?: Array<{ startValue?: number; endValue?: number }> }).dataZoom?.[0];
      instance.setOption({ series: zoomedSeries(chart, zoom?.startValue ?? 0, zoom?.endValue ?? chart.points.length - 1) }, { lazyUpdate: true });
    };
    instance.on('datazoom', zoomed);
    return () => {
      instance.off('datazoom', zoomed);
    };
  }, [chart, host]);
  return <div ref={host} role="img" aria-label={chart.kind === 'p' ? strings.p : strings.xbarR} data-testid="spc-control-chart" style={{ width: '100%', height: chart.kind === 'p' ? 360 : 480 }} />;
}

export function HistogramChart({ chart, strings }: Props) {
  const option = useMemo(() => histogramOption(chart, strings), [chart, strings]);
  const host = useEchart(option);
  return <div ref={host} role="img" aria-label={strings.histogram} data-testid="spc-histogram" style={{ width: '100%', height: 220 }} />;
}
