// Nav trees change only when a tenant's allocations (or the catalogue) change, which bumps
// tenant.menu_version (triggers, migration 002). A role's serialised tree is kept until then.
import type { PortalType } from '../../schemas/menus/types';
import type { AppEnv } from '../env';
import { RawJson } from '../rpc/raw-json';
import { buildNavTree, loadAllocations } from './nav-tree';
import { tenantMenuFilter } from './tenant-apps';

const MAX_ENTRIES = 5000;

export class NavCache {
  private entries = new Map<string, { version: number; json: RawJson }>();

  async tree(env: AppEnv, tenantId: string, roleId: number, portalType: PortalType): Promise<RawJson> {
    const db = env.db.forTenant(tenantId);
    const { menu_version: version } = await env.db.system
      .selectFrom('tenant')
      .select('menu_version')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const key = `${tenantId}/${roleId}/${portalType}`;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.json;
    const [rows, visible] = await Promise.all([loadAllocations(db, roleId, portalType), tenantMenuFilter(db, tenantId)]);
    const json = new RawJson(JSON.stringify(buildNavTree(rows, portalType, visible)));
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { version, json });
    return json;
  }
}
