// The menu limit conditions of an allocated page as the allocation screen edits them, pure: rows
// of attribute, operator and value text (a list for in / notIn), and the conditions
// portal.MenuAlloc/saveLimits takes (values sent as typed; the server converts and checks them).
import type { LimitCondition, LimitOp, PageLimit } from '../../../../../schemas/rpc/portal-alloc';

export const OPS: readonly LimitOp[] = ['eq', 'ne', 'in', 'notIn', 'gt', 'ge', 'lt', 'le', 'contains', 'isNull', 'notNull'];
export const takesNoValue = (op: LimitOp) => op === 'isNull' || op === 'notNull';
export const takesList = (op: LimitOp) => op === 'in' || op === 'notIn';

export interface ConditionRow {
  attr: string;
  op: LimitOp;
  /** one value, or the values of in / notIn */
  value: string | string[];
}
export interface LimitDraft {
  positive: ConditionRow[];
  reverse: ConditionRow[];
}
export type Group = keyof LimitDraft;

const text = (v: unknown) => (v == null ? '' : String(v));

export function draftOf(limit: PageLimit): LimitDraft {
  const rows = (list: LimitCondition[]) =>
    list.map((c): ConditionRow => ({ attr: c.attr, op: c.op, value: takesList(c.op) ? (Array.isArray(c.value) ? c.value.map(text) : [text(c.value)]) : text(c.value) }));
  return { positive: rows(limit.positive), reverse: rows(limit.reverse) };
}

/** A row's operator changed: its value keeps what fits the new operator. */
export function withOp(row: ConditionRow, op: LimitOp): ConditionRow {
  if (takesNoValue(op)) return { ...row, op, value: '' };
  if (takesList(op)) return { ...row, op, value: Array.isArray(row.value) ? row.value : row.value ? [row.value] : [] };
  return { ...row, op, value: Array.isArray(row.value) ? (row.value[0] ?? '') : row.value };
}

/** Rows missing an attribute or a value, as `${group}.${index}`. */
export function draftProblems(d: LimitDraft): Set<string> {
  const out = new Set<string>();
  for (const group of ['positive', 'reverse'] as const) {
    d[group].forEach((r, i) => {
      const empty = takesList(r.op) ? !(r.value as string[]).some((v) => v.trim()) : !takesNoValue(r.op) && !String(r.value).trim();
      if (!r.attr || empty) out.add(`${group}.${i}`);
    });
  }
  return out;
}

export function conditionsOf(d: LimitDraft): PageLimit {
  const conds = (rows: ConditionRow[]) =>
    rows.map((r): LimitCondition => {
      if (takesNoValue(r.op)) return { attr: r.attr, op: r.op };
      if (takesList(r.op)) return { attr: r.attr, op: r.op, value: (r.value as string[]).map((v) => v.trim()).filter(Boolean) };
      return { attr: r.attr, op: r.op, value: String(r.value).trim() };
    });
  return { positive: conds(d.positive), reverse: conds(d.reverse) };
}

export const sameDraft = (a: LimitDraft, b: LimitDraft) => JSON.stringify(conditionsOf(a)) === JSON.stringify(conditionsOf(b));
