// Dashboards and big screens as data: a page of widgets (figures, charts, tables, boards), each
// over a declared report (schemas/reports) with its own fixed query, answered together by one call
// (report.Dashboard/data) for whoever holds the dashboard's page, every row counted through the
// caller's visibility like the report page itself. The web template (src/templates/dashboard)
// draws the widgets on a grid of four columns and refreshes them on an interval and on the
// portal's push frames the dashboard names. A module lists its dashboards in its manifest.

/**
 * The dates a widget counts, on its report's date field: today, this week (Monday → Sunday),
 * this month or this year up to today, or all; left out, the report's own default range applies.
 */
export type WidgetRange = 'today' | 'week' | 'month' | 'year' | 'all';

/** What every widget declares: its report and the fixed query it asks of it. */
interface WidgetBase {
  /** unique in the dashboard: the key of its answer */
  code: string;
  name: string;
  nameEn: string;
  /** the report's code (`{module}.{Name}`) */
  report: string;
  range?: WidgetRange;
  /** fixed filters, as the report page would send them (only filters the report declares) */
  filterMap?: Readonly<Record<string, unknown>>;
  /** rank reports: which grouping ranks */
  rankType?: string;
  /** grid columns it spans, of four (default 1; charts and tables 2) */
  span?: 1 | 2 | 3 | 4;
}

/** One figure: a measure over all rows of the query (the report's totals), with an optional unit. */
export interface FigureWidget extends WidgetBase {
  kind: 'figure';
  measure: string;
  unit?: string;
  unitEn?: string;
}

/** A chart of the report's groups: the first dimension is the category axis (pie: one measure). */
export interface ChartWidget extends WidgetBase {
  kind: 'chart';
  chart: 'bar' | 'line' | 'pie';
  measures: readonly string[];
  /** the groups drawn, at most (default 12), in `sort` or the report's order */
  limit?: number;
  sort?: { field: string; order: 'asc' | 'desc' };
}

/** The first rows of the report: chosen columns (dimension keys, measure codes), at most `limit`. */
export interface TableWidget extends WidgetBase {
  kind: 'table';
  columns?: readonly string[];
  /** rows shown, at most (default 10) */
  limit?: number;
  sort?: { field: string; order: 'asc' | 'desc' };
}

/**
 * Rows as cards in lanes: `lane` names a dimension with declared options (an enum: one lane per
 * option, in their order), a card shows `title`, `subtitle` and `figure` of its row.
 */
export interface BoardWidget extends WidgetBase {
  kind: 'board';
  lane: string;
  title: string;
  subtitle?: string;
  figure?: string;
  /** cards read, at most (default 60) */
  limit?: number;
  sort?: { field: string; order: 'asc' | 'desc' };
}

export type DashboardWidget = FigureWidget | ChartWidget | TableWidget | BoardWidget;

export interface DashboardDef {
  /** unique: `{module}.{Name}` */
  code: string;
  /** its menu page: callers need it allocated (4003 otherwise) */
  url: string;
  name: string;
  nameEn: string;
  /** a big screen: dark, large type, a full-screen switch */
  screen?: boolean;
  refresh?: {
    /** reload every so many seconds (default 60, at least 5) */
    seconds?: number;
    /** reload at once on these portal push frames (e.g. `production`: the shop floor changed) */
    push?: readonly string[];
  };
  widgets: readonly DashboardWidget[];
}

export const DEFAULT_REFRESH_SECONDS = 60;
export const WIDGET_LIMITS = { chart: 12, table: 10, board: 60, max: 200 } as const;

export function defineDashboard<const D extends DashboardDef>(d: D): D {
  return d;
}

/** The grid columns a widget spans. */
export function spanOf(w: DashboardWidget): number {
  return w.span ?? (w.kind === 'chart' || w.kind === 'table' ? 2 : 1);
}
