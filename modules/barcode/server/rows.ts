// Reading barcodes for the operations: rows with their material and supplier as {id, code, name},
// by code or id, optionally locked FOR UPDATE (in id order, so two operations over the same
// barcodes queue instead of deadlocking), and whole subtrees by a recursive query.
import { type Kysely, sql } from 'kysely';
import type { Lang } from '../../../server/i18n';
import { badRequest, notFound } from '../../../server/rpc/errors';
import type { BarcodeNode, BarcodeRow } from '../contracts';
import { bm } from '../messages';
import { BarcodeRefusal, buildTrees } from '../rules';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
export type AnyDb = Kysely<any>;

export const TABLE = 'barcode_barcode';

type Raw = Record<string, unknown>;

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

/** the tenant's barcodes (alias b) matching `where`, with their material and supplier */
export const rowsFrom = (tenantId: string, where: ReturnType<typeof sql>) => sql`
      from barcode_barcode b
      left join mdm_material m on m.tenant_id = b.tenant_id and m.id = b.material_id
      left join mdm_supplier s on s.tenant_id = b.tenant_id and s.id = b.supplier_id
     where b.tenant_id = ${tenantId} and ${where}`;

/** Barcodes with their references, filtered by `where` (a SQL condition over alias b). */
export async function selectRows(db: AnyDb, tenantId: string, where: ReturnType<typeof sql>, order = sql`b.code`): Promise<BarcodeRow[]> {
  const { rows } = await sql<Raw>`select ${ROW_COLUMNS} ${rowsFrom(tenantId, where)} order by ${order}`.execute(db);
  return rows.map(toRow);
}

/**
 * The barcodes of these codes, locked FOR UPDATE until the transaction ends, in the order given.
 * Unknown codes are refused: one with 条码不存在, several with 存在不存在的条码.
 */
export async function lockByCodes(trx: AnyDb, tenantId: string, codes: readonly string[]): Promise<BarcodeRow[]> {
  const { rows: locked } = await sql<{ id: string; code: string }>`
    select id, code from barcode_barcode where tenant_id = ${tenantId} and code in (${sql.join([...codes])}) order by id for update`.execute(trx);
  const found = new Map(locked.map((r) => [r.code, Number(r.id)]));
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length === 1 && codes.length === 1) throw new BarcodeRefusal('notExist', { code: missing[0] }, 'missing');
  if (missing.length) throw new BarcodeRefusal('nonExistent', { codes: missing.join(', ') }, 'missing');
  const rows = await selectRows(trx, tenantId, sql`b.id in (${sql.join([...found.values()])})`);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return codes.map((c) => byCode.get(c)!);
}

/** The barcode of a code (no lock), or 条码不存在. */
export async function rowByCode(db: AnyDb, tenantId: string, code: string): Promise<BarcodeRow> {
  const [row] = await selectRows(db, tenantId, sql`b.code = ${code}`);
  if (!row) throw new BarcodeRefusal('notExist', { code }, 'missing');
  return row;
}

/** The barcode and everything under it, as a tree. */
export async function subtree(db: AnyDb, tenantId: string, rootId: number): Promise<BarcodeNode | null> {
  const ids = await sql<{ id: string }>`
    with recursive t(id) as (
      select id from barcode_barcode where tenant_id = ${tenantId} and id = ${rootId}
      union select b.id from barcode_barcode b join t on b.parent_id = t.id where b.tenant_id = ${tenantId})
    select id from t limit 100000`.execute(db);
  if (!ids.rows.length) return null;
  const rows = await selectRows(db, tenantId, sql`b.id in (${sql.join(ids.rows.map((r) => Number(r.id)))})`);
  return (buildTrees(rows, [rootId])[0] as BarcodeNode) ?? null;
}

/** The id of the root of a barcode's tree (itself when it has no parent). */
export async function rootOf(db: AnyDb, tenantId: string, id: number): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from barcode_barcode where tenant_id = ${tenantId} and id = ${id}
      union all select b.id, b.parent_id, up.depth + 1 from barcode_barcode b join up on b.id = up.parent_id
       where b.tenant_id = ${tenantId} and up.depth < 1000)
    select id from up where parent_id is null limit 1`.execute(db);
  return rows.length ? Number(rows[0].id) : id;
}

/** A refusal in the caller's language: 11 for unknown barcodes or files, else 400. */
export function toRpcError(e: unknown, lang: Lang): unknown {
  if (e instanceof BarcodeRefusal) {
    const msg = bm(lang, e.key, e.vars);
    return e.kind === 'missing' ? notFound(msg) : badRequest(msg);
  }
  // two sessions making the same new code at once: the unique index decides, and its detail names the code
  const pg = e as { code?: string; constraint?: string; detail?: string };
  if (pg?.code === '23505' && String(pg.constraint ?? '').startsWith('barcode_barcode_uq_code')) {
    const code = /=\([^,]*, (.*)\) already exists/.exec(pg.detail ?? '')?.[1] ?? '';
    return badRequest(bm(lang, 'exists', { codes: code }));
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
