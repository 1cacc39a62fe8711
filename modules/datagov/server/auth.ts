// DataAuth (数据权限): which role may see which source, which of its tables, and which columns it
// sees masked. A source no rule names is open to every role that holds the page; once a source has
// rules, only the roles they name see it — all its tables, or the ones listed — with the listed
// columns masked. Console statements and metadata reads ask here (console.ts, meta.ts).
import { sql } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { Kysely } from 'kysely';

export interface SourceAccess {
  /** "schema.table" names (lower case) the role may see; null: every table */
  tables: Set<string> | null;
  /** "schema.table.column" names (lower case) shown masked */
  masked: Set<string>;
}

export type AccessOf = (sourceId: number) => SourceAccess | null;

/** The caller's access to every source of its tenant, read once per call. */
export async function accessOf(db: Kysely<DB>, tenantId: string, roleId: number): Promise<AccessOf> {
  const { rows } = await sql<{ source_id: string; role_id: string; tables: string[]; masked: string[] }>`
    select source_id, role_id, tables, masked from dg_auth where tenant_id = ${tenantId}`.execute(db);
  const ruled = new Set(rows.map((r) => Number(r.source_id)));
  const mine = new Map(rows.filter((r) => Number(r.role_id) === roleId).map((r) => [Number(r.source_id), r]));
  return (sourceId) => {
    if (!ruled.has(sourceId)) return { tables: null, masked: new Set() };
    const r = mine.get(sourceId);
    if (!r) return null;
    return { tables: r.tables.length ? new Set(r.tables.map((t) => t.toLowerCase())) : null, masked: new Set(r.masked.map((m) => m.toLowerCase())) };
  };
}

export const tableKey = (schema: string, table: string) => `${schema}.${table}`.toLowerCase();

export function seesTable(a: SourceAccess, schema: string, table: string): boolean {
  return a.tables === null || a.tables.has(tableKey(schema, table));
}

export function isMasked(a: SourceAccess, schema: string, table: string, column: string): boolean {
  return a.masked.has(`${tableKey(schema, table)}.${column.toLowerCase()}`);
}
