// Tables of built-in entities, generated from their declarations (schemas/entities) and brought
// up to date on every start: CREATE TABLE / ADD COLUMN / CREATE INDEX ... IF NOT EXISTS. Columns
// are never dropped here (a removed attribute keeps its data until a migration says otherwise).
import { wallTables } from '../db/tenant-wall';
import { type Kysely, sql } from 'kysely';
import type { AttrDef, ChildDef, EntityDef } from '../../schemas/entities/define';

const ident = (s: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(s)) throw new Error(`bad identifier ${s}`);
  return `"${s}"`;
};

export function columnType(at: AttrDef): string {
  switch (at.column) {
    case 'numeric':
      return at.digits ? `numeric(${at.digits.int + at.digits.scale}, ${at.digits.scale})` : 'numeric';
    case 'integer':
      return at.digits && at.digits.int > 9 ? 'bigint' : 'integer';
    default:
      return at.column;
  }
}

const audit = `create_id bigint, create_name text, create_dt timestamptz not null default now(),
  modify_id bigint, modify_name text, modify_dt timestamptz not null default now()`;

/** An attribute of the filter form compared for equality (filterMap), not a range nor a text search. */
export function isChoiceFilter(at: AttrDef): boolean {
  return !!at.query && !at.unique && (!!at.dict || !!at.options || !!at.quote || at.column === 'boolean');
}

/**
 * The primary key and references of a tenant table, tenant_id first in each (so the table can be
 * distributed by tenant_id: docs/distributed.md); named as migration 025 names the keys it rebuilds.
 */
function tenantKeys(table: string, refs: Array<[column: string, target: string, action: string]>): string {
  return [
    `constraint ${ident(`${table}_pkey`)} primary key (tenant_id, id)`,
    ...refs.map(([col, target, action]) => `constraint ${ident(`${table}_${col}_fkey`)} foreign key (tenant_id, ${ident(col)}) references ${ident(target)} (tenant_id, id)${action}`),
  ].join(',\n      ');
}

function mainTable(e: EntityDef): string[] {
  const t = ident(e.table);
  const stmts = [
    `create table if not exists ${t} (
      ${e.receipt ? "id bigint not null default nextval('receipt_id_seq')" : 'id bigint generated always as identity'},
      tenant_id text not null references tenant(id),
      ${e.perOrgan ? 'organ_id bigint,' : ''}
      status_dict text not null default 'Saved',
      version integer not null default 1,
      ext jsonb not null default '{}',
      ${audit},
      ${tenantKeys(e.table, e.perOrgan ? [['organ_id', 'organ', '']] : [])}
    )`,
  ];
  for (const at of e.attrs) if (!at.readSql) stmts.push(`alter table ${t} add column if not exists ${ident(at.code)} ${columnType(at)}`);
  // the department a record belongs to: data scopes (server/records/data-scope.ts) filter on it
  stmts.push(`alter table ${t} add column if not exists depart_id bigint`);
  stmts.push(`create index if not exists ${ident(`${e.table}_tenant_id`)} on ${t} (tenant_id, id desc)`);
  stmts.push(`create index if not exists ${ident(`${e.table}_tenant_depart`)} on ${t} (tenant_id, depart_id, id desc)`);
  stmts.push(`create index if not exists ${ident(`${e.table}_tenant_creator`)} on ${t} (tenant_id, create_id, id desc)`);
  stmts.push(`create index if not exists ${ident(`${e.table}_tenant_status`)} on ${t} (tenant_id, status_dict, id desc)`);
  // the list template's status filter is on every open of a list: the department after it keeps a
  // scoped count index-only (see isChoiceFilter)
  stmts.push(`create index if not exists ${ident(`${e.table}_status_depart`)} on ${t} (tenant_id, status_dict, depart_id, id desc)`);
  for (const at of e.attrs) {
    // derived when read: no column, so nothing to index
    if (at.readSql) continue;
    if (at.unique) {
      const scope = e.perOrgan ? 'tenant_id, coalesce(organ_id, 0)' : 'tenant_id';
      stmts.push(`create unique index if not exists ${ident(`${e.table}_uq_${at.code}`)} on ${t} (${scope}, ${ident(at.code)})`);
    } else if (at.index || at.quote) {
      stmts.push(`create index if not exists ${ident(`${e.table}_ix_${at.code}`)} on ${t} (tenant_id, ${ident(at.code)})`);
    }
    // a filter-form choice (a dictionary, an option, a reference, a flag) is compared for equality:
    // with the department after it, a list filtered by it counts and pages from the index alone
    // under every data scope as under Whole (a scope that opens 1 department in 10 otherwise reads
    // ~10x the rows to count the same matches; scripts/bench-admin.ts)
    if (isChoiceFilter(at)) {
      stmts.push(`create index if not exists ${ident(`${e.table}_q_${at.code}`)} on ${t} (tenant_id, ${ident(at.code)}, depart_id, id desc)`);
    }
    if (at.fuzzy) {
      stmts.push(`create index if not exists ${ident(`${e.table}_trgm_${at.code}`)} on ${t} using gin (${ident(at.code)} gin_trgm_ops)`);
    }
  }
  return stmts;
}

function childTable(e: EntityDef, c: ChildDef): string[] {
  const t = ident(c.table);
  const stmts = [
    `create table if not exists ${t} (
      id bigint generated always as identity,
      tenant_id text not null references tenant(id),
      owner_id bigint not null,
      sn integer not null default 0,
      ext jsonb not null default '{}',
      ${tenantKeys(c.table, [['owner_id', e.table, ' on delete cascade']])}
    )`,
    `create index if not exists ${ident(`${c.table}_owner`)} on ${t} (tenant_id, owner_id, sn)`,
  ];
  for (const at of c.attrs) stmts.push(`alter table ${t} add column if not exists ${ident(at.code)} ${columnType(at)}`);
  return stmts;
}

export function entityDdl(e: EntityDef): string[] {
  return [...mainTable(e), ...Object.values(e.children ?? {}).flatMap((c) => childTable(e, c))];
}

export async function ensureEntityTables(db: Kysely<unknown>, entities: EntityDef[]): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // receipt documents share one id sequence (migration 008; here too for tables made before it runs)
  await sql`create sequence if not exists receipt_id_seq`.execute(db);
  const tables = entities.flatMap((e) => [e.table, ...Object.values(e.children ?? {}).map((c) => c.table)]);
  const { steps, online } = missingDdl(entities.flatMap(entityDdl), await schemaOf(db, tables));
  // one round trip for what is missing; nothing at all (no lock taken) when the tables are current
  if (steps.length) await sql.raw(`begin; ${steps.join(';\n')}; commit;`).execute(db);
  // an index new to a table that already holds rows is built without blocking its writes
  for (const { name, statement } of online) {
    await sql`drop index concurrently if exists ${sql.id(name)}`.execute(db); // an INVALID one a killed build left
    await sql.raw(statement.replace(/^create (unique )?index if not exists/, 'create $1index concurrently if not exists')).execute(db);
  }
  // every entity's table is a tenant's: the second wall goes up with it (tenant-wall.ts)
  await wallTables(db, tables);
}

export interface SchemaState {
  tables: Set<string>;
  /** `table.column` */
  columns: Set<string>;
  /** valid indexes by name */
  indexes: Set<string>;
}

async function schemaOf(db: Kysely<unknown>, tables: string[]): Promise<SchemaState> {
  const { rows } = await sql<{ kind: string; name: string }>`
    select 't' as kind, c.relname as name from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relname = any(${tables})
    union all
    select 'c', c.relname || '.' || a.attname from pg_attribute a join pg_class c on c.oid = a.attrelid
     where c.relnamespace = current_schema()::regnamespace and c.relname = any(${tables}) and a.attnum > 0 and not a.attisdropped
    union all
    select 'i', i.relname from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
     where c.relnamespace = current_schema()::regnamespace and c.relname = any(${tables}) and x.indisvalid`.execute(db);
  const of = (kind: string) => new Set(rows.filter((r) => r.kind === kind).map((r) => r.name));
  return { tables: of('t'), columns: of('c'), indexes: of('i') };
}

const CREATE_TABLE = /^create table if not exists "?(\w+)"?/;
const ADD_COLUMN = /^alter table "(\w+)" add column if not exists "?(\w+)"?/;
const CREATE_INDEX = /^create (?:unique )?index if not exists "?(\w+)"? on "?(\w+)"?/;

/**
 * The statements of `ddl` that change something in `schema`: a table, column or index it lacks.
 * ALTER TABLE takes the table's strongest lock even when the column exists, and an index build
 * blocks writes: on a current database a start must not queue behind (and in front of) the
 * queries of instances already serving. An index on a table that already existed is `online`:
 * built CONCURRENTLY after the rest.
 */
export function missingDdl(ddl: string[], schema: SchemaState): { steps: string[]; online: Array<{ name: string; statement: string }> } {
  const steps: string[] = [];
  const online: Array<{ name: string; statement: string }> = [];
  for (const statement of ddl) {
    const table = CREATE_TABLE.exec(statement);
    if (table) {
      if (!schema.tables.has(table[1])) steps.push(statement);
      continue;
    }
    const column = ADD_COLUMN.exec(statement);
    if (column) {
      if (!schema.columns.has(`${column[1]}.${column[2]}`)) steps.push(statement);
      continue;
    }
    const index = CREATE_INDEX.exec(statement);
    if (index) {
      if (schema.indexes.has(index[1])) continue;
      if (schema.tables.has(index[2])) online.push({ name: index[1], statement });
      else steps.push(statement);
      continue;
    }
    steps.push(statement);
  }
  return { steps, online };
}

/**
 * The modules' report views ([name, select]): dropped before the tables are brought up to date
 * (a view pins its columns' types) and created again after, in declaration order.
 */
export async function dropModuleViews(db: Kysely<unknown>, views: ReadonlyArray<readonly [string, string]>): Promise<void> {
  if (!views.length) return;
  await sql.raw(views.map(([name]) => `drop view if exists ${ident(name)} cascade`).join(';\n')).execute(db);
}

export async function createModuleViews(db: Kysely<unknown>, views: ReadonlyArray<readonly [string, string]>): Promise<void> {
  if (!views.length) return;
  // security_invoker: a view reads its tables as the caller, so a tenant's row security holds through it
  await sql
    .raw(`begin; ${views.map(([name, select]) => `create view ${ident(name)} with (security_invoker = true) as ${select}`).join(';\n')}; commit;`)
    .execute(db);
}
