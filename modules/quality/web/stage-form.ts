// 分批检验's form, pure: the inspection's barcodes as rows (count, accepted and rejected so far,
// pending = count less what the stages inspected, decimal-exact as the server counts it), what the
// inspector typed per barcode, each row's problem (not a quantity, more than pending), the stage's
// totals and the stage call's argument (the barcodes given something, their quantities as typed).
// The server checks all of it again; this only says so before the call.
import { Big } from '../../../schemas/compute/decimal';
import type { StageArgs } from '../contracts';

/** One barcode of the inspection as the dialog lists it (decimal strings). */
export interface StageRow {
  code: string;
  count: string;
  accepted: string;
  rejected: string;
  pending: string;
}

/** What the inspector typed for a barcode in this stage (empty: nothing). */
export interface StageEntry {
  accepted: string;
  rejected: string;
}

export type Entries = Readonly<Record<string, StageEntry | undefined>>;
export type RowProblem = 'format' | 'abovePending';

/** An inspection no stage may judge any more. */
export const JUDGED_STATES: readonly string[] = ['Checked', 'Exempt'];

/** the server's quantity: at least 0, at most 10 integer digits and 4 decimals */
const QUANTITY = /^\d{1,10}(\.\d{1,4})?$/;
const EMPTY: StageEntry = { accepted: '', rejected: '' };

const big = (v: unknown) => new Big(v == null || String(v).trim() === '' ? '0' : String(v).trim());

/** The barcodes of an inspection record (its `barcodes` child rows) in their order. */
export function stageRows(record: Record<string, unknown>): StageRow[] {
  const barcodes = ((record.barcodes as Array<Record<string, unknown>> | undefined) ?? []).filter(Boolean);
  return barcodes.map((b) => {
    const pending = big(b.count).minus(big(b.inspected_qty));
    return {
      code: String(b.code),
      count: big(b.count).toString(),
      accepted: big(b.accepted_qty).toString(),
      rejected: big(b.rejected_qty).toString(),
      pending: (pending.lt(0) ? new Big(0) : pending).toString(),
    };
  });
}

/** Is anything of the barcode left to inspect? */
export const hasPending = (row: StageRow): boolean => big(row.pending).gt(0);

export const entryOf = (entries: Entries, code: string): StageEntry => entries[code] ?? EMPTY;

/** accepted + rejected typed for a row, when both are quantities */
function stageQty(e: StageEntry): Big | null {
  const a = e.accepted.trim();
  const r = e.rejected.trim();
  if ((a && !QUANTITY.test(a)) || (r && !QUANTITY.test(r))) return null;
  return big(a).plus(big(r));
}

/** What is wrong with a row's entry, or null. */
export function problemOf(row: StageRow, e: StageEntry): RowProblem | null {
  const qty = stageQty(e);
  if (!qty) return 'format';
  return qty.gt(row.pending) ? 'abovePending' : null;
}

export interface StageTotals {
  accepted: string;
  rejected: string;
  inspected: string;
  /** pending over the lot now, and after this stage */
  pending: string;
  pendingAfter: string;
}

/** The stage's totals over the rows whose entries are right. */
export function stageTotals(rows: readonly StageRow[], entries: Entries): StageTotals {
  let accepted = new Big(0);
  let rejected = new Big(0);
  let pending = new Big(0);
  for (const row of rows) {
    pending = pending.plus(row.pending);
    const e = entryOf(entries, row.code);
    if (problemOf(row, e)) continue;
    accepted = accepted.plus(big(e.accepted));
    rejected = rejected.plus(big(e.rejected));
  }
  const inspected = accepted.plus(rejected);
  return { accepted: accepted.toString(), rejected: rejected.toString(), inspected: inspected.toString(), pending: pending.toString(), pendingAfter: pending.minus(inspected).toString() };
}

/** The stage call's argument, or why not: a row's problem, or nothing given at all. */
export function stageArgument(id: number, rows: readonly StageRow[], entries: Entries): { arg: StageArgs } | { problem: RowProblem; code: string } | { problem: 'nothing' } {
  const barcodes: StageArgs['barcodes'] = [];
  for (const row of rows) {
    const e = entryOf(entries, row.code);
    const problem = problemOf(row, e);
    if (problem) return { problem, code: row.code };
    if (stageQty(e)!.gt(0)) barcodes.push({ code: row.code, accepted: e.accepted.trim() || '0', rejected: e.rejected.trim() || '0' });
  }
  return barcodes.length ? { arg: { id, barcodes } } : { problem: 'nothing' };
}

/** Every barcode's pending quantity accepted (the usual stage: what was inspected passed). */
export function acceptAllPending(rows: readonly StageRow[]): Record<string, StageEntry> {
  return Object.fromEntries(rows.filter(hasPending).map((r) => [r.code, { accepted: r.pending, rejected: '' }]));
}
