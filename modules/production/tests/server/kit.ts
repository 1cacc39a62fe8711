// What the production server tests share: the record shape the calls answer, wall-clock times
// as the order fields take them, the demo's materials by name (the first of each name) and their codes.
import { sql } from 'kysely';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import type { TestServer } from '../../../../tests/kit';

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
export type Rec = RecordValue & Record<string, any>;

const p2 = (n: number) => String(n).padStart(2, '0');
/** A local time as the order fields take it: `YYYY-MM-DD HH:mm:00`. */
export const wall = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:00`;
/** `hours` from now (negative: before), on the minute. */
export const at = (hours: number) => wall(new Date(Date.now() + hours * 3_600_000));

/** A raw SQL runner on the system connection (no tenant scope: the tests name the tenant): its rows. */
export const sqlRows =
  (srv: TestServer) =>
  async <R>(query: ReturnType<typeof sql>) =>
    (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;

/** Calls as one session: `call(service, method, ...args)`, a record by default. */
export const callsAs =
  (srv: TestServer, s: Session) =>
  <R = Rec>(service: string, method: string, ...args: unknown[]) =>
    srv.call<R>(s, service, method, args);

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

/** The first product of the demo whose route has two operations or more: its route and material ids. */
export async function productWithRoute(srv: TestServer, tenantId: string): Promise<{ route: number; product: number }> {
  const [r] = await sqlRows(srv)<{ id: number; material_id: number }>(sql`select r.id::int as id, m.material_id::int as material_id from prd_process_route r join prd_material_route m on m.tenant_id = r.tenant_id and m.route_id = r.id
    where r.tenant_id = ${tenantId} and (select count(*) from prd_process_route_item i where i.tenant_id = r.tenant_id and i.owner_id = r.id) >= 2 order by r.id limit 1`);
  return { route: r.id, product: r.material_id };
}
