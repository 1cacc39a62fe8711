// wb_pin: a user's pins in their order. Every statement names the tenant and the user: a pin is only
// ever its owner's. Writes lock the user's pins first, so two tabs pinning at once keep a clean order.
import { type Kysely, sql, type Transaction } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: the module's own table is not in the core's DB type
type Db = Kysely<any>;
export interface PinRow {
  id: number;
  kind: string;
  code: string;
}
export interface Owner {
  tenantId: string;
  userId: number;
}

export async function pinsOf(db: Db, o: Owner): Promise<PinRow[]> {
  const { rows } = await sql<{ id: string; kind: string; code: string }>`
    select id, kind, code from wb_pin where tenant_id = ${o.tenantId} and user_id = ${o.userId} order by position, id`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, code: r.code }));
}

/** the user's pins, locked for the rest of the transaction */
export async function lockPins(trx: Transaction<unknown> | Db, o: Owner): Promise<PinRow[]> {
  const { rows } = await sql<{ id: string; kind: string; code: string }>`
    select id, kind, code from wb_pin where tenant_id = ${o.tenantId} and user_id = ${o.userId} order by position, id for update`.execute(trx);
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, code: r.code }));
}

export async function addPin(trx: Db, o: Owner, kind: string, code: string, position: number): Promise<void> {
  await sql`insert into wb_pin (tenant_id, user_id, kind, code, position) values (${o.tenantId}, ${o.userId}, ${kind}, ${code}, ${position})`.execute(trx);
}

export async function dropPin(trx: Db, o: Owner, id: number): Promise<number> {
  const r = await sql`delete from wb_pin where tenant_id = ${o.tenantId} and user_id = ${o.userId} and id = ${id}`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}

/** positions 0, 1, 2 … in the order of `ids` (all the user's pins) */
export async function orderPins(trx: Db, o: Owner, ids: readonly number[]): Promise<void> {
  await sql`update wb_pin p set position = o.n from unnest(${ids}::bigint[]) with ordinality as o(id, n)
             where p.tenant_id = ${o.tenantId} and p.user_id = ${o.userId} and p.id = o.id`.execute(trx);
}

/** the demo's pins of a user, once (a user with pins keeps them) */
export async function seedPins(db: Db, o: Owner, pins: ReadonlyArray<{ kind: string; code: string }>): Promise<void> {
  if ((await pinsOf(db, o)).length) return;
  let n = 0;
  for (const p of pins) await addPin(db, o, p.kind, p.code, n++);
}
