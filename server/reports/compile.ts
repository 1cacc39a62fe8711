// A report declaration + a checked query → SQL (Kysely builders, values bound):
//   base    SELECT dimensions d0…, aggregates m0… FROM source WHERE tenant, statuses, filters GROUP BY
//           dimensions (a detail report: the source's columns, no GROUP BY)
//   rank    top N of base by the rank measure (row_number → rankNo)
//   balance a detail base with a window SUM over all rows matching the non-date filters; the date
//           filter is applied outside it, so the first row shown carries the opening balance
// Pages, the count (of groups) and the totals are read over that row set. References join their
// table for code and name; formulas are not SQL: run.ts evaluates them over the aggregated row.
import { type AliasableExpression, type Expression, expressionBuilder, type RawBuilder, sql } from 'kysely';
import type { ReportDef, ReportMeasure } from '../../schemas/reports/define';
import { dimensionKey, dimensionsOf, type EntityLookup, measureField, measureScale, type ReportField, reportFields } from '../../schemas/reports/fields';
import { referenceCodeColumn, referenceNameColumn, referenceTable } from '../records/model';
import type { Condition, ResolvedQuery } from './query';
import { type AnyDb, type AnyQb, fieldExpr, linkedExpr, rowIdExpr, sourceFrom } from './source';
import type { ReportVisibility } from './visibility';

export interface DimensionPlan {
  key: string;
  field: ReportField;
  /** a reference: its table answers code and name (`d{i}__c`, `d{i}__n`) */
  reference: boolean;
  bucket: boolean;
}

export interface MeasurePlan {
  measure: ReportMeasure;
  /** the SQL column `m{i}`; null for a formula */
  alias: string | null;
  scale: number;
}

export interface ReportPlan {
  def: ReportDef;
  dimensions: DimensionPlan[];
  measures: MeasurePlan[];
  /** decimals of the running balance, when there is one */
  balanceScale: number | null;
}

export interface CompiledReport {
  plan: ReportPlan;
  /** rows in the query's order (a page: limit = pageSize; the export reads on in chunks) */
  rows(limit: number, offset: number): AnyQb;
  /** the number of rows (groups) the query has in all */
  count: AnyQb;
  /** one row: each measure over every row of the query (m0…; null where a total means nothing) */
  totals: AnyQb;
  /**
   * One query for a page, its count and its totals (windows over the row set, computed before the
   * limit: `__n`, `__t_m0`…), when every total is a sum, count, min or max of the rows — one pass
   * over the source instead of three. Absent otherwise (an average of averages is not the average).
   */
  pageWithTotals?: (limit: number, offset: number) => AnyQb;
}

/** A measure's total as a window over the row set, when adding up the rows gives it. */
function windowTotalOf(m: ReportMeasure, alias: string, detail: boolean): RawBuilder<unknown> | null {
  const ref = col('r', alias);
  if (m.linked || m.agg === 'sum') return sql`coalesce(sum(${ref}) over (), 0)`;
  if (m.agg === 'count') return detail ? sql`count(${ref}) over ()` : sql`coalesce(sum(${ref}) over (), 0)`;
  if (m.agg === 'min') return sql`min(${ref}) over ()`;
  if (m.agg === 'max') return sql`max(${ref}) over ()`;
  if (m.agg === 'avg' && detail) return sql`avg(${ref}) over ()`;
  return null;
}

const BUCKET_FORMAT = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' } as const;

const col = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

function where(qb: AnyQb, conditions: readonly Condition[], exprOf: (c: Condition) => Expression<unknown>): AnyQb {
  let out = qb;
  for (const c of conditions) {
    const e = exprOf(c);
    out = out.where((eb) => eb(e, c.op, c.value));
  }
  return out;
}

type Value = AliasableExpression<unknown>;
// biome-ignore lint/suspicious/noExplicitAny: report sources are dynamic tables
const fns = expressionBuilder<any, never>().fn;

/** The aggregate of a measure (`x`: its value per source row) over the rows of a group (or of everything, for totals). */
function aggregate(m: ReportMeasure, x: Value | null, order: Expression<unknown>[]): Value {
  // linked lines are a subquery: summed as query nodes (raw SQL may not wrap a tenant table)
  if (m.linked) return fns.coalesce(fns.sum(x!), sql.lit(0));
  const byOrder = (dir: 'asc' | 'desc') => sql.join(order.map((o) => (dir === 'asc' ? sql`${o} asc nulls last` : sql`${o} desc nulls last`)));
  switch (m.agg) {
    case 'sum':
      return sql`coalesce(sum(${x}), 0)`;
    case 'count':
      return x ? sql`count(${x})` : sql`count(*)`;
    case 'avg':
      return sql`avg(${x})`;
    case 'min':
      return sql`min(${x})`;
    case 'max':
      return sql`max(${x})`;
    // first / last by the date field, then the row id (the same order every time)
    case 'first':
      return order.length ? sql`(array_agg(${x} order by ${byOrder('asc')}))[1]` : sql`min(${x})`;
    case 'last':
      return order.length ? sql`(array_agg(${x} order by ${byOrder('desc')}))[1]` : sql`max(${x})`;
    default:
      throw new Error(`measure ${m.code}: no aggregate`);
  }
}

/** The total of a column of the row set: what adding up its rows means for the measure's aggregate. */
function totalOf(m: ReportMeasure, alias: string, detail: boolean): RawBuilder<unknown> {
  const ref = col('r', alias);
  switch (m.agg) {
    case 'sum':
      return sql`coalesce(sum(${ref}), 0)`;
    // a detail row counts itself; a group's count adds up
    case 'count':
      return detail ? sql`count(${ref})` : sql`coalesce(sum(${ref}), 0)`;
    case 'min':
      return sql`min(${ref})`;
    case 'max':
      return sql`max(${ref})`;
    case 'avg':
      return detail ? sql`avg(${ref})` : sql`null`;
    default:
      return sql`null`;
  }
}

/** Code and name of a reference dimension (`d{i}__c`, `d{i}__n`) from its table, the caller's tenant's rows only. */
function joinReference(qb: AnyQb, i: number, entity: string, id: Expression<unknown>, tenantId: string): AnyQb {
  const r = `r${i}`;
  const code = referenceCodeColumn(entity);
  return qb
    .leftJoin(`${referenceTable(entity)} as ${r}`, (j) => j.on(col(r, 'id'), '=', id).on(`${r}.tenant_id`, '=', tenantId))
    .select([(code ? col(r, code) : sql`null`).as(`d${i}__c`), col(r, referenceNameColumn(entity)).as(`d${i}__n`)]);
}

export function planReport(def: ReportDef, entityOf: EntityLookup, rankType: string | null): ReportPlan {
  const fields = reportFields(def, entityOf);
  const dimensions = dimensionsOf(def, rankType).map((d) => {
    const field = fields.get(d.field)!;
    return { key: dimensionKey(d), field, reference: !!field.quote && !d.bucket && !!referenceTable(field.quote), bucket: !!d.bucket };
  });
  let n = 0;
  const measures = def.measures.map((m) => ({ measure: m, alias: m.formula ? null : `m${n++}`, scale: measureScale(m, measureField(def, m, entityOf)) }));
  const balanceScale = def.balance ? (fields.get(def.balance.of)?.scale ?? 2) : null;
  return { def, dimensions, measures, balanceScale };
}

export function compileReport(db: AnyDb, def: ReportDef, q: ResolvedQuery, entityOf: EntityLookup, tenantId: string, vis?: ReportVisibility): CompiledReport {
  const plan = planReport(def, entityOf, q.rankType);
  const fields = reportFields(def, entityOf);
  const dims = dimensionsOf(def, q.rankType);
  const detail = !!def.detail;
  const balance = detail ? def.balance : undefined;
  const idExpr = rowIdExpr(def, entityOf);
  const dateExpr = def.dateField ? fieldExpr(fields.get(def.dateField)!) : null;
  const order = [dateExpr, idExpr].filter((e): e is Expression<unknown> => e !== null);
  const onSource = (c: Condition) => fieldExpr(c.field);
  // a measure's value per source row: its field, or what its linked lines add up to
  const measureValue = (m: ReportMeasure): Value | null =>
    m.linked ? linkedExpr(db, def, m, entityOf, tenantId) : m.of ? fieldExpr(fields.get(m.of)!) : null;

  // ---- base: one row per group (per source row in a detail report) --------------------------
  // a balance's window must see the rows before the date range: its date conditions wait outside
  let base = where(sourceFrom(db, def, entityOf, tenantId, vis), balance ? q.conditions.filter((c) => !c.onDate) : q.conditions, onSource);
  const groupBy: Expression<unknown>[] = [];
  plan.dimensions.forEach((d, i) => {
    const ref = fieldExpr(d.field);
    const bucket = dims[i].bucket;
    const e: Expression<unknown> = bucket ? sql`to_char(${ref}, ${sql.lit(BUCKET_FORMAT[bucket])})` : ref;
    base = base.select(sql`${e}`.as(`d${i}`));
    groupBy.push(e);
    // a detail row joins its references here; a grouped report names them after grouping (below)
    if (d.reference && detail) base = joinReference(base, i, d.field.quote!, e, tenantId);
  });
  for (const m of plan.measures) {
    if (!m.alias) continue;
    const e = detail ? measureValue(m.measure)! : aggregate(m.measure, measureValue(m.measure), order);
    base = base.select(e.as(m.alias));
  }
  if (detail) {
    if (idExpr) base = base.select(sql`${idExpr}`.as('__id'));
    if (dateExpr) base = base.select(sql`${dateExpr}`.as('__date'));
  } else if (groupBy.length) {
    base = base.groupBy(groupBy);
    const hidden = def.hideZero ? plan.measures.find((m) => m.measure.code === def.hideZero) : undefined;
    if (hidden) base = base.having(sql<boolean>`${aggregate(hidden.measure, measureValue(hidden.measure), order)} <> 0`);
    // group by the ids only, then fetch code and name for the groups: the join and its wider
    // grouping key no longer run over every source row
    if (plan.dimensions.some((d) => d.reference)) {
      let named: AnyQb = db.selectFrom(base.as('g0')).selectAll('g0');
      plan.dimensions.forEach((d, i) => {
        if (d.reference) named = joinReference(named, i, d.field.quote!, col('g0', `d${i}`), tenantId);
      });
      base = named;
    }
  }

  // ---- the row set pages, count and totals read -------------------------------------------
  let set: AnyQb = base;
  const tiebreak: Array<[string, 'asc' | 'desc']> = [];
  if (balance) {
    const partition = balance.partition.map((p) => fieldExpr(fields.get(p)!));
    const within = [...balance.order.map((o) => fieldExpr(fields.get(o)!)), ...(idExpr ? [idExpr] : [])];
    const over = partition.length ? sql`partition by ${sql.join(partition)} order by ${sql.join(within)}` : sql`order by ${sql.join(within)}`;
    base = base.select(sql`sum(${fieldExpr(fields.get(balance.of)!)}) over (${over} rows between unbounded preceding and current row)`.as('balance'));
    partition.forEach((p, i) => {
      base = base.select(sql`${p}`.as(`__bp${i}`));
    });
    within.forEach((o, i) => {
      base = base.select(sql`${o}`.as(`__bo${i}`));
    });
    set = where(db.selectFrom(base.as('b')).selectAll('b'), q.conditions.filter((c) => c.onDate), () => col('b', '__date'));
    // a statement reads in its own order: by partition, then as the balance runs
    partition.forEach((_, i) => {
      tiebreak.push([`__bp${i}`, 'asc']);
    });
    within.forEach((_, i) => {
      tiebreak.push([`__bo${i}`, 'asc']);
    });
  } else if (def.rank) {
    const rankAlias = plan.measures.find((m) => m.measure.code === def.rank!.measure)!.alias!;
    const dimOrder = plan.dimensions.flatMap((d, i) => [...(d.reference ? [sql`${col('g', `d${i}__n`)} asc nulls last`] : []), sql`${col('g', `d${i}`)} asc nulls last`]);
    const rankOrder = sql.join([sql`${col('g', rankAlias)} desc nulls last`, ...dimOrder]);
    set = db
      .selectFrom(base.as('g'))
      .selectAll('g')
      .select(sql`row_number() over (order by ${rankOrder})`.as('rank_no'))
      .orderBy(sql`${col('g', rankAlias)} desc nulls last`)
      .orderBy(sql.join(dimOrder))
      .limit(def.rank.top);
    tiebreak.push(['rank_no', 'asc']);
  } else if (detail) {
    if (dateExpr) tiebreak.push(['__date', 'desc']);
    if (idExpr) tiebreak.push(['__id', 'desc']);
  } else {
    plan.dimensions.forEach((d, i) => {
      if (d.reference) tiebreak.push([`d${i}__n`, 'asc']);
      tiebreak.push([`d${i}`, 'asc']);
    });
  }

  // ---- order: asked for, else declared, else the set's own ------------------------------------
  const sort = q.sort ?? (def.sort ? { key: def.sort.field, dir: def.sort.order } : null);
  const sortBy: Array<[string, 'asc' | 'desc']> = [];
  const byKey = (key: string, dir: 'asc' | 'desc') => {
    const di = plan.dimensions.findIndex((d) => d.key === key);
    if (di >= 0) {
      if (plan.dimensions[di].reference) sortBy.push([`d${di}__n`, dir]);
      sortBy.push([`d${di}`, dir]);
    } else {
      const alias = plan.measures.find((m) => m.measure.code === key)?.alias;
      if (alias) sortBy.push([alias, dir]);
    }
  };
  if (sort) byKey(sort.key, sort.dir);
  for (const t of def.thenBy ?? []) if (t.field !== sort?.key) byKey(t.field, t.order);
  // the set's own order breaks ties, so pages never repeat or skip a row
  const orderBy = [...sortBy.filter(([a], i) => sortBy.findIndex(([b]) => a === b) === i), ...tiebreak.filter(([a]) => !sortBy.some(([b]) => a === b))];
  const rows = (limit: number, offset: number) => {
    let qb = db.selectFrom(set.as('r')).selectAll('r');
    for (const [alias, dir] of orderBy) qb = qb.orderBy(sql`${col('r', alias)} ${sql.raw(dir === 'asc' ? 'asc' : 'desc')} nulls last`);
    return qb.limit(limit).offset(offset);
  };
  const count = db.selectFrom(set.as('r')).select(sql<string>`count(*)`.as('n'));

  // ---- totals: a grouped report aggregates the source again (an average of averages is not the
  // average); a detail, rank or balance report adds up the rows of its set --------------------
  let totals: AnyQb;
  if (!detail && !def.rank) {
    totals = where(sourceFrom(db, def, entityOf, tenantId, vis), q.conditions, onSource);
    for (const m of plan.measures) if (m.alias) totals = totals.select(aggregate(m.measure, measureValue(m.measure), order).as(m.alias));
  } else {
    totals = db.selectFrom(set.as('r'));
    for (const m of plan.measures) if (m.alias) totals = totals.select(totalOf(m.measure, m.alias, detail).as(m.alias));
  }
  if (!plan.measures.some((m) => m.alias)) totals = totals.select(sql`null`.as('none'));

  const windows = plan.measures.filter((m) => m.alias).map((m) => ({ alias: m.alias!, total: windowTotalOf(m.measure, m.alias!, detail) }));
  const pageWithTotals = windows.every((w) => w.total)
    ? (limit: number, offset: number) => {
        let qb = rows(limit, offset).select(sql<string>`count(*) over ()`.as('__n'));
        for (const w of windows) qb = qb.select(w.total!.as(`__t_${w.alias}`));
        return qb;
      }
    : undefined;
  return { plan, rows, count, totals, pageWithTotals };
}
