// Undo and redo of the designer: every change is a new design on the stack. Typing into one
// property (same `merge` key, one after another) is one step, not one per key stroke.
import type { FormDesign } from '../../../../schemas/forms/types';

export const HISTORY_LIMIT = 100;

export interface History {
  past: FormDesign[];
  present: FormDesign;
  future: FormDesign[];
  /** the merge key of the last change, if it may absorb the next one */
  mergeKey: string | null;
}

export type HistoryAction =
  | { type: 'apply'; design: FormDesign; merge?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** a loaded or imported design starts a fresh history */
  | { type: 'reset'; design: FormDesign };

export const historyOf = (design: FormDesign): History => ({ past: [], present: design, future: [], mergeKey: null });

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.type) {
    case 'apply': {
      if (action.design === state.present) return state;
      if (action.merge && action.merge === state.mergeKey) return { ...state, present: action.design, future: [] };
      const past = [...state.past, state.present].slice(-HISTORY_LIMIT);
      return { past, present: action.design, future: [], mergeKey: action.merge ?? null };
    }
    case 'undo': {
      if (!state.past.length) return state;
      const previous = state.past[state.past.length - 1];
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], mergeKey: null };
    }
    case 'redo': {
      if (!state.future.length) return state;
      const [next, ...rest] = state.future;
      return { past: [...state.past, state.present], present: next, future: rest, mergeKey: null };
    }
    case 'reset':
      return historyOf(action.design);
  }
}

export const canUndo = (h: History) => h.past.length > 0;
export const canRedo = (h: History) => h.future.length > 0;
