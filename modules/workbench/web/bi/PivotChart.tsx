// The pivot drawn with the product's echarts chart (loaded with this page only): the row groups are
// the categories; one series per column group of the first measure, or per measure without columns.
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { Language } from '../../../../src/app/session/loginInfo';
import type { BiResult } from '../../contracts';
import { pivotGrid } from './pivot';

const ReportChart = lazy(() => import('../../../../renderers/charts/ReportChart'));

/** Categories and series of a pivot (at most 30 categories: a chart is for the eye). */
export function chartSeries(result: BiResult, language: Language) {
  const grid = pivotGrid(result, language);
  const lines = grid.lines.slice(0, 30);
  const categories = lines.map((l) => l.labels.join(' / ') || '—');
  const first = result.measures[0];
  const series = result.columns.length
    ? grid.headers.map((h) => ({ name: h.labels.join(' / ') || '—', values: lines.map((l) => Number(l.cells[h.key]?.[first.key] ?? 0)) }))
    : result.measures.map((m) => ({ name: language === 'en_US' ? m.nameEn : m.name, values: lines.map((l) => Number(l.total[m.key] ?? 0)) }));
  return { categories, series };
}

export function PivotChart({ result, type, language }: { result: BiResult; type: 'bar' | 'line' | 'pie'; language: Language }) {
  const data = useMemo(() => chartSeries(result, language), [result, language]);
  if (!data.categories.length || !data.series.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <div data-testid="bi-chart">
        <ReportChart type={type} categories={data.categories} series={type === 'pie' ? data.series.slice(0, 1) : data.series} height={320} />
      </div>
    </Suspense>
  );
}
