// First-start seed (empty database): tenants, organisation, people, roles, users, allocations.
// The menu catalogue itself is synced on every start (menus.ts).
import { type Kysely, sql } from 'kysely';
import { PORTAL_TYPES, type PortalType } from '../../schemas/menus/types';
import { hashPassword } from '../auth/password';
import type { DB } from '../db/types';
import { type SeedRole, type SeedTenant, seedTenants } from './demo';
import { seedDicts } from './dicts';
import { seedAcmeData, seedMasterData } from './master-data';
import { type AllocationRule, allocateMenus, syncMenuCatalogue } from './menus';
import { syncPageFields } from './pages';

const startsWithAny = (url: string, prefixes: string[]) => prefixes.some((p) => url === p || url.startsWith(p));
const FIXED = ['home'];
const readOnlyButton = (code: string) => /\.(export|print)$/.test(code);

/** Which pages and buttons each role profile gets. */
function rulesFor(profile: SeedRole['profile']): AllocationRule[] {
  switch (profile) {
    case 'all':
      return PORTAL_TYPES.map((portal) => ({ portal, page: () => true }));
    case 'warehouse':
      return [
        {
          portal: 'Web',
          page: (url) => startsWithAny(url, [...FIXED, 'warehouse/', 'barcode/', 'mdm/Warehouse', 'mdm/Material', 'mdm/Container', 'mdm/Location', 'flowable/Todo', 'flowable/Finish', 'flow/taskDetail']),
          button: (code, page) => page.startsWith('warehouse/') || page.startsWith('barcode/') || page.startsWith('flow') || readOnlyButton(code),
        },
        { portal: 'App', page: () => true },
      ];
    case 'purchaser':
      return [
        {
          portal: 'Web',
          page: (url) => startsWithAny(url, [...FIXED, 'purchase/', 'mdm/Supplier', 'mdm/Material', 'flowable/Todo', 'flowable/Process', 'flow/taskDetail']),
          button: (code, page) => page.startsWith('purchase/') || page.startsWith('mdm/Supplier') || page.startsWith('flow') || readOnlyButton(code),
        },
      ];
    case 'viewer':
      // reads reports and master data; may export and print, nothing else
      return [{ portal: 'Web', page: (url) => startsWithAny(url, [...FIXED, 'mdm/']) || /Report$/.test(url), button: readOnlyButton }];
    case 'operator':
      return [
        { portal: 'Web', page: (url) => startsWithAny(url, [...FIXED, 'task/', 'pmt/']), button: readOnlyButton },
        { portal: 'Hmi', page: () => true },
      ];
  }
}

async function seedTenant(db: Kysely<DB>, t: SeedTenant): Promise<void> {
  await db.insertInto('tenant').values({ id: t.id, code: t.code, name: t.name, industry_code: t.industryCode }).execute();
  const organ = await db.insertInto('organ').values({ tenant_id: t.id, code: t.organ.code, name: t.organ.name }).returning('id').executeTakeFirstOrThrow();
  const depts = new Map<string, number>();
  for (const d of t.departments) {
    const row = await db
      .insertInto('department')
      .values({ tenant_id: t.id, organ_id: organ.id, code: d.code, name: d.name, type: d.type ?? 'Depart' })
      .returning('id')
      .executeTakeFirstOrThrow();
    depts.set(d.code, row.id);
  }
  const roles = new Map<string, number>();
  for (const r of t.roles) {
    const row = await db
      .insertInto('role')
      .values({ tenant_id: t.id, code: r.code, name: r.name, name_intl: JSON.stringify({ zh_CN: r.name, en_US: r.nameEn }), default_tag: r.defaultTag ?? false, data_scope: r.dataScope })
      .returning('id')
      .executeTakeFirstOrThrow();
    roles.set(r.code, row.id);
    for (const rule of rulesFor(r.profile)) await allocateMenus(db, t.id, row.id, rule);
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
  if (t.code === 'demo') await seedMasterData(db, t.id, organ.id, firstUser!);
  if (t.code === 'acme') await seedAcmeData(db, t.id, organ.id);
}

/** Syncs the menu catalogue; seeds the demo tenants when the database has no tenant yet. */
export async function seed(db: Kysely<DB>): Promise<{ seeded: boolean; menus: number }> {
  const menus = await syncMenuCatalogue(db);
  await syncPageFields(db);
  const any = await db.selectFrom('tenant').select('id').limit(1).executeTakeFirst();
  if (any) return { seeded: false, menus };
  await db.transaction().execute(async (trx) => {
    for (const t of seedTenants) await seedTenant(trx, t);
  });
  // fresh statistics, so the first queries get good plans (autovacuum would take a while)
  await sql`analyze`.execute(db);
  return { seeded: true, menus };
}

export type { PortalType };
