// Menu limit conditions of an allocated page (portal.MenuAlloc getLimits / saveLimits): read and
// set per allocation, checked against the attributes of the entity the page lists (400 naming a
// wrong one); enforced on every record read and write by server/records/menu-limits.ts.
import type { LimitCondition, PageLimit, PageLimitView } from '../../schemas/rpc/portal-alloc';
import { callerModel } from '../records/context';
import { checkLimit, hasLimit, pageEntity } from '../records/menu-limits';
import { badRequest } from '../rpc/errors';
import { type CallContext, session } from '../rpc/registry';
import { allocOf } from './alloc-fields';

async function allocWithEntity(ctx: CallContext, allocId: number) {
  const alloc = await allocOf(ctx, allocId);
  const entityCode = alloc.type === 2 ? pageEntity({ url: alloc.menu_url, params: alloc.params, owner_tenant_id: alloc.owner_tenant_id }) : null;
  return { alloc, entityCode, model: entityCode ? await callerModel(ctx, entityCode) : null };
}

async function storedLimit(ctx: CallContext, allocId: number): Promise<PageLimit> {
  const row = await session(ctx).db.selectFrom('menu_alloc').select('limits').where('id', '=', allocId).executeTakeFirst();
  const l = row?.limits as PageLimit | null | undefined;
  return { positive: l?.positive ?? [], reverse: l?.reverse ?? [] };
}

export async function getLimits(ctx: CallContext, allocId: number): Promise<PageLimitView> {
  const { entityCode, model } = await allocWithEntity(ctx, allocId);
  const en = ctx.lang === 'en_US';
  const attrs = model ? model.def.attrs.map((a) => ({ code: a.code, name: en ? a.nameEn || a.name : a.name, dataType: a.dataType })) : [];
  return { allocId, entityCode, attrs, ...(await storedLimit(ctx, allocId)) };
}

export async function saveLimits(ctx: CallContext, allocId: number, limit: { positive: LimitCondition[]; reverse: LimitCondition[] }): Promise<PageLimitView> {
  const { model } = await allocWithEntity(ctx, allocId);
  if (!model) throw badRequest(ctx.lang === 'en_US' ? `limits.allocId: allocation ${allocId} is not a list page of an entity` : `limits.allocId: 分配 ${allocId} 不是实体的列表页面，不能设置行权限`);
  const checked = checkLimit(model, limit, ctx.lang);
  await session(ctx)
    .db.updateTable('menu_alloc')
    .set({ limits: hasLimit(checked) ? JSON.stringify(checked) : null })
    .where('id', '=', allocId)
    .execute();
  return getLimits(ctx, allocId);
}
