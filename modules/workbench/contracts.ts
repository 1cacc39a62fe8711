// The workbench's calls, declared once for server and web: self-service BI over the declared report
// sources (workbench.Bi), the big screens a role may show (workbench.Display), the home page's
// figures and documents (workbench.Home) and the 3D factory's layout (workbench.Factory).
import { z } from 'zod';
import type { ReportColumn } from '../../schemas/reports/columns';
import type { ReportRow } from '../../schemas/rpc/report';
import type { DashboardMeta, WidgetData } from '../../schemas/rpc/dashboard';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { BI_URL, DISPLAY_URL, FACTORY_URL, HOME_URL } from './menus';

/** What a pivot may ask, at most (the server refuses more: a pivot is read, not downloaded). */
export const BI_LIMITS = { rows: 3, columns: 2, measures: 4, filters: 10, groups: 2000, columnGroups: 40, values: 200 } as const;
/** POST [query, title?]: the pivot as an .xlsx (the same answer as run, laid out as the page shows it) */
export const BI_EXPORT_URL = '/download/bi.xlsx';
export const BI_AGGREGATES = ['sum', 'count', 'avg', 'min', 'max'] as const;
export type BiAggregate = (typeof BI_AGGREGATES)[number];

const fieldCode = z.string().trim().min(1, 'is required').max(128);
const dimension = z.object({ field: fieldCode, bucket: z.enum(['day', 'month', 'year']).optional() });
const measure = z.object({ field: fieldCode.optional(), agg: z.enum(BI_AGGREGATES) });
const filterValue = z.union([z.string().max(256), z.number(), z.boolean(), z.object({ id: idArg }).passthrough()]);
const filter = z.discriminatedUnion('op', [
  z.object({ field: fieldCode, op: z.literal('eq'), value: filterValue }),
  z.object({ field: fieldCode, op: z.literal('in'), value: z.array(filterValue).min(1, 'must name at least one').max(BI_LIMITS.values) }),
  z.object({ field: fieldCode, op: z.literal('contains'), value: z.string().trim().min(1, 'is required').max(256) }),
  z.object({ field: fieldCode, op: z.literal('between'), value: z.tuple([z.string().max(32).nullable(), z.string().max(32).nullable()]) }),
]);

export const biQuery = z.object({
  /** a declared report's code: its source, the statuses it counts and its page (the caller must hold it) */
  source: z.string().trim().min(1, 'is required').max(128),
  rows: z.array(dimension).max(BI_LIMITS.rows, `at most ${BI_LIMITS.rows}`).default([]),
  columns: z.array(dimension).max(BI_LIMITS.columns, `at most ${BI_LIMITS.columns}`).default([]),
  measures: z.array(measure).min(1, 'must name at least one').max(BI_LIMITS.measures, `at most ${BI_LIMITS.measures}`),
  filters: z.array(filter).max(BI_LIMITS.filters, `at most ${BI_LIMITS.filters}`).default([]),
  chart: z.enum(['bar', 'line', 'pie']).default('bar'),
});
export type BiQuery = z.input<typeof biQuery>;
export type ParsedBiQuery = z.output<typeof biQuery>;
export type BiFilter = ParsedBiQuery['filters'][number];

/** A field of a source as the designer offers it: what it may group by, count or add up. */
export interface BiField {
  code: string;
  name: string;
  nameEn: string;
  dataType: string;
  /** date: may be bucketed by day, month, year */
  date: boolean;
  /** numeric: may be summed, averaged */
  numeric: boolean;
  quote?: string;
  options?: Array<{ value: string; label: string; labelEn: string }>;
}

export interface BiSource {
  /** the report's code */
  code: string;
  name: string;
  nameEn: string;
  url: string;
  fields: BiField[];
}

/** The measure columns of an answer: `measure{i}` in every row. */
export interface BiMeasureMeta {
  key: string;
  agg: BiAggregate;
  field: string | null;
  name: string;
  nameEn: string;
  scale: number;
}

/** A pivot: its cells (one row per group of rows × columns) with totals per row, per column and overall, decimal strings. */
export interface BiResult {
  rows: ReportColumn[];
  columns: ReportColumn[];
  measures: BiMeasureMeta[];
  cells: ReportRow[];
  rowTotals: ReportRow[];
  columnTotals: ReportRow[];
  total: ReportRow;
}

export interface BiAnalysis {
  id: number;
  name: string;
  query: ParsedBiQuery;
  /** the roles it is shared with (their members open it read-only) */
  roleIds: number[];
  ownerId: number;
  ownerName: string;
  /** the caller made it: may save over it and delete it */
  mine: boolean;
  modifyDt: string;
}

export const biValuesQuery = z.object({
  source: z.string().trim().min(1, 'is required').max(128),
  field: fieldCode,
  /** the analysis's other filters: the values offered are those left by them */
  filters: z.array(filter).max(BI_LIMITS.filters, `at most ${BI_LIMITS.filters}`).default([]),
});

/** A field's values to pick from: `value` as a filter names it (a reference's id), `row` as the pivot reads it (for its label). */
export interface BiValues {
  column: ReportColumn;
  values: Array<{ value: string | number | boolean; row: ReportRow }>;
  /** more values than BI_LIMITS.values: narrow the other filters */
  more: boolean;
}

const analysisInput = z.object({
  id: idArg.optional(),
  name: z.string().trim().min(1, 'is required').max(64),
  query: biQuery,
  roleIds: z.array(idArg).max(50).default([]),
});

const bi = { page: BI_URL } as const;

export const biService = defineService('workbench.Bi', {
  /** the report sources the caller may analyse: those whose page it holds, less fields its role may not see */
  sources: call<[], BiSource[]>(args(), bi, { log: false }),
  /** [query]: the pivot over a source, through the caller's visibility */
  run: call<[BiQuery], BiResult>(args(['query', biQuery]), bi, { log: false }),
  /** [{source, field, filters}]: the values of a field for a filter's picker, through the caller's visibility */
  values: call<[z.input<typeof biValuesQuery>], BiValues>(args(['query', biValuesQuery]), bi, { log: false }),
  /** the analyses the caller made, and those shared with its current role */
  list: call<[], BiAnalysis[]>(args(), bi, { log: false }),
  /** [{id?, name, query, roleIds}]: saves the caller's analysis (a new one without id) */
  save: call<[z.input<typeof analysisInput>], BiAnalysis>(args(['analysis', analysisInput]), bi, { log: true }),
  /** [id]: deletes an analysis of the caller's */
  remove: call<[number], { removed: number }>(args(['id', idArg]), bi, { log: true }),
  /** the tenant's roles, to share with */
  roles: call<[], Array<{ id: number; code: string; name: string }>>(args(), bi, { log: false }),
});

/** A big screen the caller may show: a declared dashboard whose page it holds. */
export interface DisplayScreen {
  code: string;
  url: string;
  name: string;
  nameEn: string;
  screen: boolean;
}

export const displayService = defineService('workbench.Display', {
  screens: call<[], DisplayScreen[]>(args(), { page: DISPLAY_URL }, { log: false }),
});

/** The caller's documents still open: per document type, how many it made are Saved or Commit. */
export interface WaitingDocuments {
  entity: string;
  name: string;
  nameEn: string;
  /** the list page the role holds for it */
  url: string;
  saved: number;
  commit: number;
}

/** A figure of a dashboard the role may see. */
export interface HomeFigure {
  dashboard: string;
  url: string;
  code: string;
  name: string;
  nameEn: string;
  unit?: string;
  unitEn?: string;
  data: WidgetData;
}

export const homeService = defineService('workbench.Home', {
  waiting: call<[], WaitingDocuments[]>(args(), { page: HOME_URL }, { log: false }),
  figures: call<[], HomeFigure[]>(args(), { page: HOME_URL }, { log: false }),
});

/** A machine of the 3D factory: where it stands (computed from its unit and its order there) and its live state. */
export interface FactoryMachine {
  id: number;
  code: string;
  name: string;
  status: string;
  unitId: number | null;
  x: number;
  z: number;
}

export interface FactoryUnit {
  id: number | null;
  code: string;
  name: string;
  kind: string;
  x: number;
  z: number;
  width: number;
  depth: number;
}

export interface FactoryLayout {
  units: FactoryUnit[];
  machines: FactoryMachine[];
  /** the machine history page the role holds, when it does */
  historyUrl: string | null;
}

export const factoryService = defineService('workbench.Factory', {
  layout: call<[], FactoryLayout>(args(), { page: FACTORY_URL }, { log: false }),
});

export type { DashboardMeta };
