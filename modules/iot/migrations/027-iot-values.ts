// Collected values (issue 25): iot_value holds every reading, range-partitioned by day on `at` (the
// partition job creates days ahead and drops days past the retention, server/partitions.ts); its
// key (tenant_id, variable_id, equipment_id, at) is the history read's index and keeps a reading
// delivered twice once. iot_latest keeps each machine variable's newest value for live screens.
// iot_machine_day adds up each machine's running time and good and bad parts per day from its signals.
// iot_gateway_secret keeps gateways' credentials apart from their records, never read back to a
// client. All three are tenant tables. Row security on a partitioned table is its parent's: the
// tenant wall (server/db/tenant-wall.ts) walls plain tables only, so the parent's policy is made
// here, and each partition gets its own as it is made (a statement naming a partition meets it too).
import { type Kysely, sql } from 'kysely';
import { createDayPartitions, WALL_SQL } from '../server/partition-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table iot_value (
      tenant_id text not null references tenant(id),
      variable_id bigint not null,
      equipment_id bigint not null,
      at timestamptz not null,
      gateway_id bigint,
      value numeric not null,
      -- 'H' above the variable's high limit, 'L' below its low limit, null within
      flag text,
      primary key (tenant_id, variable_id, equipment_id, at)
    ) partition by range (at)`.execute(db);
  await sql.raw(WALL_SQL('iot_value')).execute(db);
  await sql`
    create table iot_latest (
      tenant_id text not null references tenant(id),
      equipment_id bigint not null,
      variable_id bigint not null,
      gateway_id bigint,
      value numeric not null,
      flag text,
      at timestamptz not null,
      primary key (tenant_id, equipment_id, variable_id)
    );
    -- per machine and UTC day, what its signals add up to (kept by the ingest with each batch): the
    -- equipment module's OEE and run board read these, never the raw values
    create table iot_machine_day (
      tenant_id text not null references tenant(id),
      equipment_id bigint not null,
      day date not null,
      run_seconds numeric not null default 0,
      good_qty numeric not null default 0,
      bad_qty numeric not null default 0,
      primary key (tenant_id, equipment_id, day)
    );
    create table iot_gateway_secret (
      tenant_id text not null references tenant(id),
      gateway_id bigint not null,
      username text,
      password text,
      updated_at timestamptz not null default now(),
      primary key (tenant_id, gateway_id)
    )`.execute(db);
  await createDayPartitions(db, new Date(), 1, 3);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists iot_value, iot_latest, iot_machine_day, iot_gateway_secret`.execute(db);
}
