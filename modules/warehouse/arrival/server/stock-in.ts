// The stock-in rules against barcodes, as hooks of 入库单 (WmsEntry): a line may list the
// barcodes of the packs it puts away (its `barcodes` field: codes separated by commas, spaces or new
// lines). Each one exists, is listed once in the entry, carries the line's material, is not
// awaiting inspection (待检验), already in stock (已入库) or returned (已退货); a qualified or exempt
// one goes only into a warehouse that is not a 不合格品仓, an unqualified one only into one; and the
// line's quantity is what its barcodes count. Checked on every save and again, with the barcodes
// locked, at audit; the audit puts them in stock at the entry's warehouse and the line's position,
// the un-audit gives them back what they were (server/barcodes.ts).
import { Big } from '../../../../schemas/compute/decimal';
import { refId } from '../../../../schemas/refs';
import { refuse } from '../../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../../server/modules/types';
import { am } from '../messages';
import { applyChanges, type BarcodeRecord, barcodesByCode, duplicatesOf, revertChanges } from './barcodes';

type Rec = Record<string, unknown>;

/** The codes a line's barcodes field lists. */
export const parseBarcodes = (v: unknown): string[] => String(v ?? '').split(/[\s,，;；]+/).filter(Boolean);

interface Line {
  row: number;
  codes: string[];
  material: number | null;
  quantity: string;
  position: number | null;
}

const linesOf = (rec: Rec): Line[] =>
  ((rec.items as Rec[] | undefined) ?? [])
    .map((l, i) => ({ row: i + 1, codes: parseBarcodes(l.barcodes), material: refId(l.material_id), quantity: String(l.quantity ?? 0), position: refId(l.position_id) }))
    .filter((l) => l.codes.length);

async function warehouseType(ctx: HookContext, rec: Rec): Promise<string | null> {
  const id = refId(rec.warehouse_id);
  if (id == null) return null;
  const w = await ctx.trx.selectFrom('mdm_warehouse').select('type').where('tenant_id', '=', ctx.writer.tenantId).where('id', '=', id).executeTakeFirst();
  return (w?.type as string) ?? null;
}

/** Every rule over the entry's barcoded lines; answers the barcodes (locked when `lock`). */
async function checkStockIn(ctx: HookContext, rec: Rec, lock: boolean): Promise<{ lines: Line[]; barcodes: Map<string, BarcodeRecord> }> {
  const lang = ctx.writer.lang;
  const lines = linesOf(rec);
  const all = lines.flatMap((l) => l.codes);
  if (!all.length) return { lines, barcodes: new Map() };
  const twice = duplicatesOf(all);
  if (twice.length) refuse(am(lang, 'duplicate', { codes: twice.join(', ') }), 400);
  const barcodes = await barcodesByCode(ctx.trx, ctx.writer.tenantId, all, lock);
  const unknown = all.filter((c) => !barcodes.has(c));
  if (unknown.length) refuse(am(lang, 'nonExistent', { codes: unknown.join(', ') }), 400);
  const unqualifiedStore = (await warehouseType(ctx, rec)) === 'Unqualified';
  for (const l of lines) {
    let sum = new Big(0);
    for (const code of l.codes) {
      const b = barcodes.get(code)!;
      const at = { row: l.row, code };
      if (b.material_id !== l.material) refuse(am(lang, 'materialMismatch', at), 400);
      if (b.state === 'Pending') refuse(am(lang, 'pending', at), 409);
      if (b.state === 'InStock') refuse(am(lang, 'inStock', at), 409);
      if (b.state === 'Returned') refuse(am(lang, 'returned', at), 409);
      const qualified = b.quality_result === 'Qualified' || b.quality_result === 'Exempt';
      if (qualified && unqualifiedStore) refuse(am(lang, 'qualifiedToUnqualified', at), 400);
      if (b.quality_result === 'Unqualified' && !unqualifiedStore) refuse(am(lang, 'unqualifiedElsewhere', at), 400);
      sum = sum.plus(b.count);
    }
    const qty = new Big(l.quantity);
    if (!sum.eq(qty)) refuse(am(lang, 'countMismatch', { row: l.row, qty: qty.toString(), sum: sum.toString() }), 400);
  }
  return { lines, barcodes };
}

export const stockInHooks: RecordHooks[] = [
  { entity: 'WmsEntry', actions: ['create', 'modify'], after: (ctx) => checkStockIn(ctx, ctx.after as Rec, false).then(() => undefined), keepsRecord: true },
  {
    entity: 'WmsEntry',
    actions: ['audit'],
    async after(ctx) {
      const rec = ctx.after as Rec;
      const { lines, barcodes } = await checkStockIn(ctx, rec, true);
      const warehouse = refId(rec.warehouse_id);
      const changes = lines.flatMap((l) => l.codes.map((code) => ({ code, existing: barcodes.get(code), set: { state: 'InStock', warehouse_id: warehouse, position_id: l.position } })));
      await applyChanges(ctx, ctx.id!, changes, (code) => am(ctx.writer.lang, 'inStock', { row: 0, code }));
    },
  },
  { entity: 'WmsEntry', actions: ['deApproval'], before: (ctx) => revertChanges(ctx, ctx.id!) },
];
