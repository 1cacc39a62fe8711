// Computed attributes on the server: a client's values for them (and for the progress attributes
// the engine maintains) are dropped before validation, and every save recomputes them from the
// record as it will be stored — the stored header and lines merged with what the call changes.
// recomputeStored() does the same for a record another document has just moved (progress).
import { type Kysely, sql } from 'kysely';
import type { AttrDef } from '../../schemas/entities/define';
import { computeRecord, hasComputed, type Row } from '../../schemas/compute/record';
import { countDigits } from '../../schemas/fieldTypes/decimal';
import type { Lang } from '../i18n';
import { rm } from './messages';
import type { ChildRows } from './children';
import { columnType } from './ddl';
import type { EntityModel } from './model';
import { readRecord } from './read';
import { failIfErrors } from './validate';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;

const notFromClient = (a: AttrDef) => !!a.compute || !!a.maintained || !!a.readSql;

/** The input without computed and maintained attributes (header and lines). */
export function withoutDerived(model: EntityModel, input: Record<string, unknown>): Record<string, unknown> {
  const out = { ...input };
  for (const a of model.def.attrs) if (notFromClient(a)) delete out[a.code];
  for (const [key, child] of Object.entries(model.def.children ?? {})) {
    const derived = child.attrs.filter(notFromClient);
    const rows = out[key];
    if (!derived.length || !Array.isArray(rows)) continue;
    out[key] = rows.map((r) => {
      if (r === null || typeof r !== 'object' || Array.isArray(r)) return r;
      const copy = { ...(r as Record<string, unknown>) };
      for (const a of derived) delete copy[a.code];
      return copy;
    });
  }
  return out;
}

/**
 * Sets the computed attributes of a save: `values` and `children` are what will be written (the
 * given child tables, rows already merged with their stored values); a modify computes over the
 * stored record with them applied. Computed header values are added to `values`.
 */
export async function computeOnSave(db: AnyDb, model: EntityModel, id: number | null, values: Record<string, unknown>, children: ChildRows, lang: Lang): Promise<void> {
  if (!hasComputed(model.def)) return;
  const stored = id === null ? null : ((await readRecord(db, model, id, lang)) as Record<string, unknown>);
  const header: Row = { ...(stored ?? {}), ...values };
  const rows: Record<string, Row[]> = {};
  for (const key of Object.keys(model.def.children ?? {})) rows[key] = children[key] ?? ((stored?.[key] as Row[] | undefined) ?? []);
  computeRecord(model.def, header, rows);
  for (const a of model.def.attrs) if (a.compute) values[a.code] = header[a.code];
  checkFits(model, values, children, lang);
}

/** A computed value too large for its column is the caller's 400 (naming the field), not a database error. */
function checkFits(model: EntityModel, values: Record<string, unknown>, children: ChildRows, lang: Lang): void {
  const fields: Record<string, string> = {};
  const check = (a: AttrDef, v: unknown, key: string) => {
    const d = a.compute && a.digits ? countDigits(v) : null;
    if (d && d.int > a.digits!.int) fields[key] = rm(lang, 'digits', a.digits!);
  };
  for (const a of model.def.attrs) check(a, values[a.code], a.code);
  for (const [key, rows] of Object.entries(children)) {
    for (const a of model.def.children![key].attrs) rows.forEach((r, i) => {
      check(a, r[a.code], `${key}[${i}].${a.code}`);
    });
  }
  failIfErrors(fields, model, lang);
}

/** Recomputes a stored record's computed attributes in place (after its progress moved). */
export async function recomputeStored(db: AnyDb, tenantId: string, model: EntityModel, id: number, lang: Lang): Promise<void> {
  if (!hasComputed(model.def)) return;
  const rec = (await readRecord(db, model, id, lang)) as Record<string, unknown>;
  const rows: Record<string, Row[]> = {};
  for (const key of Object.keys(model.def.children ?? {})) rows[key] = (rec[key] as Row[]) ?? [];
  computeRecord(model.def, rec, rows);
  for (const [key, child] of Object.entries(model.def.children ?? {})) {
    const computed = child.attrs.filter((a) => a.compute);
    if (!computed.length || !rows[key].length) continue;
    const typed = sql.join([sql.raw('id bigint'), ...computed.map((a) => sql.raw(`"${a.code}" ${columnType(a)}`))]);
    const sets = sql.join(computed.map((a) => sql.raw(`"${a.code}" = x."${a.code}"`)));
    const data = rows[key].map((r) => Object.fromEntries([['id', r.id], ...computed.map((a) => [a.code, r[a.code]])]));
    await sql`update ${sql.raw(`"${child.table}"`)} as c set ${sets}
      from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as x(${typed})
      where c.tenant_id = ${tenantId} and c.id = x.id and c.owner_id = ${id}`.execute(db);
  }
  const set: Record<string, unknown> = {};
  for (const a of model.def.attrs) if (a.compute) set[a.code] = rec[a.code];
  if (Object.keys(set).length) await db.updateTable(model.def.table).set(set).where('id', '=', id).execute();
}
