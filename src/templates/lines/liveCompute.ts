// Computed fields, live: whatever changes a value (typing, a pick, a paste, a copied or removed
// row) marks what it makes stale — the changed line, the header sums — and that is recomputed
// once at the end of the change (its Formily batch), with the evaluator the server runs on save.
// A 1,000-line document recomputes one line and one sum per keystroke, not every line.
import type { Form } from '@formily/core';
import { batch, observe, raw, untracked } from '@formily/reactive';
import { dec } from '../../../schemas/compute/decimal';
import { computeLine, computeRecord, type Row } from '../../../schemas/compute/record';
import type { ComputePlan } from './computePlan';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Whether two stored values are the same (1.5 and '1.50' are): computed fields are only written when they change. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  const [da, db] = typeof a === 'boolean' || typeof b === 'boolean' ? [null, null] : [dec(a), dec(b)];
  if (da && db) return da.eq(db);
  return JSON.stringify(a) === JSON.stringify(b);
}

interface Change {
  path: Array<string | number | symbol>;
  key: unknown;
  object: unknown;
  value: unknown;
  oldValue: unknown;
}

/** Starts recomputing the form's computed fields as its values change; answers the stop. */
export function watchComputed(form: Form, plan: ComputePlan): () => void {
  /** per child key: raw row → its index when it changed (a hint: rows move) */
  const dirtyRows = new Map<string, Map<object, number>>();
  const allRows = new Set<string>();
  let headerDirty = false;
  let flushing = false;

  const values = () => form.values as Record<string, unknown>;

  const markRow = (key: string, row: unknown, hint: number) => {
    if (!row || typeof row !== 'object') return;
    const rows = dirtyRows.get(key) ?? new Map<object, number>();
    rows.set(raw(row as object), hint);
    dirtyRows.set(key, rows);
  };

  const lineIndexes = (key: string, rows: unknown[]): number[] => {
    if (allRows.has(key)) return rows.map((_, i) => i);
    const out: number[] = [];
    for (const [row, hint] of dirtyRows.get(key) ?? []) {
      const i = rows[hint] && raw(rows[hint] as object) === row ? hint : rows.findIndex((r) => r && raw(r as object) === row);
      if (i >= 0) out.push(i);
    }
    return out;
  };

  const computeLines = () => {
    const header = { ...(raw(values()) as Row) };
    for (const [key, line] of plan.lines) {
      const rows = values()[key];
      if (Array.isArray(rows)) {
        for (const i of lineIndexes(key, rows)) {
          const row = rows[i] as Row | undefined;
          if (!row || typeof row !== 'object') continue;
          const computed = computeLine(line.attrs, { ...row }, header);
          for (const code of line.computed) if (!sameValue(row[code], computed[code])) row[code] = computed[code];
        }
      }
      dirtyRows.delete(key);
      allRows.delete(key);
    }
  };

  const computeHeader = () => {
    headerDirty = false;
    const stored = raw(values()) as Row;
    const header = { ...stored };
    const children: Record<string, Row[]> = {};
    // (an array in the middle of a splice outside a batch may hold a hole for a moment)
    for (const key of plan.aggregates.keys()) children[key] = Array.isArray(stored[key]) ? (stored[key] as Row[]).filter((r) => r && typeof r === 'object') : [];
    computeRecord({ code: plan.code, attrs: plan.header, children: {} }, header, children);
    for (const code of plan.headerComputed) if (!sameValue(values()[code], header[code])) form.setValuesIn(code, header[code]);
  };

  const flush = () => {
    if (flushing) return;
    flushing = true;
    try {
      // a change made while a field renders must not make that render read every row
      untracked(() =>
        batch(() => {
          // lines first (the header sums them); what they write only makes the header stale
          for (let round = 0; round < 4 && (dirtyRows.size || allRows.size || headerDirty); round++) {
            computeLines();
            if (headerDirty) computeHeader();
          }
        }),
      );
    } finally {
      flushing = false;
    }
  };

  const onChange = (change: Change) => {
    const [root, top, index, name] = change.path.map(String);
    if (root !== 'values' || change.path.length < 2) return;
    if (change.path.length >= 4 && Object.is(change.value, change.oldValue)) return;
    const line = plan.lines.get(top);
    const sums = plan.aggregates.get(top);
    if (line || sums) {
      if (change.path.length === 2) {
        // the whole table replaced
        if (line) allRows.add(top);
        headerDirty ||= !!sums;
      } else if (change.path.length === 3) {
        // a row added, removed or replaced (copy, paste, remove)
        if (change.key !== 'length' && line) markRow(top, change.value, Number(index));
        headerDirty ||= !!sums;
      } else {
        if (line?.reads.has(name) && !line.computed.has(name)) markRow(top, change.path.length === 4 ? change.object : (values()[top] as unknown[])?.[Number(index)], Number(index));
        headerDirty ||= !!sums && (sums.has(name) || sums.has('*'));
      }
    } else if (!plan.headerComputed.has(top)) {
      headerDirty ||= plan.headerReads.has(top);
      for (const [key, l] of plan.lines) if (l.headerReads.has(top)) allRows.add(key);
    }
    if (dirtyRows.size || allRows.size || headerDirty) batch.endpoint?.(flush);
  };

  return observe(form, onChange as (change: unknown) => void, true);
}
