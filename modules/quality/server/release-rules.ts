// 质量放行 as record hooks, in the writes' transactions. A save and the audit check the barcodes:
// each named once, existing, of the release's material, not in stock (a release comes before the
// stock-in that reads it), judged 不合格 for a concession or deviation, still 待检 for an urgent
// release, their counts adding up to the quantity (decimal-exact). The audit remembers each
// barcode's result and state and sets it 合格 — the result the stock-in accepts into a qualified
// warehouse; the un-audit restores them, refused once a barcode went into stock as released or
// its result changed since.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import type { AnyTrx } from '../../../server/records/write';
import { INSPECT_RESULTS, RELEASE_TYPES } from '../entities/options';
import { labelOf, qm } from '../messages';
import { systemWriter } from './incoming-rules';
import { writeBarcodes } from './judgement';
import { merged, type Row, rowsOf, text } from './records';

export interface BarcodeNow {
  code: string;
  material_id: number | null;
  count: string;
  quality_result: string | null;
  state: string | null;
}

/** The barcodes by code as they stand (locked when `lock`). */
export async function barcodesNow(trx: AnyTrx, T: string, codes: string[], lock: boolean): Promise<Map<string, BarcodeNow>> {
  if (!codes.length) return new Map();
  const { rows } = await sql<BarcodeNow>`
    select code, material_id::int as material_id, coalesce(count, 0)::text as count, quality_result, state from barcode_barcode
     where tenant_id = ${T} and code in (${sql.join(codes)}) order by id ${lock ? sql`for update` : sql``}`.execute(trx);
  return new Map(rows.map((r) => [r.code, r]));
}

/** Each code once and existing; answers the barcodes. */
export async function knownBarcodes(ctx: HookContext, codes: string[], lock: boolean): Promise<Map<string, BarcodeNow>> {
  const lang = ctx.writer.lang;
  const seen = new Set<string>();
  for (const c of codes) {
    if (seen.has(c)) refuse(qm(lang, 'barcodeTwice', { code: c }), 400);
    seen.add(c);
  }
  const now = await barcodesNow(ctx.trx, ctx.writer.tenantId, codes, lock);
  const unknown = codes.filter((c) => !now.has(c));
  if (unknown.length) refuse(qm(lang, 'releaseUnknown', { codes: unknown.join(', ') }), 400);
  return now;
}

const ALLOWED: Record<string, string> = { Concession: 'Unqualified', Deviation: 'Unqualified', Urgent: 'Wait' };

async function checkRelease(ctx: HookContext, rec: Row, rows: Row[], lock: boolean) {
  const lang = ctx.writer.lang;
  const codes = rows.map((r) => text(r.code)).filter(Boolean);
  const now = await knownBarcodes(ctx, codes, lock);
  const material = refId(rec.material_id);
  const type = text(rec.release_type) || 'Concession';
  let sum = new Big(0);
  for (const code of codes) {
    const b = now.get(code)!;
    if (material && b.material_id !== material) refuse(qm(lang, 'releaseMaterial', { code }), 400);
    if (b.state === 'InStock') refuse(qm(lang, 'releaseInStock', { code }), 409);
    // goods sent back to the supplier are not here to be used
    if (b.state === 'Returned') refuse(qm(lang, 'releaseReturned', { code }), 409);
    const allowed = ALLOWED[type];
    if ((b.quality_result ?? 'Wait') !== allowed) {
      const vars = { code, result: labelOf(lang, INSPECT_RESULTS, b.quality_result ?? 'Wait'), type: labelOf(lang, RELEASE_TYPES, type), allowed: labelOf(lang, INSPECT_RESULTS, allowed) };
      refuse(qm(lang, 'releaseWrongResult', vars), 409);
    }
    sum = sum.plus(b.count);
  }
  if (rec.quantity != null && rec.quantity !== '' && !sum.eq(String(rec.quantity))) refuse(qm(lang, 'releaseQuantity', { qty: new Big(String(rec.quantity)).toString(), sum: sum.toString() }), 400);
}

const storedRows = (rec: Row) => ((rec.barcodes as Row[] | undefined) ?? []).filter(Boolean).map((r): Row & { code: string } => ({ ...r, code: text(r.code) }));

async function release(ctx: HookContext) {
  const T = ctx.writer.tenantId;
  const rec = ctx.after as Row;
  const rows = storedRows(rec);
  const now = await barcodesNow(ctx.trx, T, rows.map((r) => r.code), true);
  for (const r of rows) {
    const b = now.get(r.code)!;
    await sql`update quality_release_barcode set before_result = ${b.quality_result}, before_state = ${b.state} where tenant_id = ${T} and id = ${Number(r.id)}`.execute(ctx.trx);
  }
  await writeBarcodes(ctx.trx, systemWriter(ctx.writer), new Map(rows.map((r) => [r.code, { result: 'Qualified' }])));
}

async function restore(ctx: HookContext) {
  const lang = ctx.writer.lang;
  const rows = storedRows(ctx.before as Row);
  const now = await barcodesNow(ctx.trx, ctx.writer.tenantId, rows.map((r) => r.code), true);
  for (const r of rows) {
    const b = now.get(r.code);
    if (!b) continue;
    if (b.state === 'InStock') refuse(qm(lang, 'releaseUndoInStock', { code: r.code }), 409);
    if (b.quality_result !== 'Qualified') refuse(qm(lang, 'releaseUndoChanged', { code: r.code, result: labelOf(lang, INSPECT_RESULTS, b.quality_result) }), 409);
  }
  const back = rows.filter((r) => now.has(r.code)).map((r) => [r.code, { result: (r.before_result as string | null) ?? 'Wait', state: (r.before_state as string | null) ?? null }] as const);
  await writeBarcodes(ctx.trx, systemWriter(ctx.writer), new Map(back));
}

export const releaseHooks: RecordHooks[] = [
  { entity: 'QualityRelease', actions: ['create', 'modify'], before: (ctx) => checkRelease(ctx, merged(ctx), rowsOf(ctx, 'barcodes'), false) },
  { entity: 'QualityRelease', actions: ['audit'], before: (ctx) => checkRelease(ctx, ctx.before as Row, storedRows(ctx.before as Row), true), after: release, keepsRecord: true },
  { entity: 'QualityRelease', actions: ['deApproval'], before: restore },
];
