// report.Dashboard: dashboards and big screens as data (schemas/dashboards). `meta` answers what
// the page draws (its widgets with the columns, measures and lanes they show), `data` every
// widget's figures at once, read at `at` by the server; a widget the caller may not read (a hidden
// field, a report that failed) answers its own error and the others still show.
import type { ReportColumn } from '../reports/columns';
import { args, call, defineService } from './define';
import type { ReportRow } from './report';
import { reportCode } from './report';

export interface WidgetMeta {
  code: string;
  kind: 'figure' | 'chart' | 'table' | 'board';
  name: string;
  nameEn: string;
  /** grid columns of four */
  span: number;
  /** the report it reads, and the page of that report (the widget links to it when the caller holds it) */
  report: string;
  reportUrl: string;
  /** the columns it shows: a figure its measure; a chart its axis then its measures; a table its columns; a board its lane, title, subtitle, figure */
  columns: ReportColumn[];
  chart?: 'bar' | 'line' | 'pie';
  unit?: string;
  unitEn?: string;
  /** boards: the keys of lane, title, subtitle and figure */
  board?: { lane: string; title: string; subtitle?: string; figure?: string };
}

export interface DashboardMeta {
  code: string;
  url: string;
  name: string;
  nameEn: string;
  screen: boolean;
  refreshSeconds: number;
  push: string[];
  widgets: WidgetMeta[];
}

/** One widget's answer: a figure's value, the rows of a chart, table or board (and their count), or why it could not be read. */
export type WidgetData = { value: string | null } | { rows: ReportRow[]; total: number } | { error: { code: number; msg: string } };

export interface DashboardData {
  /** when the server read the figures (ISO) */
  at: string;
  widgets: Record<string, WidgetData>;
}

export const dashboardCode = reportCode;

export const reportDashboard = defineService('report.Dashboard', {
  /** [dashboardCode]: the declaration as the web draws it. Access: the dashboard's page (4003 naming it; 11 for no such dashboard) */
  meta: call<[string], DashboardMeta>(args(['dashboardCode', dashboardCode]), 'session'),
  /** [dashboardCode]: every widget's figures, counted through the caller's visibility; the same access as `meta` */
  data: call<[string], DashboardData>(args(['dashboardCode', dashboardCode]), 'session'),
});
