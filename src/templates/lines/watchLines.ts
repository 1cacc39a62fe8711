// What a detail form does as its values change, from the entity's declarations: computed fields
// recomputed live (liveCompute.ts) and references that fill their row (referenceFill.ts).
import type { Form } from '@formily/core';
import type { EntityMeta } from '../../../schemas/rpc/datax';
import { computePlanOf } from './computePlan';
import { watchComputed } from './liveCompute';
import { fillRulesOf, watchReferenceFill, type FetchRecord } from './referenceFill';

/** Starts both on the form; answers the stop (call it when the form goes away). */
export function watchLines(form: Form, entity: Pick<EntityMeta, 'code' | 'attrs' | 'children'>, fetch?: FetchRecord): () => void {
  const plan = computePlanOf(entity);
  const rules = fillRulesOf(entity);
  const stops = [plan ? watchComputed(form, plan) : null, rules ? watchReferenceFill(form, rules, fetch) : null];
  return () => {
    for (const stop of stops) stop?.();
  };
}
