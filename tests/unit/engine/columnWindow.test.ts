import type { ColumnType } from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import { SPACER_AFTER, SPACER_BEFORE, visibleColumnRange, windowColumns } from '../../../src/engine/columnWindow';

type Col = ColumnType<unknown>;
// a fixed first column, 20 scrolling columns of 100 px, a fixed actions column
const columns: Col[] = [
  { key: 'first', width: 150, fixed: 'left' },
  ...Array.from({ length: 20 }, (_, i): Col => ({ key: `c${i}`, width: 100 })),
  { key: 'actions', width: 140, fixed: 'right' },
];
const keys = (cols: Col[]) => cols.map((c) => c.key);
const widthOf = (cols: Col[]) => cols.reduce((s, c) => s + Number(c.width), 0);

describe('column window', () => {
  it('draws the columns in view ± the overscan, fixed columns always, spacers as wide as what is left out', () => {
    // view 0..600 + 200 overscan: scrolling columns start at 150, so c0..c6 (150..850) overlap 0..800
    const range = visibleColumnRange(columns, 0, 600, 200);
    expect(range).toEqual([0, 6]);
    const shown = windowColumns(columns, range);
    expect(keys(shown)).toEqual(['first', 'c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', SPACER_AFTER, 'actions']);
    expect(shown.find((c) => c.key === SPACER_AFTER)?.width).toBe(1300);
    expect(widthOf(shown)).toBe(widthOf(columns));
  });

  it('scrolled to the middle: a spacer on each side, the same total width', () => {
    const range = visibleColumnRange(columns, 1000, 400, 100);
    // 900..1500 overlaps the columns at 850..1550: c7..c13
    expect(range).toEqual([7, 13]);
    const shown = windowColumns(columns, range);
    expect(keys(shown)).toEqual(['first', SPACER_BEFORE, 'c7', 'c8', 'c9', 'c10', 'c11', 'c12', 'c13', SPACER_AFTER, 'actions']);
    expect(shown[1].width).toBe(700);
    expect(widthOf(shown)).toBe(widthOf(columns));
    expect(shown[1].render?.(1, {}, 0)).toBeNull();
  });

  it('nothing is left out when every column is in view', () => {
    expect(visibleColumnRange(columns, 0, 3000)).toBeNull();
    expect(windowColumns(columns, null)).toBe(columns);
  });

  it('columns without a width count as 120 px', () => {
    const loose: Col[] = Array.from({ length: 10 }, (_, i) => ({ key: i }));
    expect(visibleColumnRange(loose, 0, 200, 0)).toEqual([0, 1]);
  });
});
