// report.Dashboard (meta, data): a declared dashboard for whoever holds its page. Every widget is
// its report run with the widget's fixed query through the caller's visibility (the same rows the
// report page would count for them); widgets run two at a time so one screen's refresh takes at
// most two of the pool's connections; a widget that fails answers its own error, the rest still show.
import type { DashboardDef, DashboardWidget, WidgetRange } from '../../schemas/dashboards/define';
import { DEFAULT_REFRESH_SECONDS, spanOf, WIDGET_LIMITS } from '../../schemas/dashboards/define';
import { type ReportColumn, reportColumns } from '../../schemas/reports/columns';
import type { ReportDef } from '../../schemas/reports/define';
import { type DashboardData, type DashboardMeta, reportDashboard, type WidgetData, type WidgetMeta } from '../../schemas/rpc/dashboard';
import type { ParsedReportQuery } from '../../schemas/rpc/report';
import { dashboardByCode } from '../modules/catalogue';
import { implement } from '../modules/types';
import { requireAccess } from '../rpc/access';
import { notFound, RpcError } from '../rpc/errors';
import type { CallContext, Registry } from '../rpc/registry';
import { defaultRange, localDay } from './query';
import { builtinEntityOf } from './run';
import { type ReportVisibility, reportVisibility } from './visibility';
import { reportOr404, reportPageOf } from './service';

/** The declaration of a code, or 11 naming it. */
function dashboardOr404(code: string, lang: 'zh_CN' | 'en_US'): DashboardDef {
  const def = dashboardByCode(code);
  if (!def) throw notFound(lang === 'en_US' ? `dashboardCode: no dashboard ${code}` : `dashboardCode: 看板不存在：${code}`);
  return def;
}

/** The range a widget asks for on its report's date field (undefined: the report's default). */
export function widgetRange(range: WidgetRange | undefined, today: Date): { first?: string; second?: string } | undefined {
  if (!range) return undefined;
  if (range === 'all') return {};
  if (range === 'today') return { first: localDay(today), second: localDay(today) };
  const r = defaultRange(range, today);
  return r ? { first: r.first ?? undefined, second: r.second } : {};
}

const rowsOf = (w: DashboardWidget): number => (w.kind === 'figure' ? 1 : (w.limit ?? WIDGET_LIMITS[w.kind]));

/** The report query a widget asks (its report checked against it by the catalogue). */
export function widgetQuery(w: DashboardWidget, report: ReportDef, today: Date): ParsedReportQuery {
  const range = widgetRange(w.range, today);
  const sort = w.kind === 'figure' ? undefined : w.sort;
  return {
    page: 1,
    pageSize: rowsOf(w),
    filterMap: { ...(w.filterMap ?? {}) },
    fuzzyMap: {},
    rangeMap: range && report.dateField ? { [report.dateField]: range } : {},
    ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
    ...(w.rankType ? { rankType: w.rankType } : {}),
  };
}

/** The columns a widget shows, in the order its kind reads them. */
function widgetColumns(w: DashboardWidget, columns: ReportColumn[]): ReportColumn[] {
  const pick = (keys: ReadonlyArray<string | undefined>) => keys.flatMap((k) => columns.filter((c) => c.key === k));
  switch (w.kind) {
    case 'figure':
      return pick([w.measure]);
    case 'chart':
      return [...columns.filter((c) => c.role === 'dimension').slice(0, 1), ...pick(w.measures)];
    case 'table':
      return w.columns ? pick(w.columns) : columns;
    case 'board':
      return pick([w.lane, w.title, w.subtitle, w.figure]);
  }
}

export function widgetMeta(w: DashboardWidget, report: ReportDef): WidgetMeta {
  const columns = widgetColumns(w, reportColumns(report, builtinEntityOf, w.rankType ?? null));
  return {
    code: w.code,
    kind: w.kind,
    name: w.name,
    nameEn: w.nameEn,
    span: spanOf(w),
    report: report.code,
    reportUrl: report.url,
    columns,
    ...(w.kind === 'chart' ? { chart: w.chart } : {}),
    ...(w.kind === 'figure' && w.unit ? { unit: w.unit, unitEn: w.unitEn ?? w.unit } : {}),
    ...(w.kind === 'board' ? { board: { lane: w.lane, title: w.title, subtitle: w.subtitle, figure: w.figure } } : {}),
  };
}

export function dashboardMeta(def: DashboardDef, lang: 'zh_CN' | 'en_US'): DashboardMeta {
  return {
    code: def.code,
    url: def.url,
    name: def.name,
    nameEn: def.nameEn,
    screen: !!def.screen,
    refreshSeconds: def.refresh?.seconds ?? DEFAULT_REFRESH_SECONDS,
    push: [...(def.refresh?.push ?? [])],
    widgets: def.widgets.map((w) => widgetMeta(w, reportOr404(w.report, lang))),
  };
}

/** The caller's visibility over each report, read once per call however many widgets read the report. */
type VisibilityOnce = (report: ReportDef) => Promise<ReportVisibility>;

async function widgetData(ctx: CallContext, w: DashboardWidget, today: Date, visibility: VisibilityOnce): Promise<WidgetData> {
  try {
    const report = reportOr404(w.report, ctx.lang);
    const page = await reportPageOf(ctx, report, widgetQuery(w, report, today), visibility(report));
    if (w.kind === 'figure') return { value: (page.totals?.[w.measure] as string | null | undefined) ?? null };
    return { rows: page.itemList, total: page.total };
  } catch (e) {
    if (e instanceof RpcError) return { error: { code: e.code, msg: e.message } };
    ctx.log.error({ err: e, widget: w.code }, 'dashboard widget failed');
    return { error: { code: 500, msg: ctx.lang === 'en_US' ? 'This figure could not be read' : '该指标读取失败' } };
  }
}

/** Runs `work` over `items`, `width` at a time, answering in the items' order. */
async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return out;
}

export async function dashboardData(ctx: CallContext, def: DashboardDef, now = new Date()): Promise<DashboardData> {
  const read = new Map<string, Promise<ReportVisibility>>();
  const visibility: VisibilityOnce = (report) => {
    let vis = read.get(report.code);
    if (!vis) {
      vis = reportVisibility(ctx, report, builtinEntityOf);
      // a refusal is the widget's answer, not an unhandled rejection of the memo
      vis.catch(() => undefined);
      read.set(report.code, vis);
    }
    return vis;
  };
  const answers = await inBatches(def.widgets, 2, (w) => widgetData(ctx, w, now, visibility));
  return { at: now.toISOString(), widgets: Object.fromEntries(def.widgets.map((w, i) => [w.code, answers[i]])) };
}

export function register(reg: Registry) {
  reg.add(
    implement(reportDashboard, {
      async meta(ctx, [code]) {
        const def = dashboardOr404(code, ctx.lang);
        await requireAccess(ctx, { page: def.url });
        return dashboardMeta(def, ctx.lang);
      },
      async data(ctx, [code]) {
        const def = dashboardOr404(code, ctx.lang);
        await requireAccess(ctx, { page: def.url });
        return dashboardData(ctx, def);
      },
    }),
  );
}
