import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { builtinEntities, catalogue } from '../modules/catalogue';
import { DRAW_SERIAL_SQL, type SerialDrawer } from '../records/auto-code';
import { createModuleViews, dropModuleViews, ensureEntityTables } from '../records/ddl';
import { buildMigrationIndexes, migrateToLatest } from './migrate';
import { TenantGuardPlugin, TenantScopePlugin, tenantTables } from './scope';
import { survivesLostClients } from './client-errors';
import { WalledPool, raiseTenantWall } from './tenant-wall';
import type { DB } from './types';

// int8 (bigint ids, counts) as JS numbers: ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// bigint[] (a flow task's candidate users) likewise
const INT8_ARRAY = 1016 as Parameters<typeof pg.types.getTypeParser>[0];
const int8Array = pg.types.getTypeParser(INT8_ARRAY);
pg.types.setTypeParser(INT8_ARRAY, (v) => (int8Array(v) as Array<string | null>).map((x) => (x === null ? null : Number(x))));
// date columns as 'YYYY-MM-DD' (a Date would shift with the server's time zone)
pg.types.setTypeParser(1082, (v) => v);
// numeric stays a string (money must not lose digits); dates as Date.

export interface Database {
  /** system access (seed, login lookups, platform work): tenant tables need explicit tenant_id */
  system: Kysely<DB>;
  /** the scoped instance of one tenant: its statements also run under the tenant's row security (tenant-wall.ts) */
  forTenant(tenantId: string): Kysely<DB>;
  /**
   * Who reads a caller's session on every call: the tenant's instance on a connection of our own
   * pool (a connection that last served this tenant is used as it is, no role switch), the system
   * behind a transaction pooler (a tenant's lone statement there costs begin, set, commit).
   */
  sessionReader(tenantId: string): Kysely<DB>;
  /** the system's pool (its clients run as the owner) */
  pool: pg.Pool;
  /**
   * Moves a document number's counter in a statement of its own, outside any transaction
   * (records/auto-code.ts), on a pool of its own: a save holding a connection of the main pool
   * never waits for another of it.
   */
  drawSerial: SerialDrawer;
  close(): Promise<void>;
}

export function openDatabase(url: string, opts: { max?: number; pooler?: 'transaction' | null } = {}): Database {
  const pool = new WalledPool({ connectionString: url, max: opts.max ?? 20, application_name: 'plantform', pooler: opts.pooler ?? null });
  pool.on('error', () => {
    /* an idle client lost its connection: pg drops it; the next query gets a fresh one */
  });
  const root = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const system = root.withPlugin(new TenantGuardPlugin());
  const scoped = new Map<string, Kysely<DB>>();
  const forTenant = (tenantId: string) => {
    let db = scoped.get(tenantId);
    if (!db) {
      db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool.forTenant(tenantId) }) }).withPlugin(new TenantScopePlugin(tenantId));
      scoped.set(tenantId, db);
    }
    return db;
  };
  // two connections: a draw is one short statement
  let serialPool: pg.Pool | null = null;
  const drawSerial: SerialDrawer = async (tenantId, series, stem, floor) => {
    if (!serialPool) {
      serialPool = survivesLostClients(new pg.Pool({ connectionString: url, max: 2, application_name: 'plantform-serials' }));
      serialPool.on('error', () => {});
    }
    const { rows } = await serialPool.query<{ last: number }>(DRAW_SERIAL_SQL, [tenantId, series, stem, floor]);
    return Number(rows[0].last);
  };
  return {
    system,
    pool,
    drawSerial,
    forTenant,
    sessionReader: (tenantId) => (opts.pooler === 'transaction' ? system : forTenant(tenantId)),
    async close() {
      await Promise.all([root.destroy(), serialPool?.end()]);
    },
  };
}

export async function migrate(url: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    const done = await migrateToLatest(db);
    // tables of the built-in entities follow their declarations (schemas/entities); the modules'
    // report views are rebuilt around them
    const views = catalogue().modules.flatMap((m) => m.views ?? []);
    await dropModuleViews(db, views);
    await ensureEntityTables(db, builtinEntities());
    await createModuleViews(db, views);
    await raiseTenantWall(db, tenantTables());
    // indexes built CONCURRENTLY, last: they cover the entity tables made just above too
    await buildMigrationIndexes(db);
    return done;
  } finally {
    await db.destroy();
  }
}
