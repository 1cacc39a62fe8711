// What a role may do: the codes of the button items allocated to it (function codes) and the urls
// of its allocated pages. Cached briefly; the cache follows tenant.menu_version like the nav tree.
import type { Database } from '../db';

export interface RoleGrants {
  functions: Set<string>;
  pages: Set<string>;
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
    const grants = this.db
      .forTenant(tenantId)
      .selectFrom('menu_alloc as a')
      .innerJoin('menu as m', 'm.id', 'a.menu_id')
      .select(['m.code', 'm.type', 'm.url', 'a.url as alloc_url'])
      .where('a.role_id', '=', roleId)
      .where('m.type', 'in', [2, 3])
      .execute()
      .then((rows) => ({
        functions: new Set(rows.filter((r) => r.type === 3).map((r) => r.code)),
        pages: new Set(rows.filter((r) => r.type === 2).flatMap((r) => [r.url, r.alloc_url]).filter((u): u is string => !!u)),
      }));
    grants.catch(() => this.cache.delete(key));
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(key, { version, grants });
    return grants;
  }
}
