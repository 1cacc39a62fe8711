// The argument schemas and answer shapes of barcode's calls (the stacks' services in pages.ts, mdm.barcode
// and the label print route in contracts.ts). Shapes the spec does not give are ours: one object per
// call, codes rather than ids, counts as decimal strings or numbers.
import { z } from 'zod';
import { idArg } from '../../schemas/rpc/define';
import type { TargetKind } from '../identity/public';

export const code = z.string().trim().min(1, 'is required').max(128, 'at most 128 characters');
export const codes = z.array(code).min(1, 'give at least one barcode').max(500);
/** a count as written: a number or a decimal string (kept exact) */
export const count = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'must be a number')]).transform(String);
const rule = { ruleId: idArg.optional(), ruleCode: z.string().trim().min(1).max(128).optional() };

export interface Ref {
  id: number;
  code: string;
  name: string;
}

/** A barcode as the operations answer it (snake_case like the record calls; count a decimal string). */
export interface BarcodeRow {
  id: number;
  version: number;
  code: string;
  barcode_type: string;
  material_id: Ref | null;
  count: string;
  batch_no: string | null;
  arrival_batch: string | null;
  supplier_id: Ref | null;
  parent_id: number | null;
  quality_result: string | null;
  state: string | null;
  warehouse_id: number | null;
  position_id: number | null;
  remark: string | null;
}
export type BarcodeNode = BarcodeRow & { children: BarcodeNode[] };

export const generateArgs = z
  .object({
    ...rule,
    /** how many barcodes (1–1000) */
    number: z.number().int().min(1, 'must be at least 1').max(1000, 'at most 1000'),
    barcodeType: z.enum(['Material', 'Container', 'Virtual']).default('Material'),
    materialId: idArg.optional(),
    /** the count each barcode carries */
    count: count.optional(),
    batchNo: z.string().trim().max(128).optional(),
    arrivalBatch: z.string().trim().max(128).optional(),
    supplierId: idArg.optional(),
    qualityResult: z.enum(['Wait', 'Qualified', 'Unqualified', 'Exempt']).optional(),
    state: z.enum(['Pending', 'Returned', 'InStock']).optional(),
    remark: z.string().max(512).optional(),
  })
  .refine((g) => (g.ruleId === undefined) !== (g.ruleCode === undefined), { message: 'give either ruleId or ruleCode' });

export const splitArgs = z
  .object({
    code,
    /** the pieces' counts (two or more): the first stays on the original, each other one is a new barcode */
    counts: z.array(count).min(2, 'split into at least two').max(200),
    /** the new barcodes' codes (one fewer than counts); else they come from the rule */
    newCodes: z.array(code).optional(),
    ...rule,
  })
  .refine((s) => s.newCodes === undefined || s.newCodes.length === s.counts.length - 1, { message: 'newCodes: one code per new piece (counts minus one)', path: ['newCodes'] });

export const adjustArgs = z.object({
  batchId: idArg,
  adjustType: z.enum(['SupplierBatch', 'LocalBatch', 'Expiry', 'Reinspect', 'Other']),
  newValue: z.string().trim().max(128).optional(),
  reason: z.string().trim().min(1, 'is required').max(512),
});

/** A template 打印标签 offers (enabled ones of the kind only). */
export interface TagTemplate {
  id: number;
  code: string;
  name: string;
  template_code: string;
  target_kind: TargetKind;
  width_mm: number;
  height_mm: number;
}
