// What of the index a caller may find: the entities it may read (the same judge as every record
// call) and, for each, the visibility the lists use (server/records/data-scope.ts) — the role's
// data scope over the entries' copied owner and department, the page limits of the entity over its
// own row, and the attributes the role may not see, whose text is neither searched nor shown.
// visibilityOf(ctx, model) is composed here from its parts so that the scope, which is the role's
// and the same for every entity, is read once per search rather than once per entity, and what the
// role reads of the entities (access, limits, hidden fields: the role's, by menu version) is
// judged once per role rather than on every search.
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { EntityDef } from '../../../schemas/entities/define';
import { type Visibility, visibilityOf, visibleFlag } from '../../../server/records/data-scope';
import { hiddenFieldsOf } from '../../../server/records/field-visibility';
import { limitSql, rowLimitOf } from '../../../server/records/menu-limits';
import { builtinModel } from '../../../server/records/model';
import { requireAccess } from '../../../server/rpc/access';
import { RpcError } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { processCache } from '../../../server/db/process-caches';
import { indexedEntities } from './queue';

export interface EntityView {
  def: EntityDef;
  vis: Visibility;
}

interface Readable {
  def: EntityDef;
  limit?: Visibility['limit'];
  hidden?: ReadonlySet<string>;
}

/** per tenant and role: what the role reads of the indexed entities, as of a menu version (allocations bump it) */
const cache = processCache<string, { version: number; list: Promise<Readable[]> }>();

async function computeReadable(ctx: CallContext): Promise<Readable[]> {
  const out: Readable[] = [];
  for (const def of indexedEntities()) {
    try {
      await requireAccess(ctx, { entity: def.code, op: 'read' });
    } catch (e) {
      if (e instanceof RpcError) continue;
      throw e;
    }
    const model = builtinModel(def.code)!;
    const [rows, hidden] = await Promise.all([rowLimitOf(ctx, model), hiddenFieldsOf(ctx, model)]);
    out.push({ def, ...(rows ? { limit: { model, rows } } : {}), ...(hidden.size ? { hidden } : {}) });
  }
  return out;
}

/** The entities the caller may read, each with its visibility. */
export async function readableViews(ctx: CallContext): Promise<EntityView[]> {
  const s = session(ctx);
  const version = s.menuVersion ?? Number((await s.db.selectFrom('tenant').select('menu_version').where('id', '=', s.tenantId).executeTakeFirstOrThrow()).menu_version);
  const key = `${s.tenantId}/${s.roleId}`;
  let hit = cache.get(key);
  if (!hit || hit.version < version) {
    hit = { version, list: computeReadable(ctx) };
    hit.list.catch(() => cache.delete(key));
    if (cache.size > 20_000) cache.clear();
    cache.set(key, hit);
  }
  const [scope, list] = await Promise.all([visibilityOf(ctx), hit.list]);
  return list.map((r) => ({ def: r.def, vis: { ...scope, ...(r.limit ? { limit: r.limit } : {}), ...(r.hidden ? { hidden: r.hidden } : {}) } }));
}

/**
 * The SQL condition over search_entry `s`: an entry of a readable entity, inside the caller's scope
 * and its page limits, whose visible fields match `query` (a tsquery expression; null: any entry).
 * A caller who reads every indexed entity whole (no limit, no hidden field: the administrator) is
 * given no entity condition at all, and with a Whole scope no condition: testing every matched row
 * against the list of all entities changes nothing and costs the largest answers the most.
 */
export function visibleEntries(views: EntityView[], query: RawBuilder<unknown> | null): RawBuilder<SqlBool> {
  if (!views.length) return sql<SqlBool>`false`;
  // the scope is the role's, the same for every entity (no limit in it: those are per entity below)
  const scope = { ...views[0].vis, limit: undefined, hidden: undefined };
  const plain = views.filter((v) => !v.vis.limit && !v.vis.hidden).map((v) => v.def.code);
  if (plain.length === views.length && readsEveryEntity(plain)) return scope.whole ? sql<SqlBool>`true` : sql<SqlBool>`${visibleFlag(scope, 's')}`;
  const special = views
    .filter((v) => v.vis.limit || v.vis.hidden)
    .map((v) => {
      const limit = v.vis.limit
        ? sql`and exists (select 1 from ${sql.table(v.def.table)} t where t.tenant_id = s.tenant_id and t.id = s.record_id and ${limitSql(v.vis.limit.model, v.vis.limit.rows, 't')})`
        : sql``;
      const hidden = v.vis.hidden && query ? sql`and search_visible_tsv(s.field_tsv - ${[...v.vis.hidden]}::text[]) @@ ${query}` : sql``;
      return sql`(s.entity_code = ${v.def.code} ${limit} ${hidden})`;
    });
  const anyOf = [...(plain.length ? [sql`s.entity_code = any(${plain}::text[])`] : []), ...special];
  return sql<SqlBool>`(${visibleFlag(scope, 's')} and (${sql.join(anyOf, sql` or `)}))`;
}

/** Are these codes every entity the index covers? */
function readsEveryEntity(codes: readonly string[]): boolean {
  const all = indexedEntities();
  if (codes.length < all.length) return false;
  const mine = new Set(codes);
  return all.every((d) => mine.has(d.code));
}

/** The attributes of an entity the caller may not see. */
export const hiddenOf = (views: Map<string, EntityView>, entityCode: string): ReadonlySet<string> => views.get(entityCode)?.vis.hidden ?? new Set();
