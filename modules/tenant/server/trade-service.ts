// tenant.Trade (行业管理 / 行业详情): the industries tenants are filed under and the party-type
// label each gives. An industry some tenant uses cannot be removed, nor its code changed.
import { sql } from 'kysely';
import { implement } from '../../../server/modules/types';
import { conflict, notFound } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { type PartyType, tenantTrade, type TradeView } from '../contracts';
import { contains, systemDb } from './db';
import { tm } from './messages';
import { loadTrades, partyTypeOf } from './party-type';
import { platformOnly } from './platform';
import { pageOfList } from '../../../server/records/paged-query';

function tradeQuery(ctx: CallContext) {
  return systemDb(ctx)
    .selectFrom('trade as r')
    .select(['r.id', 'r.code', 'r.name', 'r.name_intl', 'r.party_type', 'r.remark', 'r.sn'])
    .select((eb) => eb.selectFrom('tenant as t').whereRef('t.industry_code', '=', 'r.code').select(sql<number>`count(*)::int`.as('n')).as('tenant_count'));
}

type Row = Awaited<ReturnType<ReturnType<typeof tradeQuery>['execute']>>[number];

const view = (r: Row): TradeView => ({
  id: Number(r.id),
  code: r.code,
  name: r.name,
  nameEn: r.name_intl?.en_US ?? '',
  partyType: r.party_type as PartyType,
  remark: r.remark,
  sn: r.sn,
  tenantCount: Number(r.tenant_count ?? 0),
});

async function one(ctx: CallContext, id: number): Promise<TradeView> {
  const r = await tradeQuery(ctx).where('r.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(tm(ctx.lang, 'noTrade', { id }));
  return view(r);
}

export const tradeService = implement(
  tenantTrade,
  platformOnly({
    async summaryPage(ctx, [query]) {
      const q = query;
      let base = tradeQuery(ctx);
      const text = q.text?.trim();
      if (text) base = base.where((eb) => eb.or([eb('r.code', 'ilike', contains(text)), eb('r.name', 'ilike', contains(text))]));
      const all = await base.orderBy('r.sn').orderBy('r.id').execute();
      return pageOfList(all.map(view), q);
    },
    detail: (ctx, [id]) => one(ctx, id),
    async partyType(ctx, [industryCode]) {
      const { partyTypes } = await loadTrades(systemDb(ctx));
      return { industryCode, partyType: partyTypeOf(industryCode, partyTypes) };
    },
    async save(ctx, [t]) {
      const db = systemDb(ctx);
      const values = {
        code: t.code,
        name: t.name,
        name_intl: JSON.stringify({ zh_CN: t.name, en_US: t.nameEn || t.name }),
        party_type: t.partyType,
        remark: t.remark ?? null,
        ...(t.sn !== undefined ? { sn: t.sn } : {}),
      };
      const taken = await db.selectFrom('trade').select('id').where('code', '=', t.code).executeTakeFirst();
      if (taken && Number(taken.id) !== t.id) throw conflict(tm(ctx.lang, 'tradeTaken', { code: t.code }));
      if (!t.id) {
        const row = await db.insertInto('trade').values(values).returning('id').executeTakeFirstOrThrow();
        return one(ctx, Number(row.id));
      }
      const before = await one(ctx, t.id);
      if (before.code !== t.code && before.tenantCount > 0) throw conflict(tm(ctx.lang, 'tradeCodeFixed'));
      await db.updateTable('trade').set({ ...values, modify_dt: new Date() }).where('id', '=', t.id).execute();
      return one(ctx, t.id);
    },
    async remove(ctx, [ids]) {
      const rows = await tradeQuery(ctx).where('r.id', 'in', ids).execute();
      const used = rows.find((r) => Number(r.tenant_count) > 0);
      if (used) throw conflict(tm(ctx.lang, 'tradeInUse', { name: used.name, count: Number(used.tenant_count) }));
      const r = await systemDb(ctx).deleteFrom('trade').where('id', 'in', ids).executeTakeFirst();
      return { removed: Number(r.numDeletedRows) };
    },
  }),
);
