// Two things an upgraded database needs:
// - tenant.dicts_offered: the dictionaries already offered to each tenant, so a module's new
//   dictionaries reach seeded tenants once (and one a tenant emptied on purpose is not re-created);
// - files that records named before 005-file-links were not linked to them: without a link only
//   the uploader may fetch them, and the record could not be saved by anyone else. Each is linked
//   to the record that names it (built-in Enclosure attributes, tenant-added ones in `ext`, and
//   tenant entities' in meta_record.data).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { builtinEntities } from '../../modules/catalogue';

const ident = (s: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(s)) throw new Error(`bad identifier ${s}`);
  return sql.raw(`"${s}"`);
};

/** Links the unlinked files a jsonb array of {id} on each row names to that row. */
async function link(db: Kysely<unknown>, table: string, entityCode: string, files: RawBuilder<unknown>, where: RawBuilder<unknown> = sql`true`) {
  await sql`
    update file f set entity_code = ${entityCode}, record_id = t.id
      from ${ident(table)} t
      cross join lateral jsonb_array_elements(case when jsonb_typeof(${files}) = 'array' then ${files} else '[]'::jsonb end) el
     where f.entity_code is null and f.tenant_id = t.tenant_id and ${where}
       and (el ->> 'id') ~ '^[0-9]{1,18}$' and f.id = (el ->> 'id')::bigint`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tenant add column dicts_offered jsonb not null default '[]';
    update tenant t set dicts_offered = coalesce((select jsonb_agg(distinct d.dict_code) from dict d where d.tenant_id = t.id), '[]'::jsonb);
  `.execute(db);
  await linkNamedFiles(db);
}

/** Links every unlinked file a record names to that record. */
export async function linkNamedFiles(db: Kysely<unknown>): Promise<void> {
  const exists = async (table: string) => !!(await sql<{ t: string | null }>`select to_regclass(${table}) as t`.execute(db)).rows[0]?.t;
  // a column this migration predates (an entity declared later over an older table, e.g. person)
  // has no files to link yet
  const hasColumn = async (table: string, column: string) =>
    !!(await sql<{ n: number }>`select 1 as n from information_schema.columns where table_name = ${table} and column_name = ${column}`.execute(db)).rows.length;
  for (const e of builtinEntities()) {
    if (!(await exists(e.table))) continue; // a fresh database: no records, no files yet
    for (const a of e.attrs.filter((x) => x.files)) if (await hasColumn(e.table, a.code)) await link(db, e.table, e.code, sql`t.${ident(a.code)}`);
  }
  const added = await sql<{ tenant_id: string; entity_code: string; code: string }>`
    select distinct tenant_id, entity_code, code from meta_attr where data_type = 'Enclosure' and tenant_id is not null`.execute(db);
  for (const a of added.rows) {
    const builtin = builtinEntities().find((e) => e.code === a.entity_code);
    const ofTenant = sql`t.tenant_id = ${a.tenant_id}`;
    if (builtin && (await exists(builtin.table))) await link(db, builtin.table, a.entity_code, sql`(t.ext -> ${a.code})`, ofTenant);
    else if (!builtin) await link(db, 'meta_record', a.entity_code, sql`(t.data -> ${a.code})`, sql`${ofTenant} and t.entity_code = ${a.entity_code}`);
  }
}
