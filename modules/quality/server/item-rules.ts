// The rules of 检验项目 the engine cannot state: a choice item lists at least two distinct answers,
// one of them qualified, and only a choice item lists answers; a formula item has a formula that
// reads, over numeric items of the tenant only (a formula never reads another formula, so none
// can go round in a circle), and only a formula item has one; an item a scheme uses keeps its
// kind and is not removed.
import { sql } from 'kysely';
import { compile, ExpressionError } from '../../../schemas/compute/expr';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { qm } from '../messages';
import { merged, rowsOf, text } from './records';

function checkChoices(ctx: HookContext, code: string, kind: string) {
  const lang = ctx.writer.lang;
  const rows = rowsOf(ctx, 'choices');
  if (kind !== 'Choice') {
    if (rows.length) refuse(qm(lang, 'choicesOnlyForChoice', { code }), 400);
    return;
  }
  const seen = new Set<string>();
  for (const r of rows) {
    const answer = text(r.answer);
    if (seen.has(answer)) refuse(qm(lang, 'choiceTwice', { code, answer }), 400);
    seen.add(answer);
  }
  if (rows.length < 2 || !rows.some((r) => r.qualified === true || r.qualified === 'true')) refuse(qm(lang, 'choicesNeeded', { code }), 400);
}

async function checkFormula(ctx: HookContext, code: string, kind: string, formula: string) {
  const lang = ctx.writer.lang;
  if (kind !== 'Formula') {
    if (formula) refuse(qm(lang, 'formulaOnlyForFormula', { code }), 400);
    return;
  }
  if (!formula) refuse(qm(lang, 'formulaNeeded', { code }), 400);
  let fields: string[];
  try {
    const c = compile(formula);
    if (c.headerFields.length || Object.keys(c.childFields).length) throw new ExpressionError('only item codes, numbers and functions');
    fields = [...new Set(c.fields)];
  } catch (e) {
    refuse(qm(lang, 'formulaInvalid', { code, error: (e as Error).message }), 400);
  }
  const { rows } = fields.length
    ? await sql<{ code: string }>`select code from quality_item where tenant_id = ${ctx.writer.tenantId} and kind = 'Numeric' and code in (${sql.join(fields)})`.execute(ctx.trx)
    : { rows: [] };
  const known = new Set(rows.map((r) => r.code));
  const unknown = fields.filter((f) => !known.has(f) || f === code);
  if (unknown.length || !fields.length) refuse(qm(lang, 'formulaUnknown', { code, refs: unknown.join(', ') || '—' }), 400);
}

/** The first scheme (code and version) listing the item, if any. */
async function usedBy(ctx: HookContext, itemId: number): Promise<string | null> {
  const { rows } = await sql<{ code: string; v: number | null }>`
    select s.code, s.scheme_version as v from quality_scheme_line l join quality_scheme s on s.id = l.owner_id and s.tenant_id = l.tenant_id
     where l.tenant_id = ${ctx.writer.tenantId} and l.item_id = ${itemId} order by s.code, s.scheme_version limit 1`.execute(ctx.trx);
  return rows.length ? `${rows[0].code} V${rows[0].v ?? 1}` : null;
}

export const itemHooks: RecordHooks[] = [
  {
    entity: 'QualityItem',
    actions: ['create', 'modify'],
    async before(ctx) {
      const rec = merged(ctx);
      const code = text(rec.code);
      const kind = text(rec.kind) || 'Numeric';
      checkChoices(ctx, code, kind);
      await checkFormula(ctx, code, kind, text(rec.formula));
      if (ctx.action === 'modify' && ctx.before && ctx.before.kind !== kind) {
        const scheme = await usedBy(ctx, ctx.id!);
        if (scheme) refuse(qm(ctx.writer.lang, 'itemInUse', { code, scheme }), 409);
      }
    },
  },
  {
    entity: 'QualityItem',
    actions: ['remove'],
    async before(ctx) {
      const scheme = await usedBy(ctx, ctx.id!);
      if (scheme) refuse(qm(ctx.writer.lang, 'itemInUse', { code: text(ctx.before?.code), scheme }), 409);
    },
  },
];
