// How a rule judges a machine's readings, one step at a time, the same for the live evaluation
// (server/evaluate.ts) and the rule test (server/rule-test.ts). Pure and decimal-exact (big.js):
// the state between steps is what evt_state keeps.
//
// - Threshold: the value compared with the limit; Duration: the same comparison held for N seconds;
//   Rate: the change per minute over the last window seconds compared with the limit; NoData: no
//   reading for N seconds (judged by the clock, `idle`). A machine stop is a Duration rule over the
//   machine's running-state signal (= 0).
// - Hysteresis: once raised, the condition counts as cleared only when the value is back past the
//   limit by the rule's deadband (for > and >=: at or below limit − deadband; for < and <=: at or
//   above limit + deadband; for =: any other value).
import { Big } from '../../schemas/compute/decimal';
import type { Condition, Operator } from './options';

export interface RuleLogic {
  condition: Condition;
  operator: Operator;
  limit: string;
  deadband: string;
  durationSeconds: number;
  windowSeconds: number;
}

export interface Reading {
  at: Date;
  value: string;
}

export interface EvalState {
  /** since when the raw condition has held (null: it does not) */
  holdsSince: Date | null;
  /** is an event raised for this subject (its condition not cleared yet)? */
  raised: boolean;
}

/** What a step asks for: raise an event (at the reading, with the value that crossed), record its end, or nothing. */
export type Verdict = { kind: 'raise'; at: Date; value: string } | { kind: 'clear'; at: Date } | { kind: 'none' };

export function compare(value: Big, op: Operator, limit: Big): boolean {
  switch (op) {
    case 'Gt':
      return value.gt(limit);
    case 'Ge':
      return value.gte(limit);
    case 'Lt':
      return value.lt(limit);
    case 'Le':
      return value.lte(limit);
    case 'Eq':
      return value.eq(limit);
  }
}

/** Back on the good side of the limit by the deadband. */
function cleared(value: Big, r: RuleLogic): boolean {
  const d = new Big(r.deadband || '0');
  const limit = new Big(r.limit);
  if (r.operator === 'Eq') return !value.eq(limit);
  const shifted = r.operator === 'Gt' || r.operator === 'Ge' ? limit.minus(d) : limit.plus(d);
  return !compare(value, r.operator, shifted);
}

/** The change per minute between the first and the last reading of the window (null: fewer than two, or no time between). */
export function ratePerMinute(window: readonly Reading[]): Big | null {
  if (window.length < 2) return null;
  const first = window[0]!;
  const last = window[window.length - 1]!;
  const ms = last.at.getTime() - first.at.getTime();
  if (ms <= 0) return null;
  return new Big(last.value).minus(first.value).times(60_000).div(ms);
}

/**
 * One reading of a subject: the new state and the verdict. For Rate, `window` is the readings of the
 * last window seconds up to and including this one; the judged value is the rate then.
 */
export function step(r: RuleLogic, s: EvalState, reading: Reading, window: readonly Reading[] = []): { state: EvalState; verdict: Verdict } {
  if (r.condition === 'NoData') {
    // a reading is data: a raised no-data event ends with it
    return s.raised ? { state: { holdsSince: null, raised: false }, verdict: { kind: 'clear', at: reading.at } } : { state: { holdsSince: null, raised: false }, verdict: { kind: 'none' } };
  }
  const judged = r.condition === 'Rate' ? ratePerMinute(window) : new Big(reading.value);
  if (judged === null) return { state: s, verdict: { kind: 'none' } };
  const limit = new Big(r.limit);
  const holds = compare(judged, r.operator, limit);
  if (s.raised) {
    if (cleared(judged, r)) return { state: { holdsSince: null, raised: false }, verdict: { kind: 'clear', at: reading.at } };
    return { state: { holdsSince: holds ? (s.holdsSince ?? reading.at) : s.holdsSince, raised: true }, verdict: { kind: 'none' } };
  }
  if (!holds) return { state: { holdsSince: null, raised: false }, verdict: { kind: 'none' } };
  const since = s.holdsSince ?? reading.at;
  const shown = r.condition === 'Rate' ? judged.round(4).toString() : reading.value;
  if (r.condition === 'Duration' && reading.at.getTime() - since.getTime() < r.durationSeconds * 1000) return { state: { holdsSince: since, raised: false }, verdict: { kind: 'none' } };
  return { state: { holdsSince: since, raised: true }, verdict: { kind: 'raise', at: r.condition === 'Duration' ? since : reading.at, value: shown } };
}

/**
 * The clock's step (no reading): a Duration condition that has held long enough raises; NoData
 * raises when the newest reading is older than N seconds.
 */
export function idle(r: RuleLogic, s: EvalState, now: Date, lastAt: Date | null, lastValue: string | null): { state: EvalState; verdict: Verdict } {
  if (s.raised) return { state: s, verdict: { kind: 'none' } };
  if (r.condition === 'Duration' && s.holdsSince && now.getTime() - s.holdsSince.getTime() >= r.durationSeconds * 1000)
    return { state: { ...s, raised: true }, verdict: { kind: 'raise', at: s.holdsSince, value: lastValue ?? '' } };
  if (r.condition === 'NoData' && lastAt && now.getTime() - lastAt.getTime() >= r.durationSeconds * 1000)
    return { state: { holdsSince: lastAt, raised: true }, verdict: { kind: 'raise', at: new Date(lastAt.getTime() + r.durationSeconds * 1000), value: lastValue ?? '' } };
  return { state: s, verdict: { kind: 'none' } };
}
