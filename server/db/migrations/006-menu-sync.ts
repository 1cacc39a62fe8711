// Menus and buttons added to the product after a tenant was seeded reach its roles: each role
// remembers the profile it was made from (role.profile: all, warehouse, viewer ...; null for a
// role an implementer made), and each tenant the newest menu item already offered to its roles
// (tenant.menu_synced_id; menu ids only grow). On every start, items newer than that are
// allocated to the roles whose profile takes them — once, so an implementer's removal sticks.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table role add column profile text;
    alter table tenant add column menu_synced_id bigint not null default 0;
    -- roles seeded before this migration: their profile follows their code
    update role set profile = case code when 'admin' then 'all' else code end
     where code in ('admin', 'warehouse', 'purchaser', 'viewer', 'operator');
    -- what exists now was allocated by the first seed (or deliberately not)
    update tenant set menu_synced_id = coalesce((select max(id) from menu), 0);
  `.execute(db);
}
