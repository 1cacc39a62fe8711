// Stock (issue 11): a ledger of every movement and the balances it adds up to. Both tenant-owned,
// tenant_id leading every index.
//
// - stock_ledger: one row per movement of one place (material × warehouse × area × position ×
//   batch × container × project): signed quantity, unit price and amount, the document line that
//   caused it, written in the audit's transaction; an un-audit writes the opposite rows and marks
//   the originals reversed (nothing is deleted, so a snapshot at any date sums the ledger);
// - stock_balance: what the ledger adds up to per place, updated in the same statement that
//   checks it (no negative stock: `total - occupied - locked >= q` in the WHERE of the update),
//   with occupied, locked, frozen, expiry, supplier, the first entry (FIFO) and a status;
// - stock_price: the moving average per material × warehouse, recomputed on every entry.
// Places use 0 / '' for "none" so that one unique index identifies them.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_balance (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      material_id bigint not null, warehouse_id bigint not null,
      area_id bigint not null default 0, position_id bigint not null default 0,
      batch_no text not null default '', container_code text not null default '', project text not null default '',
      total numeric(24,6) not null default 0,
      occupied numeric(24,6) not null default 0,
      locked numeric(24,6) not null default 0,
      frozen boolean not null default false,
      status text not null default 'Stock',
      expiry_date date, supplier_id bigint,
      first_in timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, material_id, warehouse_id, area_id, position_id, batch_no, container_code, project)
    );
    create index stock_balance_warehouse on stock_balance (tenant_id, warehouse_id, material_id) where total <> 0;
    create index stock_balance_position on stock_balance (tenant_id, position_id) where total <> 0;
    create table stock_ledger (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      material_id bigint not null, warehouse_id bigint not null,
      area_id bigint not null default 0, position_id bigint not null default 0,
      batch_no text not null default '', container_code text not null default '', project text not null default '',
      qty numeric(24,6) not null,
      unit_price numeric(24,6) not null default 0,
      amount numeric(24,6) not null default 0,
      kind text not null,
      doc_entity text not null, doc_id bigint not null, doc_code text, line_id bigint,
      reverses bigint references stock_ledger(id),
      reversed boolean not null default false,
      moved_at timestamptz not null default now(),
      user_id bigint, user_name text
    );
    create index stock_ledger_doc on stock_ledger (tenant_id, doc_entity, doc_id) where not reversed and reverses is null;
    create index stock_ledger_material on stock_ledger (tenant_id, material_id, warehouse_id, moved_at);
    create index stock_ledger_time on stock_ledger (tenant_id, moved_at);
    create table stock_price (
      tenant_id text not null references tenant(id),
      material_id bigint not null, warehouse_id bigint not null,
      qty numeric(24,6) not null default 0,
      value numeric(24,6) not null default 0,
      unit_price numeric(24,6) not null default 0,
      primary key (tenant_id, material_id, warehouse_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists stock_price; drop table if exists stock_ledger; drop table if exists stock_balance;`.execute(db);
}
