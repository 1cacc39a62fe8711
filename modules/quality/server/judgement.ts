// What every quality judgement shares (incoming lots, their stages, in-process inspections, releases
// and adjustments): the locked inspection, its readings judged against limits and answers (never
// a judgement without readings, nor with one missing), the barcodes' quality result set through
// the record layer, and the refusal to judge a batch with a barcode already in stock.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refuse } from '../../../server/modules/hooks';
import { builtinModel } from '../../../server/records/model';
import { modelFor } from '../../../server/records/tenant-models';
import { type AnyTrx, lockWritableIds, modifyRecord, type Writer } from '../../../server/records/write';
import { type QualityMessage, qm } from '../messages';
import { afterLot } from '../sampling/switching';
import { choiceAnswers, readingQualified } from './reading-rules';
import type { Row } from './records';
import { planRow, stateOf } from './sample-service';

/** The record of `entity` in `table`, locked; one outside the caller's data scope does not exist to the caller. */
export async function lockInspectionRow(trx: AnyTrx, w: Writer, entity: string, table: string, id: number, notFound: QualityMessage): Promise<Row> {
  if (!(await lockWritableIds(trx, w, builtinModel(entity)!, [id])).has(id)) refuse(qm(w.lang, notFound, { id }), 11);
  const { rows } = await sql<Row>`select * from ${sql.table(table)} where tenant_id = ${w.tenantId} and id = ${id} for update`.execute(trx);
  if (!rows[0]) refuse(qm(w.lang, notFound, { id }), 11);
  return rows[0];
}

/**
 * The readings of an inspection (rows of `table` owned by `ownerId`) judged against their limits
 * and answers: refused when none is read (`code` names the inspection) or one is still missing.
 */
export async function checkedReadings(trx: AnyTrx, w: Writer, table: string, ownerId: number, code: string, noReadings: QualityMessage = 'noReadings'): Promise<Row[]> {
  const T = w.tenantId;
  const { rows: readings } = await sql<Row>`select * from ${sql.table(table)} where tenant_id = ${T} and owner_id = ${ownerId} order by sn, id`.execute(trx);
  const answers = await choiceAnswers({ trx }, T, readings.map((r) => Number(r.item_id)));
  const judged = readings.map((r): Row => ({ ...r, qualified: readingQualified(r, answers.get(Number(r.item_id))) }));
  if (!judged.some((r) => r.qualified !== null)) refuse(qm(w.lang, noReadings, { code }), 409);
  const missing = judged.find((r) => r.qualified === null);
  if (missing) {
    const { rows } = await sql<{ code: string }>`select code from quality_item where tenant_id = ${T} and id = ${missing.item_id}`.execute(trx);
    refuse(qm(w.lang, 'readingMissing', { item: rows[0]?.code ?? String(missing.item_id) }), 409);
  }
  return judged;
}

/** The barcodes get their quality result (by code) and no longer wait for inspection, through the record layer. */
export async function setBarcodes(trx: AnyTrx, w: Writer, results: Map<string, string>): Promise<void> {
  await writeBarcodes(trx, w, new Map([...results].map(([code, result]) => [code, { result }])));
}

/**
 * The barcodes' quality result (and, when given, their state — else a barcode waiting for
 * inspection waits no more), through the record layer, locked in code order.
 */
export async function writeBarcodes(trx: AnyTrx, w: Writer, changes: Map<string, { result: string | null; state?: string | null }>): Promise<void> {
  if (!changes.size) return;
  const model = await modelFor(trx as never, w.tenantId, 'Barcode', w.lang);
  const { rows } = await sql<{ id: number; code: string; version: number; state: string | null }>`
    select id::int as id, code, version, state from barcode_barcode where tenant_id = ${w.tenantId} and code in (${sql.join([...changes.keys()])}) order by id for update`.execute(trx);
  for (const b of rows) {
    const c = changes.get(b.code)!;
    const state = c.state !== undefined ? c.state : b.state === 'Pending' ? null : b.state;
    await modifyRecord(w, model, b.id, { version: b.version, quality_result: c.result, state }, trx);
  }
}

/** A batch with a barcode in stock is past its inspection (the stock-in read the result already). */
export async function refuseBatchInStock(trx: AnyTrx, w: Writer, batch: string): Promise<void> {
  const { rows } = await sql<{ code: string }>`
    select code from barcode_barcode where tenant_id = ${w.tenantId} and arrival_batch = ${batch} and state = 'InStock' order by code limit 1`.execute(trx);
  if (rows.length) refuse(qm(w.lang, 'batchInStock', { batch, code: rows[0].code }), 409);
}

/**
 * A sampled inspection's verdict: its nonconforming count (inspected less qualified) against Ac,
 * or, without a sampling plan, the scheme's pass mark (合格率 / 合格数); a key item out of its
 * limits rejects whatever the count. Refused when nothing was inspected.
 */
export async function sampledResult(trx: AnyTrx, w: Writer, insp: Row, readings: Row[]): Promise<{ accepted: boolean; defects: number }> {
  const inspected = new Big(String(insp.inspected_qty ?? 0));
  if (inspected.lte(0)) refuse(qm(w.lang, 'nothingInspected', { code: String(insp.code) }), 409);
  const qualified = new Big(String(insp.qualified_qty ?? 0));
  const defects = inspected.minus(qualified);
  let accepted: boolean;
  if (insp.ac != null) accepted = defects.lte(Number(insp.ac));
  else {
    const { rows } = await sql<{ measure: string; measure_value: string }>`select measure, measure_value::text from quality_scheme where tenant_id = ${w.tenantId} and id = ${insp.scheme_id}`.execute(trx);
    const s = rows[0];
    accepted = !s || (s.measure === 'QualifiedNumber' ? qualified.gte(s.measure_value) : qualified.times(100).div(inspected).gte(s.measure_value));
  }
  if (readings.some((r) => r.key_item && r.qualified === false)) accepted = false;
  return { accepted, defects: defects.round(0, Big.roundUp).toNumber() };
}

/** The lot moves its sampling plan's switching state (a plan with switching rules only). */
export async function moveSwitching(trx: AnyTrx, w: Writer, insp: Row, accepted: boolean, defects: number) {
  if (insp.ac == null) return;
  const { rows } = await sql<{ sample_plan_id: number | null }>`select sample_plan_id::int as sample_plan_id from quality_scheme where tenant_id = ${w.tenantId} and id = ${insp.scheme_id}`.execute(trx);
  const planId = rows[0]?.sample_plan_id;
  const plan = planId ? await planRow(trx, w.tenantId, { id: planId }) : null;
  if (!plan?.switching) return;
  // Ac 2 or more: would the lot pass one AQL step tighter — at the same sample, one acceptance number lower
  const next = afterLot(stateOf(plan), { accepted, ac: Number(insp.ac), acceptedOneStepTighter: defects <= Number(insp.ac) - 1 }, { reducedAllowed: plan.reduced_allowed });
  await sql`update quality_sample_plan set severity = ${next.severity}, switching_state = ${JSON.stringify(next)} where tenant_id = ${w.tenantId} and id = ${plan.id}`.execute(trx);
}

