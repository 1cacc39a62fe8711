// A role's allocation tree: which modules, pages (and copies of pages) and buttons the role has,
// under which names and in which order. Allocating an item brings its ancestors; a page comes with
// its buttons; removing a node removes what is under it (foreign keys cascade).
import type { Kysely } from 'kysely';
import type { PortalType } from '../../schemas/menus/types';
import type { AllocatableItem, AllocNode } from '../../schemas/rpc/portal-alloc';
import type { DB } from '../db/types';
import { isProductPage } from '../modules/catalogue';
import { badRequest, conflict, notFound } from '../rpc/errors';
import { type CallContext, session } from '../rpc/registry';
import { planDrag } from './menu-rules';
import { buildTree, toMenuItem, visibleMenus } from './portal.Menu';

export async function roleOf(ctx: CallContext, roleId: number) {
  const role = await session(ctx).db.selectFrom('role').select(['id', 'name']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw notFound(ctx.lang === 'en_US' ? `role ${roleId} not found` : `角色不存在：${roleId}`);
  return role;
}

async function allocRows(db: Kysely<DB>, where: { roleId: number; portal?: string } | { ids: number[] }) {
  let q = db
    .selectFrom('menu_alloc as a')
    .innerJoin('menu as m', 'm.id', 'a.menu_id')
    .select(['a.id', 'a.menu_id', 'a.parent_id', 'a.type', 'a.sn', 'a.name as alloc_name', 'a.code as alloc_code', 'a.url as alloc_url', 'a.copy_tag', 'a.own_fields', 'a.role_id', 'a.portal_type', 'm.name', 'm.code', 'm.url', 'm.name_intl']);
  q = 'ids' in where ? q.where('a.id', 'in', where.ids) : q.where('a.role_id', '=', where.roleId);
  if ('portal' in where && where.portal) q = q.where('a.portal_type', '=', where.portal);
  return q.orderBy('a.sn').orderBy('a.id').execute();
}

type Row = Awaited<ReturnType<typeof allocRows>>[number];

const toNode = (r: Row): AllocNode => ({
  id: r.id,
  menuId: r.menu_id,
  parentId: r.parent_id,
  type: r.type,
  code: r.alloc_code ?? r.code,
  name: r.alloc_name ?? r.name,
  url: r.alloc_url ?? r.url,
  sn: r.sn,
  copyTag: r.copy_tag,
  ownFields: r.own_fields,
  children: [],
});

export async function allocNode(ctx: CallContext, id: number): Promise<Row> {
  const [row] = await allocRows(session(ctx).db, { ids: [id] });
  if (!row) throw notFound(ctx.lang === 'en_US' ? `allocation ${id} not found` : `分配不存在：${id}`);
  return row;
}

export async function allocatedTree(ctx: CallContext, portal: PortalType, roleId: number): Promise<AllocNode[]> {
  await roleOf(ctx, roleId);
  return buildTree((await allocRows(session(ctx).db, { roleId, portal })).map(toNode));
}

export async function allocatableTree(ctx: CallContext, portal: PortalType, roleId: number): Promise<AllocatableItem[]> {
  await roleOf(ctx, roleId);
  const s = session(ctx);
  const [menus, allocs] = await Promise.all([visibleMenus(s.db, s.tenantId, portal), allocRows(s.db, { roleId, portal })]);
  const allocOfMenu = new Map(allocs.filter((a) => !a.copy_tag).map((a) => [a.menu_id, a.id]));
  return buildTree<AllocatableItem>(menus.map((m) => ({ ...toMenuItem(m, s.tenantId, ctx.lang), allocId: allocOfMenu.get(m.id) ?? null, children: undefined })));
}

/** Allocates menu items to a role: each with its missing ancestors; a page with all its buttons. */
export async function allocate(ctx: CallContext, roleId: number, portal: PortalType, menuIds: number[]): Promise<number> {
  await roleOf(ctx, roleId);
  const s = session(ctx);
  const menus = await visibleMenus(s.db, s.tenantId, portal);
  const byId = new Map(menus.map((m) => [m.id, m]));
  const unknown = menuIds.find((id) => !byId.has(id));
  if (unknown) throw notFound(ctx.lang === 'en_US' ? `menu ${unknown} not found in portal ${portal}` : `菜单不存在：${unknown}（${portal}）`);
  const wanted = new Set<number>();
  for (const id of menuIds) {
    for (let cur = byId.get(id); cur; cur = cur.parent_id == null ? undefined : byId.get(cur.parent_id)) wanted.add(cur.id);
    if (byId.get(id)!.type === 2) for (const m of menus) if (m.parent_id === id && m.type === 3) wanted.add(m.id);
  }
  return s.db.transaction().execute(async (trx) => {
    const held = await trx.selectFrom('menu_alloc').select(['id', 'menu_id']).where('role_id', '=', roleId).where('portal_type', '=', portal).where('copy_tag', '=', false).execute();
    const allocOf = new Map(held.map((h) => [h.menu_id, h.id]));
    let added = 0;
    // parents before children: walk the catalogue's order by depth
    const depth = (id: number): number => (byId.get(id)?.parent_id == null ? 0 : 1 + depth(byId.get(id)!.parent_id!));
    for (const id of [...wanted].sort((a, b) => depth(a) - depth(b) || a - b)) {
      if (allocOf.has(id)) continue;
      const m = byId.get(id)!;
      const row = await trx
        .insertInto('menu_alloc')
        .values({ tenant_id: s.tenantId, role_id: roleId, portal_type: portal, menu_id: id, parent_id: m.parent_id == null ? null : (allocOf.get(m.parent_id) ?? null), type: m.type, sn: m.sn })
        .returning('id')
        .executeTakeFirstOrThrow();
      allocOf.set(id, row.id);
      added++;
    }
    return added;
  });
}

export async function removeAllocations(ctx: CallContext, ids: number[]): Promise<number> {
  const s = session(ctx);
  const found = await allocRows(s.db, { ids });
  if (found.length !== new Set(ids).size) throw notFound(ctx.lang === 'en_US' ? 'some allocations were not found' : '部分分配不存在');
  const r = await s.db.deleteFrom('menu_alloc').where('id', 'in', ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function renameAllocation(ctx: CallContext, id: number, values: { name?: string; nameEn?: string; sn?: number }): Promise<AllocNode> {
  const row = await allocNode(ctx, id);
  const s = session(ctx);
  await s.db
    .updateTable('menu_alloc')
    .set({
      ...(values.name ? { name: values.name, name_intl: JSON.stringify({ zh_CN: values.name, en_US: values.nameEn || values.name }) } : {}),
      ...(values.sn !== undefined ? { sn: values.sn } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  return toNode(await allocNode(ctx, id));
}

export async function dragAllocation(ctx: CallContext, id: number, targetId: number, position: 'before' | 'after' | 'inner'): Promise<AllocNode> {
  const row = await allocNode(ctx, id);
  const s = session(ctx);
  const all = await allocRows(s.db, { roleId: row.role_id, portal: row.portal_type });
  if (!all.some((a) => a.id === targetId)) throw notFound(ctx.lang === 'en_US' ? `allocation ${targetId} not found` : `分配不存在：${targetId}`);
  const nodes = new Map(all.map((a) => [a.id, { id: a.id, parentId: a.parent_id, type: a.type, name: a.alloc_name ?? a.name }]));
  const sns = new Map(all.map((a) => [a.id, a.sn]));
  const plan = planDrag(nodes, id, targetId, position, ctx.lang, (n) => sns.get(n.id) ?? 0);
  await s.db.transaction().execute(async (trx) => {
    await trx.updateTable('menu_alloc').set({ parent_id: plan.parentId }).where('id', '=', id).execute();
    for (const [i, sib] of plan.order.entries()) await trx.updateTable('menu_alloc').set({ sn: (i + 1) * 10 }).where('id', '=', sib).execute();
  });
  return toNode(await allocNode(ctx, id));
}

/** A copy of an allocated page under the same parent, with its buttons: its own code and url. */
export async function copyPage(ctx: CallContext, c: { allocId: number; code: string; name: string; url: string }): Promise<AllocNode> {
  const src = await allocNode(ctx, c.allocId);
  if (src.type !== 2) throw conflict(ctx.lang === 'en_US' ? 'only a page can be copied' : '只有页面可以复制');
  const s = session(ctx);
  // only a page the tenant may see is copied (an allocation left from before a module was switched off is not)
  const visible = (await visibleMenus(s.db, s.tenantId, src.portal_type as PortalType)).some((m) => m.id === src.menu_id);
  if (!visible) throw notFound(ctx.lang === 'en_US' ? `allocation ${src.id} not found` : `分配不存在：${src.id}`);
  // a copy's url is its own: never a page of the product's (it would open that page under the copy's
  // functions), nor one of the tenant's pages or another copy of any role
  const en = ctx.lang === 'en_US';
  if (isProductPage(c.url)) throw badRequest(en ? `url: ${c.url} is a page of the product; a copy needs a url of its own` : `url：${c.url} 是系统已有页面的地址，复制的页面需要自己的地址`);
  const urlTaken = await s.db
    .selectFrom('menu')
    .select('id')
    .where('url', '=', c.url)
    .where((eb) => eb.or([eb('owner_tenant_id', 'is', null), eb('owner_tenant_id', '=', s.tenantId)]))
    .union(s.db.selectFrom('menu_alloc').select('id').where('url', '=', c.url))
    .executeTakeFirst();
  if (urlTaken) throw conflict(en ? `url ${c.url} is already used by another page` : `页面地址已被使用：${c.url}`);
  const taken = await s.db.selectFrom('menu_alloc').select('id').where('role_id', '=', src.role_id).where('code', '=', c.code).executeTakeFirst();
  if (taken) throw conflict(en ? `url ${c.url} or code ${c.code} is already used by this role` : `该角色已有地址 ${c.url} 或编码 ${c.code}`);
  const base = await s.db.selectFrom('menu_alloc').select(['parent_id', 'sn']).where('id', '=', src.id).executeTakeFirstOrThrow();
  const id = await s.db.transaction().execute(async (trx) => {
    const copy = await trx
      .insertInto('menu_alloc')
      .values({ tenant_id: s.tenantId, role_id: src.role_id, portal_type: src.portal_type, menu_id: src.menu_id, parent_id: base.parent_id, type: 2, sn: base.sn + 1, name: c.name, name_intl: JSON.stringify({ zh_CN: c.name, en_US: c.name }), code: c.code, url: c.url, copy_tag: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const buttons = await trx.selectFrom('menu_alloc').select(['menu_id', 'sn']).where('parent_id', '=', src.id).where('type', '=', 3).execute();
    if (buttons.length) {
      await trx
        .insertInto('menu_alloc')
        .values(buttons.map((b) => ({ tenant_id: s.tenantId, role_id: src.role_id, portal_type: src.portal_type, menu_id: b.menu_id, parent_id: copy.id, type: 3, sn: b.sn })))
        .execute();
    }
    return copy.id;
  });
  return toNode(await allocNode(ctx, id));
}

/** Buttons of an allocated page given to its role. */
export async function addButtons(ctx: CallContext, allocId: number, menuIds: number[]): Promise<number> {
  const page = await allocNode(ctx, allocId);
  if (page.type !== 2) throw conflict(ctx.lang === 'en_US' ? 'buttons belong to a page' : '按钮只能分配在页面下');
  const s = session(ctx);
  const buttons = await s.db.selectFrom('menu').select(['id', 'sn']).where('parent_id', '=', page.menu_id).where('type', '=', 3).where('id', 'in', menuIds).execute();
  if (buttons.length !== new Set(menuIds).size) throw notFound(ctx.lang === 'en_US' ? 'a button is not one of this page' : '按钮不属于该页面');
  const held = new Set((await s.db.selectFrom('menu_alloc').select('menu_id').where('parent_id', '=', page.id).execute()).map((h) => h.menu_id));
  const fresh = buttons.filter((b) => !held.has(b.id));
  if (fresh.length) {
    await s.db
      .insertInto('menu_alloc')
      .values(fresh.map((b) => ({ tenant_id: s.tenantId, role_id: page.role_id, portal_type: page.portal_type, menu_id: b.id, parent_id: page.id, type: 3, sn: b.sn })))
      .execute();
  }
  return fresh.length;
}
