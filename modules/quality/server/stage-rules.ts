// A staged inspection's judged stages, kept by a save: written by the stage call only, never
// changed, removed or added by the inspection's save; nor the counts the stages keep.
import { Big } from '../../../schemas/compute/decimal';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext } from '../../../server/modules/types';
import { qm } from '../messages';
import { type Row, text } from './records';

const STAGE_FIELDS = ['stage_no', 'code', 'accepted_qty', 'rejected_qty', 'result'] as const;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** equal as stored: decimals by value (a client may send 10 for 10.0000) */
const sameValue = (a: unknown, b: unknown) => {
  if (a == null || a === '' || b == null || b === '') return (a ?? '') === (b ?? '');
  const x = String(a);
  const y = String(b);
  return x === y || (DECIMAL.test(x) && DECIMAL.test(y) && new Big(x).eq(y));
};

export function checkStagesKept(ctx: HookContext, before: Row, rec: Row): void {
  const lang = ctx.writer.lang;
  const code = text(before.code);
  const stored = ((before.stages as Row[] | undefined) ?? []).filter(Boolean);
  const given = ctx.values?.stages;
  if (Array.isArray(given)) {
    const byId = new Map(stored.map((r) => [Number(r.id), r]));
    for (const g of given as Row[]) {
      const s = byId.get(Number(g.id));
      if (!s) refuse(qm(lang, 'stageByCallOnly'), 409);
      if (STAGE_FIELDS.some((f) => Object.hasOwn(g, f) && !sameValue(g[f], s[f]))) refuse(qm(lang, 'stageJudged', { code, stage: String(s.stage_no) }), 409);
    }
    const kept = new Set((given as Row[]).map((g) => Number(g.id)));
    const gone = stored.find((s) => !kept.has(Number(s.id)));
    if (gone) refuse(qm(lang, 'stageJudged', { code, stage: String(gone.stage_no) }), 409);
  }
  const counts = ['inspected_qty', 'qualified_qty'];
  if (stored.length && counts.some((f) => !sameValue(rec[f], before[f]))) refuse(qm(lang, 'stagedCounts', { code }), 409);
}
