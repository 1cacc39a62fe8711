// Write checks that need the database: unique codes per organisation, references that exist,
// uploaded files of the right kind and size, a tree parent that is not the record or below it.
import { type Kysely, sql } from 'kysely';
import { fileIssue } from '../../schemas/fieldTypes/rules';
import { formatFileSize } from '../../schemas/rpc/portal';
import type { Lang } from '../i18n';
import { rm, ruleMessage } from './messages';
import { type EntityModel, referenceTable } from './model';
import { attrExpr, fromEntity } from './storage';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;

export interface WriteScope {
  organId: number | null;
  /** the record being modified (excluded from unique checks; checked against tree cycles) */
  selfId: number | null;
  /** the writer: an unattached file may only be named by its uploader */
  userId: number;
}

export async function dbChecks(
  db: AnyDb,
  model: EntityModel,
  values: Record<string, unknown>,
  scope: WriteScope,
  lang: Lang,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const { def } = model;
  for (const at of def.attrs) {
    const v = values[at.code];
    if (v === null || v === undefined) continue;
    if (at.unique) {
      let q = fromEntity(db, model).select('t.id').where(attrExpr(model, at), '=', v);
      if (def.perOrgan) q = q.where(sql<boolean>`coalesce(t.organ_id, 0) = ${scope.organId ?? 0}`);
      if (scope.selfId) q = q.where('t.id', '<>', scope.selfId);
      if (await q.executeTakeFirst()) errors[at.code] = rm(lang, 'unique', { value: String(v) });
    }
    if (at.quote) {
      const table = referenceTable(at.quote.entity);
      const found = table ? await db.selectFrom(table).select('id').where('id', '=', v).executeTakeFirst() : null;
      if (!found) errors[at.code] = rm(lang, 'reference', { value: String(v) });
    }
    if (at.files && Array.isArray(v)) {
      const ids = v.map((f) => (f as { id: number }).id);
      const rows = ids.length ? await db.selectFrom('file').select(['id', 'name', 'size', 'create_id', 'entity_code', 'record_id']).where('id', 'in', ids).execute() : [];
      // a file is usable by its uploader until attached, then only by the record it belongs to:
      // naming someone else's file (or another record's) must not hand its contents over
      const usable = (r: (typeof rows)[number]) =>
        r.entity_code == null ? Number(r.create_id) === scope.userId : r.entity_code === def.code && scope.selfId != null && Number(r.record_id) === scope.selfId;
      const byId = new Map(rows.filter(usable).map((r) => [r.id as number, r]));
      for (const id of ids) {
        const f = byId.get(id);
        const refused = f && fileIssue({ name: f.name, size: Number(f.size) }, { accept: at.files.accept, maxBytes: at.files.maxBytes, max: null });
        if (!f) errors[at.code] = rm(lang, 'fileMissing', { value: id });
        else if (refused) errors[at.code] = ruleMessage(lang, refused);
      }
      // keep what the client sees of each file, from the server's own record of it
      values[at.code] = ids.filter((id) => byId.has(id)).map((id) => {
        const f = byId.get(id)!;
        return { id, name: f.name, size: Number(f.size), path: `/files/${id}`, fileSize: formatFileSize(Number(f.size)) };
      });
    }
  }
  if (def.tree && values.parent_id != null && scope.selfId != null) {
    if (values.parent_id === scope.selfId) errors.parent_id = rm(lang, 'parentSelf');
    else {
      // walk up from the new parent: meeting the record itself means a cycle
      let cur: number | null = values.parent_id as number;
      for (let guard = 0; cur != null && guard < 1000; guard++) {
        if (cur === scope.selfId) {
          errors.parent_id = rm(lang, 'parentSelf');
          break;
        }
        const row: { parent_id: number | null } | undefined = await db.selectFrom(def.table).select('parent_id').where('id', '=', cur).executeTakeFirst();
        cur = row?.parent_id ?? null;
      }
    }
  }
  return errors;
}
