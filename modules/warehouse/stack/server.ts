// The stack's server part: wms.Stack, and its rules and effects in the write's transaction (record hooks), over the barcode table
// (read and written here directly; the barcode module's rules are its own: modules/barcode/rules.ts).
// Saved: each line's barcode must exist (条码不存在) and appear once (条码重复); its material, batch and
// count are read from it. Audited: the container and the barcodes are locked, the container must
// be able to hold them (a material barcode has no children; at most two batches in one container),
// a barcode on another container is refused (已存在父条码) — then they are bound to the container
// and lie, with it, at the stack's warehouse and position. Un-audited: the ones still on that
// container are unbound.
import { type Kysely, sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import type { Lang } from '../../../server/i18n';
import { refuse } from '../../../server/modules/hooks';
import { defineServerModule, type HookContext, type RecordHooks } from '../../../server/modules/types';
import { implementDocument } from '../../../server/records/document-service';
import { stackingStacks } from './pages';
import { type BarcodeMessage, bm, BarcodeRefusal, checkBind, duplicatesOf, type MergeRow } from '../../barcode/public';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;
type Rec = Record<string, unknown>;

interface BarcodeRow {
  id: number;
  code: string;
  barcode_type: string;
  material_id: number | null;
  batch_no: string | null;
  quality_result: string | null;
  state: string | null;
  count: string;
  parent_id: number | null;
}

const refuseWith = (lang: Lang, key: BarcodeMessage, vars: Record<string, string | number> = {}): never => refuse(bm(lang, key, vars));

/** Barcodes by code, in the order asked (locked FOR UPDATE in id order when `lock`); unknown codes refused. */
async function barcodes(db: AnyDb, T: string, lang: Lang, codes: string[], lock = false): Promise<BarcodeRow[]> {
  const rows = (
    await sql<BarcodeRow>`select id::int as id, code, barcode_type, material_id::int as material_id, batch_no, quality_result, state, count::text as count, parent_id::int as parent_id
                            from barcode_barcode where tenant_id = ${T} and code in (${sql.join(codes)}) order by id ${lock ? sql`for update` : sql``}`.execute(db)
  ).rows;
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const unknown = codes.filter((c) => !byCode.has(c));
  if (unknown.length === 1) refuseWith(lang, 'notExist', { code: unknown[0] });
  if (unknown.length > 1) refuseWith(lang, 'nonExistent', { codes: unknown.join(', ') });
  return codes.map((c) => byCode.get(c)!);
}

const asMergeRow = (r: BarcodeRow): MergeRow => ({ code: r.code, barcode_type: r.barcode_type, material_id: r.material_id === null ? null : { id: r.material_id }, batch_no: r.batch_no, quality_result: r.quality_result, state: r.state, count: r.count });

/** Saved: the barcodes exist, once each; their material, batch and count are copied onto the lines. */
async function readBarcodes(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const lang = ctx.writer.lang;
  const rec = (ctx.after ?? {}) as Rec;
  const lines = (rec.items as Rec[] | undefined) ?? [];
  const codes = lines.map((l) => String(l.barcode ?? ''));
  const twice = duplicatesOf(codes);
  if (twice.length) refuseWith(lang, 'duplicate', { codes: twice.join(', ') });
  const container = String(rec.container_code ?? '');
  if (codes.includes(container)) refuseWith(lang, 'illegalRelation', { code: container });
  await barcodes(ctx.trx, T, lang, [container]);
  const found = await barcodes(ctx.trx, T, lang, codes);
  for (const [i, l] of lines.entries()) {
    const b = found[i];
    await sql`update wms_stack_item set material_id = ${b.material_id}, batch_no = ${b.batch_no}, count = ${b.count}::numeric where tenant_id = ${T} and id = ${refId(l.id)}`.execute(ctx.trx);
  }
  await sql`update wms_stack set total_count = (select coalesce(sum(count), 0) from wms_stack_item where tenant_id = ${T} and owner_id = ${ctx.id}) where tenant_id = ${T} and id = ${ctx.id}`.execute(ctx.trx);
}

async function stackOf(db: AnyDb, T: string, id: number) {
  const head = (await sql<{ container_code: string; warehouse_id: number; position_id: number | null }>`select container_code, warehouse_id, position_id from wms_stack where tenant_id = ${T} and id = ${id}`.execute(db)).rows[0];
  const codes = (await sql<{ barcode: string }>`select barcode from wms_stack_item where tenant_id = ${T} and owner_id = ${id} order by sn, id`.execute(db)).rows.map((r) => r.barcode);
  return { ...head, codes };
}

/** Before the audit: the container takes the barcodes by the barcode module's rules; then they are bound and placed. */
async function bindToContainer(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const lang = ctx.writer.lang;
  const db = ctx.trx as AnyDb;
  const s = await stackOf(db, T, ctx.id!);
  const locked = await barcodes(db, T, lang, [s.container_code, ...s.codes], true);
  const [container, ...children] = locked;
  for (const c of children) {
    if (c.parent_id === container.id) refuseWith(lang, 'relationExists', { code: c.code });
    if (c.parent_id !== null) refuseWith(lang, 'parentExists', { code: c.code });
    if (c.barcode_type !== 'Material') refuseWith(lang, 'illegalBarcode', { code: c.code });
  }
  const present = (await sql<{ batch_no: string | null }>`select distinct batch_no from barcode_barcode where tenant_id = ${T} and parent_id = ${container.id}`.execute(db)).rows;
  try {
    checkBind(asMergeRow(container), children.map(asMergeRow), present.map((r) => r.batch_no ?? ''));
  } catch (e) {
    if (e instanceof BarcodeRefusal) refuseWith(lang, e.key, e.vars);
    throw e;
  }
  const ids = children.map((c) => c.id);
  const who = { id: ctx.writer.userId, name: ctx.writer.userName };
  await sql`update barcode_barcode set parent_id = ${container.id}, warehouse_id = ${s.warehouse_id}, position_id = ${s.position_id},
              modify_id = ${who.id}, modify_name = ${who.name}, modify_dt = now(), version = version + 1
             where tenant_id = ${T} and id in (${sql.join(ids)})`.execute(db);
  await sql`update barcode_barcode set warehouse_id = ${s.warehouse_id}, position_id = ${s.position_id},
              modify_id = ${who.id}, modify_name = ${who.name}, modify_dt = now(), version = version + 1
             where tenant_id = ${T} and id = ${container.id}`.execute(db);
}

/** After an un-audit: the stack's barcodes still on its container leave it. */
async function unbindFromContainer(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const s = await stackOf(ctx.trx, T, ctx.id!);
  await sql`update barcode_barcode b set parent_id = null, modify_id = ${ctx.writer.userId}, modify_name = ${ctx.writer.userName}, modify_dt = now(), version = b.version + 1
             where b.tenant_id = ${T} and b.code in (${sql.join(s.codes)})
               and b.parent_id = (select c.id from barcode_barcode c where c.tenant_id = ${T} and c.code = ${s.container_code})`.execute(ctx.trx);
}

export const stackHooks: RecordHooks[] = [
  { entity: 'WmsStack', actions: ['create', 'modify'], after: readBarcodes },
  { entity: 'WmsStack', actions: ['audit'], before: bindToContainer },
  { entity: 'WmsStack', actions: ['deApproval'], after: unbindFromContainer },
];

export default defineServerModule({ services: [implementDocument(stackingStacks.Stack.service, {})], hooks: stackHooks });
