// The calls of 指标与数据模型 (issue 26, Indicators): data models (mdm/DataModel) and their rows
// (mdm/Data), indicators over a model (ops/IndicatorList, ops/IndicatorDetail) and their stored
// series. A model reads either a declared report source of the product's own database (the report
// engine: the caller's data scope and hidden fields, like BI分析) or a table of another source
// (datagov's drivers: DataAuth and masking, like the SQL console).
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';
import { IP } from './paths';

export { IP };

export const COLUMN_ROLES = ['dimension', 'measure', 'time', 'attribute'] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];
export const AGGREGATES = ['sum', 'avg', 'count', 'countDistinct', 'min', 'max'] as const;
export type Aggregate = (typeof AGGREGATES)[number];
export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export const FILTER_OPS = ['eq', 'in', 'between', 'contains'] as const;

const paging = {
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(200).default(20),
};
const text = (max: number) => z.string().trim().max(max);
const code = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'letters, digits, - and _ (up to 64)');
const column = z.string().trim().min(1, 'is required').max(128);

const modelColumn = z.object({ name: column, label: text(100).min(1, 'is required'), role: z.enum(COLUMN_ROLES) });
export type ModelColumn = z.infer<typeof modelColumn>;

const modelInput = z.object({
  id: idArg.optional(),
  code,
  name: text(100).min(1, 'is required'),
  description: text(2000).nullish(),
  kind: z.enum(['report', 'table']),
  /** report models: a declared report's code (its source, statuses and page) */
  reportCode: text(128).nullish(),
  /** table models: a source of 数据治理 and one of its harvested tables ("schema.table") */
  sourceId: idArg.nullish(),
  table: text(200).nullish(),
  columns: z.array(modelColumn).min(1, 'must name at least one').max(60),
  ownerId: idArg.nullish(),
  tags: z.array(text(30).min(1)).max(20).default([]),
});
export type ModelInput = Omit<z.input<typeof modelInput>, 'id' | 'sourceId' | 'ownerId'> & { id?: number; sourceId?: number | null; ownerId?: number | null };

export interface ModelView {
  id: number;
  code: string;
  name: string;
  description: string | null;
  kind: 'report' | 'table';
  reportCode: string | null;
  sourceId: number | null;
  sourceName: string | null;
  table: string | null;
  /** what a person reads as the model's origin: the report's or the table's name */
  origin: string;
  columns: ModelColumn[];
  ownerId: number | null;
  ownerName: string | null;
  tags: string[];
  indicatorCount: number;
}

/** A column the model form may offer: a report's field or a harvested column. */
export interface SourceColumn {
  name: string;
  label: string;
  type: string;
  date: boolean;
  numeric: boolean;
}

export const filterInput = z.discriminatedUnion('op', [
  z.object({ column, op: z.literal('eq'), value: z.union([z.string().max(256), z.number()]) }),
  z.object({ column, op: z.literal('in'), value: z.array(z.union([z.string().max(256), z.number()])).min(1, 'must name at least one').max(100) }),
  z.object({ column, op: z.literal('between'), value: z.tuple([z.string().max(32).nullable(), z.string().max(32).nullable()]) }),
  z.object({ column, op: z.literal('contains'), value: z.string().trim().min(1, 'is required').max(256) }),
]);
export type ModelFilter = z.infer<typeof filterInput>;

const rowsQuery = z.object({ ...paging, modelId: idArg, filters: z.array(filterInput).max(10).default([]) });
export type RowsQuery = { modelId: number; filters?: ModelFilter[]; page?: number; pageSize?: number };
export interface ModelRows {
  columns: Array<{ name: string; label: string; role: ColumnRole; masked: boolean }>;
  rows: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
}

const measure = z.object({ agg: z.enum(AGGREGATES), column: column.nullish() });
export type MeasureInput = z.infer<typeof measure>;

const indicatorInput = z.object({
  id: idArg.optional(),
  code,
  name: text(100).min(1, 'is required'),
  description: text(1000).nullish(),
  modelId: idArg,
  measure,
  /** a ratio: measure ÷ denominator */
  denominator: measure.nullish(),
  /** the ratio or value shown ×100 as a percentage */
  percent: z.boolean().default(false),
  dimensions: z.array(column).max(2, 'at most 2').default([]),
  filters: z.array(filterInput).max(10).default([]),
  period: z.enum(PERIODS),
  unit: text(20).nullish(),
  scale: z.number().int().min(0).max(6).default(2),
  target: z.string().trim().regex(/^-?\d{1,15}(\.\d{1,6})?$/, 'must be a number').nullish(),
  direction: z.enum(['higher', 'lower']).default('higher'),
  /** the value past which the indicator is red (below for higher-is-better, above for lower) */
  alarm: z.string().trim().regex(/^-?\d{1,15}(\.\d{1,6})?$/, 'must be a number').nullish(),
  /** computed by the schedule (every hour the periods from the start of the last 2 periods) */
  scheduled: z.boolean().default(true),
  version: z.number().int().optional(),
});
export type IndicatorInput = Omit<z.input<typeof indicatorInput>, 'id' | 'modelId'> & { id?: number; modelId: number };

export type IndicatorStatus = 'good' | 'warn' | 'bad' | 'none';

export interface IndicatorView {
  id: number;
  code: string;
  name: string;
  description: string | null;
  modelId: number;
  modelName: string;
  measure: MeasureInput;
  denominator: MeasureInput | null;
  percent: boolean;
  dimensions: string[];
  filters: ModelFilter[];
  period: 'day' | 'week' | 'month';
  unit: string | null;
  scale: number;
  target: string | null;
  direction: 'higher' | 'lower';
  alarm: string | null;
  scheduled: boolean;
  lastRunAt: string | null;
  lastError: string | null;
  /** the last period's value and the one before (decimal strings) */
  latest: { period: string; value: string | null; previous: string | null; change: string | null; status: IndicatorStatus } | null;
  version: number;
}

/** One indicator's trend and breakdown, as its caller may see them. */
export interface IndicatorSeries {
  /** 'stored': the tenant's computed series; 'live': computed now through the caller's narrower data scope */
  basis: 'stored' | 'live';
  points: Array<{ period: string; value: string | null }>;
  /** the breakdown of the last period by the indicator's dimensions */
  breakdown: Array<{ labels: string[]; value: string | null }>;
  breakdownPeriod: string | null;
  dimensionLabels: string[];
}

export const dgModel = defineService('datagov.Model', {
  summaryPage: call<[{ text?: string; page?: number; pageSize?: number }], Paged<ModelView>>(
    args(['query', z.object({ ...paging, text: text(100).optional() })]),
    { anyOf: [{ page: IP.models }, { page: IP.data }, { page: IP.indicators }] },
  ),
  detail: call<[number], ModelView>(args(['id', idArg]), { anyOf: [{ page: IP.models }, { page: IP.data }, { page: IP.indicators }] }),
  save: call<[ModelInput], ModelView>(args(['model', modelInput]), ([m]) => ({ page: IP.models, op: m.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: IP.models, op: 'delete' }),
  /** the report sources and source tables a model may read, and their columns */
  origins: call<[], Array<{ kind: 'report' | 'table'; key: string; label: string; sourceId?: number; table?: string; reportCode?: string }>>(args(), { page: IP.models }),
  originColumns: call<[{ reportCode?: string | null; sourceId?: number | null; table?: string | null }], SourceColumn[]>(
    args(['origin', z.object({ reportCode: text(128).nullish(), sourceId: idArg.nullish(), table: text(200).nullish() })]),
    { page: IP.models },
  ),
  rows: call<[RowsQuery], ModelRows>(args(['query', rowsQuery]), { anyOf: [{ page: IP.data }, { page: IP.models }] }),
});

export const dgIndicator = defineService('datagov.Indicator', {
  summaryPage: call<[{ text?: string; modelId?: number; page?: number; pageSize?: number }], Paged<IndicatorView>>(
    args(['query', z.object({ ...paging, text: text(100).optional(), modelId: idArg.optional() })]),
    { anyOf: [{ page: IP.indicators }, { page: IP.detail }] },
  ),
  detail: call<[number], IndicatorView>(args(['id', idArg]), { anyOf: [{ page: IP.indicators }, { page: IP.detail }] }),
  save: call<[IndicatorInput], IndicatorView>(args(['indicator', indicatorInput]), ([i]) => ({ page: IP.indicators, op: i.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: IP.indicators, op: 'delete' }),
  /** 立即计算: every period of the model's data, stored */
  compute: call<[number], { periods: number; values: number }>(args(['id', idArg]), { page: IP.indicators, op: 'compute' }),
  series: call<[{ id: number; periods?: number }], IndicatorSeries>(
    args(['query', z.object({ id: idArg, periods: z.number().int().min(1).max(400).default(120) })]),
    { anyOf: [{ page: IP.indicators }, { page: IP.detail }] },
  ),
});
