// Document numbers the server fills when a create leaves them empty: prefix + yyyyMMdd + a
// 4-digit serial per tenant, prefix and day (CG202611230001). Taken under a transaction-scoped
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
    const row = await trx
      .selectFrom(model.def.table)
      .select(sql<string | null>`max(${sql.ref(at.code)})`.as('last'))
      .where(at.code, 'like', `${stem}%`)
      .where(sql`length(${sql.ref(at.code)})`, '=', stem.length + 4)
      .executeTakeFirst();
    const last = row?.last ? Number(row.last.slice(stem.length)) : 0;
    out[at.code] = `${stem}${String((Number.isFinite(last) ? last : 0) + 1).padStart(4, '0')}`;
  }
  return out;
}
