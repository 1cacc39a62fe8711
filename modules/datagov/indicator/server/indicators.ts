// Indicators (指标管理): a measure over a model — an aggregate of a measure column, or the ratio of
// two — broken down by up to two of its dimensions, filtered, per day, week or month, with a target,
// whether higher or lower is better, and an alarm threshold. A save checks every name against the
// model; an indicator over a table model registers its statement (dg_statement) in the same
// transaction. Its status: good when the target is met, bad past the alarm, warn between.
import { Big } from '../../../../schemas/compute/decimal';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { Lang } from '../../../../server/i18n';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import { dropStatements, putStatement } from '../../server/statements';
import { specOf } from '../../server/sources';
import type { IndicatorInput, IndicatorStatus, IndicatorView, MeasureInput, ModelFilter } from '../contracts';
import type { IndicatorRule } from './compute';
import { queryOf } from './compute';
import { im } from './messages';
import { inTransaction } from './transaction';
import { type ModelRow, modelOf } from './models';
import { aggregateSql } from './table-reader';

// biome-ignore lint/suspicious/noExplicitAny: the part's own tables are not in the core's DB type
type Db = Kysely<any>;

export const INDICATOR_ORIGIN = 'indicator';

type Raw = {
  id: string; code: string; name: string; description: string | null; model_id: string; model_name: string; measure: MeasureInput; denominator: MeasureInput | null;
  percent: boolean; dimensions: string[]; filters: ModelFilter[]; period: IndicatorView['period']; unit: string | null; scale: number; target: string | null;
  direction: 'higher' | 'lower'; alarm: string | null; scheduled: boolean; last_run_at: Date | null; last_error: string | null; version: number;
  last_period: string | null; last_value: string | null; prev_value: string | null;
};

export function statusOf(value: string | null, target: string | null, alarm: string | null, direction: 'higher' | 'lower'): IndicatorStatus {
  if (value == null || target == null) return 'none';
  const v = new Big(value);
  const better = (a: Big, b: Big) => (direction === 'higher' ? a.gte(b) : a.lte(b));
  if (better(v, new Big(target))) return 'good';
  if (alarm != null && !better(v, new Big(alarm))) return 'bad';
  return alarm == null ? 'bad' : 'warn';
}

function rowsOf(db: Db, tenantId: string, where = sql`true`) {
  return sql<Raw>`
    select i.id, i.code, i.name, i.description, i.model_id, m.name as model_name, i.measure, i.denominator, i.percent, i.dimensions, i.filters, i.period,
           i.unit, i.scale, i.target::text as target, i.direction, i.alarm::text as alarm, i.scheduled, i.last_run_at, i.last_error, i.version,
           l.period_start::text as last_period, l.value::text as last_value,
           (select v.value::text from dg_indicator_value v where v.tenant_id = i.tenant_id and v.indicator_id = i.id and v.dims = '{}' and v.period_start < l.period_start
             order by v.period_start desc limit 1) as prev_value
      from dg_indicator i join dg_model m on m.tenant_id = i.tenant_id and m.id = i.model_id
      left join lateral (select v.period_start, v.value from dg_indicator_value v where v.tenant_id = i.tenant_id and v.indicator_id = i.id and v.dims = '{}'
                          order by v.period_start desc limit 1) l on true
     where i.tenant_id = ${tenantId} and ${where} order by i.code, i.id`.execute(db);
}

/** the indicator as answered; `withLatest` false leaves the stored figures out (a caller narrower than the tenant) */
function viewOf(r: Raw, withLatest: boolean): IndicatorView {
  const change = r.last_value != null && r.prev_value != null ? new Big(r.last_value).minus(r.prev_value).toFixed(r.scale) : null;
  return {
    id: Number(r.id), code: r.code, name: r.name, description: r.description, modelId: Number(r.model_id), modelName: r.model_name,
    measure: r.measure, denominator: r.denominator, percent: r.percent, dimensions: r.dimensions, filters: r.filters, period: r.period,
    unit: r.unit, scale: r.scale, target: r.target, direction: r.direction, alarm: r.alarm, scheduled: r.scheduled,
    lastRunAt: r.last_run_at ? new Date(r.last_run_at).toISOString() : null, lastError: r.last_error,
    latest: withLatest && r.last_period
      ? { period: r.last_period, value: r.last_value, previous: r.prev_value, change, status: statusOf(r.last_value, r.target, r.alarm, r.direction) }
      : null,
    version: r.version,
  };
}

export async function indicatorViews(db: Db, tenantId: string, where: ReturnType<typeof sql>, withLatest: (modelId: number) => Promise<boolean>): Promise<IndicatorView[]> {
  const rows = (await rowsOf(db, tenantId, where)).rows;
  const out: IndicatorView[] = [];
  for (const r of rows) out.push(viewOf(r, await withLatest(Number(r.model_id))));
  return out;
}

export async function indicatorRow(db: Db, tenantId: string, id: number, lang: Lang): Promise<IndicatorView> {
  const r = (await rowsOf(db, tenantId, sql`i.id = ${id}`)).rows[0];
  if (!r) throw notFound(im(lang, 'noIndicator', { id }));
  return viewOf(r, true);
}

export const ruleOf = (v: IndicatorView): IndicatorRule => ({
  id: v.id, measure: v.measure, denominator: v.denominator, percent: v.percent, scale: v.scale, dimensions: v.dimensions, filters: v.filters, period: v.period,
});

function checkMeasure(model: ModelRow, m: MeasureInput, where: string, lang: Lang): void {
  const col = model.columns.find((c) => c.name === m.column);
  if (m.agg !== 'count' && !m.column) throw badRequest(im(lang, 'needColumn', { where }));
  if (m.column && !col) throw badRequest(im(lang, 'noColumn', { where: `${where}.column`, column: m.column }));
  if ((m.agg === 'sum' || m.agg === 'avg' || m.agg === 'min' || m.agg === 'max') && col?.role !== 'measure') throw badRequest(im(lang, 'notMeasure', { where: `${where}.column`, column: m.column! }));
  if (m.agg === 'countDistinct' && model.kind === 'report') throw badRequest(im(lang, 'distinctOnReport', { where }));
}

/** Every name of an indicator against its model (400 naming the argument). */
export function checkIndicator(model: ModelRow, i: Pick<IndicatorInput, 'measure' | 'denominator' | 'dimensions' | 'filters' | 'period' | 'target' | 'alarm' | 'direction'>, lang: Lang): void {
  checkMeasure(model, i.measure, 'indicator.measure', lang);
  if (i.denominator) checkMeasure(model, i.denominator, 'indicator.denominator', lang);
  if (i.period === 'week' && [i.measure, i.denominator].some((m) => m?.agg === 'countDistinct') && model.kind === 'report') throw badRequest(im(lang, 'distinctByWeek', { where: 'indicator.measure' }));
  for (const d of i.dimensions ?? []) {
    if (model.columns.find((c) => c.name === d)?.role !== 'dimension') throw badRequest(im(lang, 'notDimension', { column: d }));
  }
  (i.filters ?? []).forEach((f, n) => {
    if (!model.columns.some((c) => c.name === f.column)) throw badRequest(im(lang, 'noColumn', { where: `indicator.filters[${n}].column`, column: f.column }));
  });
  if (i.target != null && i.alarm != null) {
    const higher = (i.direction ?? 'higher') === 'higher';
    const t = new Big(i.target);
    const a = new Big(i.alarm);
    if (higher ? a.gt(t) : a.lt(t)) throw badRequest(im(lang, 'alarmSide', { side: lang === 'en_US' ? (higher ? 'below' : 'above') : higher ? '下方' : '上方' }));
  }
}

/** the statement an indicator over a table model runs, registered for lineage */
async function registerStatement(trx: Kysely<DB>, tenantId: string, model: ModelRow, id: number, name: string, rule: IndicatorRule, lang: Lang): Promise<void> {
  if (model.kind !== 'table') {
    await dropStatements(trx, tenantId, INDICATOR_ORIGIN, [String(id)]);
    return;
  }
  const spec = await specOf(trx, tenantId, model.sourceId!, lang);
  const dialect = spec.kind === 'pg' ? 'postgresql' : 'sqlite';
  await putStatement(trx, tenantId, { origin: INDICATOR_ORIGIN, originId: String(id), name, sourceId: model.sourceId, sql: aggregateSql(dialect, model.table!, queryOf(model, rule, true)), dialect });
}

export async function saveIndicator(db: Kysely<DB>, who: { tenantId: string; userId: number | null; userName: string }, i: IndicatorInput, lang: Lang): Promise<IndicatorView> {
  const t = who.tenantId;
  const model = await modelOf(db, t, i.modelId, lang);
  checkIndicator(model, i, lang);
  const taken = (await sql<{ id: string }>`select id from dg_indicator where tenant_id = ${t} and code = ${i.code}`.execute(db)).rows[0];
  if (taken && Number(taken.id) !== i.id) throw conflict(im(lang, 'indicatorCodeTaken', { code: i.code }));
  const v = {
    measure: JSON.stringify(i.measure), denominator: i.denominator ? JSON.stringify(i.denominator) : null, dimensions: i.dimensions ?? [],
    filters: JSON.stringify(i.filters ?? []), scale: i.scale ?? 2, direction: i.direction ?? 'higher', scheduled: i.scheduled ?? true, percent: i.percent ?? false,
  };
  return inTransaction(db, async (trx) => {
    let id = i.id;
    if (id) {
      const r = await sql`update dg_indicator set code = ${i.code}, name = ${i.name}, description = ${i.description ?? null}, model_id = ${i.modelId}, measure = ${v.measure}::jsonb,
                  denominator = ${v.denominator}::jsonb, percent = ${v.percent}, dimensions = ${v.dimensions}, filters = ${v.filters}::jsonb, period = ${i.period}, unit = ${i.unit ?? null},
                  scale = ${v.scale}, target = ${i.target ?? null}::numeric, direction = ${v.direction}, alarm = ${i.alarm ?? null}::numeric, scheduled = ${v.scheduled},
                  next_run_at = null, version = version + 1, modify_id = ${who.userId}, modify_name = ${who.userName}, modify_dt = now()
                  where tenant_id = ${t} and id = ${id} ${i.version != null ? sql`and version = ${i.version}` : sql``}`.execute(trx);
      if (!Number(r.numAffectedRows)) {
        const exists = (await sql`select 1 from dg_indicator where tenant_id = ${t} and id = ${id}`.execute(trx)).rows.length;
        throw exists ? conflict(im(lang, 'stale')) : notFound(im(lang, 'noIndicator', { id }));
      }
      // a changed definition makes the stored series another indicator's: it is computed afresh
      await sql`delete from dg_indicator_value where tenant_id = ${t} and indicator_id = ${id}`.execute(trx);
    } else {
      id = Number((await sql<{ id: string }>`
        insert into dg_indicator (tenant_id, code, name, description, model_id, measure, denominator, percent, dimensions, filters, period, unit, scale, target, direction, alarm,
                                  scheduled, create_id, create_name)
        values (${t}, ${i.code}, ${i.name}, ${i.description ?? null}, ${i.modelId}, ${v.measure}::jsonb, ${v.denominator}::jsonb, ${v.percent}, ${v.dimensions}, ${v.filters}::jsonb,
                ${i.period}, ${i.unit ?? null}, ${v.scale}, ${i.target ?? null}::numeric, ${v.direction}, ${i.alarm ?? null}::numeric, ${v.scheduled}, ${who.userId}, ${who.userName})
        returning id`.execute(trx)).rows[0]!.id);
    }
    const view = await indicatorRow(trx, t, id, lang);
    await registerStatement(trx, t, model, id, i.name, ruleOf(view), lang);
    return view;
  });
}

export async function removeIndicators(db: Kysely<DB>, tenantId: string, ids: number[]): Promise<number> {
  return inTransaction(db, async (trx) => {
    await dropStatements(trx, tenantId, INDICATOR_ORIGIN, ids.map(String));
    for (const t of ['dg_indicator_value', 'dg_indicator_run']) await sql`delete from ${sql.table(t)} where tenant_id = ${tenantId} and indicator_id = any(${ids})`.execute(trx);
    return Number((await sql`delete from dg_indicator where tenant_id = ${tenantId} and id = any(${ids})`.execute(trx)).numAffectedRows ?? 0);
  });
}
