// portal.MenuAlloc: the caller's nav tree, page details, todo counts — and the implementer's
// allocation of pages, buttons and fields to the tenant's roles (alloc-tree.ts, alloc-fields.ts).
import { portalMenuAlloc } from '../../schemas/rpc/portal-alloc';
import { implement } from '../modules/types';
import { conflict } from '../rpc/errors';
import { type Registry, session } from '../rpc/registry';
import { allocFieldRows, allocOf, ensureOwnFields, pageOffer, saveFieldSettings } from './alloc-fields';
import { getLimits, saveLimits } from './alloc-limits';
import { pageDetail, requireOwnRole } from './alloc-page-detail';
import { addButtons, allocatableTree, allocate, allocatedTree, allocNode, copyPage, dragAllocation, removeAllocations, renameAllocation } from './alloc-tree';
import { toPageFieldRow } from './page-fields';
import { todoCount } from './todo';

const asRow = (f: Parameters<typeof toPageFieldRow>[0]) => f;

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
      return todoCount(s.db, s.tenantId, s.userId);
    },
    listTree: (ctx, [portal, roleId]) => allocatableTree(ctx, portal, roleId),
    getAllocatedTree: (ctx, [portal, roleId]) => allocatedTree(ctx, portal, roleId),
    async create(ctx, [a]) {
      return { allocated: await allocate(ctx, a.roleId, a.portalType, a.menuIds) };
    },
    async delete(ctx, [id]) {
      return { removed: await removeAllocations(ctx, [id]) };
    },
    async deleteByIds(ctx, [ids]) {
      return { removed: await removeAllocations(ctx, ids) };
    },
    update: (ctx, [node]) => renameAllocation(ctx, node.id, node),
    drag: (ctx, [d]) => dragAllocation(ctx, d.id, d.targetId, d.position),
    copy: (ctx, [c]) => copyPage(ctx, c),
    async addButton(ctx, [b]) {
      return { allocated: await addButtons(ctx, b.allocId, b.menuIds) };
    },
    updateButton: (ctx, [b]) => renameAllocation(ctx, b.id, { name: b.name }),
    async removeButtons(ctx, [ids]) {
      for (const id of ids) {
        const node = await allocNode(ctx, id);
        if (node.type !== 3) throw conflict(ctx.lang === 'en_US' ? `${id} is not a button` : `${id} 不是按钮`);
      }
      return { removed: await removeAllocations(ctx, ids) };
    },
    async listFieldByMenu(ctx, [allocId]) {
      const alloc = await allocOf(ctx, allocId);
      const fields = alloc.own_fields ? await allocFieldRows(session(ctx).db, alloc.id, ctx.lang) : await pageOffer(ctx, { id: alloc.menu_id, url: alloc.menu_url, params: alloc.params, owner_tenant_id: alloc.owner_tenant_id });
      return { ownFields: alloc.own_fields, fields: fields.map((f) => toPageFieldRow(asRow({ ...f, data_type: f.dataType, display_tag: f.displayTag, edit_tag: f.editTag, required_tag: f.requiredTag, default_value: f.defaultValue, limit_value: f.limitValue, belong_plate_id: f.belongPlateId, name_intl: {} }), ctx.lang)) };
    },
    async getFieldBySourceAndTarget(ctx, [menuId, allocId]) {
      const alloc = await allocOf(ctx, allocId);
      if (alloc.menu_id !== menuId) throw conflict(ctx.lang === 'en_US' ? `allocation ${allocId} is not of menu ${menuId}` : `分配 ${allocId} 不属于菜单 ${menuId}`);
      const offer = await pageOffer(ctx, { id: alloc.menu_id, url: alloc.menu_url, params: alloc.params, owner_tenant_id: alloc.owner_tenant_id });
      const own = alloc.own_fields ? await allocFieldRows(session(ctx).db, alloc.id, ctx.lang) : null;
      return offer.map((f) => {
        const mine = own?.find((o) => o.code === f.code && o.block === f.block) ?? (own ? null : f);
        const shown = mine ?? f;
        return {
          ...toPageFieldRow(asRow({ ...shown, data_type: shown.dataType, display_tag: shown.displayTag, edit_tag: shown.editTag, required_tag: shown.requiredTag, default_value: shown.defaultValue, limit_value: shown.limitValue, belong_plate_id: shown.belongPlateId, name_intl: {} }), ctx.lang),
          allocated: !!mine && mine.displayTag,
        };
      });
    },
    async addField(ctx, [a]) {
      const alloc = await allocOf(ctx, a.allocId);
      const saved = await session(ctx).db.transaction().execute((trx) => saveFieldSettings(ctx, trx, alloc, a.fields));
      return { saved };
    },
    getLimits: (ctx, [allocId]) => getLimits(ctx, allocId),
    saveLimits: (ctx, [l]) => saveLimits(ctx, l.allocId, l),
    async removeFields(ctx, [a]) {
      const alloc = await allocOf(ctx, a.allocId);
      const removed = await session(ctx).db.transaction().execute(async (trx) => {
        await ensureOwnFields(ctx, trx, alloc);
        let n = 0;
        for (const f of a.fields) {
          const r = await trx.deleteFrom('alloc_field').where('alloc_id', '=', alloc.id).where('block', '=', f.block).where('code', '=', f.code).where('plate_code', '=', f.plateCode ?? '').executeTakeFirst();
          n += Number(r.numDeletedRows);
        }
        return n;
      });
      return { removed };
    },
  }));
}
