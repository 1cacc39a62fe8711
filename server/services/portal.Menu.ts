// portal.Menu: the menu designer. The product's items come from the code (server/seed/menus.ts)
// and are read-only here; a tenant adds its own modules, pages (low-code pages with template
// params, checked against the template's schema), buttons and flows beside and under them, and
// arranges, edits and deletes only those. System pages stay the platform's.
import type { Kysely } from 'kysely';
import { type MenuItem, type MenuOp, type MenuUpdate, onPortal, portalMenu } from '../../schemas/rpc/portal-menu';
import type { PortalType } from '../../schemas/menus/types';
import type { DB, MenuRow } from '../db/types';
import type { Lang } from '../i18n';
import { implement } from '../modules/types';
import { requireAccess } from '../rpc/access';
import { conflict, noPermission, notFound } from '../rpc/errors';
import { type CallContext, type Registry, session } from '../rpc/registry';
import { pageFieldColumns } from './alloc-fields';
import { checkNesting, planDrag, type TreeNode } from './menu-rules';
import { menuFieldRows, pageFieldsFromEntity } from './page-fields';
import { PLATFORM_TENANT_ID } from './nav-tree';
import { isProductPage } from '../modules/catalogue';

const en = (lang: Lang) => lang === 'en_US';

export function toMenuItem(r: MenuRow, tenantId: string, lang: Lang): MenuItem {
  const intl = (r.name_intl ?? {}) as Record<string, string>;
  return {
    id: r.id,
    name: en(lang) ? intl.en_US || r.name : r.name,
    nameIntl: intl,
    code: r.code,
    url: r.url,
    remark: r.remark,
    icon: r.icon,
    type: r.type as MenuItem['type'],
    portalType: r.portal_type as PortalType,
    parentId: r.parent_id,
    sn: r.sn,
    lowcodeTag: r.lowcode_tag,
    params: r.params,
    pageType: r.page_type as MenuItem['pageType'],
    own: r.owner_tenant_id === tenantId,
  };
}

/** The items of a portal the tenant sees: the product's (System ones for the platform only) and its own. */
export async function visibleMenus(db: Kysely<DB>, tenantId: string, portal: PortalType): Promise<MenuRow[]> {
  let q = db
    .selectFrom('menu')
    .selectAll()
    .where('portal_type', '=', portal)
    .where((eb) => eb.or([eb('owner_tenant_id', 'is', null), eb('owner_tenant_id', '=', tenantId)]));
  if (tenantId !== PLATFORM_TENANT_ID) q = q.where('page_type', '!=', 'System');
  return q.orderBy('sn').orderBy('id').execute();
}

export function buildTree<T extends { id: number; parentId: number | null; children?: T[] }>(items: T[]): T[] {
  const byId = new Map(items.map((i) => [i.id, { ...i, children: [] as T[] }]));
  const roots: T[] = [];
  for (const i of byId.values()) {
    const parent = i.parentId == null ? undefined : byId.get(i.parentId);
    if (parent) parent.children!.push(i);
    else roots.push(i);
  }
  return roots;
}

/** An item the tenant sees, on a portal whose designer function `op` the caller holds (a call by id names no portal). */
async function menuRow(ctx: CallContext, id: number, op: MenuOp): Promise<MenuRow> {
  const s = session(ctx);
  const row = await s.db.selectFrom('menu').selectAll().where('id', '=', id).executeTakeFirst();
  const hidden = !row || (row.owner_tenant_id !== null && row.owner_tenant_id !== s.tenantId) || (row.page_type === 'System' && s.tenantId !== PLATFORM_TENANT_ID);
  if (hidden) throw notFound(en(ctx.lang) ? `menu ${id} not found` : `菜单不存在：${id}`);
  await requireAccess(ctx, onPortal(op, row.portal_type as PortalType));
  return row;
}

/** The tenant's own item, or 4003 for the product's (they follow the code). */
async function ownRow(ctx: CallContext, id: number, op: MenuOp): Promise<MenuRow> {
  const row = await menuRow(ctx, id, op);
  if (row.owner_tenant_id !== session(ctx).tenantId) {
    throw noPermission(en(ctx.lang) ? `「${row.name}」is a menu item of the product and cannot be changed` : `「${row.name}」是系统内置菜单，不能修改`);
  }
  return row;
}

async function refuseDuplicates(ctx: CallContext, portal: string, code: string, url: string | null | undefined, selfId: number | null) {
  const s = session(ctx);
  // a tenant's page never takes a url of the product's, in any portal (its grants would open that page)
  if (url && isProductPage(url)) throw conflict(en(ctx.lang) ? `url ${url} is already used by another page` : `页面地址已被使用：${url}`);
  const clash = await s.db
    .selectFrom('menu')
    .select(['id', 'code', 'url'])
    .where('portal_type', '=', portal)
    .where((eb) => eb.or([eb('owner_tenant_id', 'is', null), eb('owner_tenant_id', '=', s.tenantId)]))
    .where((eb) => eb.or([eb('code', '=', code), ...(url ? [eb('url', '=', url)] : [])]))
    .where('id', '!=', selfId ?? -1)
    .executeTakeFirst();
  if (!clash) return;
  if (clash.code === code) throw conflict(en(ctx.lang) ? `code ${code} is already used by another menu item` : `菜单编码已存在：${code}`);
  throw conflict(en(ctx.lang) ? `url ${url} is already used by another page` : `页面地址已被使用：${url}`);
}

/** The columns a menu item's create and update both write (a node with parameters is a low-code page unless told). */
function editableColumns(item: Pick<MenuUpdate, 'code' | 'name' | 'nameEn' | 'url' | 'remark' | 'icon' | 'params' | 'lowcodeTag'>) {
  return {
    code: item.code,
    name: item.name,
    name_intl: JSON.stringify({ zh_CN: item.name, en_US: item.nameEn || item.name }),
    url: item.url ?? null,
    remark: item.remark ?? null,
    icon: item.icon ?? null,
    params: item.params ?? null,
    lowcode_tag: item.lowcodeTag ?? !!item.params,
  };
}

const nodeOf = (r: MenuRow): TreeNode => ({ id: r.id, parentId: r.parent_id, type: r.type, name: r.name });

export function register(reg: Registry) {
  reg.add(implement(portalMenu, {
    async listTree(ctx, [portal]) {
      const s = session(ctx);
      return buildTree((await visibleMenus(s.db, s.tenantId, portal)).map((r) => toMenuItem(r, s.tenantId, ctx.lang)));
    },
    async getItemsByCond(ctx, [c]) {
      const s = session(ctx);
      const text = c.text?.trim().toLowerCase();
      return (await visibleMenus(s.db, s.tenantId, c.portalType))
        .filter((r) => (c.parentId === undefined || r.parent_id === c.parentId) && (c.type === undefined || r.type === c.type))
        .filter((r) => !text || r.name.toLowerCase().includes(text) || r.code.toLowerCase().includes(text) || (r.url ?? '').toLowerCase().includes(text))
        .map((r) => toMenuItem(r, s.tenantId, ctx.lang));
    },
    async create(ctx, [item]) {
      const s = session(ctx);
      const parent = item.parentId == null ? null : await menuRow(ctx, item.parentId, 'list');
      if (parent && parent.portal_type !== item.portalType) throw conflict(en(ctx.lang) ? 'the parent belongs to another portal' : '上级菜单属于其他门户');
      checkNesting(item.type, parent && nodeOf(parent), ctx.lang);
      await refuseDuplicates(ctx, item.portalType, item.code, item.url, null);
      const last = await s.db
        .selectFrom('menu')
        .select((eb) => eb.fn.max('sn').as('sn'))
        .where('portal_type', '=', item.portalType)
        .where((eb) => (parent ? eb('parent_id', '=', parent.id) : eb('parent_id', 'is', null)))
        .executeTakeFirst();
      const row = await s.db
        .insertInto('menu')
        .values({
          portal_type: item.portalType,
          parent_id: parent?.id ?? null,
          ...editableColumns(item),
          type: item.type,
          sn: item.sn ?? Number(last?.sn ?? 0) + 10,
          // a page's fields and buttons follow the role's allocation (as the product's pages do)
          function_control_tag: item.type === 2,
          unique_keys: JSON.stringify([]),
          detail_path: null,
          template_code: null,
          detail_app_code: null,
          owner_tenant_id: s.tenantId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMenuItem(row, s.tenantId, ctx.lang);
    },
    async update(ctx, [item]) {
      const s = session(ctx);
      const row = await ownRow(ctx, item.id, 'update');
      await refuseDuplicates(ctx, row.portal_type, item.code, item.url, row.id);
      const updated = await s.db
        .updateTable('menu')
        .set({
          ...editableColumns(item),
          ...(item.sn !== undefined ? { sn: item.sn } : {}),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMenuItem(updated, s.tenantId, ctx.lang);
    },
    async drag(ctx, [d]) {
      const s = session(ctx);
      const row = await ownRow(ctx, d.id, 'update');
      const target = await menuRow(ctx, d.targetId, 'update');
      const all = await visibleMenus(s.db, s.tenantId, row.portal_type as PortalType);
      if (!all.some((r) => r.id === target.id)) throw notFound(en(ctx.lang) ? `menu ${d.targetId} not found` : `菜单不存在：${d.targetId}`);
      const nodes = new Map<number, TreeNode>(all.map((r) => [r.id, nodeOf(r)]));
      const sns = new Map<number, number>(all.map((r) => [r.id, r.sn]));
      const plan = planDrag(nodes, row.id, target.id, d.position, ctx.lang, (n) => sns.get(n.id) ?? 0);
      return s.db.transaction().execute(async (trx) => {
        await trx.updateTable('menu').set({ parent_id: plan.parentId }).where('id', '=', row.id).execute();
        // only the tenant's own siblings are renumbered: the product's keep their order
        for (const [i, id] of plan.order.entries()) {
          await trx.updateTable('menu').set({ sn: (i + 1) * 10 }).where('id', '=', id).where('owner_tenant_id', '=', s.tenantId).execute();
        }
        const moved = await trx.selectFrom('menu').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
        return toMenuItem(moved, s.tenantId, ctx.lang);
      });
    },
    async delete(ctx, [id]) {
      const s = session(ctx);
      const row = await ownRow(ctx, id, 'delete');
      const child = await s.db.selectFrom('menu').select('name').where('parent_id', '=', row.id).executeTakeFirst();
      if (child) throw conflict(en(ctx.lang) ? `「${row.name}」still has items under it: delete them first` : `「${row.name}」下还有子菜单，请先删除子菜单`);
      // its allocations to the tenant's roles and its fields go with it (foreign keys cascade)
      await s.db.deleteFrom('menu').where('id', '=', row.id).execute();
      return { removed: 1 };
    },
    async getPageDetail(ctx, [menuId]) {
      const s = session(ctx);
      const row = await menuRow(ctx, menuId, 'list');
      const stored = await menuFieldRows(s.db, row.id);
      const fields = stored.length || row.owner_tenant_id === null ? stored : await pageFieldsFromEntity(ctx, row);
      return { id: row.id, code: row.code, name: row.name, url: row.url, params: row.params, fields };
    },
    async copySystemFields(ctx, [targetId, sourceId]) {
      const s = session(ctx);
      const target = await ownRow(ctx, targetId, 'update');
      const source = await menuRow(ctx, sourceId, 'list');
      const rows = await s.db.selectFrom('page_field').selectAll().where('menu_id', '=', source.id).execute();
      if (!rows.length) return { copied: 0 };
      const copied = await s.db
        .insertInto('page_field')
        .values(rows.map(({ id: _id, belong_plate_id: _p, ...r }) => ({ ...r, name_intl: JSON.stringify(r.name_intl ?? {}), menu_id: target.id, owner_tenant_id: s.tenantId, belong_plate_id: null })))
        .onConflict((oc) => oc.columns(['menu_id', 'block', 'plate_code', 'code']).doNothing())
        .returning('id')
        .execute();
      return { copied: copied.length };
    },
    async addFieldsByInterface(ctx, [menuId, entityCode, block]) {
      const s = session(ctx);
      const target = await ownRow(ctx, menuId, 'update');
      const rows = await pageFieldsFromEntity(ctx, { ...target, params: JSON.stringify({ class: block === 'Form' ? 'VformDetail' : 'VformList', entityCode }) });
      if (!rows.length) return { added: 0 };
      const added = await s.db
        .insertInto('page_field')
        .values(
          rows.map((f) => ({
            menu_id: target.id,
            owner_tenant_id: s.tenantId,
            ...pageFieldColumns(f),
            plate_code: '',
            multiple_tag: false,
            extended_tag: false,
          })),
        )
        .onConflict((oc) => oc.columns(['menu_id', 'block', 'plate_code', 'code']).doNothing())
        .returning('id')
        .execute();
      return { added: added.length };
    },
    async updateFieldBelongPlate(ctx, [m]) {
      const s = session(ctx);
      const target = await ownRow(ctx, m.menuId, 'update');
      const plate = m.plateCode ? await s.db.selectFrom('field_plate').select('id').where('menu_id', '=', target.id).where('code', '=', m.plateCode).executeTakeFirst() : null;
      if (m.plateCode && !plate) throw notFound(en(ctx.lang) ? `plate ${m.plateCode} not found` : `字段分组不存在：${m.plateCode}`);
      const r = await s.db
        .updateTable('page_field')
        .set({ belong_plate_id: plate?.id ?? null, plate_code: m.plateCode })
        .where('menu_id', '=', target.id)
        .where('id', 'in', m.fieldIds)
        .executeTakeFirst();
      return { updated: Number(r.numUpdatedRows) };
    },
  }));
}
