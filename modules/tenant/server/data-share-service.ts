// tenant.DataShare (数据共享): read-only grants of one built-in entity's records from a source
// tenant to a target tenant, managed by the platform; and the target's read of them
// (summaryPage), refused with 4003 unless a grant names the caller's tenant, the source and the
// entity. The caller's role must also read that entity in its own tenant (the call's access).
import { builtinEntities, entityByCode, isBuiltinEntity } from '../../../server/modules/catalogue';
import { implement } from '../../../server/modules/types';
import { listRecords, normaliseQuery } from '../../../server/records/list';
import { modelFor } from '../../../server/records/tenant-models';
import { badRequest, conflict, noPermission } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { type DataShareView, tenantDataShare } from '../contracts';
import { iso, systemDb } from './db';
import { tm } from './messages';
import { platformSession } from './platform';
import { oneTenant } from './tenant-service';
import { pagedQuery } from '../../../server/records/paged-query';

function shareRows(ctx: CallContext) {
  return systemDb(ctx)
    .selectFrom('data_share as d')
    .innerJoin('tenant as s', 's.id', 'd.source_tenant_id')
    .innerJoin('tenant as g', 'g.id', 'd.target_tenant_id')
    .select([
      'd.id',
      'd.source_tenant_id',
      's.code as source_code',
      's.name as source_name',
      'd.target_tenant_id',
      'g.code as target_code',
      'g.name as target_name',
      'd.entity_code',
      'd.read_only',
      'd.remark',
      'd.create_name',
      'd.create_dt',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof shareRows>['execute']>>[number];

const entityName = (code: string, en: boolean) => {
  const e = entityByCode(code);
  return e ? (en ? e.nameEn : e.name) : code;
};

const view = (ctx: CallContext) => (r: Row): DataShareView => ({
  id: Number(r.id),
  sourceTenantId: r.source_tenant_id,
  sourceTenantCode: r.source_code,
  sourceTenantName: r.source_name,
  targetTenantId: r.target_tenant_id,
  targetTenantCode: r.target_code,
  targetTenantName: r.target_name,
  entityCode: r.entity_code,
  entityName: entityName(r.entity_code, ctx.lang === 'en_US'),
  readOnly: r.read_only,
  remark: r.remark,
  createName: r.create_name,
  createDt: iso(r.create_dt)!,
});

export const dataShareService = implement(tenantDataShare, {
  async list(ctx, [query]) {
    const q = query;
    platformSession(ctx);
    let base = shareRows(ctx);
    if (q.sourceTenantId) base = base.where('d.source_tenant_id', '=', q.sourceTenantId);
    if (q.targetTenantId) base = base.where('d.target_tenant_id', '=', q.targetTenantId);
    if (q.entityCode) base = base.where('d.entity_code', '=', q.entityCode);
    return pagedQuery(q, base, (b) => b.orderBy('d.id', 'desc'), view(ctx));
  },

  async entities(ctx) {
    platformSession(ctx);
    return builtinEntities()
      .map((e) => ({ code: e.code, name: e.name, nameEn: e.nameEn }))
      .sort((a, b) => a.code.localeCompare(b.code));
  },

  async grant(ctx, [share]) {
    const s = platformSession(ctx);
    if (share.sourceTenantId === share.targetTenantId) throw badRequest(tm(ctx.lang, 'shareSelf'));
    if (!isBuiltinEntity(share.entityCode)) throw badRequest(tm(ctx.lang, 'shareEntity', { code: share.entityCode }));
    await oneTenant(ctx, share.sourceTenantId);
    await oneTenant(ctx, share.targetTenantId);
    const row = await systemDb(ctx)
      .insertInto('data_share')
      .values({
        source_tenant_id: share.sourceTenantId,
        target_tenant_id: share.targetTenantId,
        entity_code: share.entityCode,
        remark: share.remark ?? null,
        create_name: s.userName,
      })
      .onConflict((oc) => oc.columns(['source_tenant_id', 'target_tenant_id', 'entity_code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw conflict(tm(ctx.lang, 'shareExists'));
    ctx.log.info({ share: row.id, ...share }, 'data share granted');
    return view(ctx)(await shareRows(ctx).where('d.id', '=', row.id).executeTakeFirstOrThrow());
  },

  async revoke(ctx, [ids]) {
    platformSession(ctx);
    const r = await systemDb(ctx).deleteFrom('data_share').where('id', 'in', ids).executeTakeFirst();
    ctx.log.info({ shares: ids }, 'data shares revoked');
    return { revoked: Number(r.numDeletedRows) };
  },

  async summaryPage(ctx, [sourceTenantId, query]) {
    const s = session(ctx);
    const q = normaliseQuery(query);
    const grant = await systemDb(ctx)
      .selectFrom('data_share')
      .select('id')
      .where('source_tenant_id', '=', sourceTenantId)
      .where('target_tenant_id', '=', s.tenantId)
      .where('entity_code', '=', q.entityCode)
      .executeTakeFirst();
    if (!grant) throw noPermission(tm(ctx.lang, 'noShare', { source: sourceTenantId, entity: q.entityCode }));
    // the source's records as the source sees them (its own added attributes included), read only
    const source = ctx.env.db.forTenant(sourceTenantId);
    const model = await modelFor(source, sourceTenantId, q.entityCode, ctx.lang);
    const r = await listRecords(source, model, q, ctx.lang, true, sourceTenantId);
    return { total: r.total, page: q.page, pageSize: q.pageSize, itemList: r.itemList };
  },
});
