// Reading barcodes for the calls and the operations: rows with their material and supplier as
// {id, code, name}, by code or id, optionally locked FOR UPDATE (in id order, so two operations over
// the same barcodes queue instead of deadlocking), and whole subtrees by a recursive query. Every
// read goes through a Reader: the tenant and what the caller may see of its barcodes (its data scope
// and row limits as a condition over alias b, its hidden fields) — a barcode outside it is, to the
// caller, one that does not exist.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Lang } from '../../../server/i18n';
import { badRequest, notFound } from '../../../server/rpc/errors';
import type { BarcodeNode, BarcodeRow } from '../contracts';
import { bm } from '../messages';
import { BarcodeRefusal, buildTrees } from '../rules';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
export type AnyDb = Kysely<any>;

export const TABLE = 'barcode_barcode';

type Raw = Record<string, unknown>;

/** What a caller reads of the barcodes: its tenant's, those `visible` lets through, without the `hidden` fields. */
export interface Reader {
  tenantId: string;
  visible: RawBuilder<boolean>;
  hidden?: ReadonlySet<string>;
}

/** The whole tenant, every field (system work: hooks, seeds). */
export const wholeTenant = (tenantId: string): Reader => ({ tenantId, visible: sql<boolean>`true` });

/** toRow without the fields the reader may not see (never answered, as the record layer's reads). */
export function rowFor(r: Reader): (raw: Raw) => BarcodeRow {
  if (!r.hidden?.size) return toRow;
  return (raw) => {
    const row = toRow(raw) as unknown as Record<string, unknown>;
    for (const f of r.hidden!) if (f !== 'id' && f !== 'code') delete row[f];
    return row as unknown as BarcodeRow;
  };
}

const ref = (id: unknown, code: unknown, name: unknown) => (id == null ? null : { id: Number(id), code: String(code ?? ''), name: String(name ?? '') });

/** the stored count as a plain decimal (numeric(14,4) → '12.5000' → '12.5') */
export const countText = (v: unknown) => (v == null ? '0' : String(v).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));

export function toRow(r: Raw): BarcodeRow {
  return {
    id: Number(r.id),
    version: Number(r.version),
    code: String(r.code),
    barcode_type: String(r.barcode_type),
    material_id: ref(r.material_id, r.material_code, r.material_name),
    count: countText(r.count),
    batch_no: (r.batch_no as string) ?? null,
    arrival_batch: (r.arrival_batch as string) ?? null,
    supplier_id: ref(r.supplier_id, r.supplier_code, r.supplier_name),
    parent_id: r.parent_id == null ? null : Number(r.parent_id),
    quality_result: (r.quality_result as string) ?? null,
    state: (r.state as string) ?? null,
    warehouse_id: r.warehouse_id == null ? null : Number(r.warehouse_id),
    position_id: r.position_id == null ? null : Number(r.position_id),
    remark: (r.remark as string) ?? null,
  };
}

/** a row's columns over `rowsFrom` (what toRow reads) */
export const ROW_COLUMNS = sql`b.*, m.code as material_code, m.name as material_name, s.code as supplier_code, s.name as supplier_name`;

/** the barcodes (alias b) the reader sees matching `where`, with their material and supplier */
export const rowsFrom = (r: Reader, where: ReturnType<typeof sql>) => sql`
      from barcode_barcode b
      left join mdm_material m on m.tenant_id = b.tenant_id and m.id = b.material_id
      left join mdm_supplier s on s.tenant_id = b.tenant_id and s.id = b.supplier_id
     where b.tenant_id = ${r.tenantId} and ${r.visible} and ${where}`;

/** Barcodes with their references, filtered by `where` (a SQL condition over alias b). */
export async function selectRows(db: AnyDb, r: Reader, where: ReturnType<typeof sql>, order = sql`b.code`): Promise<BarcodeRow[]> {
  const { rows } = await sql<Raw>`select ${ROW_COLUMNS} ${rowsFrom(r, where)} order by ${order}`.execute(db);
  return rows.map(rowFor(r));
}

/**
 * The barcodes of these codes, locked FOR UPDATE until the transaction ends, in the order given.
 * Unknown codes are refused: one with 条码不存在, several with 存在不存在的条码.
 */
export async function lockByCodes(trx: AnyDb, r: Reader, codes: readonly string[]): Promise<BarcodeRow[]> {
  const { rows: locked } = await sql<{ id: string; code: string }>`
    select b.id, b.code from barcode_barcode b where b.tenant_id = ${r.tenantId} and ${r.visible} and b.code in (${sql.join([...codes])}) order by b.id for update`.execute(trx);
  const found = new Map(locked.map((r) => [r.code, Number(r.id)]));
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length === 1 && codes.length === 1) throw new BarcodeRefusal('notExist', { code: missing[0] }, 'missing');
  if (missing.length) throw new BarcodeRefusal('nonExistent', { codes: missing.join(', ') }, 'missing');
  const rows = await selectRows(trx, r, sql`b.id in (${sql.join([...found.values()])})`);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return codes.map((c) => byCode.get(c)!);
}

/** The barcode of a code (no lock), or 条码不存在. */
export async function rowByCode(db: AnyDb, r: Reader, code: string): Promise<BarcodeRow> {
  const [row] = await selectRows(db, r, sql`b.code = ${code}`);
  if (!row) throw new BarcodeRefusal('notExist', { code }, 'missing');
  return row;
}

/** The barcode and what the reader sees under it (a hidden barcode hides its branch), as a tree; null when the reader does not see the barcode. */
export async function subtree(db: AnyDb, r: Reader, rootId: number): Promise<BarcodeNode | null> {
  const ids = await sql<{ id: string }>`
    with recursive t(id) as (
      select b.id from barcode_barcode b where b.tenant_id = ${r.tenantId} and b.id = ${rootId} and ${r.visible}
      union select b.id from barcode_barcode b join t on b.parent_id = t.id where b.tenant_id = ${r.tenantId} and ${r.visible})
    select id from t limit 100000`.execute(db);
  if (!ids.rows.length) return null;
  const rows = await selectRows(db, r, sql`b.id in (${sql.join(ids.rows.map((x) => Number(x.id)))})`);
  return (buildTrees(rows, [rootId])[0] as BarcodeNode) ?? null;
}

/** The id of the highest barcode above this one that the reader sees without a hidden one between (itself when none). */
export async function rootOf(db: AnyDb, r: Reader, id: number): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    with recursive up(id, parent_id, depth) as (
      select b.id, b.parent_id, 0 from barcode_barcode b where b.tenant_id = ${r.tenantId} and b.id = ${id}
      union all select b.id, b.parent_id, up.depth + 1 from barcode_barcode b join up on b.id = up.parent_id
       where b.tenant_id = ${r.tenantId} and ${r.visible} and up.depth < 1000)
    select id from up order by depth desc limit 1`.execute(db);
  return rows.length ? Number(rows[0].id) : id;
}

/** A refusal in the caller's language: 11 for unknown barcodes or files, else 400. */
export function toRpcError(e: unknown, lang: Lang): unknown {
  if (e instanceof BarcodeRefusal) {
    const msg = bm(lang, e.key, e.vars);
    return e.kind === 'missing' ? notFound(msg) : badRequest(msg);
  }
  return e;
}

/** Runs a handler body, turning refusals into envelope errors. */
export async function guarded<T>(lang: Lang, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    throw toRpcError(e, lang);
  }
}
