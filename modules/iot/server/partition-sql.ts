// The day partitions of iot_value: named iot_value_YYYYMMDD, each holding one UTC day [day, day+1),
// made ahead and dropped after the retention. Idempotent: a day made already (by another instance
// at the same moment too) is left alone.
import { type Kysely, sql } from 'kysely';
import { wallTableSql } from '../../../server/db/tenant-wall';

const DAY_MS = 86_400_000;

/** The row-security policy of a table, as the tenant wall makes it (one definition: server/db/tenant-wall.ts). */
export const WALL_SQL = wallTableSql;

/** The UTC day of a moment, as a day number (days since 1970-01-01). */
export const dayOf = (at: Date): number => Math.floor(at.getTime() / DAY_MS);
export const partitionName = (day: number): string => `iot_value_${new Date(day * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '')}`;

/** Makes the partitions of the days from `back` days before `at` to `ahead` days after it; answers the names made. */
export async function createDayPartitions(db: Kysely<unknown>, at: Date, back: number, ahead: number): Promise<string[]> {
  const made: string[] = [];
  const today = dayOf(at);
  for (let day = today - back; day <= today + ahead; day++) {
    const name = partitionName(day);
    const from = new Date(day * DAY_MS).toISOString();
    const to = new Date((day + 1) * DAY_MS).toISOString();
    const r = await sql<{ made: boolean }>`select to_regclass(${name}) is null as made`.execute(db);
    if (!r.rows[0]?.made) continue;
    try {
      await sql.raw(`create table if not exists "${name}" partition of iot_value for values from ('${from}') to ('${to}')`).execute(db);
    } catch (e) {
      // another instance made it at the same moment
      if (!/already exists|duplicate key/.test(String((e as Error).message))) throw e;
    }
    await sql.raw(WALL_SQL(name)).execute(db);
    made.push(name);
  }
  return made;
}

/** The day partitions that exist, oldest first, with their day numbers. */
export async function dayPartitions(db: Kysely<unknown>): Promise<Array<{ name: string; day: number }>> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'iot_value'::regclass order by c.relname`.execute(db);
  return rows
    .map((r) => {
      const m = /^iot_value_(\d{4})(\d{2})(\d{2})$/.exec(r.name);
      return m ? { name: r.name, day: dayOf(new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`)) } : null;
    })
    .filter((p): p is { name: string; day: number } => p !== null);
}

/** Drops the day partitions wholly older than `keepDays` days before `at`; answers the names dropped. */
export async function dropOldPartitions(db: Kysely<unknown>, at: Date, keepDays: number): Promise<string[]> {
  const first = dayOf(at) - keepDays;
  const old = (await dayPartitions(db)).filter((p) => p.day < first);
  for (const p of old) await sql.raw(`drop table if exists "${p.name}"`).execute(db);
  return old.map((p) => p.name);
}
