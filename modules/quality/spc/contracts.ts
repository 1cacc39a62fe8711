// quality.Spc: schemes [] lists the schemes to chart (the newest version of each code, with its
// numeric items); chart [query]: a control chart over the inspection readings the caller may see — X̄-R
// of one numeric item of a scheme (every version of its code) or of a material's inspections, in
// subgroups of 2…10 consecutive readings in inspection order, or the p chart of the inspections'
// nonconforming fractions (inspected / qualified counts: subgroups of varying size). The newest
// `limit` points of the date range; limits, capability and flags are computed over them.
import { z } from 'zod';
import { calendarDay } from '../../../schemas/rpc/dates';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';
import { MAX_SUBGROUP, MIN_SUBGROUP } from './stats';
import { SPC_PAGE } from './paths';

export { SPC_PAGE };

export const CHART_KINDS = ['xbar-r', 'p'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
export const MAX_POINTS = 100_000;

export const chartQuery = z
  .object({
    schemeId: idArg.optional(),
    materialId: idArg.optional(),
    itemId: idArg.optional(),
    kind: z.enum(CHART_KINDS, { error: `must be one of ${CHART_KINDS.join(', ')}` }),
    subgroupSize: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(MIN_SUBGROUP, `at least ${MIN_SUBGROUP}`).max(MAX_SUBGROUP, `at most ${MAX_SUBGROUP}`).default(5),
    from: calendarDay().optional(),
    to: calendarDay().optional(),
    limit: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'at least 1').max(MAX_POINTS, `at most ${MAX_POINTS}`).default(1000),
  })
  .refine((q) => (q.schemeId === undefined) !== (q.materialId === undefined), { message: 'give either schemeId or materialId', path: ['schemeId'] })
  .refine((q) => q.kind !== 'xbar-r' || q.itemId !== undefined, { message: 'an X̄-R chart needs the item', path: ['itemId'] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type ChartQuery = z.input<typeof chartQuery>;
export type ParsedChartQuery = z.output<typeof chartQuery>;

export interface ChartLimits {
  centre: number;
  ucl: number;
  lcl: number;
}

/** One plotted point: a subgroup (X̄-R) or an inspection (p). */
export interface ChartPoint {
  /** when the subgroup's last reading (or the inspection) was taken, ISO */
  at: string;
  /** X̄-R: the subgroup's mean; p: its fraction nonconforming */
  value: number;
  /** X̄-R: the subgroup's range */
  range?: number;
  /** p: the subgroup's size and its own limits */
  size?: number;
  ucl?: number;
  lcl?: number;
  /** the Nelson rules (1–4) the point completes on the X̄ or p chart; on the R chart rule 1 is `rangeRules` */
  rules: number[];
  rangeRules?: number[];
}

export interface SpcChart {
  kind: ChartKind;
  subgroupSize: number | null;
  points: ChartPoint[];
  /** X̄ (or p) centre and limits; a p chart's limits are the points' own (here: at the average size) */
  limits: ChartLimits | null;
  rangeLimits: ChartLimits | null;
  /** the specification of the item (the newest reading's copied limits) */
  spec: { lower: number | null; upper: number | null; standard: number | null };
  capability: { cp: number | null; cpk: number | null; pp: number | null; ppk: number | null; mean: number | null; sigmaWithin: number | null; sigmaOverall: number | null; readings: number };
  /** the readings of the points, in equal-width bins */
  histogram: Array<{ from: number; to: number; count: number }>;
  /** how many points the range held beyond the ones answered (the oldest are left out) */
  leftOut: number;
}

/** A scheme the page offers (the newest version of each code) with its numeric items. */
export interface SpcScheme {
  id: number;
  code: string;
  name: string;
  version: number;
  materialName: string | null;
  items: Array<{ id: number; code: string; name: string }>;
}

export const qualitySpc = defineService('quality.Spc', {
  /** [query]: the chart */
  chart: call<[ChartQuery], SpcChart>(args(['query', chartQuery]), { page: SPC_PAGE }),
  /** []: the schemes to pick from, each with its numeric items */
  schemes: call<[], SpcScheme[]>(args(), { page: SPC_PAGE }),
});
