// quality.Spc/chart: the subgroups, means, ranges, counts and histogram in one SQL statement over
// the inspection readings the caller may see (the tenant, and the data scope and menu limits of
// 来料检验's list), then the limits, capability and rule flags of stats.ts over what it answers.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { callerModel } from '../../../../server/records/context';
import { visibilityOf, visibleFlag } from '../../../../server/records/data-scope';
import { badRequest, notFound } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import type { ChartPoint, ParsedChartQuery, SpcChart } from '../contracts';
import { spcMessage } from '../messages';
import { capability, nelsonRules, pChart, xbarRFromStats } from '../stats';

// biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static DB type
type Db = Kysely<any>;
const BINS = 20;
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** The inspections a query reads: of the scheme's code (every version) or of the material, in the range, visible to the caller. */
async function inspectionFilter(ctx: CallContext, db: Db, T: string, q: ParsedChartQuery): Promise<RawBuilder<boolean>> {
  const vis = await visibilityOf(ctx, await callerModel(ctx, 'QualityIncoming'));
  let target: RawBuilder<boolean>;
  if (q.schemeId !== undefined) {
    const { rows } = await sql<{ code: string }>`select code from quality_scheme where tenant_id = ${T} and id = ${q.schemeId}`.execute(db);
    if (!rows[0]) throw notFound(spcMessage(ctx.lang, 'schemeNotFound', { id: q.schemeId }));
    target = sql<boolean>`i.scheme_id in (select id from quality_scheme where tenant_id = ${T} and code = ${rows[0].code})`;
  } else target = sql<boolean>`i.material_id = ${q.materialId}`;
  const from = q.from ? sql`and coalesce(i.inspect_dt, i.create_dt) >= ${q.from}::date` : sql``;
  const to = q.to ? sql`and coalesce(i.inspect_dt, i.create_dt) < ${q.to}::date + 1` : sql``;
  return sql<boolean>`i.tenant_id = ${T} and ${target} ${from} ${to} and ${visibleFlag(vis, 'i')}`;
}

async function checkItem(ctx: CallContext, db: Db, T: string, itemId: number) {
  const { rows } = await sql<{ code: string; kind: string }>`select code, kind from quality_item where tenant_id = ${T} and id = ${itemId}`.execute(db);
  if (!rows[0]) throw notFound(spcMessage(ctx.lang, 'itemNotFound', { id: itemId }));
  if (rows[0].kind === 'Choice') throw badRequest(spcMessage(ctx.lang, 'itemNotNumeric', { code: rows[0].code }));
}

interface XbarRRow {
  points: Array<{ at: string; mean: number; range: number }>;
  stats: { mu: number | null; sd: number | null; cnt: number };
  total: number;
  spec: { lower: string | null; upper: string | null; standard: string | null } | null;
  hist: Array<{ b: number; n: number }> | null;
  lo: number | null;
  hi: number | null;
}

async function xbarRChart(ctx: CallContext, db: Db, T: string, q: ParsedChartQuery): Promise<SpcChart> {
  const where = await inspectionFilter(ctx, db, T, q);
  await checkItem(ctx, db, T, q.itemId!);
  const n = q.subgroupSize;
  // consecutive readings in inspection order make the subgroups; an unfinished last one is left out
  const { rows } = await sql<{ out: XbarRRow }>`
    with readings as (
      select r.reading::float8 as v, coalesce(i.inspect_dt, i.create_dt) as at, i.id as insp, r.sn, r.id,
             r.lower_limit, r.upper_limit, r.standard_value
        from quality_incoming i join quality_incoming_reading r on r.tenant_id = i.tenant_id and r.owner_id = i.id
       where ${where} and r.item_id = ${q.itemId} and r.reading is not null),
    numbered as (select v, at, (row_number() over (order by at, insp, sn, id) - 1) / ${n} as g from readings),
    groups as (select g, avg(v) as mean, max(v) - min(v) as range, max(at) as at from numbered group by g having count(*) = ${n}),
    chosen as (select * from groups order by g desc limit ${q.limit}),
    picked as (select nb.v from numbered nb join chosen c on c.g = nb.g),
    stats as (select avg(v) as mu, stddev_samp(v) as sd, count(*)::int as cnt, min(v) as lo, max(v) as hi from picked)
    select json_build_object(
      'points', (select coalesce(json_agg(json_build_object('at', at, 'mean', mean, 'range', range) order by g), '[]'::json) from chosen),
      'stats', (select json_build_object('mu', mu, 'sd', sd, 'cnt', cnt) from stats),
      'total', (select count(*) from groups),
      'spec', (select json_build_object('lower', lower_limit::text, 'upper', upper_limit::text, 'standard', standard_value::text) from readings order by at desc, insp desc, sn desc limit 1),
      'lo', (select lo from stats), 'hi', (select hi from stats),
      'hist', (select json_agg(json_build_object('b', b, 'n', c) order by b) from (
          select case when s.hi > s.lo then least(width_bucket(p.v, s.lo, s.hi, ${BINS}), ${BINS}) else 1 end as b, count(*) as c
            from picked p cross join stats s group by 1) h)
    ) as out`.execute(db);
  const r = rows[0].out;
  const limits = xbarRFromStats(n, r.points.map((p) => p.mean), r.points.map((p) => p.range));
  const sigmaX = limits ? (limits.xbar.ucl - limits.xbar.centre) / 3 : 0;
  const sigmaR = limits ? (limits.range.ucl - limits.range.centre) / 3 : 0;
  const xRules = limits ? nelsonRules(r.points.map((p) => p.mean), () => limits.xbar.centre, () => sigmaX) : [];
  const rRules = limits ? nelsonRules(r.points.map((p) => p.range), () => limits.range.centre, () => sigmaR) : [];
  const spec = { lower: num(r.spec?.lower), upper: num(r.spec?.upper), standard: num(r.spec?.standard) };
  const mu = num(r.stats.mu);
  const cap = mu === null ? { cp: null, cpk: null, pp: null, ppk: null } : capability(mu, limits?.sigmaWithin ?? null, num(r.stats.sd), spec.lower, spec.upper);
  const points: ChartPoint[] = r.points.map((p, i) => ({ at: p.at, value: p.mean, range: p.range, rules: xRules[i], rangeRules: rRules[i].filter((k) => k === 1) }));
  return {
    kind: 'xbar-r',
    subgroupSize: n,
    points,
    limits: limits?.xbar ?? null,
    rangeLimits: limits?.range ?? null,
    spec,
    capability: { ...cap, mean: mu, sigmaWithin: limits?.sigmaWithin ?? null, sigmaOverall: num(r.stats.sd), readings: r.stats.cnt },
    histogram: binsOf(r.hist, r.lo, r.hi),
    leftOut: Math.max(0, Number(r.total) - r.points.length),
  };
}

function binsOf(hist: Array<{ b: number; n: number }> | null, lo: number | null, hi: number | null): SpcChart['histogram'] {
  if (!hist?.length || lo === null || hi === null) return [];
  const bins = hi > lo ? BINS : 1;
  const width = hi > lo ? (hi - lo) / BINS : 0;
  const counts = new Map(hist.map((h) => [Number(h.b), Number(h.n)]));
  return Array.from({ length: bins }, (_, k) => ({ from: lo + k * width, to: hi > lo ? lo + (k + 1) * width : hi, count: counts.get(k + 1) ?? 0 }));
}

async function pChartOf(ctx: CallContext, db: Db, T: string, q: ParsedChartQuery): Promise<SpcChart> {
  const where = await inspectionFilter(ctx, db, T, q);
  // judged inspections with something inspected: each a subgroup of its own size
  const { rows } = await sql<{ at: string; size: number; bad: number; total: number }>`
    select at, size, bad, total from (
      select coalesce(i.inspect_dt, i.create_dt) as at, i.id, i.inspected_qty::float8 as size, (i.inspected_qty - coalesce(i.qualified_qty, 0))::float8 as bad,
             count(*) over () as total
        from quality_incoming i where ${where} and i.state = 'Checked' and i.inspected_qty > 0
       order by 1 desc, i.id desc limit ${q.limit}) t order by at, id`.execute(db);
  const p = pChart(rows.map((r) => r.bad), rows.map((r) => r.size));
  const sigma = (i: number) => (p ? (p.points[i].ucl - p.centre) / 3 : 0);
  const rules = p ? nelsonRules(p.points.map((x) => x.p), () => p.centre, sigma) : [];
  const meanSize = rows.length ? rows.reduce((s, r) => s + r.size, 0) / rows.length : 0;
  const spread = p && meanSize ? 3 * Math.sqrt((p.centre * (1 - p.centre)) / meanSize) : 0;
  return {
    kind: 'p',
    subgroupSize: null,
    points: rows.map((r, i) => ({ at: r.at, value: p!.points[i].p, size: r.size, ucl: p!.points[i].ucl, lcl: p!.points[i].lcl, rules: rules[i] })),
    limits: p ? { centre: p.centre, ucl: Math.min(1, p.centre + spread), lcl: Math.max(0, p.centre - spread) } : null,
    rangeLimits: null,
    spec: { lower: null, upper: null, standard: null },
    capability: { cp: null, cpk: null, pp: null, ppk: null, mean: p?.centre ?? null, sigmaWithin: null, sigmaOverall: null, readings: rows.length },
    histogram: [],
    leftOut: Math.max(0, Number(rows[0]?.total ?? 0) - rows.length),
  };
}

export async function spcChart(ctx: CallContext, q: ParsedChartQuery): Promise<SpcChart> {
  const { db, tenantId: T } = session(ctx);
  return q.kind === 'p' ? pChartOf(ctx, db as Db, T, q) : xbarRChart(ctx, db as Db, T, q);
}
