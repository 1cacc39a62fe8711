// The library's own calls: 文档上传 makes one document per uploaded file (its title the file's name
// without the extension), 印象笔记导入 one document per note of an uploaded .enex export. Both write
// through the record layer (its checks: the files must be the caller's own uploads; its hooks:
// the new documents are queued for the index), all of one call in one transaction.
import { writerOf } from '../../../server/records/context';
import { builtinModel } from '../../../server/records/model';
import { createRecord } from '../../../server/records/write';
import { notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { bytesOf } from '../../../server/services/file-store';
import type { EnexArg, EnexResult, UploadArg } from '../contracts';
import { DocCategory, LibraryDoc } from '../entities/library';
import { readEnex } from './enex';

type Made = { id: number; code: string; name: string };
const made = (r: Record<string, unknown>): Made => ({ id: r.id as number, code: r.code as string, name: r.name as string });

const titleOf = (file: string) => file.replace(/\.[^.]+$/, '').slice(0, 256) || file;

export async function upload(ctx: CallContext, a: UploadArg): Promise<Made[]> {
  const model = builtinModel(LibraryDoc.code)!;
  const w = await writerOf(ctx, model);
  return session(ctx).db.transaction().execute(async (trx) => {
    const out: Made[] = [];
    for (const f of a.files) {
      const rec = await createRecord(w, model, { name: titleOf(f.name), category_id: a.categoryId ?? null, tags: a.tags ?? null, source: 'Upload', files: [{ id: f.id }] }, trx);
      out.push(made(rec));
    }
    return out;
  });
}

export async function importEnex(ctx: CallContext, a: EnexArg): Promise<EnexResult> {
  const s = session(ctx);
  // the export must be the caller's own upload, not yet a record's
  const file = await s.db.selectFrom('file').select(['name', 'storage_key']).where('id', '=', a.fileId).where('create_id', '=', s.userId).where('entity_code', 'is', null).executeTakeFirst();
  if (!file) throw notFound(ctx.lang === 'en_US' ? `fileId: no uploaded file ${a.fileId}` : `fileId: 上传的文件不存在：${a.fileId}`);
  const notes = readEnex((await bytesOf(s.db, s.tenantId, file.storage_key)).toString('utf8'), ctx.lang);
  const model = builtinModel(LibraryDoc.code)!;
  const w = await writerOf(ctx, model);
  const created = await s.db.transaction().execute(async (trx) => {
    const out: Made[] = [];
    for (const n of notes) {
      const values = { name: n.title, content: n.text.slice(0, 200_000), tags: n.tags.join(', ').slice(0, 256) || null, doc_date: n.created, source: 'Evernote', category_id: a.categoryId ?? null };
      out.push(made(await createRecord(w, model, values, trx)));
    }
    return out;
  });
  return { notes: notes.length, created };
}

/** The categories, by code. */
export async function categories(ctx: CallContext): Promise<Array<{ id: number; code: string; name: string }>> {
  // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
  const db = session(ctx).db as any;
  return db.selectFrom(DocCategory.table).select(['id', 'code', 'name']).orderBy('code').orderBy('id').limit(500).execute();
}
