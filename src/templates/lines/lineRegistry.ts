// The line tables on a form, so that a save's line errors (`items[3].quantity`, fieldErrors.ts)
// can bring their cell into view: the rows are virtualised, the cell may not be drawn yet.
import type { Form } from '@formily/core';

export interface LineTableHandle {
  /** scrolls the row into view and the cell of `name` (when shown) */
  reveal(index: number, name: string): void;
}

const tables = new WeakMap<Form, Map<string, LineTableHandle>>();

/** `path`: the array field's path (e.g. `items`); answers the unregistration. */
export function registerLineTable(form: Form, path: string, handle: LineTableHandle): () => void {
  let byPath = tables.get(form);
  if (!byPath) {
    byPath = new Map();
    tables.set(form, byPath);
  }
  byPath.set(path, handle);
  return () => {
    if (byPath.get(path) === handle) byPath.delete(path);
  };
}

export function revealLineCell(form: Form, path: string, index: number, name: string): boolean {
  const handle = tables.get(form)?.get(path);
  handle?.reveal(index, name);
  return !!handle;
}
