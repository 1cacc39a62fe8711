// report.Report: reports as data (schemas/reports). `page` answers one page of a report's rows
// with its totals, `meta` what the page shows (columns, filters, chart); the .xlsx of all rows is
// POST /download/report.xlsx with the same [reportCode, query]. Module services bind single
// reports to their customer call names (erp.Sale/summaryByCustomerPage …) with reportCall().
import { z } from 'zod';
import type { ReportMeta } from '../reports/columns';
import type { ReportDef } from '../reports/define';
import { rangeValue } from './datax';
import { args, call, defineService, type Paged } from './define';

export type { ReportColumn, ReportFilterMeta, ReportMeta } from '../reports/columns';
export { REPORT_EXPORT_URL } from '../reports/columns';

const atLeastOne = 'must be at least 1';

/** The list query without the entity, plus the rank type of rank reports. */
export const reportQuery = z
  .object({
    page: z.number({ error: 'must be a number' }).int().min(1, atLeastOne).max(1_000_000, 'must be at most 1000000').default(1),
    pageSize: z.number({ error: 'must be a number' }).int().min(1, atLeastOne).max(1000).default(20),
    filterMap: z.record(z.string(), z.unknown()).default({}),
    fuzzyMap: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    rangeMap: z.record(z.string(), rangeValue).default({}),
    sortField: z.string().max(128).optional(),
    sortOrder: z.enum(['ascend', 'descend', 'asc', 'desc']).optional(),
    /** rank reports: which grouping ranks (ByMaterial, ByCustomer); default the first declared */
    rankType: z.string().max(64).optional(),
  })
  .default({ page: 1, pageSize: 20, filterMap: {}, fuzzyMap: {}, rangeMap: {} });
export type ReportQuery = z.input<typeof reportQuery>;
export type ParsedReportQuery = z.output<typeof reportQuery>;

export const reportCode = z.string().min(1, 'is required').max(128);

/**
 * One answered row: dimension keys (references as {id, code, name}, dates 'YYYY-MM-DD'), measure
 * codes (decimal strings at their scale, null when empty), `balance`, `rankNo` (rank reports).
 */
export type ReportRow = Record<string, unknown>;

/** The paged shape; `totals`: the measures over every row of the query, not only this page's. */
export type ReportPage = Paged<ReportRow> & { totals?: ReportRow };


export const reportReport = defineService('report.Report', {
  /**
   * [reportCode, query]: one page. Access: the report's page allocated to the caller's role, which
   * the handler checks once it knows the report (4003 naming the page; 11 for no such report).
   */
  page: call<[string, ReportQuery], ReportPage>(args(['reportCode', reportCode], ['query', reportQuery]), 'session'),
  /** [reportCode]: the declaration as the web draws it; the same access as `page` */
  meta: call<[string], ReportMeta>(args(['reportCode', reportCode]), 'session'),
});

/** A module's binding of one report to a call of its own: [query] → the paged shape, for whoever holds the report's page. */
export function reportCall(def: Pick<ReportDef, 'url'>) {
  return call<[ReportQuery], ReportPage>(args(['query', reportQuery]), { page: def.url });
}
