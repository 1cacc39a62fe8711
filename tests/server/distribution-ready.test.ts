// The schema stays ready to be distributed by tenant (Citus, docs/distributed.md): every tenant
// table's primary key and unique keys include tenant_id, foreign keys between tenant tables carry
// it on both sides, and no platform table refers to a tenant table. Read from the catalogue of the
// migrated template (a clone of it), so a new table or index that breaks the rule fails here.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionOffences, publicTables } from '../../server/db/distribution';
import { tenantTables } from '../../server/db/scope';
import { cloneTemplate } from '../kit';

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client(await cloneTemplate());
  await client.connect();
});
afterAll(async () => {
  await client.end();
});

describe('the schema, distributed by tenant_id', () => {
  it('has the tenant tables it declares (the check below judges real tables)', async () => {
    const tables = new Set(await publicTables(client));
    const missing = [...tenantTables()].filter((t) => !tables.has(t));
    expect(missing).toEqual([]);
    expect(tables.has('stock_ledger')).toBe(true);
  });

  it('keys every tenant table by tenant_id and keeps platform tables from pointing at tenant rows', async () => {
    const offences = await distributionOffences(client, tenantTables());
    expect(offences.map((o) => `${o.table}.${o.constraint}: ${o.why}`)).toEqual([]);
  });

  it('would notice a unique index without tenant_id', async () => {
    await client.query('create unique index distribution_probe on person (id)');
    try {
      const offences = await distributionOffences(client, tenantTables());
      expect(offences).toContainEqual({ table: 'person', constraint: 'distribution_probe', why: 'unique index without tenant_id' });
    } finally {
      await client.query('drop index distribution_probe');
    }
  });
});
