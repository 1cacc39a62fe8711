// getPageDetail / getPageDetailByUrl: a page as a role has it — its allocated buttons, and its
// fields: the allocation's own list when an implementer made one, else the page's. Only fields the
// role displays are sent (spec: the server never sends a field a role may not see). The caller
// asks for one of its own roles; an implementer (portal.role.allocate) may preview any role.
import type { PageDetail } from '../../schemas/rpc/portal';
import { t } from '../i18n';
import { requireAccess } from '../rpc/access';
import { noPermission, notFound } from '../rpc/errors';
import { type CallContext, session } from '../rpc/registry';
import { allocFieldRows, pageOffer } from './alloc-fields';
import { PLATFORM_TENANT_ID } from './nav-tree';

/** The role must exist in the caller's tenant (else 11) and be one of the caller's (else 4003). */
export async function requireOwnRole(ctx: CallContext, roleId: number, implementerMay = false) {
  const s = session(ctx);
  const role = await s.db
    .selectFrom('role as r')
    .leftJoin('user_role as ur', (j) => j.onRef('ur.role_id', '=', 'r.id').on('ur.user_id', '=', s.userId))
    .select(['r.id', 'ur.user_id'])
    .where('r.id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw notFound(t(ctx.lang, 'roleNotFound', { role: String(roleId) }));
  if (role.user_id == null) {
    if (!implementerMay) throw noPermission(t(ctx.lang, 'roleNotHeld', { role: String(roleId) }));
    await requireAccess(ctx, { page: 'system/Role', fn: 'portal.role.allocate' });
  }
  return s;
}

export async function pageDetail(ctx: CallContext, roleId: number, where: { menuId?: number; url?: string }): Promise<PageDetail> {
  const s = await requireOwnRole(ctx, roleId, true);
  let q = s.db
    .selectFrom('menu_alloc as a')
    .innerJoin('menu as m', 'm.id', 'a.menu_id')
    .select([
      'a.id as alloc_id',
      'a.code as alloc_code',
      'a.name as alloc_name',
      'a.url as alloc_url',
      'a.own_fields',
      'm.id',
      'm.code',
      'm.name',
      'm.url',
      'm.params',
      'm.owner_tenant_id',
      'm.page_type',
      'm.unique_keys',
      'm.function_control_tag',
      'm.need_copy',
    ])
    .where('a.role_id', '=', roleId)
    .where('a.type', '=', 2);
  if (where.menuId !== undefined) q = q.where('m.id', '=', where.menuId).where('a.copy_tag', '=', false);
  if (where.url !== undefined) {
    const url = where.url.replace(/^\/+/, '');
    q = q.where((eb) => eb.or([eb('a.url', '=', url), eb.and([eb('a.url', 'is', null), eb('m.url', '=', url)])]));
  }
  const page = await q.executeTakeFirst();
  if (!page || (page.page_type === 'System' && s.tenantId !== PLATFORM_TENANT_ID)) {
    throw notFound(t(ctx.lang, 'pageNotFound', { page: String(where.url ?? where.menuId) }));
  }
  const [buttons, fields, plates] = await Promise.all([
    s.db
      .selectFrom('menu_alloc as a')
      .innerJoin('menu as m', 'm.id', 'a.menu_id')
      .select(['m.code', 'm.name', 'a.name as alloc_name', 'm.detail_path', 'm.template_code', 'm.detail_app_code'])
      .where('a.parent_id', '=', page.alloc_id)
      .where('a.type', '=', 3)
      .orderBy('a.sn')
      .execute(),
    page.own_fields ? allocFieldRows(s.db, page.alloc_id, ctx.lang) : pageOffer(ctx, page),
    s.db.selectFrom('field_plate').select(['id', 'code', 'name']).where('menu_id', '=', page.id).orderBy('sn').execute(),
  ]);
  return {
    id: page.id,
    code: page.alloc_code ?? page.code,
    name: page.alloc_name ?? page.name,
    url: page.alloc_url ?? page.url ?? '',
    buttons: buttons.map((b) => ({ code: b.code, name: b.alloc_name ?? b.name, detailPath: b.detail_path, templateCode: b.template_code, detailAppCode: b.detail_app_code })),
    // a field the role does not display never leaves the server
    fields: page.own_fields ? fields.filter((f) => f.displayTag) : fields,
    fieldPlates: plates,
    uniqueKeys: page.unique_keys ?? [],
    functionControlTag: page.function_control_tag,
    needCopy: page.need_copy,
  };
}
