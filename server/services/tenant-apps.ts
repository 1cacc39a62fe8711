// What a tenant may see of the product's menus: the platform's System pages only on the platform
// tenant, and nothing of a module the platform switched off for the tenant (租户管理 › 应用管理,
// tenant_app). The nav trees (nav-tree.ts) and the role grants (server/rpc/grants.ts) both ask here,
// so a hidden page is neither shown nor callable. A switch bumps the tenant's menu_version, which
// both caches follow.
import { type Kysely, sql } from 'kysely';
import { catalogue, isProductPage } from '../modules/catalogue';
import type { MenuDef } from '../../schemas/menus/types';
import type { DB } from '../db/types';
import { PLATFORM_TENANT_ID } from './nav-tree';

/** Modules a tenant always has: its own administration (and the platform's, platform-only anyway). */
export const CORE_MODULES: readonly string[] = ['system', 'tenant'];

let memo: { cat: ReturnType<typeof catalogue>; byModule: Map<string, ReadonlySet<string>> } | null = null;

/** Every menu code (modules, pages, buttons) of a module's menus, in every portal. */
export function menuCodesOfModule(moduleCode: string): ReadonlySet<string> {
  const cat = catalogue();
  if (memo?.cat !== cat) {
    const byModule = new Map<string, ReadonlySet<string>>();
    for (const m of cat.modules) {
      const codes = new Set<string>();
      const walk = (nodes: readonly MenuDef[]) => {
        for (const n of nodes) {
          codes.add(n.code);
          for (const b of n.buttons ?? []) codes.add(b.code);
          walk(n.children ?? []);
        }
      };
      for (const nodes of Object.values(m.menus ?? {})) walk(nodes ?? []);
      byModule.set(m.code, codes);
    }
    memo = { cat, byModule };
  }
  return memo.byModule.get(moduleCode) ?? new Set();
}

/** The menu codes of the modules switched off for the tenant. */
export async function switchedOffCodes(db: Kysely<DB>, tenantId: string): Promise<ReadonlySet<string>> {
  const rows = await sql<{ module_code: string }>`
    select module_code from tenant_app where tenant_id = ${tenantId} and enabled = false`.execute(db);
  const off = new Set<string>();
  for (const r of rows.rows) if (!CORE_MODULES.includes(r.module_code)) for (const c of menuCodesOfModule(r.module_code)) off.add(c);
  return off;
}

/** A menu row (or a role's allocation of one: a copy has its own url). */
export interface MenuRowSeen {
  code: string;
  page_type: string | null;
  type?: number;
  url?: string | null;
  copy_tag?: boolean | null;
  alloc_url?: string | null;
  owner_tenant_id?: string | null;
}
export type MenuFilter = (m: MenuRowSeen) => boolean;

/**
 * A copy of a page, or a tenant's own page, that claims the url of a page of the product: rows
 * written before copies were checked. It is neither shown nor granted — it would open the
 * product's page (a System page, say) under the copy's functions.
 */
export function shadowsProductPage(m: MenuRowSeen): boolean {
  if (m.type !== 2) return false;
  if (m.copy_tag) return !m.alloc_url || isProductPage(m.alloc_url);
  return !!m.owner_tenant_id && !!m.url && isProductPage(m.url);
}

/** What a tenant sees of its menus, given the codes switched off for it. */
export function menuFilter(tenantId: string, off: ReadonlySet<string>): MenuFilter {
  const isPlatform = tenantId === PLATFORM_TENANT_ID;
  return (m) => (isPlatform || m.page_type !== 'System') && !off.has(m.code) && !shadowsProductPage(m);
}

/** What the tenant sees of its menus: a predicate over menu rows (code and page type). */
export async function tenantMenuFilter(db: Kysely<DB>, tenantId: string): Promise<MenuFilter> {
  return menuFilter(tenantId, await switchedOffCodes(db, tenantId));
}
