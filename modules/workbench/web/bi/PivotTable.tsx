// The pivot grid: row dimensions at the left, a block per column group (each measure a column),
// the row totals at the right and the column totals as the last line. Measures are the server's
// decimal strings, shown as answered (never re-added in the browser).
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../src/app/session/loginInfo';
import type { BiResult } from '../../contracts';
import { type PivotLine, pivotGrid } from './pivot';

const name = (c: { name: string; nameEn: string }, language: Language) => (language === 'en_US' ? c.nameEn : c.name);

export function PivotTable({ result, language }: { result: BiResult; language: Language }) {
  const { t } = useTranslation();
  const grid = useMemo(() => pivotGrid(result, language), [result, language]);
  const columns = useMemo<ColumnsType<PivotLine>>(() => {
    const measureCols = (groupKey: string | null, keyPrefix: string) =>
      result.measures.map((m) => ({
        key: `${keyPrefix}:${m.key}`,
        title: name(m, language),
        align: 'right' as const,
        width: 130,
        render: (_: unknown, line: PivotLine) => (groupKey === null ? line.total[m.key] : line.cells[groupKey]?.[m.key]) ?? '',
      }));
    const rowHeads = result.rows.length
      ? result.rows.map((d, i) => ({
          key: `row:${d.key}`,
          title: name(d, language),
          fixed: 'left' as const,
          width: 160,
          render: (_: unknown, line: PivotLine) => (line.key === '__total' ? (i === 0 ? <Typography.Text strong>{t('workbench.bi.total')}</Typography.Text> : null) : line.labels[i]),
        }))
      : [{ key: 'row:none', title: '', fixed: 'left' as const, width: 120, render: (_: unknown, line: PivotLine) => (line.key === '__total' ? t('workbench.bi.total') : t('workbench.bi.all')) }];
    const blocks = result.columns.length
      ? grid.headers.map((h) => ({ key: `col:${h.key}`, title: h.labels.join(' / '), children: measureCols(h.key, h.key) }))
      : measureCols('[]', 'all');
    const totals = result.columns.length ? [{ key: 'col:total', title: t('workbench.bi.rowTotal'), children: measureCols(null, 'total') }] : [];
    return [...rowHeads, ...blocks, ...totals];
  }, [result, grid, language, t]);
  const data = result.rows.length ? [...grid.lines, grid.totals] : grid.lines;
  return (
    <Table<PivotLine>
      data-testid="bi-pivot"
      size="small"
      bordered
      rowKey="key"
      columns={columns}
      dataSource={data}
      pagination={false}
      scroll={{ x: 'max-content', y: 480 }}
      rowClassName={(line) => (line.key === '__total' ? 'bi-total-line' : '')}
    />
  );
}
