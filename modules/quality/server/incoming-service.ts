// quality.IncomingInspect: the record calls bound to QualityIncoming (its hooks hold the save
// rules), judge and exempt. Judging, in one transaction over the locked inspection: every item
// read (never a judgement without readings), something inspected, a full inspection's every
// barcode judged, no barcode of the batch in stock yet; then the lot's result — a full
// inspection's from its barcodes, a sampled one's from its nonconforming count against Ac (or
// the scheme's pass mark when it has no sampling plan) and its key items — set on the barcodes
// through the record layer (quality result, no longer awaiting inspection), and the sampling
// plan's switching state moved by the lot.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refuse } from '../../../server/modules/hooks';
import { callerModel, writerOf } from '../../../server/records/context';
import { implementDocument } from '../../../server/records/document-service';
import { modelFor } from '../../../server/records/tenant-models';
import { builtinModel } from '../../../server/records/model';
import { type AnyTrx, lockWritableIds, modifyRecord, type Writer } from '../../../server/records/write';
import type { CallContext } from '../../../server/rpc/registry';
import { incomingInspect } from '../contracts';
import { INCOMING_STATES, INSPECT_RESULTS } from '../entities/options';
import { labelOf, qm } from '../messages';
import { afterLot } from '../sampling/switching';
import { choiceAnswers, readingQualified, systemWriter } from './incoming-rules';
import { type Row, rowsChanged } from './records';
import { planRow, stateOf } from './sample-service';

const idsOf = (arg: number[] | { ids: number[] }) => [...new Set(Array.isArray(arg) ? arg : arg.ids)];

async function lockInspection(trx: AnyTrx, w: Writer, id: number): Promise<Row> {
  // an inspection outside the caller's data scope is, to the caller, one that does not exist
  if (!(await lockWritableIds(trx, w, builtinModel('QualityIncoming')!, [id])).has(id)) refuse(qm(w.lang, 'inspectionNotFound', { id }), 11);
  const { rows } = await sql<Row>`select * from quality_incoming where tenant_id = ${w.tenantId} and id = ${id} for update`.execute(trx);
  if (!rows[0]) refuse(qm(w.lang, 'inspectionNotFound', { id }), 11);
  return rows[0];
}

/** The arrival's barcodes get the judgement: their quality result, and they no longer wait for inspection. */
async function setBarcodes(trx: AnyTrx, w: Writer, results: Map<string, string>) {
  if (!results.size) return;
  const model = await modelFor(trx as never, w.tenantId, 'Barcode', w.lang);
  const { rows } = await sql<{ id: number; code: string; version: number; state: string | null }>`
    select id::int as id, code, version, state from barcode_barcode where tenant_id = ${w.tenantId} and code in (${sql.join([...results.keys()])}) for update`.execute(trx);
  for (const b of rows) {
    await modifyRecord(w, model, b.id, { version: b.version, quality_result: results.get(b.code), state: b.state === 'Pending' ? null : b.state }, trx);
  }
}

async function refuseBatchInStock(trx: AnyTrx, w: Writer, batch: string) {
  const { rows } = await sql<{ code: string }>`
    select code from barcode_barcode where tenant_id = ${w.tenantId} and arrival_batch = ${batch} and state = 'InStock' order by code limit 1`.execute(trx);
  if (rows.length) refuse(qm(w.lang, 'batchInStock', { batch, code: rows[0].code }), 409);
}

async function lotResult(trx: AnyTrx, w: Writer, insp: Row, readings: Row[], barcodes: Row[]): Promise<{ result: string; perBarcode: Map<string, string>; defects: number }> {
  const code = String(insp.code);
  if (insp.inspect_method === 'Full') {
    const open = barcodes.filter((b) => b.result !== 'Qualified' && b.result !== 'Unqualified').map((b) => String(b.code));
    if (open.length) refuse(qm(w.lang, 'fullNeedsAll', { codes: open.join(', ') }), 409);
    const perBarcode = new Map(barcodes.map((b) => [String(b.code), String(b.result)]));
    const bad = barcodes.filter((b) => b.result === 'Unqualified').length;
    return { result: bad ? 'Unqualified' : 'Qualified', perBarcode, defects: bad };
  }
  const inspected = new Big(String(insp.inspected_qty ?? 0));
  if (inspected.lte(0)) refuse(qm(w.lang, 'nothingInspected', { code }), 409);
  const defects = inspected.minus(String(insp.qualified_qty ?? 0));
  let accepted: boolean;
  if (insp.ac != null) accepted = defects.lte(Number(insp.ac));
  else {
    const { rows } = await sql<{ measure: string; measure_value: string }>`select measure, measure_value::text from quality_scheme where tenant_id = ${w.tenantId} and id = ${insp.scheme_id}`.execute(trx);
    const s = rows[0];
    const qualified = new Big(String(insp.qualified_qty ?? 0));
    accepted = !s || (s.measure === 'QualifiedNumber' ? qualified.gte(s.measure_value) : qualified.times(100).div(inspected).gte(s.measure_value));
  }
  // a key item out of its limits rejects the lot whatever the count
  if (readings.some((r) => r.key_item && r.qualified === false)) accepted = false;
  const result = accepted ? 'Qualified' : 'Unqualified';
  return { result, perBarcode: new Map(barcodes.map((b) => [String(b.code), result])), defects: defects.round(0, Big.roundUp).toNumber() };
}

async function judge(ctx: CallContext, arg: number | { ids: number[] }) {
  const id = typeof arg === 'number' ? arg : arg.ids[0];
  const model = await callerModel(ctx, 'QualityIncoming');
  const caller = await writerOf(ctx, model);
  const lang = ctx.lang;
  const answer = await caller.db.transaction().execute(async (trx) => {
    const insp = await lockInspection(trx, caller, id);
    const code = String(insp.code);
    if (insp.state === 'Checked' || insp.state === 'Exempt') refuse(qm(lang, 'judged', { code }), 409);
    const T = caller.tenantId;
    const { rows: readings } = await sql<Row>`select * from quality_incoming_reading where tenant_id = ${T} and owner_id = ${id} order by sn, id`.execute(trx);
    const { rows: barcodes } = await sql<Row>`select * from quality_incoming_barcode where tenant_id = ${T} and owner_id = ${id} order by sn, id`.execute(trx);
    const answers = await choiceAnswers({ trx }, T, readings.map((r) => Number(r.item_id)));
    const judged = readings.map((r): Row => ({ ...r, qualified: readingQualified(r, answers.get(Number(r.item_id))) }));
    if (!judged.some((r) => r.qualified !== null)) refuse(qm(lang, 'noReadings', { code }), 409);
    const missing = judged.find((r) => r.qualified === null);
    if (missing) {
      const { rows } = await sql<{ code: string }>`select code from quality_item where tenant_id = ${T} and id = ${missing.item_id}`.execute(trx);
      refuse(qm(lang, 'readingMissing', { item: rows[0]?.code ?? String(missing.item_id) }), 409);
    }
    await refuseBatchInStock(trx, caller, String(insp.arrival_batch));
    const { result, perBarcode, defects } = await lotResult(trx, caller, insp, judged, barcodes);
    const sys = systemWriter(caller);
    await setBarcodes(trx, sys, perBarcode);
    for (const b of barcodes) await sql`update quality_incoming_barcode set result = ${perBarcode.get(String(b.code))} where tenant_id = ${T} and id = ${b.id}`.execute(trx);
    await sql`update quality_incoming set state = 'Checked', result = ${result}, inspector = ${caller.userName}, inspect_dt = now(), version = version + 1,
        modify_id = ${caller.userId}, modify_name = ${caller.userName}, modify_dt = now() where tenant_id = ${T} and id = ${id}`.execute(trx);
    await moveSwitching(trx, caller, insp, result === 'Qualified', defects);
    return { msg: qm(lang, 'judgedDone', { code, result: labelOf(lang, INSPECT_RESULTS, result) }), result };
  });
  rowsChanged(caller.tenantId, 'QualityIncoming', 'QualitySamplePlan');
  return answer;
}

/** The lot moves its sampling plan's switching state (a plan with switching rules only). */
async function moveSwitching(trx: AnyTrx, w: Writer, insp: Row, accepted: boolean, defects: number) {
  if (insp.ac == null) return;
  const { rows } = await sql<{ sample_plan_id: number | null }>`select sample_plan_id::int as sample_plan_id from quality_scheme where tenant_id = ${w.tenantId} and id = ${insp.scheme_id}`.execute(trx);
  const planId = rows[0]?.sample_plan_id;
  const plan = planId ? await planRow(trx, w.tenantId, { id: planId }) : null;
  if (!plan?.switching) return;
  // Ac 2 or more: would the lot pass one AQL step tighter — at the same sample, one acceptance number lower
  const next = afterLot(stateOf(plan), { accepted, ac: Number(insp.ac), acceptedOneStepTighter: defects <= Number(insp.ac) - 1 }, { reducedAllowed: plan.reduced_allowed });
  await sql`update quality_sample_plan set severity = ${next.severity}, switching_state = ${JSON.stringify(next)} where tenant_id = ${w.tenantId} and id = ${plan.id}`.execute(trx);
}

async function exempt(ctx: CallContext, arg: number[] | { ids: number[] }) {
  const model = await callerModel(ctx, 'QualityIncoming');
  const caller = await writerOf(ctx, model);
  const ids = idsOf(arg);
  await caller.db.transaction().execute(async (trx) => {
    for (const id of ids) {
      const insp = await lockInspection(trx, caller, id);
      if (insp.state !== 'Pending') refuse(qm(ctx.lang, 'exemptOnlyPending', { code: String(insp.code), state: labelOf(ctx.lang, INCOMING_STATES, insp.state) }), 409);
      const { rows: barcodes } = await sql<{ code: string }>`select code from quality_incoming_barcode where tenant_id = ${caller.tenantId} and owner_id = ${id}`.execute(trx);
      await setBarcodes(trx, systemWriter(caller), new Map(barcodes.map((b) => [b.code, 'Exempt'])));
      await sql`update quality_incoming_barcode set result = 'Exempt' where tenant_id = ${caller.tenantId} and owner_id = ${id}`.execute(trx);
      await sql`update quality_incoming set state = 'Exempt', result = 'Exempt', inspector = ${caller.userName}, inspect_dt = now(), version = version + 1,
          modify_id = ${caller.userId}, modify_name = ${caller.userName}, modify_dt = now() where tenant_id = ${caller.tenantId} and id = ${id}`.execute(trx);
    }
  });
  rowsChanged(caller.tenantId, 'QualityIncoming');
  return { msg: qm(ctx.lang, 'exempted', { n: ids.length }), updated: ids.length };
}

export const incomingInspectService = implementDocument(incomingInspect, {
  judge: (ctx, [arg]) => judge(ctx, arg),
  exempt: (ctx, [arg]) => exempt(ctx, arg),
});
