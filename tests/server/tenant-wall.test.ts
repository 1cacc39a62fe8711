// The second wall (row-level security): a statement that escaped the scope plugin's tenant filter
// — planted here with `withoutPlugins()`, the plugin removed — returns and changes only the
// caller's tenant's rows. The system connection, the tables' owner, still sees every tenant: that
// is what the planted query would return without the wall.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../server/modules/catalogue';
import { openDatabase } from '../../server/db';
import { tenantTables } from '../../server/db/scope';
import { FILTER_FUNCTIONS } from '../../server/db/tenant-wall';
import { fileServer } from '../kit';

const srv = await fileServer();
const DEMO = '00000002';
const ACME = '00000003';

const tenantsIn = (rows: Array<{ tenant_id: string }>) => new Set(rows.map((r) => r.tenant_id));

describe('row-level security behind the scope plugin', () => {
  it('an unfiltered select returns the caller’s rows only (the owner sees both tenants)', async () => {
    const all = await srv.db.system.selectFrom('app_user').select('tenant_id').where('tenant_id', 'is not', null).execute();
    expect(tenantsIn(all)).toEqual(new Set([DEMO, ACME, ...tenantsIn(all)]));
    expect(tenantsIn(all).size).toBeGreaterThan(1);
    const planted = await srv.db.forTenant(ACME).withoutPlugins().selectFrom('app_user').select('tenant_id').execute();
    expect(planted.length).toBe(all.filter((r) => r.tenant_id === ACME).length);
    expect(tenantsIn(planted)).toEqual(new Set([ACME]));
    // raw SQL, joins and a module's report view alike
    const raw = await sql<{ tenant_id: string }>`select u.tenant_id from app_user u join user_role ur on ur.user_id = u.id`.execute(srv.db.forTenant(ACME).withoutPlugins());
    expect(tenantsIn(raw.rows)).toEqual(new Set([ACME]));
  });

  it('a module’s report view reads as the caller (security_invoker)', async () => {
    const views = catalogue().modules.flatMap((m) => m.views ?? []).map(([name]) => name);
    expect(views.length).toBeGreaterThan(0);
    let checked = 0;
    for (const view of views) {
      const cols = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = ${view}`.execute(srv.db.system);
      if (!cols.rows.some((c) => c.column_name === 'tenant_id')) continue;
      const seen = await sql<{ tenant_id: string }>`select distinct tenant_id from ${sql.table(view)}`.execute(srv.db.forTenant(DEMO).withoutPlugins());
      expect(seen.rows.every((r) => r.tenant_id === DEMO), view).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('unfiltered updates and deletes touch only the caller’s rows; a row for another tenant is refused', async () => {
    const acmeRoles = async () =>
      (await srv.db.system.selectFrom('role').select(['id', 'description']).where('tenant_id', '=', ACME).orderBy('id').execute()).map((r) => r.description);
    const before = await acmeRoles();
    const upd = await srv.db.forTenant(DEMO).withoutPlugins().updateTable('role').set({ description: 'touched' }).executeTakeFirst();
    expect(Number(upd.numUpdatedRows)).toBeGreaterThan(0);
    const del = await srv.db.forTenant(DEMO).withoutPlugins().deleteFrom('message').executeTakeFirst();
    expect(Number(del.numDeletedRows)).toBeGreaterThanOrEqual(0);
    expect(await acmeRoles()).toEqual(before);
    const touched = await srv.db.system.selectFrom('role').select('tenant_id').where('description', '=', 'touched').execute();
    expect(tenantsIn(touched)).toEqual(new Set([DEMO]));
    await expect(
      srv.db.forTenant(DEMO).withoutPlugins().insertInto('dict_type').values({ tenant_id: ACME, code: 'wall_probe', name: 'probe' } as never).execute(),
    ).rejects.toThrow(/row-level security/);
  });

  it('a tenant’s connection cannot read the platform’s secrets or migrations at all', async () => {
    for (const table of ['platform_secret', 'kysely_migration']) {
      await expect(sql`select 1 from ${sql.table(table)}`.execute(srv.db.forTenant(DEMO).withoutPlugins())).rejects.toThrow(/permission denied/);
    }
  });

  it('the lists’ filter functions are leakproof, so a walled list keeps its indexes and statistics', async () => {
    const { rows } = await sql<{ fn: string; leakproof: boolean }>`
      select p.oid::regprocedure::text as fn, p.proleakproof as leakproof from pg_proc p
      where p.oid = any(${FILTER_FUNCTIONS.map((f) => `pg_catalog.${f}`)}::regprocedure[])`.execute(srv.db.system);
    expect(rows.length).toBe(FILTER_FUNCTIONS.length);
    expect(rows.filter((r) => !r.leakproof).map((r) => r.fn)).toEqual([]);
    // a contains-search with a price range is planned under the wall as the owner plans it (same
    // scans, same indexes, the same row estimate), not blind to the column's statistics
    const query = sql<{ 'QUERY PLAN': string }>`explain select id from mdm_material where tenant_id = ${DEMO} and name ilike ${'%轴承%'} and sale_price >= ${1} order by id desc limit 20`;
    const scans = (plan: { rows: Array<{ 'QUERY PLAN': string }> }) =>
      plan.rows.flatMap((r) => [...r['QUERY PLAN'].matchAll(/([A-Z][A-Za-z ]* Scan)(?: using (\S+))? on (\S+)\s+\(cost=[^ ]+ rows=(\d+)/g)].map((m) => m.slice(1).join(' ')));
    const owner = scans(await query.execute(srv.db.system));
    const walled = scans(await query.execute(srv.db.forTenant(DEMO).withoutPlugins()));
    expect(owner.length).toBeGreaterThan(0);
    expect(walled).toEqual(owner);
  });

  it('every tenant table is walled, partitioned ones and each of their partitions too', async () => {
    const { rows } = await sql<{ relname: string; relrowsecurity: boolean; policy: string | null; parent: string | null }>`
      select c.relname, c.relrowsecurity, (select p.polname from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_wall') as policy,
        (select pc.relname from pg_inherits i join pg_class pc on pc.oid = i.inhparent where i.inhrelid = c.oid) as parent
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p')`.execute(srv.db.system);
    const byName = new Map(rows.map((r) => [r.relname, r]));
    const walled = (t: string) => byName.get(t)!.relrowsecurity && !!byName.get(t)!.policy;
    expect([...tenantTables()].filter((t) => byName.has(t) && !walled(t))).toEqual([]);
    const partitions = rows.filter((r) => r.parent && tenantTables().has(r.parent)).map((r) => r.relname);
    expect(partitions.length).toBeGreaterThan(0); // iot_value's days
    expect(partitions.filter((t) => !walled(t))).toEqual([]);
    expect([...tenantTables()].filter((t) => byName.has(t)).length).toBeGreaterThan(50);
  });
});

describe('one pooled connection serving tenants and the system in turn', () => {
  for (const pooler of [null, 'transaction'] as const) {
    it(`switches who it acts for${pooler ? ' inside every transaction (behind a transaction pooler)' : ''}`, async () => {
      const db = openDatabase(srv.databaseUrl, { max: 1, pooler });
      try {
        const planted = (tenant: string) => db.forTenant(tenant).withoutPlugins().selectFrom('role').select('tenant_id').execute();
        expect(tenantsIn(await planted(DEMO))).toEqual(new Set([DEMO]));
        expect(tenantsIn(await planted(ACME))).toEqual(new Set([ACME]));
        const everyone = await db.system.selectFrom('role').select('tenant_id').where('tenant_id', 'is not', null).execute();
        expect(tenantsIn(everyone).size).toBeGreaterThan(1);
        const inTransaction = await db.forTenant(DEMO).transaction().execute(async (tx) => {
          await tx.withoutPlugins().updateTable('role').set({ description: 'tx' }).execute();
          return tx.withoutPlugins().selectFrom('role').select('tenant_id').where('description', '=', 'tx').execute();
        });
        expect(tenantsIn(inTransaction)).toEqual(new Set([DEMO]));
        // the system's next statement on the same client acts as the owner again
        const who = await db.pool.query<{ current_user: string }>('select current_user');
        expect(who.rows[0].current_user).not.toBe('plantform_tenant');
      } finally {
        await db.close();
      }
    });
  }
});
