// What a role may do: the codes of the button items allocated to it (function codes) and the urls
// of its allocated pages. Cached briefly; the cache follows tenant.menu_version like the nav tree.
import type { Database } from '../db';
import { type DesignedPage, designedPage } from '../records/designed-pages';
import { tenantMenuFilter } from '../services/tenant-apps';

export interface RoleGrants {
  functions: Set<string>;
  pages: Set<string>;
  /** the role's copies of pages (needCopy): copy url → its code (the prefix of its functions) and the page it copies */
  copies: Map<string, { code: string; baseUrl: string }>;
  /**
   * The tenant's own pages (designed on system/App) allocated to the role whose template params
   * name an entity: url → the entity and the detail url. Through them the role reads the entity's
   * records and makes their writes its buttons grant, as through the product's pages.
   */
  designed: Map<string, DesignedPage>;
}

export class Grants {
  private cache = new Map<string, { version: number; grants: Promise<RoleGrants> }>();
  constructor(private readonly db: Database) {}

  /** `knownVersion`: the tenant's menu_version when the caller has just read it (with the session) */
  async of(tenantId: string, roleId: number, knownVersion?: number): Promise<RoleGrants> {
    const version =
      knownVersion ?? Number((await this.db.system.selectFrom('tenant').select('menu_version').where('id', '=', tenantId).executeTakeFirstOrThrow()).menu_version);
    const key = `${tenantId}/${roleId}`;
    const hit = this.cache.get(key);
    if (hit && hit.version >= version) return hit.grants;
    const db = this.db.forTenant(tenantId);
    const grants = Promise.all([
      tenantMenuFilter(db, tenantId),
      db
      .selectFrom('menu_alloc as a')
      .innerJoin('menu as m', 'm.id', 'a.menu_id')
      .leftJoin('menu_alloc as p', 'p.id', 'a.parent_id')
      .select(['a.id', 'm.code', 'm.type', 'm.url', 'm.params', 'm.owner_tenant_id', 'm.page_type', 'a.url as alloc_url', 'a.code as alloc_code', 'a.copy_tag', 'p.copy_tag as parent_copy', 'p.code as parent_code'])
      .where('a.role_id', '=', roleId)
      .where('m.type', 'in', [2, 3])
      .execute(),
    ])
      // what the tenant may not see (System pages, switched-off modules, copies claiming a product page's url) it
      // cannot call either, whatever its role holds
      .then(([visible, all]) => all.filter(visible))
      .then((rows) => ({
        // a copy's buttons grant `{copy code}@{function}`, not the page's own functions
        functions: new Set(rows.filter((r) => r.type === 3).map((r) => (r.parent_copy && r.parent_code ? `${r.parent_code}@${r.code}` : r.code))),
        pages: new Set(rows.filter((r) => r.type === 2).flatMap((r) => (r.copy_tag ? [r.alloc_url] : [r.url, r.alloc_url])).filter((u): u is string => !!u)),
        copies: new Map(rows.filter((r) => r.type === 2 && r.copy_tag && r.alloc_url && r.alloc_code && r.url).map((r) => [r.alloc_url!, { code: r.alloc_code!, baseUrl: r.url! }])),
        designed: new Map(
          rows
            .filter((r) => r.type === 2 && r.owner_tenant_id && r.url)
            .map((r) => designedPage(r.url!, r.params))
            .filter((d): d is DesignedPage => !!d)
            .map((d) => [d.url, d]),
        ),
      }));
    grants.catch(() => this.cache.delete(key));
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(key, { version, grants });
    return grants;
  }
}
