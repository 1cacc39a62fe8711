// identity.Rule: the record calls bound to IdentityRule (its hooks check every save), save (a new
// rule or a change), the batch generator and the identity fields of a rule type.
import type { Kysely } from 'kysely';
import { callerModel, readForCaller, writerOf } from '../../../server/records/context';
import { implementDocument } from '../../../server/records/document-service';
import { createRecord, modifyRecord } from '../../../server/records/write';
import { notFound } from '../../../server/rpc/errors';
import { session } from '../../../server/rpc/registry';
import { IDENTITY_FIELDS } from '../coding/fields';
import { im } from '../coding/messages';
import type { RuleType } from '../coding/types';
import { type IdentityFieldRow, identityRule } from '../contracts';
import { generateCodes } from './generate';
import { RULE_ENTITY } from './hooks';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;

function fieldRows(type?: RuleType): IdentityFieldRow[] {
  const types = type ? [type] : (Object.keys(IDENTITY_FIELDS) as RuleType[]);
  return types.flatMap((t) => IDENTITY_FIELDS[t].map((f) => ({ type: t, code: f.code, name: f.name, nameEn: f.nameEn, sample: f.sample })));
}

export const identityRuleService = implementDocument(identityRule, {
  async save(ctx, [record]) {
    const model = await callerModel(ctx, RULE_ENTITY);
    const w = await writerOf(ctx, model);
    const { id, ...values } = record;
    return w.db.transaction().execute((trx) => (id ? modifyRecord(w, model, Number(id), record, trx) : createRecord(w, model, values, trx)));
  },
  async ruleBatchGenerator(ctx, [g]) {
    const s = session(ctx);
    let id = g.ruleId;
    if (id === undefined) {
      const row = await (s.db as AnyDb).selectFrom('identity_rule').select('id').where('code', '=', g.ruleCode!).executeTakeFirst();
      if (!row) throw notFound(im(ctx.lang, 'ruleNotFound', { rule: String(g.ruleCode) }));
      id = Number(row.id);
    }
    // a rule outside the caller's data scope is one it cannot use (11, as if it did not exist)
    await readForCaller(ctx, await callerModel(ctx, RULE_ENTITY), id);
    const ruleId = id;
    return s.db.transaction().execute((trx) => generateCodes(trx, s.tenantId, ruleId, g.count, g.values ?? {}, { lang: ctx.lang }));
  },
  async getFieldList(_ctx, [type]) {
    return fieldRows(type);
  },
});
