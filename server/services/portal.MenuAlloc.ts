// portal.MenuAlloc: the caller's nav tree, page details of allocated pages, todo counts.
import { portalMenuAlloc, type PageDetail } from '../../schemas/rpc/portal';
import { t } from '../i18n';
import { noPermission, notFound } from '../rpc/errors';
import { implement } from '../modules/types';
import { type CallContext, type Registry, session } from '../rpc/registry';
import { extendedFields } from '../records/extended-fields';
import { PLATFORM_TENANT_ID } from './nav-tree';
import { todoCount } from './todo';

/** The role must exist in the caller's tenant (else 11) and be one of the caller's (else 4003). */
async function requireOwnRole(ctx: CallContext, roleId: number) {
  const s = session(ctx);
  const role = await s.db
    .selectFrom('role as r')
    .leftJoin('user_role as ur', (j) => j.onRef('ur.role_id', '=', 'r.id').on('ur.user_id', '=', s.userId))
    .select(['r.id', 'ur.user_id'])
    .where('r.id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw notFound(t(ctx.lang, 'roleNotFound', { role: String(roleId) }));
  if (role.user_id == null) throw noPermission(t(ctx.lang, 'roleNotHeld', { role: String(roleId) }));
  return s;
}

async function pageDetail(ctx: CallContext, roleId: number, where: { menuId?: number; url?: string }): Promise<PageDetail> {
  const s = await requireOwnRole(ctx, roleId);
  let q = s.db
    .selectFrom('menu_alloc as a')
    .innerJoin('menu as m', 'm.id', 'a.menu_id')
    .select(['a.id as alloc_id', 'a.code as alloc_code', 'a.name as alloc_name', 'a.url as alloc_url', 'm.id', 'm.code', 'm.name', 'm.url', 'm.page_type', 'm.unique_keys', 'm.function_control_tag', 'm.need_copy'])
    .where('a.role_id', '=', roleId)
    .where('a.portal_type', '=', s.portalType)
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
  const url = page.alloc_url ?? page.url ?? '';
  const [buttons, fields, plates, extended] = await Promise.all([
    s.db
      .selectFrom('menu_alloc as a')
      .innerJoin('menu as m', 'm.id', 'a.menu_id')
      .select(['m.code', 'm.name', 'a.name as alloc_name', 'm.detail_path', 'm.template_code', 'm.detail_app_code'])
      .where('a.parent_id', '=', page.alloc_id)
      .where('a.type', '=', 3)
      .orderBy('a.sn')
      .execute(),
    s.db.selectFrom('page_field').selectAll().where('menu_id', '=', page.id).orderBy('block').orderBy('sn').execute(),
    s.db.selectFrom('field_plate').select(['id', 'code', 'name']).where('menu_id', '=', page.id).orderBy('sn').execute(),
    extendedFields(s.db, s.tenantId, page.url ?? url, ctx.lang),
  ]);
  return {
    id: page.id,
    code: page.alloc_code ?? page.code,
    name: page.alloc_name ?? page.name,
    url,
    buttons: buttons.map((b) => ({ code: b.code, name: b.alloc_name ?? b.name, detailPath: b.detail_path, templateCode: b.template_code, detailAppCode: b.detail_app_code })),
    fields: fields.map((f) => ({
      id: f.id,
      code: f.code,
      name: ctx.lang === 'en_US' ? (f.name_intl?.en_US ?? f.name) : f.name,
      dataType: f.data_type,
      displayTag: f.display_tag,
      editTag: f.edit_tag,
      requiredTag: f.required_tag,
      width: f.width,
      fieldLength: f.field_length,
      defaultValue: f.default_value,
      limitValue: f.limit_value,
      preFun: f.pre_fun,
      fieldScript: f.field_script,
      multipleTag: f.multiple_tag,
      extendedTag: f.extended_tag,
      sn: f.sn,
      belongPlateId: f.belong_plate_id,
      block: f.block as PageDetail['fields'][number]['block'],
    })).concat(extended),
    fieldPlates: plates,
    uniqueKeys: page.unique_keys ?? [],
    functionControlTag: page.function_control_tag,
    needCopy: page.need_copy,
  };
}

export function register(reg: Registry) {
  reg.add(implement(portalMenuAlloc, {
    async getAllocatedPortalTree(ctx, [portalType, roleId]) {
      const s = await requireOwnRole(ctx, roleId);
      return ctx.env.navCache.tree(ctx.env, s.tenantId, roleId, portalType);
    },
    getPageDetail: (ctx, [pageId, roleId]) => pageDetail(ctx, roleId, { menuId: pageId }),
    getPageDetailByUrl: (ctx, [url, roleId]) => pageDetail(ctx, roleId, { url }),
    async todoCount(ctx) {
      const s = session(ctx);
      return todoCount(s.db, s.userId);
    },
  }));
}
