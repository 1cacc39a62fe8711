// The shop-floor rules of work orders and tasks as pure functions over decimal text: each
// answers the refusal (a message key and its values) or null. The server runs them inside the
// transaction that locked the rows they read; the tests run them alone.
import { Big } from '../../../schemas/compute/decimal';
import type { ExecMessage } from './messages';

export interface Refusal {
  key: ExecMessage;
  vars?: Record<string, string | number>;
}

/** at most this many different batches of one material in one operation: more mixed batches are unsupported */
export const MAX_MIXED_BATCHES = 2;

const big = (v: string | number | null | undefined) => new Big(v === null || v === undefined || v === '' ? 0 : v);
/** a quantity as people read it: no trailing zeros */
export const shownQty = (v: string | number | Big) => new Big(v).toFixed(6).replace(/\.?0+$/, '');

/** Feeding quantity: not 0, not above what the scanned container (barcode) holds. */
export function feedQuantity(qty: string, containerQty: string | null): Refusal | null {
  if (!big(qty).gt(0)) return { key: 'feedQtyZero' };
  if (containerQty !== null && big(qty).gt(big(containerQty))) return { key: 'feedOverContainer', vars: { qty: shownQty(qty), max: shownQty(containerQty) } };
  return null;
}

/** Mixed batches: the batches already fed into the operation (of this material) plus the new one. */
export function mixedBatches(fedBatches: readonly string[], batch: string | null): Refusal | null {
  const all = new Set(fedBatches.filter(Boolean));
  if (batch) all.add(batch);
  return all.size > MAX_MIXED_BATCHES ? { key: 'mixedBatches' } : null;
}

/** Fed range: with a BOM, the material must be one of its lines fed at this process (or at no named process). */
export function inFedRange(bomLines: ReadonlyArray<{ material_id: number; process_id: number | null }> | null, material: number, process: number): boolean {
  if (!bomLines) return true;
  return bomLines.some((l) => l.material_id === material && (l.process_id === null || l.process_id === process));
}

/** Output: not 0 in all; unqualified needs its defect reason; the operation's done never beyond the plan. */
export function outputRule(o: { qualified: string; unqualified: string; scrap: string; defectReason: string | null; done: string; plan: string }): Refusal | null {
  const total = big(o.qualified).plus(big(o.unqualified)).plus(big(o.scrap));
  if (!total.gt(0)) return { key: 'outputZero' };
  if (big(o.unqualified).gt(0) && !o.defectReason) return { key: 'defectReasonRequired' };
  if (big(o.done).plus(total).gt(big(o.plan))) return { key: 'overProduction', vars: { done: shownQty(o.done), plan: shownQty(o.plan), qty: shownQty(total) } };
  return null;
}

/** Return: something left to return, not 0, not beyond what is left of the feeding. */
export function returnRule(qty: string, left: string): Refusal | null {
  if (!big(left).gt(0)) return { key: 'noReturnable' };
  if (!big(qty).gt(0)) return { key: 'returnZero' };
  if (big(qty).gt(big(left))) return { key: 'returnOverFed', vars: { qty: shownQty(qty), left: shownQty(left) } };
  return null;
}

/** Carry-over: a target other than the order itself; a quantity within the remainder and not 0. */
export function carryRule(c: { orderId: number; targetId: number | null | undefined; qty: string; remainder: string }): Refusal | null {
  if (!c.targetId) return { key: 'carryTargetRequired' };
  if (c.targetId === c.orderId) return { key: 'carryToSelf' };
  if (!big(c.qty).gt(0)) return { key: 'carryZero' };
  if (big(c.qty).gt(big(c.remainder))) return { key: 'carryOverRemainder', vars: { qty: shownQty(c.qty), left: shownQty(c.remainder) } };
  return null;
}

/** What an order has left to make: planned less finished (never below 0). */
export function remainderOf(plan: string, finished: string): string {
  const left = big(plan).minus(big(finished));
  return left.gt(0) ? shownQty(left) : '0';
}

/** Apply: not 0, not above the task's original count. */
export function applyRule(qty: string, original: string): Refusal | null {
  if (!big(qty).gt(0)) return { key: 'applyZero' };
  if (big(qty).gt(big(original))) return { key: 'applyOverTask', vars: { qty: shownQty(qty), max: shownQty(original) } };
  return null;
}

/** The quality-inspection rule: unqualified (rework) material is fed only where the next process inspects. */
export function reworkFeeding(b: { quality: string | null; reworked: boolean; nextProcessType: string | null; code: string }): Refusal | null {
  if (b.quality !== 'Unqualified') return null;
  if (b.reworked) return { key: 'reworkHandled', vars: { code: b.code } };
  if (b.nextProcessType !== INSPECTION_TYPE) return { key: 'nextNotInspection' };
  return null;
}

/** the process type (dict process_type) of a quality-inspection process */
export const INSPECTION_TYPE = 'INSPECT';
