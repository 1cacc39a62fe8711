// Demo barcodes of the demo tenant, written set-based on the first start: the lines of the newest
// audited purchase arrivals (about 300) labelled in packs of a plausible size (the line's quantity
// split into at most six packs; batch = the line's batch number), their batches, some container
// barcodes holding the packs of one line, and a few batch adjustments. No call per row.
import { Big } from '../../../schemas/compute/decimal';
import type { SeedContext } from '../../../server/modules/types';
import type { AnyDb } from './rows';

const ARRIVALS = 300;
const PACKS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000, 2000, 5000];
const MAX_PACKS = 6;
const CHUNK = 1000;

/** The counts of a line's packs: full packs of a round size, the remainder last. */
export function packsOf(quantity: string): string[] {
  const q = new Big(quantity);
  if (q.lte(0)) return [];
  const size = PACKS.find((p) => q.div(p).lte(MAX_PACKS)) ?? PACKS[PACKS.length - 1];
  const full = Math.min(Number(q.div(size).round(0, Big.roundDown).toString()), MAX_PACKS);
  const out = Array.from({ length: full }, () => String(size));
  const rest = q.minus(new Big(size).times(full));
  if (rest.gt(0)) out.push(rest.toString());
  return out;
}

async function insertChunked(db: AnyDb, table: string, rows: Array<Record<string, unknown>>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const got = await db.insertInto(table).values(rows.slice(i, i + CHUNK)).returning('id').execute();
    ids.push(...got.map((r) => Number(r.id)));
  }
  return ids;
}

const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function seedBarcodeDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const who = { tenant_id: T, create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  const lines = await db
    .selectFrom('erp_purchase_arrival_item as l')
    .innerJoin('erp_purchase_arrival as h', (j) => j.onRef('h.id', '=', 'l.owner_id').onRef('h.tenant_id', '=', 'l.tenant_id'))
    .select(['l.id', 'l.material_id', 'l.quantity', 'l.batch_no', 'l.returned_qty', 'l.entered_qty', 'h.code as arrival_code', 'h.arrival_date', 'h.supplier_id', 'h.warehouse_id', 'h.project_dict'])
    .where('l.tenant_id', '=', T)
    // biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
    .where('h.id', 'in', (eb: any) =>
      eb.selectFrom('erp_purchase_arrival').select('id').where('tenant_id', '=', T).where('status_dict', 'in', ['Audit', 'Finish']).orderBy('arrival_date', 'desc').orderBy('id', 'desc').limit(ARRIVALS),
    )
    .orderBy('h.arrival_date')
    .orderBy('l.id')
    .execute();
  if (!lines.length) return;

  // batches: one per batch number, from the first arrival that brought it
  const batches = new Map<string, Record<string, unknown>>();
  for (const l of lines) {
    if (!l.batch_no || batches.has(l.batch_no)) continue;
    const day = dateText(l.arrival_date);
    batches.set(l.batch_no, {
      ...who,
      code: l.batch_no,
      material_id: l.material_id,
      supplier_id: l.supplier_id,
      arrival_date: day,
      expiry_date: plusDays(day, 365),
      code2: `S${l.batch_no.slice(-8)}`,
      project: l.project_dict ?? null,
      entry_type: 'Purchase',
    });
  }
  const batchIds = await insertChunked(db, 'barcode_batch', [...batches.values()]);

  // packs: one material barcode each
  let serial = 0;
  const packs: Array<Record<string, unknown>> = [];
  const lineOf: number[] = [];
  lines.forEach((l, li) => {
    const counts = packsOf(String(l.quantity));
    const inStock = l.entered_qty != null && new Big(String(l.entered_qty)).gte(String(l.quantity));
    const returned = l.returned_qty != null && new Big(String(l.returned_qty)).gt(0);
    counts.forEach((count, pi) => {
      serial += 1;
      const isReturned = returned && pi === counts.length - 1;
      packs.push({
        ...who,
        code: `BC${String(serial).padStart(8, '0')}`,
        barcode_type: 'Material',
        material_id: l.material_id,
        count,
        batch_no: l.batch_no,
        arrival_batch: l.arrival_code,
        supplier_id: l.supplier_id,
        quality_result: isReturned ? 'Unqualified' : serial % 7 === 0 ? 'Exempt' : 'Qualified',
        state: isReturned ? 'Returned' : inStock ? 'InStock' : null,
        warehouse_id: inStock ? l.warehouse_id : null,
      });
      lineOf.push(li);
    });
  });
  const packIds = await insertChunked(db, 'barcode_barcode', packs);

  // containers: every tenth line with several packs goes into a box of its own
  const byLine = new Map<number, number[]>();
  for (const [i, id] of packIds.entries()) byLine.set(lineOf[i], [...(byLine.get(lineOf[i]) ?? []), id]);
  const boxed = [...byLine.entries()].filter(([, ids]) => ids.length > 1).filter((_, i) => i % 10 === 0);
  const containerIds = await insertChunked(
    db,
    'barcode_barcode',
    boxed.map(([li], i) => ({ ...who, code: `CT${String(i + 1).padStart(6, '0')}`, barcode_type: 'Container', count: '0', quality_result: null, arrival_batch: lines[li].arrival_code })),
  );
  for (let i = 0; i < boxed.length; i++) {
    await db.updateTable('barcode_barcode').set({ parent_id: containerIds[i] }).where('tenant_id', '=', T).where('id', 'in', boxed[i][1]).execute();
  }

  // a few adjustments, applied to their batches as barcode.BatchAdjust/add would
  const adjusted = batchIds.slice(-6);
  const codes = [...batches.keys()].slice(-6);
  const rows = adjusted.map((id, i) => {
    const b = batches.get(codes[i])!;
    const expiry = i % 2 === 0;
    return {
      ...who,
      code: `PCTZ${String(b.arrival_date).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`,
      batch_id: id,
      adjust_type: expiry ? 'Expiry' : 'SupplierBatch',
      old_value: expiry ? b.expiry_date : b.code2,
      new_value: expiry ? plusDays(String(b.expiry_date), 180) : `${b.code2}A`,
      reason: expiry ? '供应商提供延长有效期证明' : '供应商更正批次号',
    };
  });
  for (const r of rows) {
    await db.updateTable('barcode_batch').set(r.adjust_type === 'Expiry' ? { expiry_date: r.new_value } : { code2: r.new_value }).where('tenant_id', '=', T).where('id', '=', r.batch_id).execute();
  }
  if (rows.length) await insertChunked(db, 'barcode_batch_adjust', rows);
}
