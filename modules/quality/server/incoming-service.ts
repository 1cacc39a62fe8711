// quality.IncomingInspect: the record calls bound to QualityIncoming (its hooks hold the save
// rules), judge and exempt. Judging, in one transaction over the locked inspection: every item
// read (never a judgement without readings), something inspected, a full inspection's every
// barcode judged, no barcode of the batch in stock yet; then the lot's result — a full
// inspection's from its barcodes, a sampled one's from its nonconforming count against Ac (or
// the scheme's pass mark when it has no sampling plan) and its key items — set on the barcodes
// through the record layer (quality result, no longer awaiting inspection), and the sampling
// plan's switching state moved by the lot.
import { sql } from 'kysely';
import { refuse } from '../../../server/modules/hooks';
import { callerModel, writerOf } from '../../../server/records/context';
import { implementDocument } from '../../../server/records/document-service';
import type { AnyTrx, Writer } from '../../../server/records/write';
import type { CallContext } from '../../../server/rpc/registry';
import { incomingInspect } from '../contracts';
import { INCOMING_STATES, INSPECT_RESULTS } from '../entities/options';
import { labelOf, qm } from '../messages';
import { systemWriter } from './incoming-rules';
import { checkedReadings, lockInspectionRow, moveSwitching, refuseBatchInStock, sampledResult, setBarcodes } from './judgement';
import { type Row, rowsChanged } from './records';
import { stage, stagesStarted } from './stage-service';

const idsOf = (arg: number[] | { ids: number[] }) => [...new Set(Array.isArray(arg) ? arg : arg.ids)];

const lockInspection = (trx: AnyTrx, w: Writer, id: number) => lockInspectionRow(trx, w, 'QualityIncoming', 'quality_incoming', id, 'inspectionNotFound');

async function lotResult(trx: AnyTrx, w: Writer, insp: Row, readings: Row[], barcodes: Row[]): Promise<{ result: string; perBarcode: Map<string, string>; defects: number }> {
  if (insp.inspect_method === 'Full') {
    const open = barcodes.filter((b) => b.result !== 'Qualified' && b.result !== 'Unqualified').map((b) => String(b.code));
    if (open.length) refuse(qm(w.lang, 'fullNeedsAll', { codes: open.join(', ') }), 409);
    const perBarcode = new Map(barcodes.map((b) => [String(b.code), String(b.result)]));
    const bad = barcodes.filter((b) => b.result === 'Unqualified').length;
    return { result: bad ? 'Unqualified' : 'Qualified', perBarcode, defects: bad };
  }
  const { accepted, defects } = await sampledResult(trx, w, insp, readings);
  const result = accepted ? 'Qualified' : 'Unqualified';
  return { result, perBarcode: new Map(barcodes.map((b) => [String(b.code), result])), defects };
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
    if (await stagesStarted(trx, T, id)) refuse(qm(lang, 'judgeStaged', { code }), 409);
    const judged = await checkedReadings(trx, caller, 'quality_incoming_reading', id, code);
    const { rows: barcodes } = await sql<Row>`select * from quality_incoming_barcode where tenant_id = ${T} and owner_id = ${id} order by sn, id`.execute(trx);
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
  stage: (ctx, [arg]) => stage(ctx, arg),
});
