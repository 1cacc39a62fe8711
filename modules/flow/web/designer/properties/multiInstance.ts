// Multi-instance (会签 and 或签): parallel or sequential instances over a collection, each with its
// element variable, until the completion condition holds.
import { cleared, isA, textOf, type Bo, type PropertyWriter } from './moddle';

export const LOOP_MODES = ['none', 'parallel', 'sequential'] as const;
export type LoopMode = (typeof LOOP_MODES)[number];

export interface MultiInstance {
  mode: LoopMode;
  collection: string;
  elementVariable: string;
  completionCondition: string;
}

const MI = 'bpmn:MultiInstanceLoopCharacteristics';

export function readMultiInstance(bo: Bo): MultiInstance {
  const lc = bo.get('loopCharacteristics');
  if (!isA(lc, MI)) return { mode: 'none', collection: '', elementVariable: '', completionCondition: '' };
  return {
    mode: lc.get('isSequential') ? 'sequential' : 'parallel',
    collection: textOf(lc, 'flowable:collection'),
    elementVariable: textOf(lc, 'flowable:elementVariable'),
    completionCondition: textOf(lc.get('completionCondition'), 'body'),
  };
}

/**
 * One step. An existing multi-instance is updated in place (its cardinality, data items and
 * foreign attributes stay); otherwise a new one replaces whatever loop the activity had.
 */
export function writeMultiInstance(w: PropertyWriter, bo: Bo, mi: MultiInstance): void {
  if (mi.mode === 'none') {
    w.update(bo, { loopCharacteristics: undefined });
    return;
  }
  const lc = bo.get('loopCharacteristics');
  const condition = cleared(mi.completionCondition);
  const sameCondition = condition !== undefined && textOf(lc?.get?.('completionCondition'), 'body') === condition;
  const props: Record<string, unknown> = {
    isSequential: mi.mode === 'sequential',
    'flowable:collection': cleared(mi.collection),
    'flowable:elementVariable': cleared(mi.elementVariable),
    completionCondition: condition === undefined ? undefined : sameCondition ? lc.get('completionCondition') : w.moddle.create('bpmn:FormalExpression', { body: condition }),
  };
  if (isA(lc, MI)) w.update(lc, props);
  else w.update(bo, { loopCharacteristics: w.moddle.create(MI, Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined))) });
}
