// Attaches the uploaded files a record names (attributes with `files`) to that record, so that
// downloading them needs the right to read the record's entity (server/http/files.ts). A file
// stays with the first record that named it: another record naming it later does not take it.
import type { Kysely } from 'kysely';
import type { EntityModel } from './model';

// biome-ignore lint/suspicious/noExplicitAny: called with the writer's transaction over dynamic entity tables
type AnyDb = Kysely<any>;

/** The file ids an attribute's value names (a list of {id, …}). */
export function fileIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map((f) => (f as { id?: unknown } | null)?.id).filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}

export async function linkFiles(trx: AnyDb, tenantId: string, model: EntityModel, recordId: number, values: Record<string, unknown>): Promise<void> {
  const ids = model.def.attrs.filter((a) => a.files && a.code in values).flatMap((a) => fileIds(values[a.code]));
  if (!ids.length) return;
  await trx
    .updateTable('file')
    .set({ entity_code: model.def.code, record_id: recordId })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...new Set(ids)])
    .where((eb) => eb.or([eb('entity_code', 'is', null), eb.and([eb('entity_code', '=', model.def.code), eb('record_id', '=', recordId)])]))
    .execute();
}
