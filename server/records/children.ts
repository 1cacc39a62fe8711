// Child rows (a document's lines): saved by id — updated, inserted and deleted — so that later
// rows elsewhere (an arrival's lines) can point at them; their references are checked like the
// header's. Updates of many lines are one statement (jsonb_to_recordset), not one per line.
import { type Kysely, sql } from 'kysely';
import type { ChildDef } from '../../schemas/entities/define';
import type { Lang } from '../i18n';
import { RpcError } from '../rpc/errors';
import { columnType } from './ddl';
import { rm } from './messages';
import type { EntityModel } from './model';
import { referenceTable } from './model';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;

export type ChildRows = Record<string, Array<Record<string, unknown>>>;

/** jsonb values go in as JSON text */
function serialise(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
  return out;
}

/** Errors keyed `{child}[{row}].{attr}` for references to records that do not exist (one query per attribute). */
export async function checkChildReferences(db: AnyDb, model: EntityModel, children: ChildRows, lang: Lang): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const [key, rows] of Object.entries(children)) {
    for (const at of model.def.children![key].attrs) {
      if (!at.quote) continue;
      const table = referenceTable(at.quote.entity);
      const ids = [...new Set(rows.map((r) => r[at.code]).filter((v): v is number => typeof v === 'number'))];
      const found = table && ids.length ? new Set((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => Number(r.id))) : new Set<number>();
      rows.forEach((r, i) => {
        const v = r[at.code];
        if (typeof v === 'number' && !found.has(v)) errors[`${key}[${i}].${at.code}`] = rm(lang, 'reference', { value: String(v) });
      });
    }
  }
  return errors;
}

async function updateRows(trx: AnyDb, tenantId: string, child: ChildDef, ownerId: number, rows: Array<Record<string, unknown>>): Promise<void> {
  if (!rows.length) return;
  const cols = child.attrs.map((a) => a.code);
  const typed = sql.join([sql.raw('id bigint'), sql.raw('sn integer'), ...child.attrs.map((a) => sql.raw(`"${a.code}" ${columnType(a)}`))]);
  const sets = sql.join([sql.raw('sn = x.sn'), ...cols.map((c) => sql.raw(`"${c}" = x."${c}"`))]);
  // jsonb_to_recordset types each value by the column list (jsonb values stay JSON); the table
  // is a raw identifier (declared, checked by ddl.ts) so the tenant guard sees it with tenant_id
  await sql`update ${sql.raw(`"${child.table}"`)} as c set ${sets}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${typed})
    where c.tenant_id = ${tenantId} and c.id = x.id and c.owner_id = ${ownerId}`.execute(trx);
}

/**
 * Fills the attributes a stored row was given without (a hidden column keeps its value) from the
 * stored row. Rows naming an id of another record are left for writeChildren to refuse.
 */
export async function mergeStoredRows(trx: AnyDb, model: EntityModel, ownerId: number, children: ChildRows): Promise<void> {
  for (const [key, rows] of Object.entries(children)) {
    const child = model.def.children![key];
    const ids = rows.map((r) => r.id).filter((v): v is number => typeof v === 'number');
    if (!ids.length) continue;
    const stored = new Map(
      (await trx.selectFrom(child.table).selectAll().where('owner_id', '=', ownerId).where('id', 'in', ids).execute()).map((r) => [Number(r.id), r as Record<string, unknown>]),
    );
    for (const row of rows) {
      const s = typeof row.id === 'number' ? stored.get(row.id) : undefined;
      if (!s) continue;
      for (const at of child.attrs) if (!Object.hasOwn(row, at.code)) row[at.code] = s[at.code] ?? null;
    }
  }
}

/**
 * Saves the given child tables of one record: rows with an id of this record are updated, rows
 * without one inserted, stored rows not given deleted. An id of another record is a 400 naming
 * the row. Tables not given are left as they are.
 */
export async function writeChildren(trx: AnyDb, tenantId: string, model: EntityModel, ownerId: number, children: ChildRows, lang: Lang): Promise<void> {
  for (const [key, rows] of Object.entries(children)) {
    const child = model.def.children![key];
    const stored = new Set((await trx.selectFrom(child.table).select('id').where('owner_id', '=', ownerId).execute()).map((r) => Number(r.id)));
    const updates: Array<Record<string, unknown>> = [];
    const inserts: Array<Record<string, unknown>> = [];
    const kept = new Set<number>();
    const errors: Record<string, string> = {};
    rows.forEach(({ id, ...values }, i) => {
      if (id == null) inserts.push({ ...serialise(values), tenant_id: tenantId, owner_id: ownerId, sn: i + 1 });
      else if (!stored.has(Number(id)) || kept.has(Number(id))) errors[`${key}[${i}].id`] = rm(lang, 'childRow', { value: String(id) });
      else {
        kept.add(Number(id));
        updates.push({ ...values, id: Number(id), sn: i + 1 });
      }
    });
    if (Object.keys(errors).length) throw new RpcError(400, Object.values(errors)[0], { fields: errors });
    const gone = [...stored].filter((id) => !kept.has(id));
    if (gone.length) await trx.deleteFrom(child.table).where('owner_id', '=', ownerId).where('id', 'in', gone).execute();
    await updateRows(trx, tenantId, child, ownerId, updates);
    if (inserts.length) await trx.insertInto(child.table).values(inserts).execute();
  }
}
