// The line table's look, from the antd theme: a bordered grid like antd's small table, a sticky
// header, the row selector and row number stuck to the left and the row actions to the right.
import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';
import type { LineLayout } from './columns';
import { HEADER_HEIGHT, ROW_HEIGHT, VISIBLE_ROWS } from './useRowWindow';

export const SELECT_WIDTH = 40;
export const INDEX_WIDTH = 56;

export interface LineStyles {
  scroller: CSSProperties;
  table: CSSProperties;
  th: CSSProperties;
  td: CSSProperties;
  selectTh: CSSProperties;
  selectTd: CSSProperties;
  indexTh: CSSProperties;
  indexTd: CSSProperties;
  operationsTh: CSSProperties;
  operationsTd: CSSProperties;
  selectedRow: CSSProperties;
}

/** `editable`: with the row selector and the row actions. */
export function lineStyles(token: GlobalToken, editable: boolean, layout: Pick<LineLayout, 'hasIndex' | 'operations'>): LineStyles {
  const hasSelect = editable;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const cell: CSSProperties = { borderInlineEnd: border, borderBottom: border, padding: '4px 8px', height: ROW_HEIGHT, boxSizing: 'border-box', verticalAlign: 'top' };
  const head: CSSProperties = {
    ...cell,
    height: HEADER_HEIGHT,
    verticalAlign: 'middle',
    position: 'sticky',
    top: 0,
    zIndex: 2,
    background: token.colorFillAlter,
    backgroundClip: 'padding-box',
    fontWeight: token.fontWeightStrong,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  };
  const stuck = (left: number): CSSProperties => ({ position: 'sticky', insetInlineStart: left, zIndex: 1, background: token.colorBgContainer, textAlign: 'center', verticalAlign: 'middle' });
  const indexLeft = hasSelect ? SELECT_WIDTH : 0;
  return {
    scroller: {
      maxHeight: HEADER_HEIGHT + VISIBLE_ROWS * ROW_HEIGHT,
      overflow: 'auto',
      border,
      borderInlineEnd: 'none',
      borderBottom: 'none',
      borderRadius: token.borderRadius,
      // a focused cell scrolls clear of the sticky header and columns
      scrollPaddingTop: HEADER_HEIGHT,
      scrollPaddingInlineStart: (hasSelect ? SELECT_WIDTH : 0) + (layout.hasIndex ? INDEX_WIDTH : 0),
      scrollPaddingInlineEnd: editable && layout.operations ? layout.operations.width : 0,
    },
    table: { tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' },
    th: head,
    td: cell,
    selectTh: { ...head, ...stuck(0), zIndex: 3, background: token.colorFillAlter },
    selectTd: { ...cell, ...stuck(0) },
    indexTh: { ...head, ...stuck(indexLeft), zIndex: 3, background: token.colorFillAlter },
    indexTd: { ...cell, ...stuck(indexLeft), color: token.colorTextSecondary },
    operationsTh: { ...head, position: 'sticky', insetInlineEnd: 0, zIndex: 3, textAlign: 'center' },
    operationsTd: { ...cell, position: 'sticky', insetInlineEnd: 0, zIndex: 1, background: token.colorBgContainer, textAlign: 'center', verticalAlign: 'middle', whiteSpace: 'nowrap' },
    selectedRow: { background: token.controlItemBgActive },
  };
}
