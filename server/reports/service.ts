// report.Report (page, meta) and the handler modules bind to their own calls
// (erp.Sale/summaryByCustomerPage …): the declaration found by code, the caller's access to its
// page checked (the generic calls learn the page only from the code: they check it here, with
// the route's own judge), then the report run in the caller's tenant.
import { reportByCode } from '../modules/catalogue';
import { reportMeta } from '../../schemas/reports/columns';
import type { ReportDef } from '../../schemas/reports/define';
import { type ParsedReportQuery, type ReportPage, type ReportQuery, reportReport } from '../../schemas/rpc/report';
import { implement } from '../modules/types';
import { requireAccess } from '../rpc/access';
import { notFound } from '../rpc/errors';
import { type CallContext, type Registry, session } from '../rpc/registry';
import { builtinEntityOf, runReport } from './run';
import { type ReportVisibility, reportVisibility } from './visibility';

/** The declaration of a code, or 11 naming it. */
export function reportOr404(code: string, lang: 'zh_CN' | 'en_US'): ReportDef {
  const def = reportByCode(code);
  if (!def) throw notFound(lang === 'en_US' ? `reportCode: no report ${code}` : `reportCode: 报表不存在：${code}`);
  return def;
}

/**
 * One page of a report for the caller (its access to the report's page already checked); `vis`:
 * the caller's visibility over it when already read (several pages of one report in one call).
 */
export async function reportPageOf(ctx: CallContext, def: ReportDef, query: ReportQuery, vis?: Promise<ReportVisibility>): Promise<ReportPage> {
  const s = session(ctx);
  return runReport(s.db, def, query as ParsedReportQuery, { tenantId: s.tenantId, lang: ctx.lang, vis: await (vis ?? reportVisibility(ctx, def, builtinEntityOf)) });
}

/** A module's binding of one declared report: [query] → the paged shape (the call's declared access is the report's page). */
export function reportHandler(code: string) {
  return async (ctx: CallContext, [query]: [ReportQuery]): Promise<ReportPage> => reportPageOf(ctx, reportOr404(code, ctx.lang), query);
}

export function register(reg: Registry) {
  reg.add(
    implement(reportReport, {
      async page(ctx, [code, query]) {
        const def = reportOr404(code, ctx.lang);
        await requireAccess(ctx, { page: def.url });
        return reportPageOf(ctx, def, query);
      },
      async meta(ctx, [code]) {
        const def = reportOr404(code, ctx.lang);
        await requireAccess(ctx, { page: def.url });
        return reportMeta(def, builtinEntityOf);
      },
    }),
  );
}
