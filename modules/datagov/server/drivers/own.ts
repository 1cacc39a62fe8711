// The product's own database as a source, always as the caller's tenant: its catalogue lists the
// tenant tables only (never the platform's: secrets, migrations, tenants), and of those none that
// keeps a secret (a column or table named for a password, secret, token, credential or sealed
// value: users' password hashes, gateways' and sources' secrets). Row counts are the tenant's own,
// counted under its row security; sizes are not given (a table's size is every tenant's).
// Console statements run on a connection acting for the tenant (role plantform_tenant, the tenant
// set in the transaction), in a READ ONLY transaction: row security returns the tenant's rows only.
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { DB } from '../../../../server/db/types';
import type { WalledPool } from '../../../../server/db/tenant-wall';
import { TENANT_ROLE } from '../../../../server/db/tenant-wall';
import { tenantTables } from '../../../../server/db/scope';
import type { AppEnv } from '../../../../server/env';
import { HARVEST_SQL, type HarvestRow, readOnly } from './pg';
import type { Driver, HarvestedTable } from './types';

const SENSITIVE = /password|secret|token|credential|sealed|private_key/i;

/** The tenant tables a tenant may read through 数据治理, with their columns (one catalogue read). */
export async function ownCatalogue(system: Kysely<DB>): Promise<HarvestRow[]> {
  const allowed = [...tenantTables()];
  const { rows } = await sql<HarvestRow>`${sql.raw(HARVEST_SQL)} and n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname = any(${allowed})
     group by n.nspname, c.relname, c.relkind, c.oid, c.reltuples order by 1, 2`.execute(system);
  return rows.filter((r) => !SENSITIVE.test(r.name) && !r.columns.some((c) => SENSITIVE.test(c.name)));
}

async function tenantClient(env: AppEnv, tenantId: string): Promise<pg.PoolClient> {
  return (env.db.pool as WalledPool).forTenant(tenantId).connect();
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The harvest of the own database by the system (the seed): counts filter the tenant explicitly. */
export function ownDriverFor(system: Kysely<DB>, tenantId: string): Pick<Driver, 'harvest'> {
  if (!/^[0-9]+$/.test(tenantId)) throw new Error('tenant id');
  return {
    async harvest() {
      const tables = await ownCatalogue(system);
      const counts = new Map<string, number>();
      for (let i = 0; i < tables.length; i += 100) {
        const part = tables.slice(i, i + 100);
        const { rows } = await sql<{ t: string; n: string }>`${sql.raw(part.map((t) => `select '${t.name}'::text as t, count(*) as n from ${quote(t.name)} where tenant_id = $1`).join(' union all ').replace(/\$1/g, `'${tenantId}'`))}`.execute(system);
        for (const r of rows) counts.set(r.t, Number(r.n));
      }
      return tables.map<HarvestedTable>((r) => ({ schema: r.schema, name: r.name, kind: 'table', comment: r.comment, rowCount: counts.get(r.name) ?? null, sizeBytes: null, columns: r.columns }));
    },
  };
}

export function ownDriver(env: AppEnv, tenantId: string): Driver {
  if (!/^[0-9]+$/.test(tenantId)) throw new Error('tenant id');
  return {
    async check() {
      await env.db.pool.query('select 1');
    },
    // counted by the system with the tenant named: the same numbers row security would give
    harvest: () => ownDriverFor(env.db.system, tenantId).harvest(),
    async query(text, limits, values) {
      const client = await tenantClient(env, tenantId);
      try {
        return await readOnly(client, text, limits, [`select set_config('role', '${TENANT_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true)`], values);
      } finally {
        client.release();
      }
    },
  };
}
