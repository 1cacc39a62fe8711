// The report's antd columns from the declaration's (report.Report/meta): titles in the current
// language, references by name (code in grey), enum and dictionary values by their label, decimal
// strings as answered — already at their scale — with digit grouping, never through a float.
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { DictName } from '../../../renderers/fields/shared/DictName';
import type { ReportColumn } from '../../../schemas/reports/columns';
import type { ReportRow } from '../../../schemas/rpc/report';
import type { Language } from '../../app/session/loginInfo';

/** '1234567.50' → '1,234,567.50' (the text is grouped, not parsed into a number). */
export function groupDigits(value: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(value);
  if (!m) return value;
  return `${m[1]}${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`;
}

function Reference({ value }: { value: unknown }) {
  if (!value || typeof value !== 'object') return <>{value == null ? '' : String(value)}</>;
  const ref = value as { id?: number; code?: string | null; name?: string | null };
  const name = ref.name || ref.code || (ref.id != null ? String(ref.id) : '');
  return (
    <span>
      {name}
      {ref.name && ref.code ? (
        <Typography.Text type="secondary" style={{ marginInlineStart: 4 }}>
          {ref.code}
        </Typography.Text>
      ) : null}
    </span>
  );
}

/** What a user reads in a cell of the column. */
export function CellValue({ column, value, language }: { column: ReportColumn; value: unknown; language: Language }) {
  if (value === null || value === undefined) return null;
  if (column.quote) return <Reference value={value} />;
  if (column.options) {
    const o = column.options.find((x) => x.value === value);
    return <>{o ? (language === 'en_US' ? o.labelEn : o.label) : String(value)}</>;
  }
  if (column.dict) return <DictName dictCode={column.dict} value={value} empty="" />;
  if (column.role === 'measure' || column.role === 'balance') return <>{groupDigits(String(value))}</>;
  return <>{String(value)}</>;
}

const isNumber = (c: ReportColumn) => c.role !== 'dimension' || c.kind === 'numeric' || c.kind === 'integer';

export function titleOf(c: { name: string; nameEn: string }, language: Language): string {
  return language === 'en_US' ? c.nameEn : c.name;
}

export function reportTableColumns(
  columns: readonly ReportColumn[],
  opts: { language: Language; sortField: string | null; sortOrder: 'ascend' | 'descend' | null },
): ColumnType<ReportRow>[] {
  return columns.map((c, i) => ({
    key: c.key,
    // a dimension key may hold a dot (header.customer_id): one key, not a path
    dataIndex: [c.key],
    title: titleOf(c, opts.language),
    align: isNumber(c) ? 'right' : 'left',
    fixed: i === 0 && c.role !== 'measure' ? 'left' : undefined,
    width: c.role === 'rank' ? 72 : c.quote ? 200 : c.role === 'dimension' ? 140 : 130,
    ellipsis: c.role === 'dimension',
    sorter: c.sortable,
    sortOrder: c.sortable && opts.sortField === c.key ? opts.sortOrder : null,
    render: (value: unknown) => <CellValue column={c} value={value} language={opts.language} />,
  }));
}
