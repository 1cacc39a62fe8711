// Drawing an edge in the designer: from a step's output to another step's input. The rules, each
// with its message: a read has no input, a write has no output, no step feeds itself or an earlier
// link of its own chain (no cycle), and an edge is drawn once. A transform takes the new input
// beside its others; a write has one input, so the new one replaces it.
import type { TranStep } from '../contracts';

export const inputsOf = (s: TranStep): string[] => (s.kind === 'read' ? [] : s.kind === 'transform' ? s.inputs : s.input ? [s.input] : []);
export const MAX_INPUTS = 10;

export type ConnectRefusal = 'readNoInput' | 'writeNoOutput' | 'cycle' | 'already' | 'tooMany';

/** does `from` (transitively) read `to`'s rows? then an edge to → from would close a cycle */
function feeds(steps: readonly TranStep[], to: string, from: string): boolean {
  const byKey = new Map(steps.map((s) => [s.key, s]));
  const seen = new Set<string>();
  const walk = (k: string): boolean => {
    if (k === to) return true;
    if (seen.has(k)) return false;
    seen.add(k);
    const s = byKey.get(k);
    return !!s && inputsOf(s).some(walk);
  };
  return walk(from);
}

/** the steps with the edge from → to drawn, or why it may not be */
export function connect(steps: readonly TranStep[], from: string, to: string): { steps: TranStep[] } | { refused: ConnectRefusal } {
  const source = steps.find((s) => s.key === from);
  const target = steps.find((s) => s.key === to);
  if (!source || !target) return { refused: 'cycle' };
  if (source.kind === 'write') return { refused: 'writeNoOutput' };
  if (target.kind === 'read') return { refused: 'readNoInput' };
  if (from === to || feeds(steps, to, from)) return { refused: 'cycle' };
  if (inputsOf(target).includes(from)) return { refused: 'already' };
  if (target.kind === 'transform' && target.inputs.length >= MAX_INPUTS) return { refused: 'tooMany' };
  const next: TranStep = target.kind === 'transform' ? { ...target, inputs: [...target.inputs, from] } : { ...target, input: from };
  return { steps: steps.map((s) => (s.key === to ? next : s)) };
}

/** the step moved to (x, y) on the canvas (kept with the graph, so it opens where it was left) */
export function moveStep(steps: readonly TranStep[], key: string, x: number, y: number): TranStep[] {
  return steps.map((s) => (s.key === key ? { ...s, x: Math.round(x), y: Math.round(y) } : s));
}
