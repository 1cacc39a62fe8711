// The server part of 指标与数据模型: the datagov.Model and datagov.Indicator calls, the schedule and
// the demo. Every read asks readingFor (reading.ts) first: the stored series is answered to callers
// who see the tenant's whole rows, a narrower data scope gets its figures computed live.
import { sql } from 'kysely';
import type { PartServer } from '../../../../schemas/modules/define';
import { implement } from '../../../../server/modules/types';
import { badRequest } from '../../../../server/rpc/errors';
import { pageOfList } from '../../../../server/records/paged-query';
import { type CallContext, session } from '../../../../server/rpc/registry';
import type { AnyDb } from '../../../../server/reports/source';
import { registerPinKind } from '../../../workbench/server/public';
import { maskValue } from '../../server/sql-guard';
import { dgIndicator, dgModel, type IndicatorSeries, type ModelRows } from '../contracts';
import { computeIndicator, storeComputation } from './compute';
import { seedIndicatorDemo } from './demo';
import { indicatorRow, indicatorViews, removeIndicators, ruleOf, saveIndicator } from './indicators';
import { im } from './messages';
import { modelOf, modelView, modelViews, originColumns, origins, removeModels, saveModel } from './models';
import { checkUsable, readingFor } from './reading';
import { reportOf, reportRows } from './report-reader';
import { indicatorPinKind } from './pins';
import { startIndicatorSchedule } from './schedule';
import { tableRows } from './table-reader';

const who = (ctx: CallContext) => {
  const s = session(ctx);
  return { tenantId: s.tenantId, userId: s.userId, userName: s.userName };
};

const modelImpl = implement(dgModel, {
  summaryPage: async (ctx, [q]) => pageOfList(await modelViews(ctx, q.text), q),
  detail: (ctx, [id]) => modelView(session(ctx).db, session(ctx).tenantId, id, ctx.lang),
  save: (ctx, [m]) => saveModel(session(ctx).db, who(ctx), m, ctx.lang),
  remove: async (ctx, [ids]) => ({ removed: await removeModels(session(ctx).db, session(ctx).tenantId, ids, ctx.lang) }),
  origins: (ctx) => origins(ctx),
  originColumns: (ctx, [o]) => originColumns(session(ctx).db, session(ctx).tenantId, o, ctx.lang),
  async rows(ctx, [q]): Promise<ModelRows> {
    const s = session(ctx);
    const filters = q.filters ?? [];
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const model = await modelOf(s.db, s.tenantId, q.modelId, ctx.lang);
    const reading = await readingFor(ctx, model);
    checkUsable(reading, filters.map((f) => f.column), ctx.lang);
    filters.forEach((f, i) => {
      if (!model.columns.some((c) => c.name === f.column)) throw badRequest(im(ctx.lang, 'noColumn', { where: `query.filters[${i}].column`, column: f.column }));
    });
    // a hidden field is not answered at all; a masked column is answered masked
    const columns = model.columns.filter((c) => !reading.hidden.has(c.name));
    const read = model.kind === 'report'
      ? await reportRows(s.db as unknown as AnyDb, reportOf(model.reportCode!, ctx.lang), columns, filters, page, pageSize, { tenantId: s.tenantId, lang: ctx.lang, vis: reading.vis })
      : await tableRows(ctx.env, s.db, s.tenantId, model.sourceId!, model.table!, columns, filters, page, pageSize, ctx.lang);
    const rows = read.rows.map((r) => Object.fromEntries(columns.map((c) => [c.name, reading.masked.has(c.name) ? maskValue(r[c.name]) : r[c.name]])));
    return { columns: columns.map((c) => ({ ...c, masked: reading.masked.has(c.name) })), rows, total: read.total, page, pageSize };
  },
});

/** Does the caller see the tenant's whole rows of this model? (the stored figures are then its own) */
function wholeCache(ctx: CallContext) {
  const seen = new Map<number, Promise<boolean>>();
  return (modelId: number) => {
    let hit = seen.get(modelId);
    if (!hit) {
      const s = session(ctx);
      hit = modelOf(s.db, s.tenantId, modelId, ctx.lang).then((m) => readingFor(ctx, m)).then((r) => r.whole, () => false);
      seen.set(modelId, hit);
    }
    return hit;
  };
}

const indicatorImpl = implement(dgIndicator, {
  async summaryPage(ctx, [q]) {
    const s = session(ctx);
    const t = q.text?.toLowerCase();
    const where = q.modelId ? sql`i.model_id = ${q.modelId}` : sql`true`;
    const all = (await indicatorViews(s.db, s.tenantId, where, wholeCache(ctx))).filter((i) => !t || i.code.toLowerCase().includes(t) || i.name.toLowerCase().includes(t));
    return pageOfList(all, q);
  },
  async detail(ctx, [id]) {
    const s = session(ctx);
    const v = await indicatorRow(s.db, s.tenantId, id, ctx.lang);
    return (await wholeCache(ctx)(v.modelId)) ? v : { ...v, latest: null };
  },
  save: (ctx, [i]) => saveIndicator(session(ctx).db, who(ctx), i, ctx.lang),
  remove: async (ctx, [ids]) => ({ removed: await removeIndicators(session(ctx).db, session(ctx).tenantId, ids) }),
  async compute(ctx, [id]) {
    const s = session(ctx);
    const v = await indicatorRow(s.db, s.tenantId, id, ctx.lang);
    const model = await modelOf(s.db, s.tenantId, v.modelId, ctx.lang);
    const reading = await readingFor(ctx, model);
    // the stored series is the tenant's: only a caller who sees all of it may compute it
    if (!reading.whole) throw badRequest(im(ctx.lang, 'wholeOnly'));
    checkUsable(reading, [v.measure.column, v.denominator?.column, ...v.dimensions, ...v.filters.map((f) => f.column)], ctx.lang);
    try {
      return await storeComputation(ctx.env, s.db, s.tenantId, model, ruleOf(v), 'Manual', ctx.lang);
    } catch (e) {
      throw badRequest(im(ctx.lang, 'computeFailed', { error: String((e as Error).message).slice(0, 300) }));
    }
  },
  async series(ctx, [q]): Promise<IndicatorSeries> {
    const s = session(ctx);
    const v = await indicatorRow(s.db, s.tenantId, q.id, ctx.lang);
    const model = await modelOf(s.db, s.tenantId, v.modelId, ctx.lang);
    const reading = await readingFor(ctx, model);
    checkUsable(reading, [v.measure.column, v.denominator?.column, ...v.dimensions, ...v.filters.map((f) => f.column)], ctx.lang);
    const dimensionLabels = v.dimensions.map((d) => model.columns.find((c) => c.name === d)?.label ?? d);
    if (!reading.whole) {
      const live = await computeIndicator(ctx.env, s.db, s.tenantId, model, ruleOf(v), ctx.lang, { vis: reading.vis });
      const points = live.totals.slice(-(q.periods ?? 120));
      const last = points.at(-1)?.period ?? null;
      return { basis: 'live', points, breakdown: live.breakdown.filter((b) => b.period === last), breakdownPeriod: last, dimensionLabels };
    }
    const { rows } = await sql<{ period: string; dims: Record<string, string>; value: string | null }>`
      select period_start::text as period, dims, value::text as value from dg_indicator_value
       where tenant_id = ${s.tenantId} and indicator_id = ${v.id}
         and period_start >= coalesce((select min(p) from (select distinct period_start as p from dg_indicator_value
                                        where tenant_id = ${s.tenantId} and indicator_id = ${v.id} order by p desc limit ${q.periods ?? 120}) x), '-infinity'::date)
       order by period_start, value desc nulls last`.execute(s.db);
    const points = rows.filter((r) => !Object.keys(r.dims).length).map((r) => ({ period: r.period, value: r.value }));
    const last = points.at(-1)?.period ?? null;
    const breakdown = rows.filter((r) => r.period === last && Object.keys(r.dims).length).map((r) => ({ labels: v.dimensions.map((d) => r.dims[d] ?? ''), value: r.value }));
    return { basis: 'stored', points, breakdown, breakdownPeriod: last, dimensionLabels };
  },
});

// indicators are the first kind of card users pin on 工作台's home
registerPinKind(indicatorPinKind);

export default {
  services: [modelImpl, indicatorImpl],
  seed: seedIndicatorDemo,
  start: startIndicatorSchedule,
} satisfies PartServer;
