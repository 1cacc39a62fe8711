// The allocated nav tree of a role: allocation rows joined with the menu catalogue, buttons
// folded into their page's functionList/buttons; what the tenant may not see (System pages, switched-off
// modules: tenant-apps.ts) left out.
import type { Kysely } from 'kysely';
import type { NavNode, PortalType } from '../../schemas/menus/types';
import type { DB } from '../db/types';
import type { MenuFilter } from './tenant-apps';

export const PLATFORM_TENANT_ID = '00000001';

export async function loadAllocations(db: Kysely<DB>, roleId: number, portalType: PortalType) {
  return db
    .selectFrom('menu_alloc as a')
    .innerJoin('menu as m', 'm.id', 'a.menu_id')
    .select([
      'a.id',
      'a.menu_id',
      'a.parent_id',
      'a.type',
      'a.sn',
      'a.name as alloc_name',
      'a.name_intl as alloc_name_intl',
      'a.code as alloc_code',
      'a.url as alloc_url',
      'a.copy_tag',
      'm.code',
      'm.name',
      'm.name_intl',
      'm.url',
      'm.icon',
      'm.lowcode_tag',
      'm.params',
      'm.page_type',
      'm.owner_tenant_id',
      'm.hidden',
      'm.function_control_tag',
      'm.detail_path',
      'm.template_code',
      'm.detail_app_code',
    ])
    .where('a.role_id', '=', roleId)
    .where('a.portal_type', '=', portalType)
    .orderBy('a.sn')
    .orderBy('a.id')
    .execute();
}

type AllocRow = Awaited<ReturnType<typeof loadAllocations>>[number];

/** `visible`: what the tenant sees of the menus (tenant-apps.ts); a node it does not see takes its subtree with it. */
export function buildNavTree(rows: AllocRow[], portalType: PortalType, visible: MenuFilter): NavNode[] {
  const nodes = new Map<number, NavNode>();
  for (const r of rows) {
    if (r.type === 3 || !visible(r)) continue;
    nodes.set(r.id, {
      id: r.id,
      menuId: r.menu_id,
      parentId: r.parent_id,
      code: r.alloc_code ?? r.code,
      name: r.alloc_name ?? r.name,
      nameIntl: r.alloc_name_intl ?? r.name_intl ?? {},
      url: r.alloc_url ?? r.url,
      icon: r.icon,
      type: r.type as NavNode['type'],
      portalType,
      sn: r.sn,
      lowcodeTag: r.lowcode_tag,
      params: r.params,
      pageType: r.page_type as NavNode['pageType'],
      hidden: r.hidden,
      functionControlTag: r.function_control_tag,
      copyTag: r.copy_tag,
      baseUrl: r.copy_tag ? r.url : null,
      functionList: [],
      buttons: [],
      children: [],
    });
  }
  for (const r of rows) {
    if (r.type !== 3 || r.parent_id == null) continue;
    const page = nodes.get(r.parent_id);
    if (!page) continue;
    page.functionList.push(r.code);
    page.buttons.push({ code: r.code, name: r.alloc_name ?? r.name, detailPath: r.detail_path, templateCode: r.template_code, detailAppCode: r.detail_app_code });
  }
  const roots: NavNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId != null ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else if (n.parentId == null) roots.push(n);
  }
  // A module whose pages were all filtered away (System pages of a business tenant) is dropped.
  const prune = (list: NavNode[]): NavNode[] =>
    list.filter((n) => {
      n.children = prune(n.children);
      return n.type !== 1 || n.children.length > 0;
    });
  return prune(roots);
}
