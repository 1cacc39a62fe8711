// The rules of 退货单 (returns of an arrival) as record hooks: its barcodes are barcodes of its
// arrival registration, not in stock nor already returned, and its quantity is what they count.
// The arrival being audited and the quantity not exceeding what remains of it are the declared
// link's (entities/reject.ts). Audited, the barcodes are 已退货; un-audited, they get back what
// they were (server/barcodes.ts).
import { sql } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import { refId } from '../../../../schemas/refs';
import { refuse } from '../../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../../server/modules/types';
import { am } from '../messages';
import { applyChanges, type BarcodeRecord, barcodesByCode, revertChanges } from './barcodes';

type Rec = Record<string, unknown>;

const codesOf = (rec: Rec) => ((rec.barcodes as Rec[] | undefined) ?? []).map((r) => String(r.code));

/** Checks the return's barcodes against its arrival and 条码档案; answers them (locked when `lock`). */
async function checkReturn(ctx: HookContext, rec: Rec, lock: boolean): Promise<Map<string, BarcodeRecord>> {
  const T = ctx.writer.tenantId;
  const lang = ctx.writer.lang;
  const codes = codesOf(rec);
  if (!codes.length) return new Map();
  const arrivalId = refId(rec.arrival_id);
  const { rows } = await sql<{ code: string; count: string; reg: string }>`
    select b.code, b.count, h.code as reg from wms_arrival h left join wms_arrival_barcode b on b.owner_id = h.id and b.tenant_id = h.tenant_id
     where h.tenant_id = ${T} and h.id = ${arrivalId}`.execute(ctx.trx);
  const onArrival = new Map(rows.filter((r) => r.code != null).map((r) => [r.code, r.count]));
  const reg = rows[0]?.reg ?? String(arrivalId);
  const missing = codes.find((c) => !onArrival.has(c));
  if (missing) refuse(am(lang, 'notOnArrival', { code: missing, reg }), 400);
  const barcodes = await barcodesByCode(ctx.trx, T, codes, lock);
  for (const code of codes) {
    const b = barcodes.get(code);
    if (b?.state === 'InStock') refuse(am(lang, 'inStockNoReturn', { code }), 409);
    if (b?.state === 'Returned') refuse(am(lang, 'alreadyReturned', { code }), 409);
  }
  const sum = codes.reduce((s, c) => s.plus(new Big(barcodes.get(c)?.count ?? onArrival.get(c) ?? 0)), new Big(0));
  const qty = new Big(String(rec.return_qty ?? 0));
  if (!sum.eq(qty)) refuse(am(lang, 'returnSum', { qty: qty.toString(), sum: sum.toString() }), 400);
  return barcodes;
}

export const rejectHooks: RecordHooks[] = [
  { entity: 'WmsReject', actions: ['create', 'modify'], after: (ctx) => checkReturn(ctx, ctx.after as Rec, false).then(() => undefined), keepsRecord: true },
  {
    entity: 'WmsReject',
    actions: ['audit'],
    async after(ctx) {
      const rec = ctx.after as Rec;
      const barcodes = await checkReturn(ctx, rec, true);
      // a listed barcode the arrival's audit did not create (gone since) has nothing to return
      const changes = codesOf(rec).flatMap((code) => (barcodes.has(code) ? [{ code, existing: barcodes.get(code), set: { state: 'Returned' } }] : []));
      await applyChanges(ctx, ctx.id!, changes, (code) => am(ctx.writer.lang, 'alreadyReturned', { code }));
    },
  },
  { entity: 'WmsReject', actions: ['deApproval'], before: (ctx) => revertChanges(ctx, ctx.id!) },
];
