// The barcodes (条码档案, table barcode_barcode of the barcode module) as the arrival, the return and
// the stock-in hooks read and change them, inside the document's own transaction: rows locked FOR
// UPDATE in id order (two documents over the same barcodes queue instead of deadlocking), every
// change logged in wms_barcode_move with what the barcode was before, so that the document's
// un-audit gives each one back exactly that — or deletes the ones its audit created — unless
// something else has changed them since (then the un-audit is refused).
import { type Kysely, sql, type Transaction } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import { refuse } from '../../../../server/modules/hooks';
import type { HookContext } from '../../../../server/modules/types';
import { ACTION_NAMES } from '../../../../server/records/messages';
import { am, nameIn, QUALITY_NAMES, STATE_NAMES } from '../messages';

// biome-ignore lint/suspicious/noExplicitAny: the barcode and entity tables are not in the static DB type
export type AnyDb = Kysely<any> | Transaction<any>;

export interface BarcodeRecord {
  id: number;
  code: string;
  barcode_type: string;
  material_id: number | null;
  count: string;
  batch_no: string | null;
  arrival_batch: string | null;
  supplier_id: number | null;
  parent_id: number | null;
  quality_result: string | null;
  state: string | null;
  warehouse_id: number | null;
  position_id: number | null;
}

/** The fields a document may change, and so the ones its un-audit restores. */
const TRACKED = ['material_id', 'count', 'arrival_batch', 'supplier_id', 'quality_result', 'state', 'warehouse_id', 'position_id'] as const;
type Tracked = (typeof TRACKED)[number];
export type BarcodeChange = Partial<Record<Tracked, string | number | null>>;

const num = (v: unknown) => (v == null ? null : Number(v));
const toRecord = (r: Record<string, unknown>): BarcodeRecord => ({
  id: Number(r.id),
  code: String(r.code),
  barcode_type: String(r.barcode_type ?? 'Material'),
  material_id: num(r.material_id),
  count: r.count == null ? '0' : new Big(String(r.count)).toString(),
  batch_no: (r.batch_no as string) ?? null,
  arrival_batch: (r.arrival_batch as string) ?? null,
  supplier_id: num(r.supplier_id),
  parent_id: num(r.parent_id),
  quality_result: (r.quality_result as string) ?? null,
  state: (r.state as string) ?? null,
  warehouse_id: num(r.warehouse_id),
  position_id: num(r.position_id),
});

/** The barcodes of these codes that exist (by code), locked until the transaction ends when `lock`. */
export async function barcodesByCode(db: AnyDb, tenantId: string, codes: readonly string[], lock = false): Promise<Map<string, BarcodeRecord>> {
  if (!codes.length) return new Map();
  const { rows } = await sql<Record<string, unknown>>`
    select id, code, barcode_type, material_id, count, batch_no, arrival_batch, supplier_id, parent_id, quality_result, state, warehouse_id, position_id
      from barcode_barcode where tenant_id = ${tenantId} and code in (${sql.join([...codes])})
     order by id ${lock ? sql`for update` : sql``}`.execute(db);
  return new Map(rows.map((r) => [String(r.code), toRecord(r)]));
}

/** Codes listed more than once, in order of first repeat. */
export function duplicatesOf(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const c of codes) (seen.has(c) ? twice : seen).add(c);
  return [...twice];
}

/** What a barcode is, for messages: its state, else its judged quality result. */
export function describe(lang: 'zh_CN' | 'en_US', b: BarcodeRecord): string {
  return nameIn(lang, STATE_NAMES, b.state) || nameIn(lang, QUALITY_NAMES, b.quality_result) || b.code;
}

const pick = (b: BarcodeRecord): BarcodeChange => Object.fromEntries(TRACKED.map((k) => [k, b[k]]));
const who = (ctx: HookContext) => ({ modify_id: ctx.writer.userId, modify_name: ctx.writer.userName, modify_dt: sql`now()` });

export interface PlannedChange {
  code: string;
  /** the barcode as it is (locked), or absent: the audit creates it */
  existing?: BarcodeRecord;
  set: BarcodeChange;
}

/**
 * Applies the changes of one document's audit and logs them. A barcode to create that another
 * transaction has just created (two registrations of one new code at once) is refused with
 * `taken(code)`: the unique index on the code decides.
 */
export async function applyChanges(ctx: HookContext, docId: number, changes: PlannedChange[], taken: (code: string) => string): Promise<void> {
  const T = ctx.writer.tenantId;
  const doc = ctx.model.def.code;
  const base = { tenant_id: T, create_id: ctx.writer.userId, create_name: ctx.writer.userName, modify_id: ctx.writer.userId, modify_name: ctx.writer.userName, depart_id: ctx.writer.departId ?? null };
  for (const c of changes) {
    let barcodeId: number;
    if (c.existing) {
      barcodeId = c.existing.id;
      await ctx.trx.updateTable('barcode_barcode').set({ ...c.set, ...who(ctx), version: sql`version + 1` }).where('tenant_id', '=', T).where('id', '=', barcodeId).execute();
    } else {
      const row = await ctx.trx
        .insertInto('barcode_barcode')
        .values({ ...base, code: c.code, barcode_type: 'Material', ...c.set })
        .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) refuse(taken(c.code), 409);
      barcodeId = Number(row.id);
    }
    await ctx.trx
      .insertInto('wms_barcode_move')
      .values({ ...base, doc_entity: doc, doc_id: docId, barcode_id: barcodeId, code: c.code, created: !c.existing, prior: c.existing ? JSON.stringify(pick(c.existing)) : null, applied: JSON.stringify(c.set) })
      .execute();
  }
}

const same = (a: unknown, b: unknown): boolean => {
  if (a == null || b == null) return a == null && b == null;
  const x = String(a);
  const y = String(b);
  if (x === y) return true;
  try {
    return new Big(x).eq(y);
  } catch {
    return false;
  }
};

/**
 * Gives back what one document's audit changed: each barcode its fields from before, the created
 * ones deleted. Refused (usedSince) when a barcode no longer holds what the audit set — inspected,
 * returned, put away, split — or a created one has been bound to a container since.
 */
export async function revertChanges(ctx: HookContext, docId: number): Promise<void> {
  const T = ctx.writer.tenantId;
  const lang = ctx.writer.lang;
  const moves = await ctx.trx
    .selectFrom('wms_barcode_move')
    .select(['id', 'barcode_id', 'code', 'created', 'prior', 'applied'])
    .where('tenant_id', '=', T)
    .where('doc_entity', '=', ctx.model.def.code)
    .where('doc_id', '=', docId)
    .orderBy('id')
    .execute();
  if (!moves.length) return;
  const now = await barcodesByCode(ctx.trx, T, moves.map((m) => String(m.code)), true);
  const action = ACTION_NAMES[ctx.action]?.[lang === 'en_US' ? 1 : 0] ?? ctx.action;
  for (const m of moves) {
    const b = now.get(String(m.code));
    const applied = JSON.parse(String(m.applied)) as BarcodeChange;
    const changed = !b || b.id !== Number(m.barcode_id) || TRACKED.some((k) => k in applied && !same(b[k], applied[k]));
    const bound = b && m.created && (b.parent_id != null || (await hasChildren(ctx.trx, T, b.id)));
    if (changed || bound) refuse(am(lang, 'usedSince', { code: String(m.code), what: b ? describe(lang, b) : '—', action }), 409);
  }
  for (const m of moves) {
    if (m.created) await ctx.trx.deleteFrom('barcode_barcode').where('tenant_id', '=', T).where('id', '=', Number(m.barcode_id)).execute();
    else await ctx.trx.updateTable('barcode_barcode').set({ ...(JSON.parse(String(m.prior)) as BarcodeChange), ...who(ctx), version: sql`version + 1` }).where('tenant_id', '=', T).where('id', '=', Number(m.barcode_id)).execute();
  }
  await ctx.trx.deleteFrom('wms_barcode_move').where('tenant_id', '=', T).where('id', 'in', moves.map((m) => Number(m.id))).execute();
}

async function hasChildren(db: AnyDb, tenantId: string, id: number): Promise<boolean> {
  const child = await db.selectFrom('barcode_barcode').select('id').where('tenant_id', '=', tenantId).where('parent_id', '=', id).executeTakeFirst();
  return !!child;
}
