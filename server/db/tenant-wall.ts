// The second wall between tenants: PostgreSQL row-level security. The scope plugin (scope.ts) is
// the first wall — it writes `tenant_id = $tenant` into every statement. This one makes a
// statement that slipped past it return nothing instead of another tenant's rows:
// - every tenant table has the policy `tenant_wall`: a row is visible and writable only when its
//   tenant_id equals the setting app.tenant_id;
// - a tenant's statements run as the role plantform_tenant (not the tables' owner, no BYPASSRLS),
//   with app.tenant_id set to that tenant; the system connection (seed, login lookups, sweeps
//   over every tenant) runs as the owner, whom row security does not bind;
// - plantform_tenant may not read the platform's secrets nor the migration ledger at all.
// The setting is the connection's: a pooled client remembers which tenant it last served and is
// switched (one round trip) only when the next caller is someone else. Behind a pooler in
// transaction mode (DATABASE_POOLER=transaction) a server connection changes between
// transactions, so there the role and tenant are set inside every transaction instead.
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { survivesLostClients } from './client-errors';

export const TENANT_ROLE = 'plantform_tenant';
const POLICY = 'tenant_wall';
/** platform tables a tenant's connection must never touch */
const SEALED = ['platform_secret', 'kysely_migration', 'kysely_migration_lock'];

const policySql = (table: string) =>
  `create policy ${POLICY} on "${table}" using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true))`;

/**
 * The wall of one table, idempotent, for a table made while the server runs (a day partition of a
 * partitioned tenant table): the start only walls the tables that exist then.
 */
export const wallTableSql = (table: string) => `
  alter table "${table}" enable row level security;
  do $$ begin
    ${policySql(table)};
  exception when duplicate_object then null;
  end $$`;

/** Creates the role, its grants and the policies; idempotent (runs on every start, after the tables are current). */
export async function raiseTenantWall(db: Kysely<unknown>, tenantTables: Iterable<string>): Promise<void> {
  // roles are the cluster's: another database (a test clone, a second install) may have made it,
  // or be making it at this moment
  await sql
    .raw(
      `do $$ begin
         create role ${TENANT_ROLE} nologin;
       exception when duplicate_object or unique_violation then null;
       end $$;
       do $$ begin
         execute format('grant ${TENANT_ROLE} to %I', current_user);
       exception when others then null; -- a superuser needs no membership to take the role
       end $$`,
    )
    .execute(db);
  const stmts = [
    `grant usage on schema public to ${TENANT_ROLE}`,
    `grant select, insert, update, delete on all tables in schema public to ${TENANT_ROLE}`,
    `grant usage, select, update on all sequences in schema public to ${TENANT_ROLE}`,
    // tables and views made later (a module's new entity, a report view) are granted as they are made
    `alter default privileges in schema public grant select, insert, update, delete on tables to ${TENANT_ROLE}`,
    `alter default privileges in schema public grant usage, select, update on sequences to ${TENANT_ROLE}`,
    `revoke all on ${SEALED.map((t) => `"${t}"`).join(', ')} from ${TENANT_ROLE}`,
  ];
  await sql.raw(`begin; ${stmts.join(';\n')}; commit;`).execute(db);
  await markFiltersLeakproof(db);
  await wallTables(db, tenantTables);
}

/**
 * The functions behind the lists' filters (contains / like, money and quantity comparisons).
 * Under row security PostgreSQL evaluates a function that is not LEAKPROOF only after the policy,
 * and plans it without the column's statistics: a fuzzy search then cannot use its trigram index
 * and a filtered, paged list misjudges its rows (measured: the 1 M-row list at a fifth of its
 * speed). None of these can reveal a hidden row's value — an error depends on the pattern, not on
 * the row — and the wall's threat is a statement that forgot its filter, which still meets the
 * policy. Only a superuser may mark them (the embedded database's user is one); elsewhere an
 * operator can run the same statements once as a superuser (README).
 */
export const FILTER_FUNCTIONS = [
  'texticlike(text, text)',
  'texticnlike(text, text)',
  'textlike(text, text)',
  'textnlike(text, text)',
  ...['eq', 'ne', 'lt', 'le', 'gt', 'ge'].map((op) => `numeric_${op}(numeric, numeric)`),
];

async function markFiltersLeakproof(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ superuser: boolean }>`select rolsuper as superuser from pg_roles where rolname = current_user`.execute(db);
  if (!rows[0]?.superuser) return;
  const { rows: loose } = await sql<{ fn: string }>`
    select p.oid::regprocedure::text as fn from pg_proc p
    where p.oid = any(${FILTER_FUNCTIONS.map((f) => `pg_catalog.${f}`)}::regprocedure[]) and not p.proleakproof`.execute(db);
  if (loose.length) await sql.raw(loose.map((r) => `alter function ${r.fn} leakproof`).join(';\n')).execute(db);
}

/** Row security and the policy on these tenant tables (those that exist); idempotent. */
export async function wallTables(db: Kysely<unknown>, tenantTables: Iterable<string>): Promise<void> {
  const { rows } = await sql<{ table_name: string; secured: boolean; walled: boolean }>`
    select c.relname as table_name, c.relrowsecurity as secured,
      exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = ${POLICY}) as walled
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and (c.relname = any(${[...tenantTables]})
        -- a partition is a table of its own: read by name it would skip its parent's policy
        or exists (select 1 from pg_inherits i join pg_class pc on pc.oid = i.inhparent where i.inhrelid = c.oid and pc.relname = any(${[...tenantTables]})))`.execute(db);
  const stmts = rows.flatMap((r) => [...(r.secured ? [] : [`alter table "${r.table_name}" enable row level security`]), ...(r.walled ? [] : [policySql(r.table_name)])]);
  if (stmts.length) await sql.raw(`begin; ${stmts.join(';\n')}; commit;`).execute(db);
}

type Context = string | null; // a tenant's id, or null: the system (the owner)

const SET_TENANT = `select set_config('role', '${TENANT_ROLE}', $2), set_config('app.tenant_id', $1, $2)`;

/**
 * The one pool of an instance. `connect()` (and so `query()`) hands out clients as the system;
 * `forTenant(id)` is a pool-like view whose clients act for one tenant.
 */
export class WalledPool extends pg.Pool {
  private readonly served = new WeakMap<pg.PoolClient, Context>();
  private readonly perTransaction: boolean;
  /** how many times a pooled connection changed whom it acts for (a round trip each) */
  switches = 0;

  constructor(config: pg.PoolConfig & { pooler?: 'transaction' | null }) {
    const { pooler, ...rest } = config;
    super(rest);
    survivesLostClients(this);
    this.perTransaction = pooler === 'transaction';
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    const out = this.checkout(null);
    if (!callback) return out;
    out.then(
      (c) => callback(undefined, c, (release?: unknown) => c.release(release as Error | boolean | undefined)),
      (e: Error) => callback(e, undefined, () => {}),
    );
  }

  /** a pool-like view for Kysely's dialect: every client it hands out acts for `tenantId` */
  forTenant(tenantId: string): { connect(): Promise<pg.PoolClient>; end(): Promise<void> } {
    return { connect: () => this.checkout(tenantId), end: async () => {} };
  }

  private async checkout(ctx: Context): Promise<pg.PoolClient> {
    const client = await (pg.Pool.prototype.connect as () => Promise<pg.PoolClient>).call(this);
    if (this.perTransaction) return ctx === null ? client : inEveryTransaction(client, ctx);
    if ((this.served.get(client) ?? null) === ctx) return client;
    this.switches++;
    try {
      if (ctx === null) await client.query(`select set_config('role', 'none', false), set_config('app.tenant_id', '', false)`);
      else await client.query(SET_TENANT, [ctx, false]);
    } catch (e) {
      client.release(e as Error); // a client in an unknown state is not pooled again
      throw e;
    }
    this.served.set(client, ctx);
    return client;
  }
}

const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
// a whole `commit`/`rollback` ends it; `rollback to savepoint x` does not
const ENDS = /^\s*(commit|end|abort|rollback)\s*;?\s*$/i;

/**
 * A client that sets role and tenant transaction-locally: after the caller's own `begin`, or
 * around a statement sent outside a transaction (begin, set, statement, commit).
 */
function inEveryTransaction(client: pg.PoolClient, tenantId: string): pg.PoolClient {
  let open = false;
  const setLocal = () => client.query(SET_TENANT, [tenantId, true]);
  const query = async (text: unknown, values?: unknown[]) => {
    if (typeof text !== 'string') throw new Error('only text statements are supported behind a transaction pooler');
    if (BEGINS.test(text)) {
      const r = await client.query(text, values);
      open = true;
      await setLocal();
      return r;
    }
    if (ENDS.test(text)) {
      open = false;
      return client.query(text, values);
    }
    if (open) return client.query(text, values);
    await client.query('begin');
    try {
      await setLocal();
      const r = await client.query(text, values);
      await client.query('commit');
      return r;
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw e;
    }
  };
  return { query, release: (e?: Error | boolean) => client.release(e) } as unknown as pg.PoolClient;
}
