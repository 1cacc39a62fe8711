// What a detail form does as its values change, from the entity's declarations: computed fields
// recomputed live (liveCompute.ts), references that fill their row (referenceFill.ts) and the row
// rules (rowRules.ts: fields that must differ, fields that empty others).
import type { Form } from '@formily/core';
import type { EntityMeta } from '../../../schemas/rpc/datax';
import { computePlanOf } from './computePlan';
import { watchComputed } from './liveCompute';
import { fillRulesOf, watchReferenceFill, type FetchRecord } from './referenceFill';
import { rowRulesOf, watchRowRules } from './rowRules';

export type Warn = (message: { zh_CN: string; en_US: string }) => void;

/** Starts both on the form; answers the stop (call it when the form goes away). */
export function watchLines(form: Form, entity: Pick<EntityMeta, 'code' | 'attrs' | 'children'>, fetch?: FetchRecord, warn?: Warn): () => void {
  const plan = computePlanOf(entity);
  const rules = fillRulesOf(entity);
  const rowRules = rowRulesOf(entity);
  const stops = [plan ? watchComputed(form, plan) : null, rules ? watchReferenceFill(form, rules, fetch) : null, rowRules ? watchRowRules(form, rowRules, warn ?? (() => {})) : null];
  return () => {
    for (const stop of stops) stop?.();
  };
}
