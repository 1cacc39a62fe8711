// Reports as data: what a report page shows is a declaration, aggregated by SQL on the server
// (server/reports) with the list query's filter semantics and the same tenant scope, drawn by one web
// template (src/templates/report) with an optional lazily loaded echarts chart.
// Field codes name the source's attributes: a header's (`supplier_id`), a line's (`material_id`)
// with its header's as `header.x`, or a view's declared columns. Only declared codes reach SQL:
// schemas/reports/check.ts refuses a declaration naming anything else (the module catalogue runs it).
import type { ColumnKind, DataType } from '../entities/define';

/** A column of a view source (a SQL view created by a migration; it has a tenant_id column). */
export interface ViewColumn {
  code: string;
  name: string;
  nameEn: string;
  dataType: DataType;
  /** for references: the entity the id names (shown as its name/code, filtered by a picker) */
  quote?: string;
  /** for Dict columns: the dictionary code */
  dict?: string;
  scale?: number;
  /** the SQL kind when the data type has several (DateTime: 'timestamptz' by default, or 'date') */
  column?: ColumnKind;
  /** EnumType columns: the values and their labels */
  options?: Array<{ value: string; label: string; labelEn: string }>;
}

/**
 * Where rows come from: a document's header (`entity`), its lines joined to their header
 * (`entity` + `child`; header fields are addressed as `header.x`), or a view.
 */
export type ReportSource = { entity: string; child?: string } | ViewSource;

/**
 * A view's rows are scoped like documents when they carry the department and maker of the record
 * they come from (depart_id, create_id). A view of figures of the whole tenant, which have neither,
 * says why in `wholeTenant`: it is then open only to roles whose data scope is Whole. A view with
 * neither owner columns nor this reason is refused to everyone narrower than Whole all the same,
 * and the catalogue's test names it.
 */
export interface ViewSource {
  view: string;
  columns: ViewColumn[];
  wholeTenant?: string;
}

/**
 * A grouping column: a field of the source (`material_id`, `header.customer_id`), or a date bucket
 * of one. Its key in answered rows (and as a sortField) is the field, or `{field}:{bucket}`.
 * References answer `{id, code, name}`; in a detail report the dimensions are the columns shown.
 */
export interface ReportDimension {
  field: string;
  /** date buckets of a date field */
  bucket?: 'day' | 'month' | 'year';
  name?: string;
  nameEn?: string;
}

export type Aggregate = 'sum' | 'count' | 'avg' | 'min' | 'max' | 'first' | 'last';

/**
 * A measure: an aggregate of a source field, or a formula over the measures declared before it
 * (evaluated per result row with schemas/compute, decimal-exact; e.g. `amount - cost`,
 * `amount == 0 ? 0 : (amount - cost) * 100 / amount`). Answered as a decimal string rounded to
 * its scale. In a detail report a measure is the row's own `of` value; its `agg` (sum, count,
 * avg, min, max) then only says how the totals row is made. Formula measures cannot be sorted by.
 */
export interface ReportMeasure {
  code: string;
  name: string;
  nameEn: string;
  agg?: Aggregate;
  /** the field aggregated (`amount`, `header.real_price`); count may omit it */
  of?: string;
  /**
   * `of` is a field of another document's lines that name this source row in `via` (their sum
   * per source row, counting the documents in the report's statuses): e.g. the returned quantity
   * of the deliveries made from an order line, { entity: 'SaleDelivery', child: 'items', via: 'order_item_id' }.
   */
  linked?: { entity: string; child: string; via: string };
  formula?: string;
  /** decimals shown and rounded to (money 2) */
  scale?: number;
}

/** What the query may filter by (nothing else): eq and in through filterMap, fuzzy through fuzzyMap, dateRange and numberRange through rangeMap. */
export interface ReportFilter {
  field: string;
  /** eq: one value (a picker for references); in: several; fuzzy: contains; dateRange: [from, to]; numberRange: [least, most], both inclusive */
  kind: 'eq' | 'in' | 'fuzzy' | 'dateRange' | 'numberRange';
  name?: string;
  nameEn?: string;
  /** the value the page opens with (and 重置 goes back to): an option's value, or several for `in` (the entry records' Valid) */
  initial?: string | readonly string[];
}

/**
 * A running balance (statements, account flows): Σ of `of` per partition in `order` (then the
 * row's id when the source has one), over all rows matching the other filters; the date filter is
 * applied after, so the first row shown carries the opening balance. Detail reports only.
 */
export interface ReportBalance {
  of: string;
  partition: string[];
  order: string[];
  name: string;
  nameEn: string;
}

export interface ReportDef {
  /** unique: `{module}.{Name}` e.g. sale.RankReport */
  code: string;
  /** its menu page: callers need it allocated (4003 otherwise), its export function to export */
  url: string;
  name: string;
  nameEn: string;
  source: ReportSource;
  /** group-by columns; with `detail`, the source columns shown per row (no GROUP BY) */
  dimensions: ReportDimension[];
  measures: ReportMeasure[];
  /** detail report: rows of the source (columns = dimensions + measures' `of` fields), no GROUP BY */
  detail?: boolean;
  filters: ReportFilter[];
  /**
   * the date field the default range and the date filter apply to: query rangeMap[dateField];
   * naming it with neither end asks for every date, leaving it out gets `defaultRange`
   */
  dateField?: string;
  /**
   * month: the 1st of this month → today; year: Jan 1 → today; all (the default): no range;
   * week: this Monday → Sunday; next14: today and the 13 days after (plans look ahead);
   * asOf: everything up to one day (today by default) — the page asks for that day only (snapshots)
   */
  defaultRange?: 'month' | 'year' | 'all' | 'asOf' | 'week' | 'next14';
  /** grouped reports: leave out the groups where this measure (an aggregate) comes to 0 (a snapshot's empty places) */
  hideZero?: string;
  /** document statuses counted (header status_dict); default Audit and Finish for documents, none for views (a view filtered so declares its status_dict column) */
  statuses?: string[];
  /** the order when the query asks for none: a dimension key or an aggregate measure (ties: the dimensions; detail: newest first) */
  sort?: { field: string; order: 'asc' | 'desc' };
  /**
   * how rows equal in the order (asked for or declared) follow each other, before the set's own
   * tie-break: dimension keys (a day's operations by start, then sequence, not newest first)
   */
  thenBy?: ReadonlyArray<{ field: string; order: 'asc' | 'desc' }>;
  /**
   * top N by a measure, per rank type (sale RankReport: ByMaterial / ByCustomer swap the
   * dimension; the first type is the default). The measure must be an aggregate, not a formula.
   * `labels`: the switch's names of each type.
   */
  rank?: { top: number; measure: string; types: Record<string, ReportDimension[]>; labels?: Record<string, { name: string; nameEn: string }> };
  /** the chart above the table: the first dimension is its category axis (pie: the first measure only) */
  chart?: { type: 'bar' | 'line' | 'pie'; measures: string[] };
  balance?: ReportBalance;
  /**
   * What a row opens (its detail, itself a report: a stock line's 库存明细): the page's url and the
   * row's values it opens with — a dimension key of this report → a filter field of that page, or
   * its date field (then that one day). Double-click or Enter on a row.
   */
  open?: { url: string; with: Record<string, string> };
}

export function defineReport<const R extends ReportDef>(r: R): R {
  return r;
}
