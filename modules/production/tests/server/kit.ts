// What the production server tests share: the demo's materials by name (the first of each name)
// and their codes.
import { sql } from 'kysely';
import type { TestServer } from '../../../../tests/kit';

export async function idsByName(srv: TestServer, tenantId: string, table: string, names: string[]): Promise<Record<string, number>> {
  const rows = (await sql<{ id: number; name: string }>`select id::int as id, name from ${sql.table(table)} where tenant_id = ${tenantId} and name in (${sql.join(names)}) order by code`.execute(srv.db.system)).rows;
  const out: Record<string, number> = {};
  for (const r of rows) out[r.name] ??= r.id;
  return out;
}

export async function codesOf(srv: TestServer, tenantId: string, ids: number[]): Promise<Record<number, string>> {
  const rows = (await sql<{ id: number; code: string }>`select id::int as id, code from mdm_material where tenant_id = ${tenantId} and id in (${sql.join(ids)})`.execute(srv.db.system)).rows;
  return Object.fromEntries(rows.map((r) => [r.id, r.code]));
}
