// Document numbers the server fills when a create leaves them empty: prefix + yyyyMMdd + a
// serial per tenant, prefix and day, 4 digits wide until the day's 9999th (CG202611230001, then
// CG2026112310000: the next serial follows the largest, however many digits it has). Taken under a transaction-scoped
// advisory lock so two creates of the same tenant and prefix never draw the same number.
import { type Kysely, sql } from 'kysely';
import type { EntityModel } from './model';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The day of a number: the server's UTC day, as bill dates default to. */
const day = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

export async function fillAutoCodes(trx: AnyDb, tenantId: string, model: EntityModel, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const auto = model.def.attrs.filter((a) => a.autoCode && blank(input[a.code]));
  if (!auto.length || model.generic) return input;
  const out = { ...input };
  for (const at of auto) {
    const stem = `${at.autoCode}${day()}`;
    await sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:${model.def.table}:${at.code}:${stem}`}))`.execute(trx);
    // the longest, then highest, all-digit tail of this stem (a code edited by hand to other text is not a serial)
    const row = await trx
      .selectFrom(model.def.table)
      .select(sql<string>`${sql.ref(at.code)}`.as('last'))
      .where(at.code, 'like', `${stem}%`)
      .where(sql.ref(at.code), '~', `^${stem}[0-9]{4,}$`)
      .orderBy(sql`length(${sql.ref(at.code)})`, 'desc')
      .orderBy(sql.ref(at.code), 'desc')
      .limit(1)
      .executeTakeFirst();
    const last = row?.last ? Number(row.last.slice(stem.length)) : 0;
    out[at.code] = `${stem}${String((Number.isFinite(last) ? last : 0) + 1).padStart(4, '0')}`;
  }
  return out;
}
