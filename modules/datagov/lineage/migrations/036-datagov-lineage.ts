// 数据血缘's tables: the lineage computed from the statement registry (dg_statement), kept per
// tenant and recomputed when the registry or a harvest moved (server/compute.ts). A node is a
// table of a source ("t/<source id>/<schema>/<table>", lower case) or the rows a query answers
// ("q/<statement id>"); an edge with columns is a column edge, one without is a table edge.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dg_lineage_state (
      tenant_id text not null references tenant(id),
      -- the registry and harvests as they were when the lineage was computed (statements, latest change, latest harvest)
      stamp text not null,
      computed_at timestamptz not null default now(),
      statements integer not null default 0,
      edges integer not null default 0,
      failed integer not null default 0,
      ms integer not null default 0,
      primary key (tenant_id)
    )`.execute(db);
  await sql`
    create table dg_lineage_stmt (
      tenant_id text not null references tenant(id),
      statement_id bigint not null,
      -- the node its rows go to
      target_node text,
      -- why it could not be read (the parser's message); null when it was
      error text,
      primary key (tenant_id, statement_id)
    )`.execute(db);
  await sql`
    create table dg_lineage_edge (
      tenant_id text not null references tenant(id),
      statement_id bigint not null,
      from_node text not null,
      from_column text,
      to_node text not null,
      to_column text
    )`.execute(db);
  await sql`create index dg_lineage_edge_from on dg_lineage_edge (tenant_id, from_node)`.execute(db);
  await sql`create index dg_lineage_edge_to on dg_lineage_edge (tenant_id, to_node)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dg_lineage_edge, dg_lineage_stmt, dg_lineage_state`.execute(db);
}
