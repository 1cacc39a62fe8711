// Kysely types of the search tables (migration 028-search), merged into the core's DB type.
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface SearchTables {
  search_entry: {
    id: Generated<number>;
    tenant_id: string;
    entity_code: string;
    record_id: number;
    part: string;
    kind: string;
    file_id: number | null;
    file_name: string | null;
    doc_date: string | null;
    create_id: number | null;
    create_name: string | null;
    depart_id: number | null;
    fields: Json<Record<string, string>>;
    field_tsv: Json<Record<string, string>>;
    tsv: string;
    indexed_at: Generated<Date>;
  };
  search_queue: { tenant_id: string; entity_code: string; record_id: number; queued_at: Generated<Date>; attempts: Generated<number>; locked_until: Date | null };
  search_file_text: { tenant_id: string; file_id: number; status: string; text: string; note: string | null; extracted_at: Generated<Date> };
}

declare module '../../server/db/types' {
  interface DB extends SearchTables {}
}
