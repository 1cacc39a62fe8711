// Where a report's declared chart goes, above its table. echarts is loaded here with import(),
// only when the report declares a chart: it stays out of the main chunk and out of the template's.
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { ReportColumn, ReportMeta } from '../../../schemas/reports/columns';
import type { ReportRow } from '../../../schemas/rpc/report';
import type { Language } from '../../app/session/loginInfo';
import { titleOf } from './reportColumns';

const ReportChart = lazy(() => import('../../../renderers/charts/ReportChart'));

/** The category a row stands for: its first dimension as read (a reference by name). */
export function categoryOf(row: ReportRow, column: ReportColumn | undefined, language: Language): string {
  const v = column ? row[column.key] : undefined;
  if (v === null || v === undefined) return '—';
  if (typeof v === 'object') {
    const ref = v as { name?: string | null; code?: string | null; id?: unknown };
    return ref.name || ref.code || String(ref.id ?? '');
  }
  const option = column?.options?.find((o) => o.value === v);
  return option ? (language === 'en_US' ? option.labelEn : option.label) : String(v);
}

interface Props {
  chart: NonNullable<ReportMeta['chart']>;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  language: Language;
}

export function ReportChartSlot({ chart, columns, rows, language }: Props) {
  const props = useMemo(() => {
    const axis = columns.find((c) => c.role === 'dimension');
    const measures = chart.measures.map((code) => columns.find((c) => c.key === code)).filter((c): c is ReportColumn => !!c);
    return {
      type: chart.type,
      categories: rows.map((r) => categoryOf(r, axis, language)),
      series: measures.map((m) => ({ name: titleOf(m, language), values: rows.map((r) => Number(r[m.key] ?? 0)) })),
    };
  }, [chart, columns, rows, language]);
  return (
    <div data-testid="report-chart-slot" style={{ marginBottom: 16 }}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
        <ReportChart {...props} />
      </Suspense>
    </div>
  );
}
