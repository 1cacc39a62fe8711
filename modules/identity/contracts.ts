// identity.Rule (spec §7 Identity): ruleBatchGenerator, save, removeByIds, summaryPage, detail,
// getFieldList — plus create/update, as the other record services answer. Shapes the spec does not
// give are ours: save takes the record (with id: a change, else a new rule); ruleBatchGenerator
// [{ruleId | ruleCode, count, values?}] answers the codes in order; getFieldList [type?] the
// identity fields of one rule type (or of every type, each row naming its type).
import { z } from 'zod';
import type { RecordValue } from '../../schemas/rpc/datax';
import { recordInput } from '../../schemas/rpc/datax';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { receiptCalls } from '../../schemas/rpc/receiptCalls';
import { RULE_TYPES, type RuleType } from './coding/types';
import { FIELD_PAGE, identityPages as p } from './pages';

const ENTITY = 'IdentityRule';
const bound = receiptCalls(ENTITY, p.Rule.url);
const on = (op: string) => ({ entity: ENTITY, op, page: p.Rule.url });

const ruleType = z.enum(RULE_TYPES.map((t) => t.value) as [RuleType, ...RuleType[]], { error: `must be one of ${RULE_TYPES.map((t) => t.value).join(', ')}` });

export const generation = z
  .object({
    ruleId: idArg.optional(),
    ruleCode: z.string().trim().min(1).max(128).optional(),
    // the range is the generator's own check (a message in the caller's language)
    count: z.number({ error: 'must be a whole number' }).int('must be a whole number'),
    /** string / number segments' values by identity field code */
    values: z.record(z.string().max(64), z.union([z.string().max(512), z.number()]).nullable()).optional(),
  })
  .refine((g) => (g.ruleId === undefined) !== (g.ruleCode === undefined), { message: 'give either ruleId or ruleCode' });
export interface Generation {
  ruleId?: number;
  ruleCode?: string;
  count: number;
  values?: Record<string, string | number | null>;
}

export interface IdentityFieldRow {
  type: RuleType;
  code: string;
  name: string;
  nameEn: string;
  sample: string;
}

export const identityRule = defineService('identity.Rule', {
  create: bound.create,
  update: bound.modify,
  detail: bound.detail,
  summaryPage: bound.summaryPage,
  removeByIds: bound.removeByIds,
  /** [record]: a new rule (no id) or a change of one (id and version) */
  save: call<[Record<string, unknown>], RecordValue>(args(['record', recordInput]), ([r]) => on(r.id ? 'update' : 'create')),
  ruleBatchGenerator: call<[Generation], string[]>(args(['generation', generation]), { page: p.Rule.url, op: 'generate' }, { log: true }),
  getFieldList: call<[RuleType?], IdentityFieldRow[]>(args(['type', ruleType.optional()]), {
    anyOf: [{ page: FIELD_PAGE }, { page: p.Rule.url }, { page: p.Rule.detailUrl }],
  }),
});
