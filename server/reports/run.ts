// Runs a compiled report and shapes its rows for the wire: references as {id, code, name} (as
// list rows answer them), dates as 'YYYY-MM-DD', measures as decimal strings rounded to their
// scale (numeric stays a string from PostgreSQL to here: money never passes through a float),
// formulas evaluated over the aggregated row with the compute evaluator, decimal-exact.
import { entityByCode } from '../modules/catalogue';
import { compile } from '../../schemas/compute/expr';
import { Big, dec, round } from '../../schemas/compute/decimal';
import type { ReportDef } from '../../schemas/reports/define';
import type { EntityLookup } from '../../schemas/reports/fields';
import type { ParsedReportQuery, ReportPage, ReportRow } from '../../schemas/rpc/report';
import type { Lang } from '../i18n';
import { compileReport, type CompiledReport, type ReportPlan } from './compile';
import { type ResolvedQuery, resolveQuery } from './query';
import type { AnyDb } from './source';
import { checkHiddenNames, type ReportVisibility } from './visibility';

export const builtinEntityOf: EntityLookup = (code) => entityByCode(code);

/** A decimal at its scale ('1234.50'), or null. */
export function decimalText(value: unknown, scale: number): string | null {
  const d = value instanceof Big ? value : dec(value);
  return d === null ? null : round(d, scale).toFixed(scale);
}

function dimensionValue(plan: ReportPlan, i: number, raw: Record<string, unknown>): unknown {
  const d = plan.dimensions[i];
  const v = raw[`d${i}`];
  if (v === null || v === undefined) return null;
  if (d.reference) return { id: Number(v), code: (raw[`d${i}__c`] as string | null) ?? null, name: (raw[`d${i}__n`] as string | null) ?? null };
  if (v instanceof Date) return v.toISOString();
  return v;
}

/** Measures of a row (or of the totals): aggregates at their scale, formulas over the unrounded values before them. */
function measureValues(plan: ReportPlan, raw: Record<string, unknown>, out: ReportRow): void {
  const exact = new Map<string, unknown>();
  for (const m of plan.measures) {
    let v: unknown;
    if (m.alias) v = raw[m.alias];
    else {
      const r = compile(m.measure.formula!).evaluate({ field: (name) => exact.get(name) ?? null });
      v = r instanceof Big ? r : null;
    }
    exact.set(m.measure.code, v);
    out[m.measure.code] = decimalText(v, m.scale);
  }
}

export function shapeRow(plan: ReportPlan, raw: Record<string, unknown>): ReportRow {
  const out: ReportRow = {};
  if (raw.rank_no !== undefined) out.rankNo = Number(raw.rank_no);
  plan.dimensions.forEach((d, i) => {
    out[d.key] = dimensionValue(plan, i, raw);
  });
  measureValues(plan, raw, out);
  if (plan.balanceScale !== null) out.balance = decimalText(raw.balance, plan.balanceScale);
  return out;
}

export function shapeTotals(plan: ReportPlan, raw: Record<string, unknown> | undefined): ReportRow {
  const out: ReportRow = {};
  measureValues(plan, raw ?? {}, out);
  return out;
}

export interface RunOptions {
  tenantId: string;
  lang: Lang;
  entityOf?: EntityLookup;
  /** the day default ranges end on (tests pin it) */
  today?: Date;
  /** the caller's visibility (visibility.ts): a report counts only the rows it may see */
  vis?: ReportVisibility;
}

/** The compiled SQL of a query, checked (400 naming the argument for anything the report does not declare). */
export function prepareReport(db: AnyDb, def: ReportDef, query: ParsedReportQuery, opts: RunOptions): { compiled: CompiledReport; query: ResolvedQuery } {
  const entityOf = opts.entityOf ?? builtinEntityOf;
  checkHiddenNames(def, query, opts.vis, entityOf, opts.lang);
  const q = resolveQuery(def, query, entityOf, opts.lang, opts.today);
  return { compiled: compileReport(db, def, q, entityOf, opts.tenantId, opts.vis), query: q };
}

/** One page of a report with its total count of rows (groups) and its totals. */
export async function runReport(db: AnyDb, def: ReportDef, query: ParsedReportQuery, opts: RunOptions): Promise<ReportPage> {
  const { compiled, query: q } = prepareReport(db, def, query, opts);
  const { page, pageSize } = q;
  if (compiled.pageWithTotals) {
    const found = (await compiled.pageWithTotals(pageSize, (page - 1) * pageSize).execute()) as Array<Record<string, unknown>>;
    // past the last page the windows have no row to ride on: ask for count and totals on their own
    if (found.length) {
      const totals = Object.fromEntries(compiled.plan.measures.filter((m) => m.alias).map((m) => [m.alias!, found[0][`__t_${m.alias}`]]));
      return { total: Number(found[0].__n), page, pageSize, itemList: found.map((r) => shapeRow(compiled.plan, r)), totals: shapeTotals(compiled.plan, totals) };
    }
  }
  const [rows, counted, totals] = await Promise.all([
    compiled.rows(pageSize, (page - 1) * pageSize).execute(),
    compiled.count.executeTakeFirst(),
    compiled.totals.executeTakeFirst(),
  ]);
  return {
    total: Number((counted as { n?: string } | undefined)?.n ?? 0),
    page,
    pageSize,
    itemList: rows.map((r) => shapeRow(compiled.plan, r as Record<string, unknown>)),
    totals: shapeTotals(compiled.plan, totals as Record<string, unknown> | undefined),
  };
}
