// The schema stays ready to be distributed by tenant (Citus, docs/distributed.md): every tenant
// table's primary key and unique keys include tenant_id, foreign keys between tenant tables carry
// it on both sides, and no platform table refers to a tenant table. Read from the catalogue of the
// migrated template (a clone of it), so a new table or index that breaks the rule fails here.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionOffences, distributionPlan, distributionSql, publicTables } from '../../server/db/distribution';
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

  it('plans every table once: platform tables as reference tables, tenant tables distributed, each after the tables it refers to', async () => {
    const plan = await distributionPlan(client, tenantTables());
    const tables = await publicTables(client);
    expect([...plan.reference, ...plan.distributed].sort()).toEqual(tables);
    expect(plan.reference).toContain('tenant');
    expect(plan.reference).toContain('page_field');
    expect(plan.distributed).toContain('alloc_field');
    const { rows: refs } = await client.query<{ table: string; target: string }>(
      `select c.relname as table, f.relname as target from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
        where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.oid <> f.oid`,
    );
    const at = new Map([...plan.reference, ...plan.distributed].map((t, i) => [t, i]));
    const late = refs.filter((r) => at.get(r.target)! > at.get(r.table)!).map((r) => `${r.table} -> ${r.target}`);
    expect(late).toEqual([]);
    const statements = distributionSql(plan).split('\n');
    const [first, ...rest] = plan.distributed;
    expect(statements).toContain(`select create_distributed_table('${first}', 'tenant_id');`);
    expect(statements).toContain(`select create_distributed_table('${rest[0]}', 'tenant_id', colocate_with => '${first}');`);
    expect(statements).toContain("select create_reference_table('tenant');");
  });
});
