// Row rules a form follows as it is filled, from the entity's declarations (AttrDef.differsFrom,
// clearsWhenEmpty): a field entered equal to the one it must differ from is cleared again, with
// the declared warning (a transfer's 库位不能一样); a field emptied empties the fields it carries
// (a quantity its per-package count). The server refuses what gets past a form.
import type { Form } from '@formily/core';
import { batch, observe, raw } from '@formily/reactive';
import { refOf } from '../../../renderers/fields/shared/reference';
import type { EntityMeta } from '../../../schemas/rpc/datax';
import { type TableRules, tableRulesOf } from './tableRules';

export interface RowRule {
  /** the other field of the row it must differ from, and the warning in each language */
  differs?: { attr: string; message: { zh_CN: string; en_US: string } };
  clears?: string[];
}

/** per table ('' = the header): field → its rules */
export type RowRules = TableRules<RowRule>;

export function rowRulesOf(entity: Pick<EntityMeta, 'attrs' | 'children'>): RowRules | null {
  return tableRulesOf(entity, (a) => {
    const rule: RowRule = {};
    if (a.differsFrom) rule.differs = a.differsFrom;
    if (a.clearsWhenEmpty?.length) rule.clears = a.clearsWhenEmpty;
    return rule.differs || rule.clears ? rule : null;
  });
}

const emptyValue = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
/** a reference compares by id, anything else by value */
const keyOf = (v: unknown): unknown => (emptyValue(v) ? null : (refOf(v)?.id ?? v));

function liveRow(form: Form, table: string, rowRaw: object, hint: number): Record<string, unknown> | null {
  const values = form.values as Record<string, unknown>;
  if (!table) return values;
  const rows = values[table];
  if (!Array.isArray(rows)) return null;
  const at = rows[hint] && raw(rows[hint]) === rowRaw ? hint : rows.findIndex((r) => r && raw(r) === rowRaw);
  return at >= 0 ? (rows[at] as Record<string, unknown>) : null;
}

/** Starts the rules on the form; `warn` shows a rule's message in the user's language. Answers the stop. */
export function watchRowRules(form: Form, rules: RowRules, warn: (message: { zh_CN: string; en_US: string }) => void): () => void {
  return observe(
    form,
    ((change: { path: Array<string | number | symbol>; object: Record<string, unknown>; value: unknown }) => {
      const path = change.path.map(String);
      if (path[0] !== 'values') return;
      const [table, hint, name] = path.length === 2 ? ['', -1, path[1]] : path.length === 4 ? [path[1], Number(path[2]), path[3]] : [null, -1, ''];
      const rule = table === null ? undefined : rules.get(table)?.get(name);
      if (!rule) return;
      // the change names the raw row: write through the form's observable one
      const row = liveRow(form, table!, raw(change.object), hint);
      if (!row) return;
      const value = keyOf(change.value);
      if (rule.differs && value !== null && value === keyOf(row[rule.differs.attr])) {
        // the entered one goes (its pair stays as it was)
        queueMicrotask(() => {
          if (keyOf(row[name]) === value && keyOf(row[rule.differs!.attr]) === value) {
            row[name] = null;
            warn(rule.differs!.message);
          }
        });
        return;
      }
      if (rule.clears && value === null) {
        batch(() => {
          for (const target of rule.clears!) if (!emptyValue(row[target])) row[target] = null;
        });
      }
    }) as (change: unknown) => void,
    true,
  );
}
