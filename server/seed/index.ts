// Every start: the menu catalogue and page fields follow the code, and menu items added since a
// tenant was seeded reach its roles (syncTenants). First start (empty database): tenants,
// organisation, people, roles, users, allocations, dictionaries and each module's demo data.
import { type Kysely, sql } from 'kysely';
import { type RoleProfile, ROLE_PROFILES } from '../../schemas/modules/define';
import type { PortalType } from '../../schemas/menus/types';
import { hashPassword } from '../auth/password';
import type { DB } from '../db/types';
import { loadServerModules } from '../modules/load';
import { builtinEntities } from '../modules/catalogue';
import { type SeedTenant, seedTenants } from './demo';
import { seedDicts, syncDicts } from './dicts';
import { allocateMenus, syncMenuCatalogue } from './menus';
import { syncPageFields } from './pages';
import { profileRules } from './profiles';

async function seedTenant(db: Kysely<DB>, t: SeedTenant): Promise<void> {
  await db.insertInto('tenant').values({ id: t.id, code: t.code, name: t.name, industry_code: t.industryCode }).execute();
  const organ = await db.insertInto('organ').values({ tenant_id: t.id, code: t.organ.code, name: t.organ.name }).returning('id').executeTakeFirstOrThrow();
  const depts = new Map<string, number>();
  const addDepartments = async (organId: number, list: SeedTenant['departments']) => {
    for (const d of list) {
      const row = await db
        .insertInto('department')
        .values({ tenant_id: t.id, organ_id: organId, code: d.code, name: d.name, type: d.type ?? 'Depart', parent_id: d.parent ? depts.get(d.parent)! : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      depts.set(d.code, row.id);
    }
  };
  await addDepartments(organ.id, t.departments);
  for (const sub of t.subOrgans ?? []) {
    const o = await db.insertInto('organ').values({ tenant_id: t.id, code: sub.code, name: sub.name, parent_id: organ.id, belong_id: organ.id }).returning('id').executeTakeFirstOrThrow();
    await addDepartments(o.id, sub.departments);
  }
  const roles = new Map<string, number>();
  for (const r of t.roles) {
    const row = await db
      .insertInto('role')
      .values({
        tenant_id: t.id,
        code: r.code,
        name: r.name,
        name_intl: JSON.stringify({ zh_CN: r.name, en_US: r.nameEn }),
        default_tag: r.defaultTag ?? false,
        data_scope: r.dataScope,
        profile: r.profile,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roles.set(r.code, row.id);
    for (const rule of profileRules(r.profile)) await allocateMenus(db, t.id, row.id, rule);
  }
  await seedDicts(db, t.id);
  let firstUser: { id: number; name: string } | null = null;
  for (const u of t.users) {
    let personId: number | null = null;
    if (u.person) {
      const p = await db
        .insertInto('person')
        .values({ tenant_id: t.id, code: u.person.code, name: u.name, organ_id: organ.id, department_id: depts.get(u.person.department) ?? null, email: u.person.email ?? null, phone: u.person.phone ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      personId = p.id;
      if (depts.has(u.person.department)) await db.insertInto('person_department').values({ tenant_id: t.id, owner_id: p.id, sn: 0, department_id: depts.get(u.person.department)! }).execute();
    }
    const user = await db
      .insertInto('app_user')
      .values({
        tenant_id: t.id,
        code: u.code,
        name: u.name,
        person_id: personId,
        organ_id: organ.id,
        password_hash: await hashPassword(u.password),
        kind: u.kind ?? 0,
        default_role_id: roles.get(u.defaultRole) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_role')
      .values(u.roles.map((r) => ({ tenant_id: t.id, user_id: user.id, role_id: roles.get(r)! })))
      .execute();
    firstUser ??= { id: user.id, name: u.name };
  }
  for (const m of await loadServerModules()) await m.server.seed?.({ db, tenant: { id: t.id, code: t.code }, organId: organ.id, creator: firstUser! });
  await spreadOverDepartments(db, t.id, [...depts.values()]);
}

/**
 * Demo records belong to the tenant's departments in turn (by id), one share to none (as records
 * made before departments existed), so each data scope of the demo roles shows a different part
 * of them (records made later belong to their writer's department).
 */
async function spreadOverDepartments(db: Kysely<DB>, tenantId: string, departIds: number[]): Promise<void> {
  if (!departIds.length) return;
  const slots = departIds.length + 1;
  const ids = sql`${sql.val(departIds)}::bigint[]`;
  for (const table of [...new Set(builtinEntities().map((e) => e.table)), 'meta_record']) {
    // slot 0: no department (Whole sees it, OrganWithChildren does not)
    await sql`update ${sql.table(table)} set depart_id = (${ids})[id % ${slots}] where tenant_id = ${tenantId} and depart_id is null and id % ${slots} > 0`.execute(db);
  }
}

const isProfile = (p: string | null): p is RoleProfile => !!p && (ROLE_PROFILES as readonly string[]).includes(p);

/**
 * Menu items added to the product since a tenant was last synced go to the roles whose profile
 * takes them, once per item, so an implementer's later removal of an allocation sticks.
 * (Dictionaries of new modules: syncDicts.)
 */
export async function syncTenants(db: Kysely<DB>): Promise<number> {
  const newest = Number((await db.selectFrom('menu').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
  const behind = await db.selectFrom('tenant').select(['id', 'menu_synced_id']).where('menu_synced_id', '<', newest).execute();
  let allocated = 0;
  for (const t of behind) {
    await db.transaction().execute(async (trx) => {
      const roles = await trx.selectFrom('role').select(['id', 'profile']).where('tenant_id', '=', t.id).execute();
      for (const r of roles) {
        if (!isProfile(r.profile)) continue;
        for (const rule of profileRules(r.profile)) allocated += await allocateMenus(trx, t.id, r.id, rule, Number(t.menu_synced_id));
      }
      await trx.updateTable('tenant').set({ menu_synced_id: newest }).where('id', '=', t.id).execute();
    });
  }
  return allocated;
}

/** Syncs the menu catalogue; seeds the demo tenants when the database has no tenant yet. */
export async function seed(db: Kysely<DB>): Promise<{ seeded: boolean; menus: number }> {
  const menus = await syncMenuCatalogue(db);
  await syncPageFields(db);
  const any = await db.selectFrom('tenant').select('id').limit(1).executeTakeFirst();
  if (any) {
    await syncTenants(db);
    await syncDicts(db);
    return { seeded: false, menus };
  }
  await db.transaction().execute(async (trx) => {
    for (const t of seedTenants) await seedTenant(trx, t);
    const newest = await trx.selectFrom('menu').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    await trx.updateTable('tenant').set({ menu_synced_id: Number(newest?.id ?? 0) }).execute();
  });
  // fresh statistics, so the first queries get good plans (autovacuum would take a while)
  await sql`analyze`.execute(db);
  return { seeded: true, menus };
}

export type { PortalType };
