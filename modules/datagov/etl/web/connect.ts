// Drawing an edge in the designer: from a step's output to another step's input. The rules, each
// with its message: a read has no input, a write has no output, no step feeds itself or an earlier
// link of its own chain (no cycle), and an edge is drawn once. A transform takes the new input
// beside its others; a write has one input, so the new one replaces it. Removing an edge takes the
// input away again (a write is left without one until another is drawn).
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

/** an edge of the graph: `from`'s rows read by `to` */
export interface StepEdge {
  from: string;
  to: string;
}

/** an edge's id on the canvas and in the page (a step key holds no '-') */
export const edgeId = (e: StepEdge) => `${e.from}->${e.to}`;
/** the keys that remove the selected edge */
export const isRemoveKey = (key: string) => key === 'Delete' || key === 'Backspace';

/** every edge, in the steps' order (an input naming no step draws none) */
export function edgesOf(steps: readonly TranStep[]): StepEdge[] {
  const keys = new Set(steps.map((s) => s.key));
  return steps.flatMap((s) => inputsOf(s).filter((i) => keys.has(i)).map((from) => ({ from, to: s.key })));
}

/** the steps with the edge from → to removed (unchanged when there is no such edge) */
export function disconnect(steps: readonly TranStep[], from: string, to: string): TranStep[] {
  return steps.map((s) => {
    if (s.key !== to || !inputsOf(s).includes(from)) return s;
    return s.kind === 'transform' ? { ...s, inputs: s.inputs.filter((i) => i !== from) } : s.kind === 'write' ? { ...s, input: '' } : s;
  });
}

/** every other step as a target of an edge from `from`: the ones it may reach, and why not the others */
export function targetsFrom(steps: readonly TranStep[], from: string): Array<{ step: TranStep; refused: ConnectRefusal | null }> {
  return steps
    .filter((s) => s.key !== from)
    .map((step) => {
      const r = connect(steps, from, step.key);
      return { step, refused: 'refused' in r ? r.refused : null };
    });
}
