// Which of a user's roles may open a portal. The Web portal is every role's; the App (mobile) and
// Hmi (industrial computer) portals are a role's only when the tenant allocated it a page of that
// portal — a role with an empty App or Hmi tree is refused at logon rather than shown a blank shell.
import type { Kysely } from 'kysely';
import type { PortalType } from '../../schemas/menus/types';
import type { DB } from '../db/types';

export async function rolesForPortal<R extends { id: number }>(db: Kysely<DB>, roles: R[], portalType: PortalType): Promise<R[]> {
  if (portalType === 'Web' || !roles.length) return roles;
  const rows = await db
    .selectFrom('menu_alloc as a')
    .innerJoin('menu as m', 'm.id', 'a.menu_id')
    .select('a.role_id')
    .distinct()
    .where('a.portal_type', '=', portalType)
    .where('m.type', '=', 2)
    .where(
      'a.role_id',
      'in',
      roles.map((r) => r.id),
    )
    .execute();
  const open = new Set(rows.map((r) => r.role_id));
  return roles.filter((r) => open.has(r.id));
}
