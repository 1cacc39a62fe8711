// Prints the SQL that distributes the database of DATABASE_URL by tenant with Citus
// (docs/distributed.md): platform tables become reference tables, tenant tables are distributed by
// tenant_id and colocated, each after the tables it refers to. Read from the database's catalogue;
// it refuses while a tenant table's keys still lack tenant_id (the database is older than migration 025).
//   DATABASE_URL=postgres://… npx tsx scripts/citus-plan.ts > distribute.sql
import pg from 'pg';
import { MODULES } from '../modules/index';
import { distributionOffences, distributionPlan, distributionSql } from '../server/db/distribution';
import { tenantTables } from '../server/db/scope';
import { installModules } from '../server/modules/catalogue';

installModules(MODULES);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL names the database to plan for');
  process.exit(2);
}
const client = new pg.Client(url);
await client.connect();
try {
  const offences = await distributionOffences(client, tenantTables());
  if (offences.length) {
    console.error(`not ready to distribute (run the migrations first):\n${offences.map((o) => `  ${o.table}.${o.constraint}: ${o.why}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(distributionSql(await distributionPlan(client, tenantTables())));
  }
} finally {
  await client.end();
}
