// Migrations run while older instances still serve (expand, then contract; docs/migrations.md):
// indexes are built CONCURRENTLY after the transactional migrations (server/db/online-indexes.ts),
// an interrupted build is found INVALID and built again, and no migration contracts the schema
// (drops, renames, retypes, blocking index builds on existing tables) without saying so.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db';
import { onlineIndexes, unindexedForeignKeys } from '../../server/db/migrations/026-foreign-key-indexes';
import { buildOnlineIndexes } from '../../server/db/online-indexes';
import { tenantTables } from '../../server/db/scope';
import { builtinEntities } from '../../server/modules/catalogue';
import { ensureEntityTables } from '../../server/records/ddl';
import { cloneTemplate } from '../kit';

let url: string;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const c = new pg.Client(url);
  await c.connect();
  clients.push(c);
  return c;
}

function kysely(): Kysely<unknown> {
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
}

/** Waits until a CREATE INDEX CONCURRENTLY on the table is under way and waiting for an older snapshot to end. */
async function buildWaiting(watch: pg.Client, table: string): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const { rows } = await watch.query<{ pid: number }>(
      `select p.pid from pg_stat_progress_create_index p where p.relid = $1::regclass and p.phase like 'waiting for old snapshots%'`,
      [table],
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no concurrent index build on ${table} reached its wait`);
}

/** An open transaction holding a snapshot: a concurrent build cannot finish before it ends. */
async function holdSnapshot(): Promise<pg.Client> {
  const holder = await connect();
  await holder.query('begin isolation level repeatable read');
  await holder.query('select 1');
  return holder;
}

const indexValid = async (c: pg.Client, name: string) =>
  (await c.query<{ valid: boolean }>(`select x.indisvalid as valid from pg_index x where x.indexrelid = $1::regclass`, [name])).rows[0]?.valid;

beforeAll(async () => {
  url = await cloneTemplate();
});
afterAll(async () => {
  for (const c of clients) await c.end().catch(() => {});
});

describe('online index builds', () => {
  it('keeps writes to the table going while its index is built', async () => {
    const writer = await connect();
    await writer.query(`create table online_probe (tenant_id text not null, id bigint generated always as identity, label text not null, primary key (tenant_id, id));
      insert into online_probe (tenant_id, label) select '00000002', md5(g::text) from generate_series(1, 20000) g;`);
    const holder = await holdSnapshot();
    const db = kysely();
    try {
      const build = buildOnlineIndexes(db, [{ name: 'online_probe_label', table: 'online_probe', columns: ['tenant_id', 'label'] }]);
      let finished = false;
      void build.then(() => (finished = true), () => (finished = true));
      await buildWaiting(writer, 'online_probe');
      // the build is under way (it holds its lock on the table): each insert still commits at once
      for (let i = 0; i < 25; i++) await writer.query(`insert into online_probe (tenant_id, label) values ('00000002', $1)`, [`during-${i}`]);
      expect(finished).toBe(false);
      await holder.query('commit');
      expect(await build).toEqual(['online_probe_label']);
      expect(await indexValid(writer, 'online_probe_label')).toBe(true);
      const { rows } = await writer.query<{ n: number }>(`select count(*)::int as n from online_probe where label like 'during-%'`);
      expect(rows[0].n).toBe(25);
      // declared again, it is left alone
      expect(await buildOnlineIndexes(db, [{ name: 'online_probe_label', table: 'online_probe', columns: ['tenant_id', 'label'] }])).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('indexes every foreign key between tenant tables (026), and builds an interrupted one again at the next migrate', async () => {
    const c = await connect();
    const db = kysely();
    try {
      const tenant = [...tenantTables()];
      expect(await unindexedForeignKeys(db, tenant)).toEqual([]);
      // one of 026's indexes gone: 026 declares it again, read from the catalogue
      const { rows } = await c.query<{ name: string }>(`select relname as name from pg_class where relkind = 'i' and relname like '%\\_fk\\_%' order by relname limit 1`);
      const name = rows[0]?.name;
      expect(name).toBeDefined();
      await c.query(`drop index ${name}`);
      const declared = await onlineIndexes(db);
      expect(declared.map((ix) => ix.name)).toEqual([name]);
      // its build interrupted, as a dying instance leaves it: INVALID, and the key still counts as unindexed
      const holder = await holdSnapshot();
      const build = buildOnlineIndexes(db, declared).catch((e: Error) => e);
      await c.query('select pg_cancel_backend($1)', [await buildWaiting(c, declared[0].table)]);
      expect(String(await build)).toMatch(/cancel/);
      await holder.query('rollback');
      expect(await indexValid(c, name)).toBe(false);
      expect(await unindexedForeignKeys(db, tenant)).toHaveLength(1);

      await migrate(url);
      expect(await indexValid(c, name)).toBe(true);
      expect(await unindexedForeignKeys(db, tenant)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});

// ---- expand, then contract ----------------------------------------------------------------------

const root = path.resolve(__dirname, '../..');

/**
 * Migrations that ran before the rule (session 19) and contract the schema, with what they do.
 * They ran on every database long ago; the rule is for what comes next.
 */
const GRANDFATHERED: Record<string, string> = {
  '004-tenant-metadata': 'meta_attr_entity, a plain index on meta_attr',
  '005-file-links': 'file_record, a plain index on file',
  '009-administration': 'menu and page_field unique indexes rebuilt, meta_record_depart',
  '013-tenant-admin': 'login_log_all_time, a plain index on login_log',
  '014-rights': 'person.working_state retyped to text',
  '021-ledger-doc-index': 'stock_ledger_doc rebuilt without its predicate',
  '022-file-quota-and-cleanup': 'file_unlinked, a plain index on file',
};

function migrationFiles(): string[] {
  const dirs = [path.join(root, 'server/db/migrations'), ...fs.readdirSync(path.join(root, 'modules')).map((m) => path.join(root, 'modules', m, 'migrations'))];
  return dirs
    .filter((d) => fs.existsSync(d))
    .flatMap((d) => fs.readdirSync(d).filter((f) => /^\d{3}-.*\.ts$/.test(f)).map((f) => path.join(d, f)))
    .sort();
}

/** The up-migration's text: comments out, and `down` (undoing is contracting by nature) cut away. */
function upSource(source: string): string {
  const noComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(--|\/\/).*$/gm, '');
  const down = noComments.search(/export\s+(async\s+function\s+down|const\s+down)\b/);
  if (down < 0) return noComments;
  const end = noComments.indexOf('\n}', down);
  return noComments.slice(0, down) + (end < 0 ? '' : noComments.slice(end + 2));
}

/** The contract-type statements of one migration's source: what breaks an instance that reads the old shape, or blocks writes. */
function contractStatements(source: string): string[] {
  const up = upSource(source);
  const created = new Set([...up.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?"?(\w+)/gi)].map((m) => m[1].toLowerCase()));
  for (const m of up.matchAll(/createTable\(\s*['"`](\w+)/g)) created.add(m[1].toLowerCase());
  const found: string[] = [];
  for (const stmt of up.split(';')) {
    const s = stmt.replace(/\s+/g, ' ').trim();
    const altered = /alter table (?:if exists )?(?:only )?"?(\w+)/i.exec(s)?.[1]?.toLowerCase();
    const rules: Array<[RegExp, string]> = [
      [/\bdrop column\b|\.dropColumn\(/i, 'drop column'],
      [/\bdrop table\b|\.dropTable\(/i, 'drop table'],
      [/\brename\b|\.renameColumn\(|\.renameTo\(/i, 'rename'],
      [/\balter column \S+ (set data )?type\b|\.setDataType\(/i, 'alter column type'],
    ];
    for (const [re, what] of rules) if (re.test(s)) found.push(`${what}: ${s.slice(0, 80)}`);
    if (/\bset not null\b|\.setNotNull\(/i.test(s) && !(altered && created.has(altered))) found.push(`set not null: ${s.slice(0, 80)}`);
    for (const m of s.matchAll(/create (?:unique )?index (?!concurrently)(?:if not exists )?"?\w+"? on (?:only )?"?(\w+)/gi)) {
      if (!created.has(m[1].toLowerCase())) found.push(`blocking index on existing table ${m[1]}`);
    }
    for (const m of s.matchAll(/createIndex\([^)]*\)[\s\S]*?\.on\(\s*['"`](\w+)/g)) {
      if (!created.has(m[1].toLowerCase())) found.push(`blocking index on existing table ${m[1]}`);
    }
  }
  return found;
}

describe('a start on a current database', () => {
  it('alters nothing: it does not queue for a table lock behind a reader (and the readers behind it)', async () => {
    const reader = await connect();
    await reader.query('begin');
    await reader.query('select 1 from mdm_material limit 1'); // holds ACCESS SHARE until the end of its transaction
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1, options: '-c lock_timeout=3000' }) }) });
    try {
      // an ALTER TABLE … ADD COLUMN IF NOT EXISTS wanted ACCESS EXCLUSIVE even when the column existed
      await ensureEntityTables(db, builtinEntities());
    } finally {
      await reader.query('rollback');
      await db.destroy();
    }
  });
});

describe('expand, then contract', () => {
  it('notices each kind of contract statement, and not the expanding ones', () => {
    const offending = [
      'alter table person drop column age;',
      'drop table person;',
      'alter table person rename column age to years;',
      'alter table person alter column age type text;',
      'alter table person alter column age set not null;',
      'create index person_age on person (age);',
      "await db.schema.alterTable('person').dropColumn('age').execute();",
      "await db.schema.createIndex('person_age').on('person').column('age').execute();",
    ];
    for (const s of offending) expect(contractStatements(`export async function up() { await sql\`${s}\` }`), s).toHaveLength(1);
    const expanding = `create table pet (id bigint, owner text); alter table pet alter column owner set not null;
      create index pet_owner on pet (owner); alter table person add column nick text;
      create index concurrently person_nick on person (nick);`;
    expect(contractStatements(expanding)).toEqual([]);
  });

  it('lets no migration contract the schema unless it declares itself a contract step, with its reason', async () => {
    const undeclared: string[] = [];
    const contracts: string[] = [];
    for (const file of migrationFiles()) {
      const name = path.basename(file, '.ts');
      const found = contractStatements(fs.readFileSync(file, 'utf8'));
      const { contract } = (await import(file)) as { contract?: unknown };
      if (contract !== undefined) {
        expect(typeof contract === 'string' && contract.length > 20, `${name}: contract must say why`).toBe(true);
        contracts.push(name);
      } else if (found.length && !GRANDFATHERED[name]) {
        undeclared.push(`${name}: ${found.join('; ')}`);
      }
      // the list of old ones stays exact: each still contracts
      if (GRANDFATHERED[name]) expect(found, name).not.toEqual([]);
    }
    expect(undeclared).toEqual([]);
    expect(contracts).toEqual(['025-distribution-keys']);
  });
});
