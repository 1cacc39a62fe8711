// What a caller may read of a model — asked once per call, by every read (rows, series, list):
//   report models  the report's page held (like BI分析), then the report engine's visibility of the
//                  caller (data scope, menu limits on the rows and their references, hidden
//                  header fields); a hidden field is never answered nor filtered, grouped or measured
//   table models   datagov's DataAuth: the source and table the role may use, its masked columns
//                  answered masked and never filtered, grouped or measured
// `whole` says the caller sees every row the tenant's own computation counted: only then is the
// stored series (computed for the whole tenant) its answer; a narrower caller's figures are
// computed live through its own visibility and never stored.
import { requireAccess } from '../../../../server/rpc/access';
import { noPermission } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { builtinEntityOf } from '../../../../server/reports/run';
import { type ReportVisibility, reportVisibility } from '../../../../server/reports/visibility';
import { accessOf, isMasked, seesTable } from '../../server/auth';
import { im } from './messages';
import type { ModelRow } from './models';
import { hiddenFor, reportOf } from './report-reader';
import { splitTable } from './table-reader';

export interface Reading {
  vis?: ReportVisibility;
  /** the model's columns the caller may not see (hidden fields) or sees masked (DataAuth) */
  hidden: Set<string>;
  masked: Set<string>;
  /** the caller's rows are every row of the tenant */
  whole: boolean;
}

export async function readingFor(ctx: CallContext, model: ModelRow): Promise<Reading> {
  const s = session(ctx);
  if (model.kind === 'report') {
    const base = reportOf(model.reportCode!, ctx.lang);
    await requireAccess(ctx, { page: base.url });
    const vis = await reportVisibility(ctx, base, builtinEntityOf);
    const hidden = new Set(model.columns.filter((c) => hiddenFor(base, c.name, vis)).map((c) => c.name));
    const whole = (!vis.rows || (vis.rows.whole && !vis.rows.limit)) && vis.refs.length === 0;
    return { vis, hidden, masked: new Set(), whole };
  }
  const access = (await accessOf(s.db, s.tenantId, s.roleId))(model.sourceId!);
  const { schema, name } = splitTable(model.table!);
  if (!access || !seesTable(access, schema, name)) throw noPermission(im(ctx.lang, 'tableHidden', { table: model.table! }));
  const masked = new Set(model.columns.filter((c) => isMasked(access, schema, name, c.name)).map((c) => c.name));
  return { hidden: new Set(), masked, whole: true };
}

/** refuses a column the caller may not use in a condition, grouping or measure */
export function checkUsable(reading: Reading, columns: Array<string | null | undefined>, lang: CallContext['lang']): void {
  for (const c of columns) {
    if (!c) continue;
    if (reading.hidden.has(c)) throw noPermission(im(lang, 'hiddenColumn', { column: c }));
    if (reading.masked.has(c)) throw noPermission(im(lang, 'maskedColumn', { column: c }));
  }
}
