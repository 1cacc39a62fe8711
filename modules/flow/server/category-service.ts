// flow.FlowableCategory (流程分类, flowable/Class): codes unique per tenant (409 naming the code);
// a category some deployed process uses cannot be removed (409 naming how many).
import { implement } from '../../../server/modules/types';
import { conflict, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { flowCategory, type FlowCategoryView } from '../contracts';

async function all(ctx: CallContext): Promise<FlowCategoryView[]> {
  const s = session(ctx);
  const rows = await s.db
    .selectFrom('flow_category as c')
    .select(['c.id', 'c.code', 'c.name', 'c.sn', 'c.remark'])
    .select((eb) => eb.selectFrom('flow_definition as d').select((e) => e.fn.count<number>('d.key').distinct().as('n')).where('d.tenant_id', '=', s.tenantId).whereRef('d.category', '=', 'c.code').as('used'))
    .where('c.tenant_id', '=', s.tenantId)
    .orderBy('c.sn')
    .orderBy('c.code')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), sn: Number(r.sn), used: Number(r.used ?? 0) }));
}

export const flowCategoryService = implement(flowCategory, {
  list: (ctx) => all(ctx),
  async save(ctx, [c]) {
    const s = session(ctx);
    const clash = await s.db.selectFrom('flow_category').select('id').where('tenant_id', '=', s.tenantId).where('code', '=', c.code).executeTakeFirst();
    if (clash && clash.id !== c.id) throw conflict(ctx.lang === 'en_US' ? `category code ${c.code} exists` : `分类编码「${c.code}」已存在`);
    let id = c.id;
    if (id) {
      const r = await s.db.updateTable('flow_category').set({ code: c.code, name: c.name, sn: c.sn, remark: c.remark ?? null }).where('tenant_id', '=', s.tenantId).where('id', '=', id).executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw notFound(ctx.lang === 'en_US' ? 'no such category' : '分类不存在');
    } else {
      id = (await s.db.insertInto('flow_category').values({ tenant_id: s.tenantId, code: c.code, name: c.name, sn: c.sn, remark: c.remark ?? null }).returning('id').executeTakeFirstOrThrow()).id;
    }
    return (await all(ctx)).find((x) => x.id === id)!;
  },
  async remove(ctx, [ids]) {
    const s = session(ctx);
    const used = (await all(ctx)).filter((c) => ids.includes(c.id) && c.used > 0);
    if (used.length) throw conflict(ctx.lang === 'en_US' ? `category ${used[0].name} is used by ${used[0].used} processes` : `分类「${used[0].name}」已被 ${used[0].used} 个流程使用，不能删除`);
    const r = await s.db.deleteFrom('flow_category').where('tenant_id', '=', s.tenantId).where('id', 'in', ids).executeTakeFirst();
    return { removed: Number(r.numDeletedRows) };
  },
});
