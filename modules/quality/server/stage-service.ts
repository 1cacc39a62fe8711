// 分批检验: a lot inspected in stages (100 of 1,000 now, 200 later). One stage, in one transaction
// over the locked inspection: every item read (a stage is a judgement: never without readings),
// no barcode of the batch in stock, each barcode named once, on this inspection, with accepted +
// rejected above 0 and within what of it is still pending. The stage's rows are written (never
// changed after: the inspection's save hook refuses it), each barcode's inspected / accepted /
// rejected / pending quantities and the lot's move (decimal-exact), a barcode with nothing left
// pending gets its quality result in this transaction (any rejected part makes it unqualified),
// and the inspection is checked when nothing of the lot is pending.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refuse } from '../../../server/modules/hooks';
import { callerModel, writerOf } from '../../../server/records/context';
import type { AnyTrx } from '../../../server/records/write';
import type { CallContext } from '../../../server/rpc/registry';
import type { StageAnswer, StageArgs } from '../contracts';
import { INSPECT_RESULTS } from '../entities/options';
import { labelOf, qm } from '../messages';
import { systemWriter } from './incoming-rules';
import { checkedReadings, lockInspectionRow, refuseBatchInStock, setBarcodes } from './judgement';
import { type Row, rowsChanged } from './records';

const JUDGED = new Set(['Checked', 'Exempt']);

/** Has any stage of this inspection been judged? */
export async function stagesStarted(trx: AnyTrx, tenantId: string, id: number): Promise<boolean> {
  const { rows } = await sql`select 1 from quality_incoming_stage where tenant_id = ${tenantId} and owner_id = ${id} limit 1`.execute(trx);
  return rows.length > 0;
}

const big = (v: unknown) => new Big(v == null || v === '' ? '0' : String(v));
/** what of a barcode is still pending: its count less what the stages inspected */
const pendingOf = (b: Row) => big(b.count).minus(big(b.inspected_qty));

export async function stage(ctx: CallContext, arg: StageArgs): Promise<StageAnswer> {
  const caller = await writerOf(ctx, await callerModel(ctx, 'QualityIncoming'));
  const lang = ctx.lang;
  const T = caller.tenantId;
  const answer = await caller.db.transaction().execute(async (trx) => {
    const insp = await lockInspectionRow(trx, caller, 'QualityIncoming', 'quality_incoming', arg.id, 'inspectionNotFound');
    const code = String(insp.code);
    if (JUDGED.has(String(insp.state))) refuse(qm(lang, 'judged', { code }), 409);
    await checkedReadings(trx, caller, 'quality_incoming_reading', arg.id, code);
    await refuseBatchInStock(trx, caller, String(insp.arrival_batch));
    const { rows: barcodes } = await sql<Row>`select * from quality_incoming_barcode where tenant_id = ${T} and owner_id = ${arg.id} order by sn, id for update`.execute(trx);
    if (!barcodes.length) refuse(qm(lang, 'stageNoBarcodes', { code }), 409);
    const byCode = new Map(barcodes.map((b) => [String(b.code), b]));
    const seen = new Set<string>();
    for (const g of arg.barcodes) {
      const b = byCode.get(g.code);
      if (!b) refuse(qm(lang, 'stageUnknownBarcode', { barcode: g.code, code }), 400);
      if (seen.has(g.code)) refuse(qm(lang, 'stageBarcodeTwice', { barcode: g.code }), 400);
      seen.add(g.code);
      const qty = big(g.accepted).plus(big(g.rejected));
      if (qty.lte(0)) refuse(qm(lang, 'stageEmpty', { barcode: g.code }), 400);
      const pending = pendingOf(b);
      if (qty.gt(pending)) refuse(qm(lang, 'stageAbovePending', { barcode: g.code, qty: qty.toString(), pending: pending.toString() }), 409);
    }
    const { rows: last } = await sql<{ n: number }>`select coalesce(max(stage_no), 0)::int as n from quality_incoming_stage where tenant_id = ${T} and owner_id = ${arg.id}`.execute(trx);
    const stageNo = last[0].n + 1;
    const results = new Map<string, string>();
    const stageRows: Row[] = [];
    for (const g of arg.barcodes) {
      const b = byCode.get(g.code)!;
      const accepted = big(b.accepted_qty).plus(big(g.accepted));
      const rejected = big(b.rejected_qty).plus(big(g.rejected));
      const inspected = accepted.plus(rejected);
      const pending = big(b.count).minus(inspected);
      const result = pending.eq(0) ? (rejected.gt(0) ? 'Unqualified' : 'Qualified') : 'Wait';
      if (result !== 'Wait') results.set(g.code, result);
      Object.assign(b, { inspected_qty: inspected.toString(), accepted_qty: accepted.toString(), rejected_qty: rejected.toString(), result });
      await sql`update quality_incoming_barcode set inspected_qty = ${inspected.toString()}, accepted_qty = ${accepted.toString()}, rejected_qty = ${rejected.toString()},
          pending_qty = ${pending.toString()}, result = ${result} where tenant_id = ${T} and id = ${b.id}`.execute(trx);
      stageRows.push({ tenant_id: T, owner_id: arg.id, sn: stageRows.length + 1, stage_no: stageNo, code: g.code, accepted_qty: String(g.accepted ?? '0'), rejected_qty: String(g.rejected ?? '0'), result, inspector: caller.userName, judged_dt: new Date() });
    }
    await trx.insertInto('quality_incoming_stage' as never).values(stageRows as never).execute();
    await setBarcodes(trx, systemWriter(caller), results);
    const sum = (k: string) => barcodes.reduce((s, b) => s.plus(big(b[k])), new Big(0));
    const pending = barcodes.reduce((s, b) => s.plus(pendingOf(b)), new Big(0));
    const done = pending.eq(0);
    const lotResult = done ? (barcodes.some((b) => b.result === 'Unqualified') ? 'Unqualified' : 'Qualified') : 'Wait';
    await sql`update quality_incoming set state = ${done ? 'Checked' : 'Inspecting'}, result = ${lotResult}, inspected_qty = ${sum('inspected_qty').toString()},
        qualified_qty = ${sum('accepted_qty').toString()}, rejected_qty = ${sum('rejected_qty').toString()}, pending_qty = ${pending.toString()},
        pass_rate = round(${sum('accepted_qty').toString()}::numeric * 100 / nullif(${sum('inspected_qty').toString()}::numeric, 0), 2),
        inspector = ${caller.userName}, inspect_dt = ${done ? new Date() : null}, version = version + 1, modify_id = ${caller.userId}, modify_name = ${caller.userName}, modify_dt = now()
      where tenant_id = ${T} and id = ${arg.id}`.execute(trx);
    const msg = done
      ? qm(lang, 'stageChecked', { code, stage: stageNo, result: labelOf(lang, INSPECT_RESULTS, lotResult) })
      : qm(lang, 'stageDone', { code, stage: stageNo, pending: pending.toString() });
    return { msg, stage: stageNo, pending: pending.toString(), state: done ? 'Checked' : 'Inspecting', result: lotResult };
  });
  rowsChanged(T, 'QualityIncoming');
  return answer;
}
