// What the HR server parts share: the untyped database (the module's tables are not in the static
// DB type), a reference's id whichever shape it comes in, and a person's name for messages.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
export type AnyDb = Kysely<any>;

/** a reference as a client, an import or the record layer hands it: an id, or {id, …} */
export function idOf(v: unknown): number | null {
  if (v == null || v === '') return null;
  if (typeof v === 'object') return idOf((v as { id?: unknown }).id);
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

export async function personName(db: AnyDb, tenantId: string, id: number | null): Promise<string> {
  if (id == null) return '';
  const r = (await sql<{ name: string }>`select coalesce(name, code) as name from person where tenant_id = ${tenantId} and id = ${id}`.execute(db)).rows[0];
  return r?.name ?? String(id);
}

/** the first day of a month YYYY-MM and of the month after it (ISO dates) */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** who writes, for the audit fields and the department the record is scoped by */
export interface Actor {
  id: number;
  name: string;
  depart: number | null;
}
