// Function codes granted to a role: the codes of the button items allocated to it. Cached
// briefly (they change only when an implementer re-allocates menus; invalidate() on change).
import type { Database } from '../db';

const TTL_MS = 10_000;

export class Grants {
  private cache = new Map<string, { at: number; codes: Promise<Set<string>> }>();
  constructor(private readonly db: Database) {}

  of(tenantId: string, roleId: number): Promise<Set<string>> {
    const key = `${tenantId}/${roleId}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.codes;
    const codes = this.db
      .forTenant(tenantId)
      .selectFrom('menu_alloc as a')
      .innerJoin('menu as m', 'm.id', 'a.menu_id')
      .select('m.code')
      .where('a.role_id', '=', roleId)
      .where('m.type', '=', 3)
      .execute()
      .then((rows) => new Set(rows.map((r) => r.code)));
    codes.catch(() => this.cache.delete(key));
    this.cache.set(key, { at: Date.now(), codes });
    return codes;
  }

  invalidate(tenantId?: string): void {
    if (!tenantId) this.cache.clear();
    else for (const k of this.cache.keys()) if (k.startsWith(`${tenantId}/`)) this.cache.delete(k);
  }
}
