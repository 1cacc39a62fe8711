// The tenant-scoped data layer: filters are added, cross-tenant writes refused, forgetting the
// tenant is an error rather than a leak.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TenantScopeError } from '../../server/db/scope';
import { fileServer } from '../kit';

const srv = await fileServer();
const DEMO = '00000002';
const ACME = '00000003';

describe('forTenant', () => {
  it('adds the tenant filter to selects, joins and subqueries', async () => {
    const demo = srv.db.forTenant(DEMO);
    const users = await demo.selectFrom('app_user').select(['tenant_id']).execute();
    expect(users.length).toBeGreaterThan(1);
    expect(new Set(users.map((u) => u.tenant_id))).toEqual(new Set([DEMO]));
    const joined = await demo
      .selectFrom('user_role as ur')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .select(['r.tenant_id'])
      .execute();
    expect(joined.every((r) => r.tenant_id === DEMO)).toBe(true);
    const sub = await demo
      .selectFrom('organ')
      .select((eb) => eb.selectFrom('app_user').select(eb.fn.countAll().as('n')).as('users'))
      .executeTakeFirstOrThrow();
    const demoUsers = await srv.db.system.selectFrom('app_user').select(srv.db.system.fn.countAll().as('n')).where('tenant_id', '=', DEMO).executeTakeFirstOrThrow();
    expect(Number(sub.users)).toBe(Number(demoUsers.n));
  });

  it('cannot update or delete another tenant’s rows', async () => {
    const acmeAdmin = await srv.db.system.selectFrom('app_user').select('id').where('tenant_id', '=', ACME).where('code', '=', 'admin').executeTakeFirstOrThrow();
    const upd = await srv.db.forTenant(DEMO).updateTable('app_user').set({ name: 'hacked' }).where('id', '=', acmeAdmin.id).executeTakeFirst();
    expect(Number(upd.numUpdatedRows)).toBe(0);
    const del = await srv.db.forTenant(DEMO).deleteFrom('message').where('user_id', '=', acmeAdmin.id).executeTakeFirst();
    expect(Number(del.numDeletedRows)).toBe(0);
    const still = await srv.db.system.selectFrom('app_user').select('name').where('tenant_id', '=', ACME).where('id', '=', acmeAdmin.id).executeTakeFirstOrThrow();
    expect(still.name).toBe('Acme Admin');
  });

  it('refuses inserts for another tenant, without tenant_id, and updates of tenant_id', async () => {
    const demo = srv.db.forTenant(DEMO);
    await expect(demo.insertInto('login_log').values({ tenant_id: ACME, user_code: 'x', ip: '1', success: false, message: 'x' }).execute()).rejects.toThrow(TenantScopeError);
    await expect(demo.insertInto('login_log').values({ user_code: 'x', ip: '1', success: false, message: 'x' } as never).execute()).rejects.toThrow(TenantScopeError);
    await expect(demo.updateTable('app_user').set({ tenant_id: ACME }).execute()).rejects.toThrow(TenantScopeError);
  });

  it('refuses raw SQL on tenant tables that does not filter tenant_id', async () => {
    await expect(sql`select * from app_user`.execute(srv.db.forTenant(DEMO))).rejects.toThrow(TenantScopeError);
    // a tenant table named anywhere in the text: quoted, after other tables, in a later fragment
    await expect(sql`select * from "stock_balance"`.execute(srv.db.forTenant(DEMO))).rejects.toThrow(TenantScopeError);
    await expect(sql`select 1 from tenant, organ`.execute(srv.db.forTenant(DEMO))).rejects.toThrow(TenantScopeError);
    await expect(sql`select ${1} as a from ${sql.raw('tenant')} join message on true`.execute(srv.db.forTenant(DEMO))).rejects.toThrow(TenantScopeError);
    // a name that only starts like a tenant table's is not one
    expect((await sql<{ stock_balance_x: number }>`select 1 as stock_balance_x`.execute(srv.db.forTenant(DEMO))).rows[0].stock_balance_x).toBe(1);
    const ok = await sql<{ n: number }>`select count(*)::int as n from app_user where tenant_id = ${DEMO}`.execute(srv.db.forTenant(DEMO));
    expect(ok.rows[0].n).toBeGreaterThan(0);
  });
});

describe('system access', () => {
  it('refuses statements on tenant tables without a tenant_id condition', async () => {
    await expect(srv.db.system.selectFrom('app_user').selectAll().execute()).rejects.toThrow(/without a tenant_id/);
    await expect(srv.db.system.deleteFrom('message').execute()).rejects.toThrow(TenantScopeError);
    const tenants = await srv.db.system.selectFrom('tenant').select('code').orderBy('id').execute();
    expect(tenants.map((t) => t.code)).toEqual(['platform', 'demo', 'acme']);
  });
});
