// The rules of 到货登记 the engine cannot state itself, as
// record hooks in the write's transaction: the barcodes add up to the arrival quantity; a barcode is
// registered on one live registration only and never once it has arrived (an arrival batch or an
// exception state in 条码档案). Audited, the barcodes exist in 条码档案 awaiting inspection (created
// when new; material, count, arrival batch and supplier set; 待检验 / 待检); un-audited, they get back
// what they were while nothing else has used them.
import { sql } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import { refId } from '../../../../schemas/refs';
import { refuse } from '../../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../../server/modules/types';
import { am, nameIn, STATE_NAMES } from '../messages';
import { applyChanges, barcodesByCode, describe, revertChanges } from './barcodes';

type Rec = Record<string, unknown>;
interface Listed {
  code: string;
  count: string;
}

const listed = (rec: Rec): Listed[] => ((rec.barcodes as Rec[] | undefined) ?? []).map((r) => ({ code: String(r.code), count: new Big(String(r.count ?? 0)).toString() }));

/** A registration's barcodes count its quantity (when it lists any). */
function refuseWrongSum(ctx: HookContext, rec: Rec): void {
  const rows = listed(rec);
  if (!rows.length) return;
  const sum = rows.reduce((s, r) => s.plus(r.count), new Big(0));
  const qty = new Big(String(rec.quantity ?? 0));
  if (!sum.eq(qty)) refuse(am(ctx.writer.lang, 'barcodeSum', { sum: sum.toString(), qty: qty.toString() }), 400);
}

/** No barcode of the list is on another live registration, nor has arrived before (lock: at audit). */
async function refuseRegistered(ctx: HookContext, id: number, rec: Rec, lock: boolean) {
  const T = ctx.writer.tenantId;
  const lang = ctx.writer.lang;
  const codes = listed(rec).map((r) => r.code);
  if (!codes.length) return new Map();
  const { rows: other } = await sql<{ code: string; reg: string }>`
    select b.code, h.code as reg from wms_arrival_barcode b join wms_arrival h on h.id = b.owner_id and h.tenant_id = b.tenant_id
     where b.tenant_id = ${T} and h.id <> ${id} and h.status_dict <> 'Repeal' and b.code in (${sql.join(codes)})
     order by h.id limit 1`.execute(ctx.trx);
  if (other.length) refuse(am(lang, 'registeredOn', { code: other[0].code, reg: other[0].reg }), 409);
  const existing = await barcodesByCode(ctx.trx, T, codes, lock);
  for (const code of codes) {
    const b = existing.get(code);
    if (b && (b.arrival_batch || b.state)) refuse(am(lang, 'registeredBefore', { code, what: b.arrival_batch ?? describe(lang, b) }), 409);
  }
  return existing;
}

export const arrivalHooks: RecordHooks[] = [
  {
    entity: 'WmsArrival',
    actions: ['create', 'modify'],
    async after(ctx) {
      const rec = ctx.after as Rec;
      refuseWrongSum(ctx, rec);
      await refuseRegistered(ctx, ctx.id!, rec, false);
    },
  },
  {
    entity: 'WmsArrival',
    actions: ['audit'],
    async after(ctx) {
      const rec = ctx.after as Rec;
      const existing = await refuseRegistered(ctx, ctx.id!, rec, true);
      const common = { material_id: refId(rec.material_id), arrival_batch: String(rec.arrival_batch), supplier_id: refId(rec.supplier_id), state: 'Pending', quality_result: 'Wait' };
      const changes = listed(rec).map((r) => ({ code: r.code, existing: existing.get(r.code), set: { ...common, count: r.count } }));
      await applyChanges(ctx, ctx.id!, changes, (code) => am(ctx.writer.lang, 'registeredBefore', { code, what: nameIn(ctx.writer.lang, STATE_NAMES, 'Pending') }));
    },
  },
  { entity: 'WmsArrival', actions: ['deApproval'], before: (ctx) => revertChanges(ctx, ctx.id!) },
];
