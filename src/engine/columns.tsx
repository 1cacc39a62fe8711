// FieldMeta → antd table columns: title, dataIndex, width from metadata, the renderer's Cell,
// a sorter for fields the server can sort by, and an optional fixed first column.
import type { ColumnType } from 'antd/es/table';
import { createElement } from 'react';
import type { FieldMeta } from '../../renderers/fields/types';
import { isSortable } from './fieldMeta';
import { rendererFor, type RendererRegistry } from './renderers';

export type RecordRow = Record<string, unknown> & { id?: number };

export interface ColumnOptions {
  /** pin the first column to the left (wide tables) */
  fixedFirst?: boolean;
  /** the controlled sort state, so a new page keeps showing the arrow */
  sortField?: string | null;
  sortOrder?: 'ascend' | 'descend' | null;
  /** codes of columns the user hid with the column chooser */
  hidden?: readonly string[];
}

export function buildColumns(metas: readonly FieldMeta[], registry: RendererRegistry, options: ColumnOptions = {}): ColumnType<RecordRow>[] {
  const hidden = new Set(options.hidden ?? []);
  const shown = metas.filter((meta) => meta.visible && !hidden.has(meta.code));
  return shown.map((meta, i) => {
    const { Cell } = rendererFor(registry, meta);
    const sortable = isSortable(meta);
    const column: ColumnType<RecordRow> = {
      key: meta.code,
      title: meta.name,
      dataIndex: meta.code,
      width: meta.columnWidth,
      ellipsis: true,
      render: (value: unknown, record: RecordRow, index: number) => createElement(Cell, { value, record, index, field: meta }),
    };
    if (sortable) {
      column.sorter = true;
      column.sortOrder = options.sortField === meta.code ? (options.sortOrder ?? null) : null;
    }
    if (i === 0 && options.fixedFirst) column.fixed = 'left';
    return column;
  });
}

/** Total width of the columns (for the table's horizontal scroll). */
export function columnsWidth(columns: readonly ColumnType<RecordRow>[]): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0);
}
