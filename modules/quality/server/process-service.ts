// quality.ProcessInspect: the record calls bound to QualityProcess (its hooks hold the save rules),
// judge and reinspect. Judging, in one transaction over the locked inspection, by the incoming
// lot's rules (server/judgement.ts): every item read, something inspected, the count against Ac
// or the scheme's pass mark, a key item out of its limits rejecting; the sampling plan's
// switching moves by the result. Re-inspection (复检) of a rejected inspection: a new inspection
// of the same report with the scheme's items to read again — once, where the material's settings
// allow it (允许复检); a rejected first piece may always be inspected again, since its operation
// takes no more reports until one passes.
import { sql } from 'kysely';
import type { Lang } from '../../../server/i18n';
import { refuse } from '../../../server/modules/hooks';
import { callerModel, writerOf } from '../../../server/records/context';
import { implementDocument } from '../../../server/records/document-service';
import { readRecord } from '../../../server/records/read';
import { modelFor } from '../../../server/records/tenant-models';
import { type AnyTrx, createRecord, type Writer } from '../../../server/records/write';
import type { CallContext } from '../../../server/rpc/registry';
import { processInspect } from '../contracts';
import { INSPECT_RESULTS } from '../entities/options';
import { labelOf, qm } from '../messages';
import { systemWriter } from './incoming-rules';
import { checkedReadings, lockInspectionRow, moveSwitching, sampledResult } from './judgement';
import { settingsOf } from './process-rules';
import { type Row, rowsChanged } from './records';

interface Locked {
  trx: AnyTrx;
  caller: Writer;
  insp: Row;
  id: number;
  code: string;
  lang: Lang;
  T: string;
}

/** One call's transaction over the locked inspection; the lists' counts forgotten after it. */
async function onLocked<R>(ctx: CallContext, arg: number | { ids: number[] }, body: (x: Locked) => Promise<R>): Promise<R> {
  const id = typeof arg === 'number' ? arg : arg.ids[0];
  const caller = await writerOf(ctx, await callerModel(ctx, 'QualityProcess'));
  const answer = await caller.db.transaction().execute(async (trx) => {
    const insp = await lockInspectionRow(trx, caller, 'QualityProcess', 'quality_process', id, 'processNotFound');
    return body({ trx, caller, insp, id, code: String(insp.code), lang: ctx.lang, T: caller.tenantId });
  });
  rowsChanged(caller.tenantId, 'QualityProcess', 'QualitySamplePlan');
  return answer;
}

function judge(ctx: CallContext, arg: number | { ids: number[] }) {
  return onLocked(ctx, arg, async ({ trx, caller, insp, id, code, lang, T }) => {
    if (insp.state === 'Checked') refuse(qm(lang, 'processJudged', { code }), 409);
    const readings = await checkedReadings(trx, caller, 'quality_process_reading', id, code, 'processNoReadings');
    const { accepted, defects } = await sampledResult(trx, caller, insp, readings);
    const result = accepted ? 'Qualified' : 'Unqualified';
    await sql`update quality_process set state = 'Checked', result = ${result}, inspector = ${caller.userName}, inspect_dt = now(), version = version + 1,
        modify_id = ${caller.userId}, modify_name = ${caller.userName}, modify_dt = now() where tenant_id = ${T} and id = ${id}`.execute(trx);
    await moveSwitching(trx, caller, insp, accepted, defects);
    return { msg: qm(lang, 'processJudgedDone', { code, result: labelOf(lang, INSPECT_RESULTS, result) }), result };
  });
}

function reinspect(ctx: CallContext, arg: number | { ids: number[] }) {
  return onLocked(ctx, arg, async ({ trx, caller, insp, id, code, lang, T }) => {
    if (insp.result !== 'Unqualified') refuse(qm(lang, 'reinspectOnlyRejected', { code }), 409);
    const { rows: again } = await sql<{ code: string }>`select code from quality_process where tenant_id = ${T} and reinspect_of = ${id} order by id limit 1`.execute(trx);
    if (again[0]) refuse(qm(lang, 'reinspectedOnce', { code, again: again[0].code }), 409);
    if (insp.kind !== 'FirstPiece') {
      const settings = await settingsOf(trx, T, Number(insp.material_id));
      const { rows: m } = await sql<{ code: string }>`select code from mdm_material where tenant_id = ${T} and id = ${insp.material_id}`.execute(trx);
      if (!settings.requality) refuse(qm(lang, 'reinspectNotAllowed', { code, material: m[0]?.code ?? '' }), 409);
      if (insp.reinspect_of) refuse(qm(lang, 'reinspectedOnce', { code, again: code }), 409);
    }
    const { rows: lines } = await sql<Row>`select item_id::int as item_id, standard_value, lower_limit, upper_limit, key_item from quality_process_reading
      where tenant_id = ${T} and owner_id = ${id} order by sn, id`.execute(trx);
    const w = systemWriter(caller);
    const model = await modelFor(trx as never, T, 'QualityProcess', lang);
    const created = await createRecord(w, model, { readings: lines }, trx);
    await sql`update quality_process n set kind = o.kind, state = 'Pending', result = 'Wait', order_id = o.order_id, op_id = o.op_id, process_id = o.process_id, output_id = o.output_id,
        material_id = o.material_id, scheme_id = o.scheme_id, report_qty = o.report_qty, sample_size = o.sample_size, ac = o.ac, re = o.re, reinspect_of = o.id
      from quality_process o where n.tenant_id = ${T} and n.id = ${created.id} and o.tenant_id = ${T} and o.id = ${id}`.execute(trx);
    return readRecord(trx, model, Number(created.id), lang);
  });
}

export const processInspectService = implementDocument(processInspect, {
  judge: (ctx, [arg]) => judge(ctx, arg),
  reinspect: (ctx, [arg]) => reinspect(ctx, arg),
});
