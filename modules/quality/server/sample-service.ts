// quality.Sample: a lot's plan by the standard's tables — alone (table), or under a sampling
// plan record (plan), read at the severity its switching rules stand at. Reading a plan changes
// nothing; the judged inspections move the switching state (recordLot).
import { sql } from 'kysely';
import { badRequest, notFound } from '../../../server/rpc/errors';
import { implement } from '../../../server/modules/types';
import { session } from '../../../server/rpc/registry';
import { type LotPlan, qualitySample } from '../contracts';
import { qm } from '../messages';
import { SamplingError, samplingPlan } from '../sampling/plan';
import { START, type SwitchingState } from '../sampling/switching';
import type { Aql, InspectionLevel } from '../sampling/tables';

export interface PlanRow {
  id: number;
  code: string;
  inspect_level: InspectionLevel;
  aql: Aql;
  switching: boolean;
  reduced_allowed: boolean;
  switching_state: string | null;
}

/** The switching state a plan record keeps (a plan without switching stays on normal inspection). */
export function stateOf(p: Pick<PlanRow, 'switching' | 'switching_state'>): SwitchingState {
  if (!p.switching || !p.switching_state) return START;
  try {
    return { ...START, ...(JSON.parse(p.switching_state) as Partial<SwitchingState>) };
  } catch {
    return START;
  }
}

/** The lot's plan under a plan record; a discontinued scheme is sampled tightened (it resumes there). */
export function lotPlan(p: PlanRow, lotSize: number): LotPlan {
  const state = stateOf(p);
  const severity = state.severity === 'Discontinued' ? 'Tightened' : state.severity;
  return { ...samplingPlan({ lotSize, level: p.inspect_level, aql: p.aql, severity }), planId: p.id, code: p.code, level: p.inspect_level, aql: p.aql, severity: state.severity };
}

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
export async function planRow(db: any, tenantId: string, by: { id?: number; code?: string }): Promise<PlanRow | null> {
  const { rows } = await sql<PlanRow>`
    select id::int as id, code, inspect_level, aql, coalesce(switching, false) as switching, coalesce(reduced_allowed, false) as reduced_allowed, switching_state
      from quality_sample_plan where tenant_id = ${tenantId} and ${by.id !== undefined ? sql`id = ${by.id}` : sql`code = ${by.code ?? ''}`}`.execute(db);
  return rows[0] ?? null;
}

const withSamplingErrors = <T>(f: () => T): T => {
  try {
    return f();
  } catch (e) {
    if (e instanceof SamplingError) throw badRequest(e.message);
    throw e;
  }
};

export const qualitySampleService = implement(qualitySample, {
  async plan(ctx, [q]) {
    const s = session(ctx);
    const row = await planRow(s.db, s.tenantId, { id: q.planId, code: q.code });
    if (!row) throw notFound(qm(ctx.lang, 'planNotFound', { id: String(q.planId ?? q.code) }));
    return withSamplingErrors(() => lotPlan(row, q.lotSize));
  },
  async table(_ctx, [q]) {
    return withSamplingErrors(() => samplingPlan({ lotSize: q.lotSize, level: q.level, aql: q.aql, severity: q.severity ?? 'Normal' }));
  },
});
