// A rule used by an object or tag cannot be deleted, generically: a record is in use while a
// record of any entity the tenant sees — built-in ones, with the attributes the tenant added to
// them, and the tenant's own entities — has a reference attribute pointing at it, on its header
// or on a line. Nothing in the product points at coding rules yet (materials' barcode rule comes
// with the barcode work); a tenant's own reference counts from the day it is added.
import { type Kysely, sql } from 'kysely';
import { builtinEntities } from '../../../server/modules/catalogue';
import type { DB } from '../../../server/db/types';
import type { Lang } from '../../../server/i18n';
import { attrLabel, builtinModel, type EntityModel } from '../../../server/records/model';
import { attrExpr, fromEntity } from '../../../server/records/storage';
import { tenantMeta } from '../../../server/records/tenant-models';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are dynamic
type AnyDb = Kysely<any>;

export interface Reference {
  /** the referencing entity's name in the caller's language */
  entity: string;
  /** the referencing record's code (its id when it has none) */
  record: string;
}

const codeOf = (model: EntityModel) => (model.generic || model.attrs.has('code') ? sql<string>`t.code` : sql<string>`null`);

/** The first record of the tenant that refers to `entityCode` record `id`, or null. */
export async function firstReference(db: AnyDb, tenantId: string, entityCode: string, id: number, lang: Lang): Promise<Reference | null> {
  const meta = await tenantMeta(db as Kysely<DB>, tenantId);
  const models = [...builtinEntities().map((e) => meta.models.get(e.code) ?? builtinModel(e.code)!), ...[...meta.models.values()].filter((m) => m.generic)];
  for (const model of models) {
    const found = (row: { id: unknown; code: string | null } | undefined) => (row ? { entity: attrLabel(model.def, lang), record: row.code ?? String(row.id) } : null);
    for (const at of model.def.attrs.filter((x) => x.quote?.entity === entityCode && !x.readSql)) {
      const row = await fromEntity(db, model)
        .select(['t.id', codeOf(model).as('code')])
        .where('t.tenant_id', '=', tenantId)
        .where(attrExpr(model, at), '=', id)
        .limit(1)
        .executeTakeFirst();
      if (row) return found(row);
    }
    for (const child of Object.values(model.def.children ?? {})) {
      for (const at of child.attrs.filter((x) => x.quote?.entity === entityCode)) {
        const row = await db
          .selectFrom(`${child.table} as c`)
          .innerJoin(`${model.def.table} as t`, 't.id', 'c.owner_id')
          .select(['t.id', codeOf(model).as('code')])
          .where('c.tenant_id', '=', tenantId)
          .where(sql.ref(`c.${at.code}`), '=', id)
          .limit(1)
          .executeTakeFirst();
        if (row) return found(row);
      }
    }
  }
  return null;
}
