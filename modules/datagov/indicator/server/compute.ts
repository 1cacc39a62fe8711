// An indicator computed: its model's rows aggregated per period (the total) and per period and
// breakdown (its dimensions), read by the model's reader, valued exactly (aggregate.ts). Stored, a
// computation replaces the series from its first period on (all of it for 立即计算 and the demo,
// the last two periods for the schedule) and is logged as a run, in one transaction.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import type { Lang } from '../../../../server/i18n';
import type { AnyDb } from '../../../../server/reports/source';
import type { ReportVisibility } from '../../../../server/reports/visibility';
import type { MeasureInput, ModelFilter, Period } from '../contracts';
import { type AggQuery, type AggRow, foldWeeks, primsOf, indicatorValue } from './aggregate';
import { type ModelRow, timeColumnOf } from './models';
import { inTransaction } from './transaction';
import { reportAggregate, reportOf } from './report-reader';
import { tableAggregate } from './table-reader';

export interface IndicatorRule {
  id: number;
  measure: MeasureInput;
  denominator: MeasureInput | null;
  percent: boolean;
  scale: number;
  dimensions: string[];
  filters: ModelFilter[];
  period: Period;
}

export interface Computed {
  totals: Array<{ period: string; value: string | null }>;
  breakdown: Array<{ period: string; labels: string[]; value: string | null }>;
}

async function aggregate(env: AppEnv, db: Kysely<DB>, tenantId: string, model: ModelRow, q: AggQuery, lang: Lang, vis?: ReportVisibility): Promise<AggRow[]> {
  if (model.kind === 'table') return tableAggregate(env, db, tenantId, model.sourceId!, model.table!, q, lang);
  const rows = await reportAggregate(db as unknown as AnyDb, reportOf(model.reportCode!, lang), q, { tenantId, lang, vis });
  return q.period === 'week' ? foldWeeks(rows, q.prims) : rows;
}

/** the query of an indicator's figures (without its breakdown when `dims` is false) */
export function queryOf(model: ModelRow, rule: IndicatorRule, dims: boolean, from?: string): AggQuery {
  return {
    timeColumn: timeColumnOf(model)!,
    period: rule.period,
    dims: dims ? rule.dimensions : [],
    prims: [...primsOf(rule.measure, 'n'), ...(rule.denominator ? primsOf(rule.denominator, 'd') : [])],
    filters: rule.filters,
    ...(from ? { from } : {}),
  };
}

export async function computeIndicator(
  env: AppEnv, db: Kysely<DB>, tenantId: string, model: ModelRow, rule: IndicatorRule, lang: Lang,
  opts: { from?: string; vis?: ReportVisibility; breakdownFrom?: string } = {},
): Promise<Computed> {
  const totals = await aggregate(env, db, tenantId, model, queryOf(model, rule, false, opts.from), lang, opts.vis);
  const split = rule.dimensions.length ? await aggregate(env, db, tenantId, model, queryOf(model, rule, true, opts.breakdownFrom ?? opts.from), lang, opts.vis) : [];
  const byPeriod = (a: { period: string }, b: { period: string }) => a.period.localeCompare(b.period);
  return {
    totals: totals.map((r) => ({ period: r.period, value: indicatorValue(rule, r.values) })).sort(byPeriod),
    breakdown: split.map((r) => ({ period: r.period, labels: r.dims, value: indicatorValue(rule, r.values) })).sort(byPeriod),
  };
}

/** stores a computation of the tenant's whole rows: the series from `from` on (all of it without) replaced, the run logged */
export async function storeComputation(
  env: AppEnv, db: Kysely<DB>, tenantId: string, model: ModelRow, rule: IndicatorRule, trigger: 'Schedule' | 'Manual' | 'Seed', lang: Lang, from?: string,
): Promise<{ periods: number; values: number }> {
  let c: Computed;
  try {
    c = await computeIndicator(env, db, tenantId, model, rule, lang, { from });
  } catch (e) {
    const error = String((e as Error).message || e).slice(0, 500);
    await sql`update dg_indicator set last_run_at = now(), last_error = ${error} where tenant_id = ${tenantId} and id = ${rule.id}`.execute(db);
    await sql`insert into dg_indicator_run (tenant_id, indicator_id, trigger, periods, error) values (${tenantId}, ${rule.id}, ${trigger}, 0, ${error})`.execute(db);
    throw e;
  }
  const dimsOf = (labels: string[]) => JSON.stringify(Object.fromEntries(rule.dimensions.map((d, i) => [d, labels[i] ?? ''])));
  const values = [
    ...c.totals.map((t) => ({ period: t.period, dims: '{}', value: t.value })),
    ...c.breakdown.map((b) => ({ period: b.period, dims: dimsOf(b.labels), value: b.value })),
  ];
  await inTransaction(db, async (trx) => {
    await sql`delete from dg_indicator_value where tenant_id = ${tenantId} and indicator_id = ${rule.id} ${from ? sql`and period_start >= ${from}::date` : sql``}`.execute(trx);
    for (let i = 0; i < values.length; i += 1000) {
      const part = values.slice(i, i + 1000);
      await sql`insert into dg_indicator_value (tenant_id, indicator_id, period_start, dims, value)
        select ${tenantId}, ${rule.id}, p::date, d::jsonb, v::numeric
          from unnest(${part.map((v) => v.period)}::text[], ${part.map((v) => v.dims)}::text[], ${part.map((v) => v.value)}::text[]) as x(p, d, v)`.execute(trx);
    }
    await sql`update dg_indicator set last_run_at = now(), last_error = null where tenant_id = ${tenantId} and id = ${rule.id}`.execute(trx);
    await sql`insert into dg_indicator_run (tenant_id, indicator_id, trigger, periods) values (${tenantId}, ${rule.id}, ${trigger}, ${c.totals.length})`.execute(trx);
  });
  return { periods: c.totals.length, values: values.length };
}
