// Keyboard moves between the cells of a line table, spreadsheet-like: Tab / Shift+Tab and Enter /
// Shift+Enter go to the next / previous editable cell (Enter past the last cell adds a row),
// ArrowUp / ArrowDown to the same column of the row above / below. Keys an open dropdown or a
// multi-line text needs (choosing an option, a new line) are left to them.

export interface CellPosition {
  row: number;
  /** index among the table's visible field columns */
  col: number;
}

export type Move = 'next' | 'previous' | 'up' | 'down' | 'enter';

/** Where a move lands, among `editable` columns (sorted indexes); 'append' for Enter past the end; null at an edge. */
export function moveFrom(from: CellPosition, move: Move, rowCount: number, editable: readonly number[]): CellPosition | 'append' | null {
  if (!editable.length) return null;
  if (move === 'up' || move === 'down') {
    const row = from.row + (move === 'up' ? -1 : 1);
    return row >= 0 && row < rowCount ? { row, col: from.col } : null;
  }
  if (move === 'previous') {
    const before = [...editable].reverse().find((c) => c < from.col);
    if (before !== undefined) return { row: from.row, col: before };
    return from.row > 0 ? { row: from.row - 1, col: editable[editable.length - 1] } : null;
  }
  const after = editable.find((c) => c > from.col);
  if (after !== undefined) return { row: from.row, col: after };
  if (from.row + 1 < rowCount) return { row: from.row + 1, col: editable[0] };
  return move === 'enter' ? 'append' : null;
}

const inside = (target: HTMLElement, selector: string) => target.closest(selector) !== null;

/** an open dropdown (select, date picker) answers Enter and the arrows itself */
function popupOpen(target: HTMLElement): boolean {
  if (target.getAttribute('aria-expanded') === 'true') return true;
  return inside(target, '.ant-picker') && document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)') !== null;
}

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** The move a key press asks for in a cell, or null when the key belongs to the input. */
export function moveOfKey(event: KeyLike, target: HTMLElement): Move | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const multiline = target.tagName === 'TEXTAREA';
  switch (event.key) {
    case 'Tab':
      return event.shiftKey ? 'previous' : 'next';
    case 'Enter':
      if (multiline || popupOpen(target)) return null;
      return event.shiftKey ? 'previous' : 'enter';
    case 'ArrowUp':
    case 'ArrowDown':
      if (event.shiftKey || multiline || popupOpen(target) || target.tagName === 'SELECT' || inside(target, '.ant-select, .ant-picker, [role="combobox"]')) return null;
      return event.key === 'ArrowUp' ? 'up' : 'down';
    default:
      return null;
  }
}

/** The cell (row, column) an element sits in, read from the table's data attributes. */
export function positionOf(target: HTMLElement): CellPosition | null {
  const cell = target.closest<HTMLElement>('td[data-col]');
  const row = cell?.closest<HTMLElement>('tr[data-row]');
  if (!cell || !row) return null;
  return { row: Number(row.dataset.row), col: Number(cell.dataset.col) };
}

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the first input of a drawn cell (its text selected, as a spreadsheet does); false when the cell is not drawn. */
export function focusCell(container: HTMLElement | null, at: CellPosition): boolean {
  const input = container?.querySelector<HTMLElement>(`tr[data-row="${at.row}"] td[data-col="${at.col}"]`)?.querySelector<HTMLElement>(FOCUSABLE);
  if (!input) return false;
  input.focus();
  if (input instanceof HTMLInputElement && ['text', 'search', ''].includes(input.type) && !input.readOnly) input.select();
  return true;
}
