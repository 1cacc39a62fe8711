// The schema stays ready to be distributed by tenant (Citus, docs/distributed.md): every tenant
// table's primary key and unique keys include tenant_id, foreign keys between tenant tables carry
// it on both sides, and no platform table refers to a tenant table. Read from the catalogue of the
// migrated template (a clone of it), so a new table or index that breaks the rule fails here.
// Also: the Citus plan drawn from the catalogue, and migration 025 re-keying a table of an older database.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionOffences, distributionPlan, distributionSql, publicTables } from '../../server/db/distribution';
import { up as distributionKeys } from '../../server/db/migrations/025-distribution-keys';
import { tenantTables } from '../../server/db/scope';
import { cloneTemplate } from '../kit';

let client: pg.Client;
let url: string;

beforeAll(async () => {
  url = await cloneTemplate();
  client = new pg.Client(url);
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

  it('migration 025 keys a table of an older database by tenant again, keeping its rows and their cascade', async () => {
    // quality_adjust and its lines as entity tables were made before 025: keys of id alone
    await client.query(`
      alter table quality_adjust_line drop constraint quality_adjust_line_owner_id_fkey, drop constraint quality_adjust_line_pkey;
      alter table quality_adjust drop constraint quality_adjust_pkey, add constraint quality_adjust_pkey primary key (id);
      alter table quality_adjust_line add constraint quality_adjust_line_pkey primary key (id),
        add constraint quality_adjust_line_owner_id_fkey foreign key (owner_id) references quality_adjust (id) on delete cascade;
      insert into quality_adjust (tenant_id, code) values ('00000002', 'DK-1');
      insert into quality_adjust_line (tenant_id, owner_id, code) select tenant_id, id, 'L-1' from quality_adjust where code = 'DK-1';`);
    expect((await distributionOffences(client, tenantTables())).map((o) => o.constraint).sort()).toEqual(['quality_adjust_line_owner_id_fkey', 'quality_adjust_line_pkey', 'quality_adjust_pkey']);
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
    try {
      await distributionKeys(db);
      await distributionKeys(db); // a second run finds nothing to do
    } finally {
      await db.destroy();
    }
    expect(await distributionOffences(client, tenantTables())).toEqual([]);
    const { rows } = await client.query(`select conname, pg_get_constraintdef(oid) as def from pg_constraint where conname in ('quality_adjust_pkey', 'quality_adjust_line_owner_id_fkey') order by 1`);
    expect(rows).toEqual([
      { conname: 'quality_adjust_line_owner_id_fkey', def: 'FOREIGN KEY (tenant_id, owner_id) REFERENCES quality_adjust(tenant_id, id) ON DELETE CASCADE' },
      { conname: 'quality_adjust_pkey', def: 'PRIMARY KEY (tenant_id, id)' },
    ]);
    await client.query(`delete from quality_adjust where tenant_id = '00000002' and code = 'DK-1'`);
    expect((await client.query(`select count(*)::int as n from quality_adjust_line where tenant_id = '00000002' and code = 'L-1'`)).rows[0].n).toBe(0);
  });
});
