// identity.Rule: ruleBatchGenerator, save, removeByIds, summaryPage, detail,
// getFieldList — plus create/update, as the other record services answer. Shapes the spec does not
// give are ours: save takes the record (with id: a change, else a new rule); ruleBatchGenerator
// [{ruleId | ruleCode, count, values?}] answers the codes in order; getFieldList [type?] the
// identity fields of one rule type (or of every type, each row naming its type).
// identity.Label: create, update, enable, disable, removeByIds, summaryPage, get,
// getByCode. enable / disable take [ids] (or the list action's [{ids}]); getByCode [code] answers the
// template of that label code when it is enabled (a disabled one is refused: it cannot print).
import { z } from 'zod';
import type { RecordValue } from '../../schemas/rpc/datax';
import { recordInput } from '../../schemas/rpc/datax';
import { defineDocument } from '../../schemas/documents/define';
import { args, call, idArg } from '../../schemas/rpc/define';
import { RULE_TYPES, type RuleType } from './coding/types';
import { TARGET_KINDS, type TargetKind } from './labels/kinds';
import { LABEL_LIMITS, type LabelLayout, MAX_LAYOUT_CHARS } from './labels/layout';
import { DESIGNER_PAGE, FIELD_PAGE, identityPages as p } from './pages';

const ENTITY = 'IdentityRule';
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

export const identityRule = defineDocument('identity.Rule', {
  entity: ENTITY,
  page: p.Rule.url,
  calls: ['create', 'detail', 'summaryPage', 'removeByIds'],
  aliases: { update: 'modify' },
  own: {
    /** [record]: a new rule (no id) or a change of one (id and version) */
    save: call<[Record<string, unknown>], RecordValue>(args(['record', recordInput]), ([r]) => on(r.id ? 'update' : 'create')),
    ruleBatchGenerator: call<[Generation], string[]>(args(['generation', generation]), { page: p.Rule.url, op: 'generate' }, { log: true }),
    getFieldList: call<[RuleType?], IdentityFieldRow[]>(args(['type', ruleType.optional()]), {
      anyOf: [{ page: FIELD_PAGE }, { page: p.Rule.url }, { page: p.Rule.detailUrl }],
    }),
  },
});

const LABEL = 'IdentityLabel';
const labelIds = z.union([z.array(idArg).min(1).max(200), z.object({ ids: z.array(idArg).min(1).max(200) }).loose()]);

/** A template as a print uses it: its size and checked layout. */
export interface LabelTemplate {
  id: number;
  code: string;
  name: string;
  template_code: string;
  /** what it prints (a template from before kinds: barcode) */
  target_kind: TargetKind;
  state: string;
  width_mm: number;
  height_mm: number;
  layout: LabelLayout;
}

/** create [record]: a new template (its layout as JSON text or an object); update [record with id and version] */
export const identityLabel = defineDocument('identity.Label', {
  entity: LABEL,
  page: p.Label.url,
  calls: ['create', 'removeByIds', 'summaryPage'],
  aliases: { update: 'modify', get: 'detail' },
  own: {
    /** [ids]: the templates may print again */
    enable: call<[number[] | { ids: number[] }], { msg: string; updated: number }>(args(['labels', labelIds]), { page: p.Label.url, op: 'enable' }),
    /** [ids]: the templates no longer print */
    disable: call<[number[] | { ids: number[] }], { msg: string; updated: number }>(args(['labels', labelIds]), { page: p.Label.url, op: 'disable' }),
    /** [code]: the enabled template of a label code, with its layout parsed */
    getByCode: call<[string], LabelTemplate>(args(['code', z.string().trim().min(1, 'is required').max(128)]), { entity: LABEL, op: 'read' }),
  },
});

/** the kinds as a zod enum (print and preview arguments) */
export const targetKind = z.enum(TARGET_KINDS.map((k) => k.value) as [TargetKind, ...TargetKind[]], { error: `must be one of ${TARGET_KINDS.map((k) => k.value).join(', ')}` });

/** POST [{width_mm, height_mm, layout, name?, target_kind?}]: a PDF of one label with the kind's sample values (the designer's 预览). */
export const LABEL_PREVIEW_URL = '/download/label-preview.pdf';
export const labelPreview = call<[{ width_mm: number; height_mm: number; layout: unknown; name?: string; target_kind?: TargetKind }], never>(
  args([
    'label',
    z.object({
      width_mm: z.number().min(LABEL_LIMITS.minMm).max(LABEL_LIMITS.maxMm),
      height_mm: z.number().min(LABEL_LIMITS.minMm).max(LABEL_LIMITS.maxMm),
      layout: z.union([z.string().max(MAX_LAYOUT_CHARS), z.object({}).loose()]),
      name: z.string().max(128).optional(),
      target_kind: targetKind.optional(),
    }),
  ]),
  { anyOf: [{ page: p.Label.url }, { page: DESIGNER_PAGE }] },
);
