// Reading records: the row → record mapping shared by lists, details and write answers.
import { type Kysely, sql } from 'kysely';
import type { ReceiptStatus } from '../../schemas/entities/define';
import { STATUS_NAMES } from '../../schemas/receipts';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { Lang } from '../i18n';
import { notFound } from '../rpc/errors';
import { rm } from './messages';
import type { ChildDef } from '../../schemas/entities/define';
import { type EntityModel, referenceCodeColumn, referenceNameColumn, referenceTable } from './model';
import { type Visibility, whereVisible } from './data-scope';
import { selectRecords } from './query';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

export function toRecord(model: EntityModel, row: Record<string, unknown>, lang: Lang): RecordValue {
  const status = row.status_dict as ReceiptStatus;
  const out: Record<string, unknown> = {
    id: row.id,
    version: row.version,
    status_dict: { dict: status, name: STATUS_NAMES[status]?.[lang] ?? status },
  };
  if (model.def.perOrgan) out.organId = row.organ_id ?? null;
  for (const at of model.def.attrs) {
    const v = row[at.code];
    if (at.quote) out[at.code] = v == null ? null : { id: v, code: row[`${at.code}__code`] ?? null, name: row[`${at.code}__name`] ?? null };
    else if (at.column === 'numeric') out[at.code] = v == null ? null : Number(v);
    else out[at.code] = iso(v) ?? null;
  }
  Object.assign(out, {
    depart_id: row.depart_id == null ? null : { id: row.depart_id, name: row.depart_id__name ?? null },
    createId: row.create_id,
    createName: row.create_name,
    createDt: iso(row.create_dt),
    modifyId: row.modify_id,
    modifyName: row.modify_name,
    modifyDt: iso(row.modify_dt),
  });
  return out as RecordValue;
}

export function childRow(attrs: EntityModel['def']['attrs'], row: Record<string, unknown>) {
  const out: Record<string, unknown> = { id: row.id, sn: row.sn };
  for (const at of attrs) {
    const v = row[at.code];
    // references as {id, code, name}, like the header's
    if (at.quote) out[at.code] = v == null ? null : { id: v, code: row[`${at.code}__code`] ?? null, name: row[`${at.code}__name`] ?? null };
    else out[at.code] = at.column === 'numeric' && v != null ? Number(v) : iso(v) ?? null;
  }
  return out;
}

/** A child table's rows of some owners, with their references' code and name. */
export function selectChildRows(db: AnyDb, child: ChildDef, ownerIds: number[]) {
  let qb = db.selectFrom(`${child.table} as c`).selectAll('c').where('c.owner_id', 'in', ownerIds);
  for (const at of child.attrs) {
    const table = at.quote ? referenceTable(at.quote.entity) : null;
    if (!table) continue;
    const alias = `r_${at.code}`;
    qb = qb
      .leftJoin(`${table} as ${alias}`, `${alias}.id`, `c.${at.code}`)
      .select([
        (referenceCodeColumn(at.quote!.entity) ? sql.ref(`${alias}.code`) : sql`null`).as(`${at.code}__code`),
        sql.ref(`${alias}.${referenceNameColumn(at.quote!.entity)}`).as(`${at.code}__name`),
      ]);
  }
  return qb.orderBy('c.owner_id').orderBy('c.sn').orderBy('c.id');
}

/** One record with its child rows, or 11. */
export async function readRecord(db: AnyDb, model: EntityModel, id: number, lang: Lang, vis?: Visibility): Promise<RecordValue> {
  const row = await whereVisible(selectRecords(db, model).where('t.id', '=', id), vis).executeTakeFirst();
  if (!row) throw notFound(rm(lang, 'notFound', { value: `${model.def.code} ${id}` }));
  const rec = toRecord(model, row, lang);
  await attachChildren(db, model, [rec]);
  return rec;
}

export async function attachChildren(db: AnyDb, model: EntityModel, recs: RecordValue[]): Promise<void> {
  if (!recs.length) return;
  for (const [key, child] of Object.entries(model.def.children ?? {})) {
    const rows = await selectChildRows(db, child, recs.map((r) => r.id)).execute();
    const byOwner = new Map<number, unknown[]>();
    for (const r of rows) {
      const list = byOwner.get(r.owner_id);
      if (list) list.push(childRow(child.attrs, r));
      else byOwner.set(r.owner_id, [childRow(child.attrs, r)]);
    }
    for (const rec of recs) rec[key] = byOwner.get(rec.id) ?? [];
  }
}
