// A chart of the widget's rows: the first column is the category axis, the others its series
// (echarts loaded lazily, only when a dashboard draws a chart).
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { WidgetMeta } from '../../../../schemas/rpc/dashboard';
import type { ReportRow } from '../../../../schemas/rpc/report';
import type { Language } from '../../../app/session/loginInfo';
import { categoryOf } from '../../report/ReportChartSlot';
import { titleOf } from '../../report/reportColumns';

const ReportChart = lazy(() => import('../../../../renderers/charts/ReportChart'));

export function ChartWidget({ meta, rows, language, screen }: { meta: WidgetMeta; rows: readonly ReportRow[]; language: Language; screen: boolean }) {
  const props = useMemo(() => {
    const [axis, ...measures] = meta.columns;
    return {
      type: meta.chart ?? 'bar',
      categories: rows.map((r) => categoryOf(r, axis, language)),
      series: measures.map((m) => ({ name: titleOf(m, language), values: rows.map((r) => Number(r[m.key] ?? 0)) })),
      tone: screen ? ('dark' as const) : ('light' as const),
      height: 260,
    };
  }, [meta, rows, language, screen]);
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <ReportChart {...props} />
    </Suspense>
  );
}
