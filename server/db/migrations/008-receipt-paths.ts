// Documents with lines and conversions:
// - receipt paths (which document was made from which) and the one id sequence of receipt
//   documents, so that a receipt id names one document whatever its entity (gainReceiptRoutes
//   takes only [receiptId]). Receipt tables created from now on take their ids from it (ddl.ts);
// - page fields are unique per plate: two child tables of one document may both have `amount`.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create sequence if not exists receipt_id_seq;
    create table receipt_path (
      tenant_id text not null references tenant(id),
      source_entity text not null,
      source_id bigint not null,
      target_entity text not null,
      target_id bigint not null,
      link_code text not null,
      create_dt timestamptz not null default now(),
      primary key (tenant_id, source_id, target_id, link_code)
    );
    create index receipt_path_target on receipt_path (tenant_id, target_id);
    alter table page_field add column plate_code text not null default '';
    update page_field f set plate_code = p.code from field_plate p where p.id = f.belong_plate_id;
    alter table page_field drop constraint page_field_menu_id_block_code_key;
    alter table page_field add constraint page_field_menu_block_plate_code unique (menu_id, block, plate_code, code);
  `.execute(db);
}
