// A pivot answer (cells, totals per row and column, the grand total) laid out as a grid: one line
// per distinct row group, one column block per distinct column group (each with every measure),
// the row totals at the right and the column totals as the last line. Pure and shared: the page
// draws it, the server writes it to .xlsx (bi-export.ts), each labelling a group its own way.
import type { ReportColumn } from '../../schemas/reports/columns';
import type { ReportRow } from '../../schemas/rpc/report';
import type { BiResult } from './contracts';

/** A group's identity: its dimension values, as text (references by id). */
export function groupKey(row: ReportRow, dims: readonly ReportColumn[]): string {
  return JSON.stringify(dims.map((d) => {
    const v = row[d.key];
    return v && typeof v === 'object' ? (v as { id?: unknown }).id ?? null : (v ?? null);
  }));
}

export interface PivotHeader {
  key: string;
  /** the column group's labels, one per column dimension */
  labels: string[];
}

export interface PivotLine {
  key: string;
  labels: string[];
  /** measure values by column group key, then measure key */
  cells: Record<string, Record<string, string | null>>;
  total: Record<string, string | null>;
}

export interface PivotGrid {
  headers: PivotHeader[];
  lines: PivotLine[];
  /** the last line: totals per column group and overall */
  totals: PivotLine;
}

/** How a group's value reads (a reference by name, an option by label). */
export type GroupLabel = (row: ReportRow, column: ReportColumn) => string;

const measuresOf = (row: ReportRow | undefined, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, (row?.[k] as string | null | undefined) ?? null]));

export function pivotGrid(r: BiResult, label: GroupLabel): PivotGrid {
  const labelsOf = (row: ReportRow, dims: readonly ReportColumn[]) => dims.map((d) => label(row, d));
  const measureKeys = r.measures.map((m) => m.key);
  const headers: PivotHeader[] = r.columns.length ? r.columnTotals.map((c) => ({ key: groupKey(c, r.columns), labels: labelsOf(c, r.columns) })) : [{ key: '[]', labels: [] }];
  const lineSource = r.rows.length ? r.rowTotals : [r.total];
  const lines: PivotLine[] = lineSource.map((row) => ({ key: groupKey(row, r.rows), labels: labelsOf(row, r.rows), cells: {}, total: measuresOf(row, measureKeys) }));
  const byKey = new Map(lines.map((l) => [l.key, l]));
  for (const cell of r.cells) {
    const line = byKey.get(groupKey(cell, r.rows));
    if (line) line.cells[groupKey(cell, r.columns)] = measuresOf(cell, measureKeys);
  }
  const totals: PivotLine = {
    key: '__total',
    labels: [],
    cells: Object.fromEntries((r.columns.length ? r.columnTotals : [r.total]).map((c) => [r.columns.length ? groupKey(c, r.columns) : '[]', measuresOf(c, measureKeys)])),
    total: measuresOf(r.total, measureKeys),
  };
  return { headers, lines, totals };
}
