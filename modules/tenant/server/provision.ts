// A new tenant, ready to log in: its organisation, an admin role holding every page of the
// catalogue but the System ones (platform only), an admin user, and the dictionaries every tenant
// starts with. One transaction: a failure leaves no half tenant behind.
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { portalMenus } from '../../../server/modules/catalogue';
import { hashPassword } from '../../../server/auth/password';
import type { DB } from '../../../server/db/types';
import { seedDicts } from '../../../server/seed/dicts';
import { allocateMenus } from '../../../server/seed/menus';
import { type MenuDef, PORTAL_TYPES } from '../../../schemas/menus/types';

export const ADMIN_CODE = 'admin';
export const ADMIN_ROLE = { code: 'admin', name: '系统管理员', nameEn: 'Administrator' } as const;

/** Urls of the System pages (and of the pages under a System module) of every portal. */
export function systemPageUrls(): Set<string> {
  const urls = new Set<string>();
  const visit = (nodes: readonly MenuDef[], inSystem: boolean) => {
    for (const n of nodes) {
      const system = inSystem || n.pageType === 'System';
      if (system && n.url) urls.add(n.url);
      if (n.children) visit(n.children, system);
    }
  };
  for (const portal of PORTAL_TYPES) visit(portalMenus(portal), false);
  return urls;
}

/** A password of 14 characters with upper- and lower-case letters, digits and a symbol. */
export function generatePassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%+=!'];
  const pick = (s: string) => s[crypto.randomInt(s.length)];
  const chars = [...sets.map(pick), ...Array.from({ length: 10 }, () => pick(sets.slice(0, 3).join('')))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export const isStrongPassword = (p: string) => p.length >= 8 && p.length <= 64 && /[A-Za-z]/.test(p) && /\d/.test(p);

export interface NewTenant {
  code: string;
  name: string;
  industryCode: string | null;
  password: string;
  /** who creates it (audit names of its first rows) */
  creatorName: string;
}

/** Creates the tenant in `trx`; answers its id. The caller has checked the code is free. */
export async function provisionTenant(trx: Kysely<DB>, t: NewTenant): Promise<string> {
  // ids are 8 digits, the next after the highest; the lock serialises concurrent creations
  await sql`select pg_advisory_xact_lock(hashtext('tenant.create'))`.execute(trx);
  const { rows } = await sql<{ id: string }>`select lpad((coalesce(max(id::bigint), 0) + 1)::text, 8, '0') as id from tenant`.execute(trx);
  const id = rows[0].id;
  const newestMenu = await trx.selectFrom('menu').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  await trx
    .insertInto('tenant')
    .values({ id, code: t.code, name: t.name, industry_code: t.industryCode, menu_synced_id: Number(newestMenu?.id ?? 0) })
    .execute();
  const audit = { create_name: t.creatorName, modify_name: t.creatorName };
  const organ = await trx
    .insertInto('organ')
    .values({ tenant_id: id, code: t.code.toUpperCase(), name: t.name, ...audit })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await trx
    .insertInto('role')
    .values({
      tenant_id: id,
      code: ADMIN_ROLE.code,
      name: ADMIN_ROLE.name,
      name_intl: JSON.stringify({ zh_CN: ADMIN_ROLE.name, en_US: ADMIN_ROLE.nameEn }),
      default_tag: true,
      data_scope: 'Whole',
      // pages added to the product later reach it like the demo admins' (System ones stay hidden: nav-tree.ts)
      profile: 'all',
      ...audit,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const system = systemPageUrls();
  for (const portal of PORTAL_TYPES) await allocateMenus(trx, id, role.id, { portal, page: (url) => !system.has(url) });
  await seedDicts(trx, id);
  const user = await trx
    .insertInto('app_user')
    .values({
      tenant_id: id,
      code: ADMIN_CODE,
      name: ADMIN_ROLE.name,
      organ_id: organ.id,
      password_hash: await hashPassword(t.password),
      kind: 1,
      default_role_id: role.id,
      ...audit,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('user_role').values({ tenant_id: id, user_id: user.id, role_id: role.id }).execute();
  return id;
}
