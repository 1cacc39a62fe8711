// Ids and document numbers of the generated documents, drawn the way the engine draws them — ids
// from the tables' own sequences, numbers as autoCode makes them (prefix + yyyyMMdd + a 4-digit
// serial per tenant and day) — so the demo's documents are indistinguishable from saved ones and
// the next number a user draws follows the demo's last.
import { sql } from 'kysely';
import type { Row } from '../../../schemas/compute/record';
import type { ChildDef, EntityDef } from '../../../schemas/entities/define';
import { compact } from './calendar';
import type { AnyDb } from './db';
import type { Doc } from './documents';

const byTime = (a: Doc, b: Doc) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.created < b.created ? -1 : a.created > b.created ? 1 : 0);

/**
 * Ids and numbers of generated documents, in two round trips whatever their number: each
 * entity's documents are sorted by day and time and take ids from the shared receipt sequence,
 * their rows (and `rows`: child rows added to stored documents) from their tables' identity
 * sequences; numbers follow autoCode (prefix + yyyyMMdd + 4-digit serial per tenant and day)
 * after any number of that day already taken, so the next number a user draws on the seed day
 * follows the demo's last one.
 */
export async function prepare(db: AnyDb, tenantId: string, sets: Array<[EntityDef, Doc[]]>, rows: Array<[ChildDef, Row[]]> = []): Promise<void> {
  for (const [, docs] of sets) docs.sort(byTime);
  const children: Array<[string, Row[]]> = [
    ...sets.flatMap(([def, docs]) => Object.entries(def.children ?? {}).map(([key, c]): [string, Row[]] => [c.table, docs.flatMap((d) => d.c[key] ?? [])])),
    ...rows.map(([c, r]): [string, Row[]] => [c.table, r]),
  ].filter(([, r]) => r.length);
  const heads = sets.flatMap(([, docs]) => docs);
  const parts = [
    ...(heads.length ? [sql`select 0 as k, nextval('receipt_id_seq')::bigint as id from generate_series(1, ${heads.length}::int)`] : []),
    ...children.map(([table, r], i) => sql`select ${i + 1}::int as k, nextval(pg_get_serial_sequence(${table}, 'id'))::bigint as id from generate_series(1, ${r.length}::int)`),
  ];
  if (parts.length) {
    // the values drawn are one run per sequence unless someone else drew at the same time: then all of them
    const drawn = await sql<{ k: number; lo: string; hi: string; n: string; ids: string[] | null }>`
      select k, min(id) as lo, max(id) as hi, count(*) as n, case when max(id) - min(id) + 1 <> count(*) then array_agg(id order by id) end as ids
        from (${sql.join(parts, sql` union all `)}) drawn group by k`.execute(db);
    const ids: number[][] = Array.from({ length: children.length + 1 }, () => []);
    for (const r of drawn.rows) ids[r.k] = r.ids ? r.ids.map(Number) : Array.from({ length: Number(r.n) }, (_, i) => Number(r.lo) + i);
    for (const [i, d] of heads.entries()) d.id = ids[0][i];
    for (const [j, [, r]] of children.entries()) for (const [i, row] of r.entries()) row.id = ids[j + 1][i];
  }
  const coded = sets.flatMap(([def, docs]) => {
    const at = def.attrs.find((a) => a.autoCode);
    return at && docs.length ? [{ def, docs, at, prefix: at.autoCode! }] : [];
  });
  if (!coded.length) return;
  const taken: Array<{ k: number; stem: string; last: string }> = [];
  for (const [k, c] of coded.entries()) {
    const found = await sql<{ stem: string; last: string }>`
      select left(${sql.ref(c.at.code)}, ${c.prefix.length + 8}) as stem, max(right(${sql.ref(c.at.code)}, 4)) as last
        from ${sql.table(c.def.table)}
       where tenant_id = ${tenantId} and ${sql.ref(c.at.code)} like ${`${c.prefix}%`} and length(${sql.ref(c.at.code)}) = ${c.prefix.length + 12}
       group by 1`.execute(db);
    taken.push(...found.rows.map((t) => ({ ...t, k })));
  }
  coded.forEach((c, k) => {
    const serial = new Map(taken.filter((t) => t.k === k).map((t) => [t.stem, Number(t.last) || 0]));
    for (const d of c.docs) {
      const stem = `${c.prefix}${compact(d.day)}`;
      const n = (serial.get(stem) ?? 0) + 1;
      serial.set(stem, n);
      d.h[c.at.code] = `${stem}${String(n).padStart(4, '0')}`;
    }
  });
}
