// A transformation's graph as the designer saves it: steps with unique keys, each transform or write
// reading only earlier steps (the graph has no cycle), at least one write, an upsert with its keys.
// The steps are answered in an order that runs every step after its inputs.
import type { Lang } from '../../../../server/i18n';
import { badRequest } from '../../../../server/rpc/errors';
import type { TranStep } from '../contracts';
import { em } from './messages';

export const inputsOf = (s: TranStep): string[] => (s.kind === 'read' ? [] : s.kind === 'transform' ? s.inputs : [s.input]);

export function ordered(steps: readonly TranStep[], lang: Lang): TranStep[] {
  const byKey = new Map<string, TranStep>();
  for (const s of steps) {
    if (byKey.has(s.key)) throw badRequest(em(lang, 'stepKeyTwice', { key: s.key }));
    byKey.set(s.key, s);
  }
  for (const s of steps) {
    for (const i of inputsOf(s)) {
      const input = byKey.get(i);
      if (!input || input.kind === 'write') throw badRequest(em(lang, 'stepInputUnknown', { step: s.name, input: i }));
    }
    if (s.kind === 'write' && s.mode === 'upsert' && !s.keys.length) throw badRequest(em(lang, 'needKeys', { step: s.name }));
  }
  if (!steps.some((s) => s.kind === 'write')) throw badRequest(em(lang, 'needWrite'));
  // Kahn's order: reads first, then each step once all its inputs are done
  const out: TranStep[] = [];
  const done = new Set<string>();
  let left = [...steps];
  while (left.length) {
    const ready = left.filter((s) => inputsOf(s).every((i) => done.has(i)));
    if (!ready.length) throw badRequest(em(lang, 'stepCycle'));
    for (const s of ready) {
      out.push(s);
      done.add(s.key);
    }
    left = left.filter((s) => !done.has(s.key));
  }
  return out;
}
