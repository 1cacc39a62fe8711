// Column virtualisation for wide tables. antd 5's virtual table (rc-table 7.5x) renders only the
// rows in view but every column of them; a generated list of 50 columns draws 50 cells a row,
// most of them scrolled out of sight. windowColumns keeps the fixed columns and the scrolling
// columns in view (± an overscan) and stands one empty spacer column, exactly as wide, for each
// run of columns out of view: the scroll width and every column's offset stay the same.
import type { ColumnType } from 'antd/es/table';

/** Pixels drawn beyond each side of the view, so that a scroll shows drawn columns first. */
export const COLUMN_OVERSCAN = 240;
/** Keys of the spacer columns (no title, no cells). */
export const SPACER_BEFORE = '__window_before';
export const SPACER_AFTER = '__window_after';
/** A column without a numeric width counts as this wide (antd's own default is content width). */
const FALLBACK_WIDTH = 120;

type Column<T> = ColumnType<T>;
/** Indexes (in the scrolling, non-fixed columns) of the first and last column to draw. */
export type ColumnRange = readonly [first: number, last: number];

type Placed = Pick<ColumnType<unknown>, 'width' | 'fixed'>;
const widthOf = (column: Placed) => (typeof column.width === 'number' ? column.width : FALLBACK_WIDTH);
const isFixed = (column: Placed) => !!column.fixed;

/**
 * The scrolling columns that overlap [scrollLeft - overscan, scrollLeft + viewportWidth + overscan]
 * (in the table's scroll coordinates, where the first scrolling column starts after the fixed
 * left columns). Answers null when every column is in that range (nothing to leave out).
 */
export function visibleColumnRange<T>(columns: readonly Column<T>[], scrollLeft: number, viewportWidth: number, overscan = COLUMN_OVERSCAN): ColumnRange | null {
  const scrolling = columns.filter((c) => !isFixed(c));
  let x = columns.filter((c) => c.fixed === 'left' || c.fixed === true).reduce((sum, c) => sum + widthOf(c), 0);
  const from = scrollLeft - overscan;
  const to = scrollLeft + viewportWidth + overscan;
  let first = -1;
  let last = -1;
  scrolling.forEach((column, i) => {
    const right = x + widthOf(column);
    if (right > from && x < to) {
      if (first < 0) first = i;
      last = i;
    }
    x = right;
  });
  if (first < 0) return scrolling.length ? [0, 0] : null; // a view beyond the end: keep one column
  return first === 0 && last === scrolling.length - 1 ? null : [first, last];
}

function spacer<T>(key: string, width: number): Column<T> {
  return { key, title: '', width, render: () => null, className: 'pf-column-spacer' };
}

/** The columns to draw for `range` (see visibleColumnRange): fixed columns stay where they are. */
export function windowColumns<T>(columns: readonly Column<T>[], range: ColumnRange | null): Column<T>[] {
  if (!range) return columns as Column<T>[];
  const [first, last] = range;
  const out: Column<T>[] = [];
  let before = 0;
  let after = 0;
  let i = -1;
  for (const column of columns) {
    if (isFixed(column)) {
      // fixed right columns come after the spacer of the columns left out at the end
      if (column.fixed === 'right' && after) {
        out.push(spacer(SPACER_AFTER, after));
        after = 0;
      }
      out.push(column);
      continue;
    }
    i += 1;
    if (i < first) before += widthOf(column);
    else if (i > last) after += widthOf(column);
    else {
      if (i === first && before) out.push(spacer(SPACER_BEFORE, before));
      out.push(column);
    }
  }
  if (after) out.push(spacer(SPACER_AFTER, after));
  return out;
}
