// tenant.Tenant (租户列表 / 租户详情): the tenants, a new one with its admin user and default
// menus, and lock / unlock (a locked tenant cannot log in, and its open sessions end at their next
// call: server/auth/authenticate.ts reads the tenant's status with the session).
import { type Kysely, sql } from 'kysely';
import { decryptPassword } from '../../../server/auth/keys';
import type { DB } from '../../../server/db/types';
import { implement } from '../../../server/modules/types';
import { badRequest, conflict, notFound } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { type TenantDetail, tenantTenant, type TenantView } from '../contracts';
import { type AdminDB, contains, iso, systemDb } from './db';
import { tm } from './messages';
import { loadTrades, partyTypeOf } from './party-type';
import { PLATFORM_TENANT_ID, platformOnly, platformSession } from './platform';
import { ADMIN_CODE, ADMIN_ROLE, generatePassword, isStrongPassword, provisionTenant } from './provision';
import { pagedQuery } from '../../../server/records/paged-query';

/** Tenant codes that would shadow the server's own paths (/{code}/login beside /download, /files ...). */
const RESERVED_CODES = new Set(['404', 'assets', 'download', 'files', 'ws', 'login', 'print', 'api', 'ext']);

function tenantRows(db: Kysely<AdminDB>) {
  return db
    .selectFrom('tenant as t')
    .select(['t.id', 't.code', 't.name', 't.industry_code', 't.status', 't.create_dt'])
    .select((eb) => eb.selectFrom('app_user as u').whereRef('u.tenant_id', '=', 't.id').select(sql<number>`count(*)::int`.as('n')).as('user_count'));
}
type Row = Awaited<ReturnType<ReturnType<typeof tenantRows>['execute']>>[number];

async function viewer(ctx: CallContext) {
  const trades = await loadTrades(systemDb(ctx));
  return (r: Row): TenantView => {
    const names = r.industry_code ? trades.names.get(r.industry_code) : undefined;
    return {
      id: r.id,
      code: r.code,
      name: r.name,
      industryCode: r.industry_code,
      industryName: names ? (ctx.lang === 'en_US' ? names.en_US : names.zh_CN) : null,
      partyType: partyTypeOf(r.industry_code, trades.partyTypes),
      status: r.status,
      userCount: Number(r.user_count ?? 0),
      createDt: iso(r.create_dt)!,
    };
  };
}

export async function oneTenant(ctx: CallContext, id: string): Promise<TenantView> {
  const r = await tenantRows(systemDb(ctx)).where('t.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(tm(ctx.lang, 'noTenant', { id }));
  return (await viewer(ctx))(r);
}

async function checkIndustry(ctx: CallContext, code: string | null | undefined, arg: string): Promise<string | null> {
  const c = code?.trim() || null;
  if (!c) return null;
  const known = await systemDb(ctx).selectFrom('trade').select('code').where('code', '=', c).executeTakeFirst();
  if (!known) throw badRequest(tm(ctx.lang, 'unknownTrade', { arg, code: c }));
  return c;
}

async function existing(ctx: CallContext, ids: string[]): Promise<string[]> {
  const rows = await systemDb(ctx).selectFrom('tenant').select('id').where('id', 'in', ids).execute();
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw notFound(tm(ctx.lang, 'noTenant', { id: missing }));
  return [...found];
}

export const tenantService = implement(
  tenantTenant,
  platformOnly({
    async summaryPage(ctx, [query]) {
      const q = query;
      let base = tenantRows(systemDb(ctx));
      if (q.code) base = base.where('t.code', 'ilike', contains(q.code.toLowerCase()));
      if (q.name) base = base.where('t.name', 'ilike', contains(q.name));
      if (q.industryCode) base = base.where('t.industry_code', '=', q.industryCode);
      if (q.status !== undefined) base = base.where('t.status', '=', q.status);
      return pagedQuery(q, base, (b) => b.orderBy('t.id'), await viewer(ctx));
    },

    async detail(ctx, [id]): Promise<TenantDetail> {
      const base = await oneTenant(ctx, id);
      const db = ctx.env.db.system;
      const [roles, last, apps] = await Promise.all([
        db.selectFrom('role').select(sql<number>`count(*)::int`.as('n')).where('tenant_id', '=', id).executeTakeFirstOrThrow(),
        db.selectFrom('login_log').select((eb) => eb.fn.max('create_dt').as('at')).where('tenant_id', '=', id).where('success', '=', true).executeTakeFirst(),
        systemDb(ctx).selectFrom('tenant_app').select('module_code').where('tenant_id', '=', id).where('enabled', '=', false).orderBy('module_code').execute(),
      ]);
      return { ...base, roleCount: Number(roles.n), lastLoginAt: iso(last?.at as Date | null), disabledApps: apps.map((a) => a.module_code) };
    },

    async create(ctx, [input]) {
      const s = platformSession(ctx);
      const code = input.code.toLowerCase();
      if (RESERVED_CODES.has(code)) throw badRequest(tm(ctx.lang, 'codeReserved', { code }));
      const industryCode = await checkIndustry(ctx, input.industryCode, 'tenant.industryCode');
      let password: string;
      let generated: string | null = null;
      if (input.adminPassword) {
        const plain = decryptPassword(ctx.env.keys, input.adminPassword);
        if (plain === null) throw badRequest(tm(ctx.lang, 'badPassword'));
        if (!isStrongPassword(plain)) throw badRequest(tm(ctx.lang, 'weakPassword'));
        password = plain;
      } else {
        password = generated = generatePassword();
      }
      const db = ctx.env.db.system as Kysely<DB>;
      const taken = () => conflict(tm(ctx.lang, 'codeTaken', { code }));
      if (await db.selectFrom('tenant').select('id').where('code', '=', code).executeTakeFirst()) throw taken();
      let id: string;
      try {
        id = await db.transaction().execute((trx) => provisionTenant(trx, { code, name: input.name, industryCode, password, creatorName: s.userName }));
      } catch (e) {
        // two creations of one code at once: the loser meets the unique constraint
        if ((e as { code?: string }).code === '23505' && /code/.test(String((e as { constraint?: string }).constraint))) throw taken();
        throw e;
      }
      ctx.log.info({ tenant: id, code }, 'tenant created');
      return { tenant: await oneTenant(ctx, id), admin: { code: ADMIN_CODE, name: ADMIN_ROLE.name, roleCode: ADMIN_ROLE.code }, generatedPassword: generated };
    },

    async update(ctx, [input]) {
      await oneTenant(ctx, input.id);
      const industryCode = await checkIndustry(ctx, input.industryCode, 'tenant.industryCode');
      await systemDb(ctx).updateTable('tenant').set({ name: input.name, industry_code: industryCode }).where('id', '=', input.id).execute();
      return oneTenant(ctx, input.id);
    },

    async lock(ctx, [ids]) {
      if (ids.includes(PLATFORM_TENANT_ID)) throw badRequest(tm(ctx.lang, 'platformLock'));
      const found = await existing(ctx, ids);
      const r = await systemDb(ctx).updateTable('tenant').set({ status: 1 }).where('id', 'in', found).where('status', '=', 0).executeTakeFirst();
      // their open sockets end now on this instance (one held by another instance stays until it
      // reconnects; its page's next call is refused all the same)
      for (const id of found) ctx.env.hub.disconnectTenant(id);
      ctx.log.info({ tenants: found }, 'tenants locked');
      return { locked: Number(r.numUpdatedRows) };
    },

    async unlock(ctx, [ids]) {
      const found = await existing(ctx, ids);
      const r = await systemDb(ctx).updateTable('tenant').set({ status: 0 }).where('id', 'in', found).where('status', '<>', 0).executeTakeFirst();
      ctx.log.info({ tenants: found }, 'tenants unlocked');
      return { unlocked: Number(r.numUpdatedRows) };
    },
  }),
);
