// 检验结果调整 as record hooks, in the writes' transactions. A save and the audit check: the
// inspection is judged (已检), each barcode named once and on that inspection. The audit refuses
// a barcode in stock whose warehouse the new result does not belong in (qualified goods in the
// 不合格品仓, unqualified ones elsewhere: the stock-in rules), remembers the results before (each
// line's and the inspection's) and applies the new ones to the barcodes (record layer), the
// inspection's barcode rows and its result. The un-audit restores them under the same stock
// rule, refused when a barcode's result changed since.
import { sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { INCOMING_STATES, INSPECT_RESULTS } from '../entities/options';
import { labelOf, qm } from '../messages';
import { systemWriter } from './incoming-rules';
import { writeBarcodes } from './judgement';
import { merged, type Row, rowsOf, text } from './records';
import { knownBarcodes } from './release-rules';

const QUALIFIED = new Set(['Qualified', 'Exempt']);

async function inspectionOf(ctx: HookContext, id: number | null, lock: boolean): Promise<Row> {
  const { rows } = await sql<Row>`select id::int as id, code, state, result from quality_incoming where tenant_id = ${ctx.writer.tenantId} and id = ${id} ${lock ? sql`for update` : sql``}`.execute(ctx.trx);
  if (!rows[0]) refuse(qm(ctx.writer.lang, 'inspectionNotFound', { id: String(id) }), 400);
  return rows[0];
}

async function checkAdjust(ctx: HookContext, rec: Row, lines: Row[], lock: boolean) {
  const lang = ctx.writer.lang;
  const insp = await inspectionOf(ctx, refId(rec.incoming_id) ?? null, lock);
  if (insp.state !== 'Checked') refuse(qm(lang, 'adjustNotJudged', { code: text(insp.code), state: labelOf(lang, INCOMING_STATES, insp.state) }), 409);
  const codes = lines.map((l) => text(l.code)).filter(Boolean);
  const now = await knownBarcodes(ctx, codes, lock);
  const { rows } = await sql<{ code: string }>`select code from quality_incoming_barcode where tenant_id = ${ctx.writer.tenantId} and owner_id = ${insp.id}`.execute(ctx.trx);
  const own = new Set(rows.map((r) => r.code));
  const foreign = codes.find((c) => !own.has(c));
  if (foreign) refuse(qm(lang, 'adjustForeignBarcode', { barcode: foreign, code: text(insp.code) }), 400);
  // goods sent back to the supplier keep the result they left with
  const returned = codes.find((c) => now.get(c)?.state === 'Returned');
  if (returned) refuse(qm(lang, 'releaseReturned', { code: returned }), 409);
  return { insp, now };
}

/** A barcode in stock stays where the stock-in rules would have put it under its new result. */
async function refuseBreakingStock(ctx: HookContext, results: Map<string, string>) {
  if (!results.size) return;
  const { rows } = await sql<{ code: string; type: string | null; name: string }>`
    select b.code, w.type, w.name from barcode_barcode b join mdm_warehouse w on w.tenant_id = b.tenant_id and w.id = b.warehouse_id
     where b.tenant_id = ${ctx.writer.tenantId} and b.state = 'InStock' and b.code in (${sql.join([...results.keys()])}) order by b.code`.execute(ctx.trx);
  for (const r of rows) {
    const result = results.get(r.code)!;
    if (QUALIFIED.has(result) === (r.type === 'Unqualified')) {
      refuse(qm(ctx.writer.lang, 'adjustBreaksStock', { code: r.code, warehouse: r.name, result: labelOf(ctx.writer.lang, INSPECT_RESULTS, result) }), 409);
    }
  }
}

const linesOf = (rec: Row) => ((rec.lines as Row[] | undefined) ?? []).filter(Boolean).map((l): Row & { code: string } => ({ ...l, code: text(l.code) }));

async function beforeAudit(ctx: HookContext) {
  const rec = ctx.before as Row;
  const lines = linesOf(rec);
  if (!lines.length) refuse(qm(ctx.writer.lang, 'adjustNoLines'), 409);
  await checkAdjust(ctx, rec, lines, true);
  await refuseBreakingStock(ctx, new Map(lines.map((l) => [l.code, text(l.after_result)])));
}

/** The results become `to` (by code), on the barcodes, the inspection's rows and the inspection. */
async function apply(ctx: HookContext, inspectionId: number, to: Map<string, string>, inspectionResult: string) {
  const T = ctx.writer.tenantId;
  await writeBarcodes(ctx.trx, systemWriter(ctx.writer), new Map([...to].map(([code, result]) => [code, { result }])));
  for (const [code, result] of to) await sql`update quality_incoming_barcode set result = ${result} where tenant_id = ${T} and owner_id = ${inspectionId} and code = ${code}`.execute(ctx.trx);
  await sql`update quality_incoming set result = ${inspectionResult}, version = version + 1 where tenant_id = ${T} and id = ${inspectionId}`.execute(ctx.trx);
}

async function afterAudit(ctx: HookContext) {
  const T = ctx.writer.tenantId;
  const rec = ctx.after as Row;
  const lines = linesOf(rec);
  const { insp, now } = await checkAdjust(ctx, rec, lines, true);
  for (const l of lines) await sql`update quality_adjust_line set before_result = ${now.get(l.code)?.quality_result ?? null} where tenant_id = ${T} and id = ${Number(l.id)}`.execute(ctx.trx);
  await sql`update quality_adjust set before_result = ${insp.result} where tenant_id = ${T} and id = ${ctx.id!}`.execute(ctx.trx);
  await apply(ctx, Number(insp.id), new Map(lines.map((l) => [l.code, text(l.after_result)])), text(rec.after_result));
}

async function restore(ctx: HookContext) {
  const lang = ctx.writer.lang;
  const rec = ctx.before as Row;
  const lines = linesOf(rec);
  const { insp, now } = await checkAdjust(ctx, rec, lines, true);
  for (const l of lines) {
    const result = now.get(l.code)?.quality_result ?? null;
    if (result !== text(l.after_result)) refuse(qm(lang, 'releaseUndoChanged', { code: l.code, result: labelOf(lang, INSPECT_RESULTS, result) }), 409);
  }
  const back = new Map(lines.map((l) => [l.code, text(l.before_result) || 'Wait']));
  await refuseBreakingStock(ctx, back);
  await apply(ctx, Number(insp.id), back, text(rec.before_result) || text(insp.result));
}

export const adjustHooks: RecordHooks[] = [
  { entity: 'QualityAdjust', actions: ['create', 'modify'], before: (ctx) => checkAdjust(ctx, merged(ctx), rowsOf(ctx, 'lines'), false).then(() => undefined) },
  { entity: 'QualityAdjust', actions: ['audit'], before: beforeAudit, after: afterAudit, keepsRecord: true },
  { entity: 'QualityAdjust', actions: ['deApproval'], before: restore },
];
