// Row operations of a line table beyond Formily's own (push, insert, remove): copies are new
// rows (no `id`: the server would otherwise take them for the stored row they came from).
import type { ArrayField } from '@formily/core';
import { batch, toJS } from '@formily/reactive';

export type Row = Record<string, unknown>;

/** A plain copy of a row without its id (every other value kept, hidden columns included). */
export function copyOfRow(row: unknown): Row {
  const copy = JSON.parse(JSON.stringify(toJS(row) ?? {})) as Row;
  delete copy.id;
  return copy;
}

/** Inserts copies of the rows (in their order) after the last of them; answers where the copies start. */
export function copyRows(field: ArrayField, indexes: Iterable<number>): number {
  const sorted = [...indexes].sort((a, b) => a - b);
  if (!sorted.length) return -1;
  const rows = (field.value ?? []) as unknown[];
  const at = sorted[sorted.length - 1] + 1;
  void field.insert(at, ...sorted.map((i) => copyOfRow(rows[i])));
  return at;
}

/** Removes the rows (from the last, so the indexes stay right). */
export function removeRows(field: ArrayField, indexes: Iterable<number>): void {
  const sorted = [...indexes].sort((a, b) => b - a);
  batch(() => {
    for (const i of sorted) void field.remove(i);
  });
}

/** After ArrayBase.Copy inserted a copy: it is a new row, not the stored one. */
export function forgetCopiedId(field: ArrayField, index: number): void {
  const row = (field.value as Row[] | undefined)?.[index];
  if (row && typeof row === 'object' && 'id' in row) delete row.id;
}
