// Every tenant table keyed by tenant first, so the schema can be distributed by tenant_id (Citus,
// docs/distributed.md) without rewriting: primary keys become (tenant_id, id), unique keys lead
// with tenant_id, and foreign keys between tenant tables pair tenant_id with tenant_id. Read from
// pg_catalog (whatever tables the core, the modules and the entities made), and idempotent: a key
// already carrying tenant_id is left alone. Ids stay unique by their sequences; a lookup by id
// alone uses the (tenant_id, id) key with the tenant given, as the tenant-scope plugin always adds.
//
// page_field held both the product's rows and roles' per-tenant copies (alloc_id): the copies move
// to the tenant table alloc_field; page_field stays a platform table, owner_tenant_id naming the
// tenant of a tenant's own page (as menu.owner_tenant_id does).
//
// A contract step: instances older than 025 must be stopped before it runs (their statements
// name page_field's alloc rows and rely on id-only keys).
import { type Kysely, sql } from 'kysely';
import { catalogue } from '../../modules/catalogue';
import { dropModuleViews } from '../../records/ddl';
import { tenantTables } from '../scope';

/** A contract step (tests/server/migrations-online.test.ts): it drops and renames what older instances read. */
export const contract = 'page_field loses alloc_id and renames tenant_id; keys of id alone become (tenant_id, id): stop instances older than 025 first';

type Db = Kysely<unknown>;

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

async function splitPageField(db: Db): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_attribute
    where attrelid = 'page_field'::regclass and attname = 'alloc_id' and not attisdropped`.execute(db);
  if (!rows[0]?.n) return;
  await sql`
    create table alloc_field (like page_field including defaults including constraints);
    alter table alloc_field alter column tenant_id set not null, alter column alloc_id set not null,
      alter column id add generated always as identity,
      add constraint alloc_field_pkey primary key (tenant_id, id),
      add constraint alloc_field_tenant_id_fkey foreign key (tenant_id) references tenant(id) on delete cascade,
      add constraint alloc_field_menu_id_fkey foreign key (menu_id) references menu(id) on delete cascade,
      add constraint alloc_field_belong_plate_id_fkey foreign key (belong_plate_id) references field_plate(id) on delete set null,
      -- paired with tenant_id below, with the other keys
      add constraint alloc_field_alloc_id_fkey foreign key (alloc_id) references menu_alloc(id) on delete cascade,
      add constraint alloc_field_alloc unique (tenant_id, alloc_id, block, plate_code, code);
    insert into alloc_field overriding system value select * from page_field where alloc_id is not null;
    select setval(pg_get_serial_sequence('alloc_field', 'id'), greatest((select max(id) from page_field), 1));
    delete from page_field where alloc_id is not null;
    drop index page_field_alloc;
    drop index page_field_product;
    alter table page_field drop column alloc_id;
    alter table page_field rename column tenant_id to owner_tenant_id;
    alter table page_field add constraint page_field_menu_block_plate_code unique (menu_id, block, plate_code, code);

    -- a role's list changing bumps its tenant's menu version (as page_field's triggers do)
    create or replace function bump_menu_version_of_fields() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from changed_rows where owner_tenant_id is null) then
        update tenant set menu_version = menu_version + 1;
      else
        update tenant set menu_version = menu_version + 1 where id in (select owner_tenant_id from changed_rows);
      end if;
      return null;
    end $$;
    create function bump_menu_version_of_alloc_fields() returns trigger language plpgsql as $$
    begin
      update tenant set menu_version = menu_version + 1 where id in (select tenant_id from changed_rows);
      return null;
    end $$;
    create trigger alloc_field_ins after insert on alloc_field referencing new table as changed_rows
      for each statement execute function bump_menu_version_of_alloc_fields();
    create trigger alloc_field_upd after update on alloc_field referencing new table as changed_rows
      for each statement execute function bump_menu_version_of_alloc_fields();
    create trigger alloc_field_del after delete on alloc_field referencing old table as changed_rows
      for each statement execute function bump_menu_version_of_alloc_fields();
  `.execute(db);
}

interface ForeignKey {
  table: string;
  name: string;
  target: string;
  cols: string[];
  refs: string[];
  on_delete: string;
  on_update: string;
}

const ACTION: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

/** Foreign keys from a tenant table to a tenant table that do not pair tenant_id with tenant_id. */
async function looseForeignKeys(db: Db, tenant: string[]): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    select c.relname as table, k.conname as name, f.relname as target, k.confdeltype as on_delete, k.confupdtype as on_update,
           array(select a.attname::text from unnest(k.conkey) with ordinality p(n, i) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = p.n order by p.i) as cols,
           array(select a.attname::text from unnest(k.confkey) with ordinality p(n, i) join pg_attribute a on a.attrelid = k.confrelid and a.attnum = p.n order by p.i) as refs
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
     where k.contype = 'f' and c.relnamespace = 'public'::regnamespace
       and c.relname = any (${tenant}) and f.relname = any (${tenant})`.execute(db);
  return rows.filter((fk) => !fk.cols.some((c, i) => c === 'tenant_id' && fk.refs[i] === 'tenant_id'));
}

/** Primary keys and unique constraints of tenant tables whose columns lack tenant_id. */
async function looseKeys(db: Db, tenant: string[]): Promise<Array<{ table: string; name: string; kind: string; cols: string[] }>> {
  const { rows } = await sql<{ table: string; name: string; kind: string; cols: string[] }>`
    select c.relname as table, k.conname as name, k.contype as kind,
           array(select a.attname::text from unnest(k.conkey) with ordinality p(n, i) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = p.n order by p.i) as cols
      from pg_constraint k join pg_class c on c.oid = k.conrelid
     where k.contype in ('p', 'u') and c.relnamespace = 'public'::regnamespace and c.relname = any (${tenant})`.execute(db);
  return rows.filter((k) => !k.cols.includes('tenant_id'));
}

/** A unique index that is no constraint (an expression, a partial index) cannot be rebuilt here: it must be written with tenant_id. */
async function refuseLooseUniqueIndexes(db: Db, tenant: string[]): Promise<void> {
  const { rows } = await sql<{ index: string }>`
    select i.relname as index from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
     where x.indisunique and c.relnamespace = 'public'::regnamespace and c.relname = any (${tenant})
       and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
       and not exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id'
                        and a.attnum = any ((x.indkey::int2[])[0:x.indnkeyatts - 1]))`.execute(db);
  if (rows.length) throw new Error(`unique indexes without tenant_id: ${rows.map((r) => r.index).join(', ')}`);
}

function foreignKeyDdl(fk: ForeignKey): string {
  // set null / set default touch only the referring column: tenant_id stays (it is not null)
  const onDelete = fk.on_delete === 'n' || fk.on_delete === 'd' ? `${ACTION[fk.on_delete]} (${fk.cols.map(q).join(', ')})` : ACTION[fk.on_delete];
  return `alter table ${q(fk.table)} add constraint ${q(fk.name)} foreign key (tenant_id, ${fk.cols.map(q).join(', ')})
    references ${q(fk.target)} (tenant_id, ${fk.refs.map(q).join(', ')}) on delete ${onDelete} on update ${ACTION[fk.on_update]}`;
}

export async function up(db: Db): Promise<void> {
  // the modules' report views may group by a primary key that changes here: migrate() makes them again
  await dropModuleViews(db, catalogue().modules.flatMap((m) => m.views ?? []));
  await splitPageField(db);
  const tenant = [...tenantTables()];
  await refuseLooseUniqueIndexes(db, tenant);
  // foreign keys go first (a primary key they lean on cannot be dropped), then come back paired
  const fks = await looseForeignKeys(db, tenant);
  const keys = await looseKeys(db, tenant);
  const stmts = [
    ...fks.map((fk) => `alter table ${q(fk.table)} drop constraint ${q(fk.name)}`),
    ...keys.flatMap((k) => [
      `alter table ${q(k.table)} drop constraint ${q(k.name)}`,
      `alter table ${q(k.table)} add constraint ${q(k.name)} ${k.kind === 'p' ? 'primary key' : 'unique'} (tenant_id, ${k.cols.map(q).join(', ')})`,
    ]),
    ...fks.map(foreignKeyDdl),
  ];
  for (const s of stmts) await sql.raw(s).execute(db);
}
