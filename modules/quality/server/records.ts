// What the quality hooks and calls read of a record in a write: the record as it will stand (the
// stored one with the write's values over it), its child rows, and text/number helpers.
import type { HookContext } from '../../../server/modules/types';
import { entityChanged } from '../../../server/records/count-memo';

export type Row = Record<string, unknown>;

/** The header as the write leaves it: stored values, then the write's. */
export function merged(ctx: HookContext): Row {
  return { ...((ctx.before as Row | null) ?? {}), ...(ctx.values ?? {}) };
}

/** A child table's rows as the write leaves them (the write's rows when it gives them, else the stored ones). */
export function rowsOf(ctx: HookContext, child: string): Row[] {
  const given = ctx.values?.[child];
  if (Array.isArray(given)) return given as Row[];
  return (((ctx.before as Row | null)?.[child] as Row[] | undefined) ?? []).filter(Boolean);
}

export const text = (v: unknown): string => (v == null ? '' : String(v).trim());

/** A decimal as written, or null when empty. */
export const decimalOrNull = (v: unknown): string | null => (v == null || v === '' ? null : String(v));

/**
 * Rows of these entities were written beside the record layer (status moves, generated
 * inspections): the lists' remembered counts of them no longer hold.
 */
export function rowsChanged(tenantId: string, ...entities: string[]): void {
  for (const e of entities) entityChanged(tenantId, e);
}
