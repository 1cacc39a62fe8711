// Document numbers the server fills when a create leaves them empty: prefix + yyyyMMdd + a
// serial per tenant, prefix and day, 4 digits wide until the day's 9999th (CG202611230001, then
// CG2026112310000: the next serial follows the largest, however many digits it has).
// The serial comes from a counter row per tenant, series (table and attribute) and stem (prefix
// and day), table doc_serial, taken as max(counter, largest number already stored) + 1 — so a
// number typed or imported by hand above the counter is stepped over, never drawn again.
// Where the writer has a drawer (calls from users: records/context.ts), the counter moves in its
// own short statement outside the save's transaction: saves of one document type no longer wait
// for each other's commit (they did, holding a lock from the number to the commit), and a save
// that fails leaves a gap in the numbers, as ERPs' standard sequences do. Without one (seeds,
// flows, jobs) it moves inside the transaction: its row lock is held until commit, no gap.
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { EntityModel } from './model';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;

/** Moves a counter: the serial after max(counter, floor). */
export type SerialDrawer = (tenantId: string, series: string, stem: string, floor: number) => Promise<number>;

/** $1 tenant, $2 series, $3 stem, $4 floor (the largest serial stored); answers the new serial */
export const DRAW_SERIAL_SQL = `insert into doc_serial (tenant_id, series, stem, last) values ($1, $2, $3, $4::bigint + 1)
  on conflict (tenant_id, series, stem) do update set last = greatest(doc_serial.last, excluded.last - 1) + 1
  returning last`;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The day of a number: the server's UTC day, as bill dates default to. */
const day = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

/** The largest all-digit serial stored under a stem (a code edited by hand to other text is not a serial). */
async function largestStored(trx: AnyDb, table: string, column: string, stem: string): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select(sql<string>`${sql.ref(column)}`.as('last'))
    .where(column, 'like', `${stem}%`)
    .where(sql.ref(column), '~', `^${stem}[0-9]{4,}$`)
    .orderBy(sql`length(${sql.ref(column)})`, 'desc')
    .orderBy(sql.ref(column), 'desc')
    .limit(1)
    .executeTakeFirst();
  const last = row?.last ? Number(row.last.slice(stem.length)) : 0;
  return Number.isSafeInteger(last) ? last : 0;
}

async function drawInTransaction(trx: AnyDb, tenantId: string, series: string, stem: string, floor: number): Promise<number> {
  const { rows } = await trx.executeQuery<{ last: number }>(CompiledQuery.raw(DRAW_SERIAL_SQL, [tenantId, series, stem, floor]));
  return Number(rows[0].last);
}

/** The values with their empty auto-numbered attributes filled. */
export async function fillAutoCodes(trx: AnyDb, tenantId: string, model: EntityModel, input: Record<string, unknown>, drawer?: SerialDrawer): Promise<Record<string, unknown>> {
  const auto = model.def.attrs.filter((a) => a.autoCode && blank(input[a.code]));
  if (!auto.length || model.generic) return input;
  const out = { ...input };
  for (const at of auto) {
    const stem = `${at.autoCode}${day()}`;
    const series = `${model.def.table}.${at.code}`;
    const floor = await largestStored(trx, model.def.table, at.code, stem);
    const serial = drawer ? await drawer(tenantId, series, stem, floor) : await drawInTransaction(trx, tenantId, series, stem, floor);
    out[at.code] = `${stem}${String(serial).padStart(4, '0')}`;
  }
  return out;
}
