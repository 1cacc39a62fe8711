// Which rows of which table belong to one tenant: every row of the tenant tables (scope.ts) with
// its tenant_id, plus the platform tables' rows that are that tenant's own.
import { tenantTables } from '../../db/scope';

/**
 * Platform tables (not tenant-scoped) holding rows of one tenant, by the column naming it:
 * - tenant: the tenant itself;
 * - menu: the tenant's own menus (owner_tenant_id; the catalogue's menus have none);
 * - page_field: the tenant's own fields of a page (owner_tenant_id; the platform's have none; a
 *   role's field lists are the tenant table alloc_field);
 * - data_share: the grants this tenant gave (source); grants it received are the giver's.
 */
const PLATFORM_ROWS_OF_TENANT: Record<string, string> = {
  tenant: 'id',
  menu: 'owner_tenant_id',
  page_field: 'owner_tenant_id',
  data_share: 'source_tenant_id',
};

/** The column that names the tenant of a row of `table`, or null when the table holds no tenant's rows. */
export function tenantColumn(table: string): string | null {
  if (tenantTables().has(table)) return 'tenant_id';
  return PLATFORM_ROWS_OF_TENANT[table] ?? null;
}

/**
 * Tables whose tenant row a restore updates in place rather than deletes and re-inserts: rows of
 * other tenants (data shares, the menu catalogue's bookkeeping) refer to it.
 */
export function restoredInPlace(table: string): boolean {
  return table === 'tenant';
}

/**
 * A `*_version` column is a cache counter (menus, metadata, parameters): servers drop what they
 * cached when it moves. A restore therefore moves it past both the current and the saved value,
 * never back to an older number that a server may have cached other content under.
 */
export function isCacheCounter(column: string): boolean {
  return column.endsWith('_version');
}
