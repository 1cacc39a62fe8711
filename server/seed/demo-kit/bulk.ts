// Set-based writes of the demo documents: one INSERT … SELECT FROM json_to_recordset (or UPDATE …
// FROM) per table and batch instead of one statement per row — tens of thousands of rows on the
// first start — with columns and types taken from the entity declarations, queued on the seed's
// one connection so the next documents are computed while the previous ones are stored.
import { sql } from 'kysely';
import type { Row } from '../../../schemas/compute/record';
import type { AttrDef, ChildDef, EntityDef } from '../../../schemas/entities/define';
import { columnType } from '../../records/ddl';
import type { AnyDb } from './db';
import { computeAll, type Doc } from './documents';

/**
 * Writes queued on the seed's one connection without waiting for each: the generator computes
 * the next documents while the database stores the previous ones. `done` waits for all (and
 * fails with the first failure).
 */
export class Writes {
  private readonly pending: Promise<unknown>[] = [];
  add(p: Promise<unknown>): void {
    p.catch(() => undefined);
    this.pending.push(p);
  }
  /**
   * Computes and writes documents in slices, letting the connection send the queued statements
   * between them (the database stores one slice while the next is computed).
   */
  async computeAndInsert(db: AnyDb, tenantId: string, def: EntityDef, docs: Doc[], slice = 500): Promise<void> {
    for (let i = 0; i < docs.length; i += slice) {
      const part = docs.slice(i, i + slice);
      computeAll(def, part);
      this.add(insertDocs(db, tenantId, def, part));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  async done(): Promise<void> {
    await Promise.all(this.pending);
  }
}

export interface Col {
  name: string;
  type: string;
}

const stored = (attrs: readonly AttrDef[]) => attrs.filter((a) => !a.readSql && a.column !== 'jsonb');
const attrCols = (attrs: readonly AttrDef[]): Col[] => stored(attrs).map((a) => ({ name: a.code, type: columnType(a) }));

const HEADER_COLS: Col[] = [
  { name: 'id', type: 'bigint' },
  { name: 'tenant_id', type: 'text' },
  { name: 'status_dict', type: 'text' },
  { name: 'version', type: 'integer' },
  { name: 'create_id', type: 'bigint' },
  { name: 'create_name', type: 'text' },
  { name: 'create_dt', type: 'timestamptz' },
  { name: 'modify_id', type: 'bigint' },
  { name: 'modify_name', type: 'text' },
  { name: 'modify_dt', type: 'timestamptz' },
];
const CHILD_COLS: Col[] = [
  { name: 'id', type: 'bigint' },
  { name: 'tenant_id', type: 'text' },
  { name: 'owner_id', type: 'bigint' },
  { name: 'sn', type: 'integer' },
];

const BATCH = 5000;

/** INSERT … SELECT FROM json_to_recordset: one statement per BATCH rows (rows of that tenant only). */
export async function insertRows(db: AnyDb, tenantId: string, table: string, cols: Col[], rows: Row[], overriding = false): Promise<void> {
  const names = sql.raw(cols.map((c) => `"${c.name}"`).join(', '));
  const typed = sql.raw(cols.map((c) => `"${c.name}" ${c.type}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await sql`insert into ${sql.table(table)} (${names}) ${overriding ? sql`overriding system value` : sql``}
      select ${names} from json_to_recordset(${json}::json) as x(${typed}) where x.tenant_id = ${tenantId}`.execute(db);
  }
}

/** UPDATE … FROM json_to_recordset: the given columns of the rows (by id) of a tenant's table. */
export async function updateRows(db: AnyDb, tenantId: string, table: string, cols: Col[], rows: Row[]): Promise<void> {
  const sets = sql.raw(cols.map((c) => `"${c.name}" = x."${c.name}"`).join(', '));
  const typed = sql.raw([{ name: 'id', type: 'bigint' }, ...cols].map((c) => `"${c.name}" ${c.type}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await sql`update ${sql.table(table)} as t set ${sets} from json_to_recordset(${json}::json) as x(${typed})
      where t.tenant_id = ${tenantId} and t.id = x.id`.execute(db);
  }
}

const pickCols = (cols: Col[], row: Row): Row => {
  const out: Row = {};
  for (const c of cols) {
    const v = row[c.name];
    if (v !== undefined && v !== null) out[c.name] = v;
  }
  return out;
};

/** Writes documents (headers, then each child table) with their record fields. */
export async function insertDocs(db: AnyDb, tenantId: string, def: EntityDef, docs: Doc[]): Promise<void> {
  const cols = [...HEADER_COLS, ...attrCols(def.attrs)];
  const own = attrCols(def.attrs);
  const heads = docs.map((d) => {
    const out = pickCols(own, d.h);
    Object.assign(out, {
      id: d.id,
      tenant_id: tenantId,
      status_dict: d.status,
      version: d.version,
      create_id: d.creator.id,
      create_name: d.creator.name,
      create_dt: d.created,
      modify_id: d.modifier.id,
      modify_name: d.modifier.name,
      modify_dt: d.modified,
    });
    return out;
  });
  await insertRows(db, tenantId, def.table, cols, heads);
  for (const [key, child] of Object.entries(def.children ?? {})) {
    const own = attrCols(child.attrs);
    const rows: Row[] = [];
    for (const d of docs) {
      for (const [i, row] of (d.c[key] ?? []).entries()) rows.push(Object.assign(pickCols(own, row), { id: row.id, owner_id: d.id, sn: i + 1 }));
    }
    await insertChildRows(db, tenantId, child, rows);
  }
}

/** Child rows (with id, owner_id and sn) of a child table. */
export async function insertChildRows(db: AnyDb, tenantId: string, child: ChildDef, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const cols = [...CHILD_COLS, ...attrCols(child.attrs)];
  for (const r of rows) r.tenant_id = tenantId;
  await insertRows(db, tenantId, child.table, cols, rows, true);
}
