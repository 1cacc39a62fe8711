// The table of the list templates: server-sorted columns, row selection, sticky header, virtual
// rows for long pages, and only the columns in view drawn (see engine/columnWindow). The render
// benchmark (src/bench/list-render.tsx) renders this same component.
import { ConfigProvider, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { SorterResult, TableRowSelection } from 'antd/es/table/interface';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { visibleColumnRange, windowColumns, type ColumnRange } from '../../engine/columnWindow';
import { columnsWidth, type RecordRow } from '../../engine/columns';
import { useRowActionColors } from './rowActions';

/** Above this page size the table renders virtually (only the rows in view). */
export const VIRTUAL_FROM_PAGE_SIZE = 50;
/** Height of the scrolling body of a virtual table. */
export const VIRTUAL_HEIGHT = 600;
/** Width of the row selection column (antd's default for size middle). */
const SELECTION_WIDTH = 48;

export interface ListTableProps {
  /** the columns, each with a numeric width (the table is as wide as their sum) */
  columns: ColumnType<RecordRow>[];
  rows: RecordRow[];
  loading?: boolean;
  /** render only the rows in view (long pages); otherwise every row, under a sticky header */
  virtual: boolean;
  selectedKeys: readonly string[];
  onSelect?: (rows: RecordRow[]) => void;
  /** the user clicked a sortable header: the column key and the new order (null: unsorted) */
  onSort: (field: string | null, order: 'ascend' | 'descend' | null) => void;
  /** draw only the columns in view (default); false draws every column (benchmark reference) */
  columnWindow?: boolean;
}

const rowKey = (row: RecordRow) => String(row.id);

/** The range of columns in view, from the table's own horizontal scroll and its width. */
function useColumnWindow(columns: readonly ColumnType<RecordRow>[], enabled: boolean) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const tableCls = getPrefixCls('table');
  const ref = useRef<HTMLDivElement>(null);
  const view = useRef({ scrollLeft: 0, width: typeof window === 'undefined' ? 1920 : window.innerWidth });
  const rangeOf = useCallback((cols: readonly ColumnType<RecordRow>[]) => (enabled ? visibleColumnRange(cols, view.current.scrollLeft, view.current.width) : null), [enabled]);
  // the range found for the last scroll or resize, for the columns it was found for
  const [found, setFound] = useState<{ columns: readonly ColumnType<RecordRow>[]; range: ColumnRange | null } | null>(null);
  // new columns (chooser, sort, language) get their range at once, from the last known view
  const fresh = useMemo(() => rangeOf(columns), [rangeOf, columns]);
  const range = found?.columns === columns ? found.range : fresh;
  const update = useCallback(() => {
    const next = rangeOf(columns);
    setFound((prev) => {
      const prevRange = prev?.columns === columns ? prev.range : fresh;
      return prevRange?.[0] === next?.[0] && prevRange?.[1] === next?.[1] ? prev : { columns, range: next };
    });
  }, [rangeOf, columns, fresh]);

  // the table's width: until measured (or where nothing is laid out: a hidden tab, jsdom) the
  // window's. A ResizeObserver reports it after the layout the browser does anyway (no forced one).
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry.contentRect.width);
      if (width > 0 && width !== view.current.width) {
        view.current.width = width;
        update();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [update]);

  // antd moves its header's scrollLeft along with the body (native scroll, or the virtual list's
  // own horizontal scroll), and a scroll event follows every move: listen to it on the way down
  const onScrollCapture = useCallback(
    (e: UIEvent<HTMLDivElement>) => {
      const target = e.target as HTMLElement;
      const cls = target.classList;
      if (!cls || !(cls.contains(`${tableCls}-header`) || cls.contains(`${tableCls}-body`) || cls.contains(`${tableCls}-content`))) return;
      if (target.scrollLeft === view.current.scrollLeft) return;
      view.current.scrollLeft = target.scrollLeft;
      update();
    },
    [tableCls, update],
  );
  return { ref, onScrollCapture, range };
}

export function ListTable({ columns, rows, loading, virtual, selectedKeys, onSelect, onSort, columnWindow = true }: ListTableProps) {
  const width = useMemo(() => columnsWidth(columns) + SELECTION_WIDTH, [columns]);
  const { ref, onScrollCapture, range } = useColumnWindow(columns, columnWindow);
  const colors = useRowActionColors();
  const shown = useMemo(() => windowColumns(columns, range), [columns, range]);
  const scroll = useMemo(() => ({ x: width, y: virtual ? VIRTUAL_HEIGHT : undefined }), [width, virtual]);
  const rowSelection = useMemo<TableRowSelection<RecordRow>>(
    () => ({ columnWidth: SELECTION_WIDTH, selectedRowKeys: selectedKeys as string[], onChange: (_keys, selectedRows) => onSelect?.(selectedRows) }),
    [selectedKeys, onSelect],
  );
  const onChange = useCallback(
    (_pagination: unknown, _filters: unknown, sorter: SorterResult<RecordRow> | SorterResult<RecordRow>[], extra: { action: string }) => {
      if (extra.action !== 'sort') return;
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      onSort(s?.order ? String(s.columnKey ?? s.field) : null, s?.order ?? null);
    },
    [onSort],
  );

  return (
    <div ref={ref} onScrollCapture={onScrollCapture} style={colors}>
      <Table<RecordRow>
        rowKey={rowKey}
        size="middle"
        columns={shown}
        dataSource={rows}
        loading={loading}
        sticky={!virtual}
        virtual={virtual}
        scroll={scroll}
        // antd's sorter tooltip (点击升序 …) is a Tooltip in every sortable header: ~0.4 s on a
        // first render of 50 columns. The arrows show the order; the header's title its name.
        showSorterTooltip={false}
        rowSelection={onSelect ? rowSelection : undefined}
        onChange={onChange}
        pagination={false}
      />
    </div>
  );
}
