// The table columns of a declared list: each declared column's cell (a value, a local time, a link
// opening a page or a dialog of the page's own), and the actions column with the row actions the
// role holds and that apply to the row.
import { Button, Space, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatTime } from '../shared/formatTime';
import type { ColumnDef, RowAction, ServiceListDef } from './types';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface ColumnHandlers<Row> {
  /** open a page of the shell */
  openPage: (path: string) => void;
  /** open a column's dialog for the row */
  openDialog: (c: ColumnDef<Row>, row: Row) => void;
  /** a row action's button was clicked */
  onRow: (a: RowAction<Row>, row: Row) => void;
}

function content<Row>(c: ColumnDef<Row>, row: Row, t: Translate, on: ColumnHandlers<Row>): ReactNode {
  const value = c.field ? (row[c.field] as unknown) : null;
  if (c.render === 'time') return formatTime(value as string | null);
  if (c.render) return c.render(row, t, (a) => on.onRow(a, row));
  return value as ReactNode;
}

function cell<Row>(c: ColumnDef<Row>, t: Translate, on: ColumnHandlers<Row>) {
  if (!c.link && !c.opens) return c.render ? (_: unknown, row: Row) => content(c, row, t, on) : undefined;
  return (_: unknown, row: Row) => (
    <Button type="link" size="small" style={{ padding: 0 }} data-testid={c.testId?.(row)} onClick={() => (c.link ? on.openPage(c.link(row)) : on.openDialog(c, row))}>
      {content(c, row, t, on)}
    </Button>
  );
}

export function columnsOf<Row, F extends object>(def: ServiceListDef<Row, F>, rowActions: ReadonlyArray<RowAction<Row>>, t: Translate, on: ColumnHandlers<Row>): TableColumnsType<Row> {
  const columns: TableColumnsType<Row> = def.columns.map((c) => ({ title: t(c.title), key: c.key ?? c.field, dataIndex: c.field, width: c.width, align: c.align, ellipsis: c.ellipsis, render: cell(c, t, on) }));
  if (!rowActions.length) return columns;
  columns.push({
    title: t('templates.actions'),
    key: 'actions',
    width: def.actionsWidth ?? 80 * rowActions.length + 40,
    fixed: def.table?.actionsFixed ? 'right' : undefined,
    render: (_, row) => (
      <Space size={0} wrap>
        {rowActions
          .filter((a) => !a.visible || a.visible(row))
          .map((a) => (
            <Button key={a.label} type="link" size="small" danger={a.danger} disabled={a.disabled?.(row)} title={a.hint?.(row, t)} onClick={() => on.onRow(a, row)} data-testid={a.testId?.(row)}>
              {t(a.label)}
            </Button>
          ))}
      </Space>
    ),
  });
  return columns;
}
