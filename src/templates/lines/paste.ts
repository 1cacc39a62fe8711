// Pasting a block of cells (tab-separated text from Excel / WPS) into a line table: the block's
// top-left lands on the cell pasted into and fills to the right and downwards, adding rows as
// needed. Values are converted per field (pasteValues.ts); what cannot be written (a read-only
// column, past the last column, text that matches nothing) is skipped and counted.
import type { ArrayField } from '@formily/core';
import { batch } from '@formily/reactive';
import type { LineColumn } from './columns';
import type { CellPosition } from './keyboard';
import { convertText, referenceLookup, valueKindOf, type ReferenceLookup } from './pasteValues';
import { parseTsv } from './tsv';

export interface PasteCell {
  row: number;
  column: LineColumn;
  text: string;
}

export interface PastePlan {
  cells: PasteCell[];
  /** non-empty texts with no cell to go to */
  skipped: number;
  /** rows the table must have afterwards */
  rows: number;
}

export function planPaste(grid: string[][], from: CellPosition, columns: readonly LineColumn[]): PastePlan {
  const plan: PastePlan = { cells: [], skipped: 0, rows: from.row + grid.length };
  for (const [r, texts] of grid.entries()) {
    for (const [c, text] of texts.entries()) {
      const column = columns[from.col + c];
      if (column?.editable && column.meta) plan.cells.push({ row: from.row + r, column, text });
      else if (text.trim() !== '') plan.skipped += 1;
    }
  }
  return plan;
}

export interface PasteResult {
  filled: number;
  skipped: number;
  /** rows added at the end */
  added: number;
}

interface Write {
  row: number;
  name: string;
  value: unknown;
  reference: boolean;
}

/** Converts and writes a pasted block; the form is marked modified like typing would. */
export async function pasteBlock(field: ArrayField, columns: readonly LineColumn[], from: CellPosition, text: string, lookup: ReferenceLookup = referenceLookup()): Promise<PasteResult> {
  const plan = planPaste(parseTsv(text), from, columns);
  const converted = await Promise.all(plan.cells.map((cell) => convertText(cell.column.meta!, cell.text, lookup)));
  const writes: Write[] = [];
  let skipped = plan.skipped;
  plan.cells.forEach((cell, i) => {
    const result = converted[i];
    if (result) writes.push({ row: cell.row, name: cell.column.name, value: result.value, reference: valueKindOf(cell.column.meta!) === 'reference' });
    else skipped += 1;
  });
  // a row's references first: what they fill (unit, price) must not overwrite pasted values
  writes.sort((a, b) => a.row - b.row || Number(b.reference) - Number(a.reference));
  const before = ((field.value as unknown[] | undefined) ?? []).length;
  const added = Math.max(0, plan.rows - before);
  batch(() => {
    if (added) void field.push(...Array.from({ length: added }, () => ({})));
    for (const w of writes) field.form.setValuesIn(`${field.path.toString()}.${w.row}.${w.name}`, w.value);
  });
  void field.onInput(field.value);
  return { filled: writes.length, skipped, added };
}
