// The argument schemas and answer shapes of identity's calls (the stacks' services in pages.ts, the
// designer's preview route in contracts.ts). Shapes the spec does not give are ours: a generation
// [{ruleId | ruleCode, count, values?}] answers the codes in order; getFieldList [type?] the identity
// fields of one rule type (or of every type, each row naming its type).
import { z } from 'zod';
import { idArg } from '../../schemas/rpc/define';
import { RULE_TYPES, type RuleType } from './coding/types';
import { TARGET_KINDS, type TargetKind } from './labels/kinds';
import type { LabelLayout } from './labels/layout';

export const ruleType = z.enum(RULE_TYPES.map((t) => t.value) as [RuleType, ...RuleType[]], { error: `must be one of ${RULE_TYPES.map((t) => t.value).join(', ')}` });

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

/** [ids] or the list action's [{ids}] */
export const labelIds = z.union([z.array(idArg).min(1).max(200), z.object({ ids: z.array(idArg).min(1).max(200) }).loose()]);

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

/** the kinds as a zod enum (print and preview arguments) */
export const targetKind = z.enum(TARGET_KINDS.map((k) => k.value) as [TargetKind, ...TargetKind[]], { error: `must be one of ${TARGET_KINDS.map((k) => k.value).join(', ')}` });
