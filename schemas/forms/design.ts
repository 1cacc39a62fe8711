// The zod schema of the form JSON (v1) the form designer saves (types and helpers: types.ts): what
// datax.Form/save accepts and the designer's JSON import checks. Shared by server and web (the
// web imports it only in the designer's own chunk).
import { z } from 'zod';
import { DATA_TYPES, type DataType } from '../fieldTypes';
import { type DesignNode, type FormDesign, FORM_DESIGN_VERSION, GRID_SPAN, RULE_OPS } from './types';

export * from './types';

const NODE_ID = /^[A-Za-z0-9_-]{1,40}$/;
const FIELD_CODE = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const id = z.string().regex(NODE_ID, 'must be 1–40 letters, digits, _ or -');
const code = z.string().regex(FIELD_CODE, 'must start with a letter and hold only letters, digits and _ (at most 63)');
const label = z.string().trim().max(64);
const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);

const rule = z.strictObject({ field: code, op: z.enum(RULE_OPS), value: scalar.optional() });

const fieldDefault = z.strictObject({
  dictValue: z.string().max(128).optional(),
  commonValue: z.strictObject({ id: z.number().int().positive(), code: z.string().max(128).optional(), name: z.string().max(200).optional() }).optional(),
  normalValue: z.union([z.string().max(4000), z.number(), z.boolean()]).optional(),
});

const fieldNode = z.strictObject({
  type: z.literal('field'),
  id,
  code,
  dataType: z.enum(DATA_TYPES as [DataType, ...DataType[]], { error: 'is not a data type' }),
  label: label.optional(),
  labelEn: label.optional(),
  bound: z.boolean({ error: 'must be true or false' }),
  required: z.boolean().optional(),
  readOnly: z.boolean().optional(),
  width: z.number().int().min(0).max(GRID_SPAN).optional(),
  defaultValue: fieldDefault.optional(),
  limitValue: z.string().max(4000).optional(),
  visibleWhen: rule.optional(),
  readOnlyWhen: rule.optional(),
});

// lazy: the node schema is declared below and refers back to these
const children = (): z.ZodType<DesignNode[]> => z.array(z.lazy(() => designNode)).max(200);

const gridNode = z.strictObject({
  type: z.literal('grid'),
  id,
  columns: z.array(z.strictObject({ id, span: z.number().int().min(1).max(GRID_SPAN), children: children() })).min(1).max(12),
});
const tabsNode = z.strictObject({
  type: z.literal('tabs'),
  id,
  panes: z.array(z.strictObject({ id, label: label.min(1, 'is required'), labelEn: label.optional(), children: children() })).min(1).max(20),
});
const cardNode = z.strictObject({ type: z.literal('card'), id, label: label.min(1, 'is required'), labelEn: label.optional(), children: children() });
const dividerNode = z.strictObject({ type: z.literal('divider'), id, label: label.optional(), labelEn: label.optional() });
const lineTableNode = z.strictObject({
  type: z.literal('lineTable'),
  id,
  key: z.string().min(1).max(128),
  label: label.optional(),
  labelEn: label.optional(),
  columns: z.array(code).max(200).optional(),
});

export const designNode: z.ZodType<DesignNode> = z.discriminatedUnion('type', [fieldNode, gridNode, tabsNode, cardNode, dividerNode, lineTableNode]);

export const formDesign: z.ZodType<FormDesign> = z.strictObject({
  version: z.literal(FORM_DESIGN_VERSION, { error: `must be ${FORM_DESIGN_VERSION}` }),
  nodes: z.array(designNode).max(200),
});

