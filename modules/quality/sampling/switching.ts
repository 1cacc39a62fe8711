// The switching rules of GB/T 2828.1 (ISO 2859-1), lot after lot on original inspection:
// - normal → tightened: 2 lots not accepted among 5 or fewer consecutive lots;
// - tightened → normal: 5 consecutive lots accepted;
// - tightened → discontinued: 5 lots not accepted in all while on tightened inspection;
// - normal → reduced: the switching score reaches 30, production is steady and reduced
//   inspection is allowed (the plan's switch). The score starts at 0 with normal inspection; for
//   a plan with Ac 2 or more it gains 3 when the lot would have been accepted at the next tighter
//   AQL, else falls back to 0; for Ac 0 or 1 it gains 2 when the lot is accepted, else falls back
//   to 0;
// - reduced → normal: a lot not accepted, or production no longer steady.
// The state is data (kept with the sampling plan record) and this is a pure step function.
import type { Severity } from './tables';

export type SchemeSeverity = Severity | 'Discontinued';

export interface SwitchingState {
  severity: SchemeSeverity;
  /** results of the latest lots on the current severity, newest last (true: accepted), at most 5 kept */
  recent: boolean[];
  /** the switching score (normal inspection only) */
  score: number;
  /** lots not accepted since tightened inspection began */
  tightenedRejected: number;
}

export const START: SwitchingState = { severity: 'Normal', recent: [], score: 0, tightenedRejected: 0 };

export interface LotOutcome {
  accepted: boolean;
  /** the plan's acceptance number */
  ac: number;
  /** Ac 2 or more: would the lot have been accepted at the next tighter AQL */
  acceptedOneStepTighter?: boolean;
}

export interface SwitchingOptions {
  /** reduced inspection is allowed by the responsible authority (the plan's switch) */
  reducedAllowed?: boolean;
  /** production runs at a steady rate */
  steady?: boolean;
}

const SCORE_TO_REDUCE = 30;
const fresh = (severity: SchemeSeverity): SwitchingState => ({ severity, recent: [], score: 0, tightenedRejected: 0 });

function nextScore(score: number, lot: LotOutcome): number {
  if (lot.ac >= 2) return lot.accepted && lot.acceptedOneStepTighter ? score + 3 : 0;
  return lot.accepted ? score + 2 : 0;
}

/** The state after one more lot's original inspection. */
export function afterLot(state: SwitchingState, lot: LotOutcome, opts: SwitchingOptions = {}): SwitchingState {
  const steady = opts.steady ?? true;
  const recent = [...state.recent, lot.accepted].slice(-5);
  switch (state.severity) {
    case 'Discontinued':
      return state;
    case 'Normal': {
      if (recent.filter((a) => !a).length >= 2) return fresh('Tightened');
      const score = nextScore(state.score, lot);
      if (score >= SCORE_TO_REDUCE && steady && opts.reducedAllowed) return fresh('Reduced');
      return { ...state, recent, score };
    }
    case 'Tightened': {
      const tightenedRejected = state.tightenedRejected + (lot.accepted ? 0 : 1);
      if (tightenedRejected >= 5) return { ...fresh('Discontinued'), tightenedRejected };
      if (recent.length === 5 && recent.every(Boolean)) return fresh('Normal');
      return { ...state, recent, tightenedRejected };
    }
    case 'Reduced':
      return !lot.accepted || !steady ? fresh('Normal') : { ...state, recent };
  }
}

/** Inspection resumes after a discontinuation (the supplier has acted): on tightened inspection. */
export const resumeAfterDiscontinuation = (): SwitchingState => fresh('Tightened');
