// Which attributes of an entity a role may not see. A role sees an entity through its allocated
// pages (the product's pages of the entity, and the tenant's own menu pages naming it in their
// parameters). An allocation keeps the page's fields unless an implementer gave it its own list
// (menu_alloc.own_fields); a field is hidden from the role when every allocated page of the
// entity has its own list and none of them displays it. Hidden fields never leave the server
// (lists, details, write answers, exports) and are never written from the role's input.
import type { Kysely } from 'kysely';
import { pagesOfEntity } from '../modules/catalogue';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { DB } from '../db/types';
import { type CallContext, session } from '../rpc/registry';
import { paramsEntity } from './designed-pages';
import type { EntityModel } from './model';
import { processCache } from '../db/process-caches';

export { paramsEntity };

/** fields every record answers whatever the allocation: identity, concurrency, status */
const ALWAYS_SHOWN = new Set(['id', 'version', 'status_dict', 'code']);

const cache = processCache<string, { version: number; hidden: Promise<ReadonlySet<string>> }>();

async function computeHidden(db: Kysely<DB>, roleId: number, model: EntityModel): Promise<ReadonlySet<string>> {
  const code = model.def.code;
  const urls = new Set(pagesOfEntity(code).flatMap((p) => [p.url, p.detailUrl]));
  const allocs = await db
    .selectFrom('menu_alloc as a')
    .innerJoin('menu as m', 'm.id', 'a.menu_id')
    .select(['a.id', 'a.own_fields', 'm.url', 'm.params', 'm.owner_tenant_id'])
    .where('a.role_id', '=', roleId)
    .where('a.type', '=', 2)
    .execute();
  const ofEntity = allocs.filter((a) => (a.url && urls.has(a.url)) || (a.owner_tenant_id && paramsEntity(a.params) === code));
  if (!ofEntity.length || ofEntity.some((a) => !a.own_fields)) return new Set();
  const shown = await db
    .selectFrom('alloc_field')
    .select('code')
    .where('alloc_id', 'in', ofEntity.map((a) => a.id))
    .where('display_tag', '=', true)
    .where('block', 'in', ['Header', 'Form', 'Table'])
    .execute();
  const visible = new Set(shown.map((f) => f.code));
  return new Set(model.def.attrs.map((a) => a.code).filter((c) => !visible.has(c) && !ALWAYS_SHOWN.has(c)));
}

/** The attributes of the entity the caller's role may not see (cached per menu version). */
export async function hiddenFieldsOf(ctx: CallContext, model: EntityModel): Promise<ReadonlySet<string>> {
  const s = session(ctx);
  const version = s.menuVersion ?? Number((await s.db.selectFrom('tenant').select('menu_version').where('id', '=', s.tenantId).executeTakeFirstOrThrow()).menu_version);
  const key = `${s.tenantId}/${s.roleId}/${model.def.code}`;
  const hit = cache.get(key);
  if (hit && hit.version >= version) return hit.hidden;
  const hidden = computeHidden(s.db, s.roleId, model);
  hidden.catch(() => cache.delete(key));
  if (cache.size > 20_000) cache.clear();
  cache.set(key, { version, hidden });
  return hidden;
}

/** The record without the hidden attributes (the same object when nothing is hidden). */
export function withoutHidden<R extends RecordValue>(rec: R, hidden: ReadonlySet<string> | undefined): R {
  if (!hidden?.size) return rec;
  const out = { ...rec };
  for (const code of hidden) delete (out as Record<string, unknown>)[code];
  return out;
}
