// The quality calls. quality.InspectScheme (spec: create, update, addVersion, statusSwitch,
// summary, detail — plus removeByIds like every record service): the record calls bound to
// InspectScheme; addVersion [id | {ids: [id]}] copies a version into the next one (status Saved);
// statusSwitch [{ids, status}] moves versions by the status machine (each target its own
// function: pass, reedit, start, stop). quality.Sample: plan [{planId | code, lotSize}] answers a
// lot's plan by a sampling plan record and where its switching stands; table [{lotSize, level,
// aql, severity}] reads the standard's tables alone. Shapes the spec does not give are ours.
import { z } from 'zod';
import type { RecordValue } from '../../schemas/rpc/datax';
import { defineDocument } from '../../schemas/documents/define';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { qualityPages as p, SWITCH_ACTIONS, type SwitchAction, type SwitchTarget } from './pages';
import type { SamplingPlan } from './sampling/plan';
import { type Aql, INSPECTION_LEVELS, type InspectionLevel, STANDARD_AQLS } from './sampling/tables';
import type { SchemeSeverity } from './sampling/switching';

const SCHEME = 'InspectScheme';
const ids = z.array(idArg).min(1, 'give at least one scheme').max(200);

const targets = Object.values(SWITCH_ACTIONS) as [SwitchTarget, ...SwitchTarget[]];
const OP_OF = Object.fromEntries(Object.entries(SWITCH_ACTIONS).map(([op, to]) => [to, op])) as Record<SwitchTarget, SwitchAction>;

export const statusSwitchArgs = z.object({ ids, status: z.enum(targets, { error: `must be one of ${targets.join(', ')}` }) }).loose();
export type StatusSwitch = z.infer<typeof statusSwitchArgs>;

/** [id], or the list action's [{ids: [id]}] */
const oneScheme = z.union([idArg, z.object({ ids: z.array(idArg).length(1, 'add a version to one scheme at a time') }).loose()]);

export const inspectScheme = defineDocument('quality.InspectScheme', {
  entity: SCHEME,
  page: p.Scheme.url,
  calls: ['create', 'detail', 'removeByIds', 'summaryPage'],
  aliases: { update: 'modify', summary: 'summaryPage' },
  own: {
    addVersion: call<[number | { ids: number[] }], RecordValue>(args(['scheme', oneScheme]), { page: p.Scheme.url, op: 'addVersion' }),
    statusSwitch: call<[StatusSwitch], { msg: string; updated: number }>(args(['switch', statusSwitchArgs]), ([s]) => ({ page: p.Scheme.url, op: OP_OF[s.status] })),
  },
});

const level = z.enum(INSPECTION_LEVELS as unknown as [InspectionLevel, ...InspectionLevel[]], { error: `must be one of ${INSPECTION_LEVELS.join(', ')}` });
const aql = z.enum(STANDARD_AQLS as unknown as [Aql, ...Aql[]], { error: 'must be an AQL of the standard (0.010 … 1000)' });
const lotSize = z.number({ error: 'must be a whole number' }).int('must be a whole number').min(2, 'must be at least 2').max(1e10, 'below ten billion');

export const planQuery = z
  .object({ planId: idArg.optional(), code: z.string().trim().min(1).max(128).optional(), lotSize })
  .refine((q) => (q.planId === undefined) !== (q.code === undefined), { message: 'give either planId or code' });
export type PlanQuery = z.infer<typeof planQuery>;

export const tableQuery = z.object({ lotSize, level, aql, severity: z.enum(['Normal', 'Tightened', 'Reduced']).default('Normal') });
export type TableQuery = z.input<typeof tableQuery>;

/** A lot's plan under a sampling plan record: the plan and the severity it was read at. */
export interface LotPlan extends SamplingPlan {
  planId: number;
  code: string;
  level: InspectionLevel;
  aql: Aql;
  severity: SchemeSeverity;
}

const readPlans = { entity: 'QualitySamplePlan', op: 'read' } as const;

export const qualitySample = defineService('quality.Sample', {
  plan: call<[PlanQuery], LotPlan>(args(['query', planQuery]), readPlans),
  table: call<[TableQuery], SamplingPlan>(args(['query', tableQuery]), readPlans),
});

const INCOMING = 'QualityIncoming';
const inspections = z.union([z.array(idArg).min(1).max(200), z.object({ ids: z.array(idArg).min(1, 'give at least one inspection').max(200) }).loose()]);
const oneInspection = z.union([idArg, z.object({ ids: z.array(idArg).length(1, 'judge one inspection at a time') }).loose()]);

/** a quantity of at most 10 integer digits and 4 decimals, not negative: kept as written (decimal-exact) */
export const stageQty = z
  .union([z.number().finite(), z.string().trim()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,10}(\.\d{1,4})?$/, 'must be a quantity of at least 0 with at most 4 decimals'));

export const stageArgs = z.object({
  id: idArg,
  barcodes: z
    .array(z.object({ code: z.string().trim().min(1, 'give the barcode').max(128), accepted: stageQty.default('0'), rejected: stageQty.default('0') }))
    .min(1, 'give at least one barcode')
    .max(1000),
});
export type StageArgs = z.infer<typeof stageArgs>;
export interface StageAnswer {
  msg: string;
  stage: number;
  pending: string;
  state: string;
  result: string;
}

/**
 * quality.IncomingInspect: the inspections the arrivals' audits created — summaryPage, detail,
 * modify (readings and counts; alias update), judge [id | {ids: [id]}] (the lot's result from its
 * readings and counts, set on its barcodes) exempt [ids | {ids}] (pending ones only) and stage [{id, barcodes: [{code, accepted, rejected}]}]
 * (分批检验: part of the lot judged now, the rest later).
 */
export const incomingInspect = defineDocument('quality.IncomingInspect', {
  entity: INCOMING,
  page: p.Incoming.url,
  calls: ['detail', 'modify', 'summaryPage'],
  aliases: { update: 'modify' },
  own: {
    judge: call<[number | { ids: number[] }], { msg: string; result: string }>(args(['inspection', oneInspection]), { page: p.Incoming.url, op: 'judge' }),
    exempt: call<[number[] | { ids: number[] }], { msg: string; updated: number }>(args(['inspections', inspections]), { page: p.Incoming.url, op: 'exempt' }),
    stage: call<[StageArgs], StageAnswer>(args(['stage', stageArgs]), { page: p.Incoming.url, op: 'judge' }),
  },
});

/**
 * quality.ProcessInspect: the in-process inspections the output reports created — summaryPage,
 * detail, modify (readings and counts; alias update), judge [id | {ids: [id]}] (the same rules as
 * an incoming lot) and reinspect [id | {ids: [id]}] (a new inspection of a rejected one).
 */
export const processInspect = defineDocument('quality.ProcessInspect', {
  entity: 'QualityProcess',
  page: p.Process.url,
  calls: ['detail', 'modify', 'summaryPage'],
  aliases: { update: 'modify' },
  own: {
    judge: call<[number | { ids: number[] }], { msg: string; result: string }>(args(['inspection', oneInspection]), { page: p.Process.url, op: 'judge' }),
    reinspect: call<[number | { ids: number[] }], RecordValue>(args(['inspection', oneInspection]), { page: p.Process.url, op: 'reinspect' }),
  },
});
