// The indexer: every second, queued records are claimed with FOR UPDATE SKIP LOCKED (two servers
// on one database never index one twice) and leased for two minutes; each entity's batch is read
// as the record layer reads it (references' names, lines), its files' text taken from
// search_file_text or read now (extract.ts: a worker thread with caps), and its entries replaced in
// one transaction. A queue row is removed only if nobody queued the record again meanwhile; a batch
// that fails is tried again when its lease runs out, at most MAX_ATTEMPTS times.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../server/db';
import type { AppEnv } from '../../../server/env';
import { entityByCode } from '../../../server/modules/catalogue';
import { every } from '../../../server/modules/every';
import { builtinModel } from '../../../server/records/model';
import { selectRecords } from '../../../server/records/query';
import { attachChildren, toRecord } from '../../../server/records/read';
import { bytesOf } from '../../../server/services/file-store';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { type EntryRow, fileEntry, namedFiles, recordEntry } from './entries';
import { extractText, MAX_BYTES, readerOf } from './extract';

const BATCH = 100;
const MAX_ATTEMPTS = 5;

interface Claimed {
  tenant_id: string;
  entity_code: string;
  record_id: number;
  /** as PostgreSQL wrote it (microseconds: a Date would cut them and never equal it again) */
  queued_at: string;
}

// biome-ignore lint/suspicious/noExplicitAny: entity tables are dynamic
type AnyDb = Kysely<any>;

/** The text of a file, read once and kept (search_file_text). */
async function fileText(db: AnyDb, tenantId: string, file: { id: number; name: string; storage_key: string; size: number }): Promise<string> {
  const kept = await db.selectFrom('search_file_text').select(['status', 'text']).where('file_id', '=', file.id).executeTakeFirst();
  if (kept) return kept.text;
  if (!readerOf(file.name)) return '';
  const r = file.size > MAX_BYTES ? { status: 'skipped' as const, note: `over ${MAX_BYTES} bytes` } : await extractText(file.name, await bytesOf(db, tenantId, file.storage_key));
  const row = r.status === 'ok' ? { status: 'ok', text: r.text, note: null } : { status: r.status, text: '', note: r.note };
  await db.insertInto('search_file_text').values({ tenant_id: tenantId, file_id: file.id, ...row }).onConflict((oc) => oc.columns(['tenant_id', 'file_id']).doNothing()).execute();
  return row.text;
}

/** The entries of some records of one entity (those gone have none). */
async function entriesOf(db: AnyDb, tenantId: string, entityCode: string, ids: number[]): Promise<EntryRow[]> {
  const model = builtinModel(entityCode);
  if (!model) return [];
  const rows = await selectRecords(db, model).where('t.id', 'in', ids).execute();
  const recs: RecordValue[] = rows.map((r: Record<string, unknown>) => toRecord(model, r, 'zh_CN'));
  await attachChildren(db, model, recs);
  const files = model.def.attrs.some((a) => a.files)
    ? await db.selectFrom('file').select(['id', 'name', 'storage_key', 'size', 'record_id']).where('entity_code', '=', entityCode).where('record_id', 'in', ids).orderBy('id').execute()
    : [];
  const out: EntryRow[] = [];
  for (const rec of recs) {
    out.push(recordEntry(model.def, rec));
    const named = namedFiles(model.def, rec);
    for (const f of files) {
      const attr = named.get(f.id);
      if (f.record_id !== rec.id || !attr) continue;
      const text = await fileText(db, tenantId, f);
      if (text) out.push(fileEntry(model.def, rec, { id: f.id, name: f.name, attr, text }));
    }
  }
  return out;
}

/** Replaces the entries of the records (ids) with `entries`. */
async function writeEntries(db: AnyDb, tenantId: string, entityCode: string, ids: number[], entries: EntryRow[]): Promise<void> {
  await db.deleteFrom('search_entry').where('entity_code', '=', entityCode).where('record_id', 'in', ids).execute();
  for (let i = 0; i < entries.length; i += 200) {
    const rows = entries.slice(i, i + 200).map((e) => ({ ...e, tenant_id: tenantId, fields: JSON.stringify(e.fields), field_tsv: JSON.stringify(e.field_tsv), tsv: sql`${e.tsv}::tsvector` }));
    await db.insertInto('search_entry').values(rows).execute();
  }
}

/** Indexes some records of one entity now, over `db` (the tenant's scope; the seed's transaction). */
export async function indexRecords(db: AnyDb, tenantId: string, entityCode: string, ids: number[]): Promise<void> {
  await writeEntries(db, tenantId, entityCode, ids, entityByCode(entityCode) ? await entriesOf(db, tenantId, entityCode, ids) : []);
}

async function indexGroup(db: Database, tenantId: string, entityCode: string, claimed: Claimed[]): Promise<void> {
  const tdb = db.forTenant(tenantId) as AnyDb;
  const ids = claimed.map((c) => c.record_id);
  // read (and files extracted) before the transaction: it stays short
  const entries = entityByCode(entityCode) ? await entriesOf(tdb, tenantId, entityCode, ids) : [];
  await tdb.transaction().execute(async (trx) => {
    await writeEntries(trx, tenantId, entityCode, ids, entries);
    for (const c of claimed) {
      // a record queued again meanwhile (queued_at later) stays queued
      await trx.deleteFrom('search_queue').where('entity_code', '=', entityCode).where('record_id', '=', c.record_id).where(sql<boolean>`queued_at <= ${c.queued_at}::timestamptz`).execute();
    }
  });
}

/** Indexes up to `batch` queued records; answers how many were claimed. */
export async function indexOnce(db: Database, batch = BATCH, onError?: (e: unknown, group: string) => void): Promise<number> {
  const claimed = await sql<Claimed>`
    update search_queue set locked_until = now() + interval '2 minutes', attempts = attempts + 1
     where (tenant_id, entity_code, record_id) in (
       select tenant_id, entity_code, record_id from search_queue
        where tenant_id is not null and (locked_until is null or locked_until < now()) and attempts < ${MAX_ATTEMPTS}
        order by queued_at limit ${batch} for update skip locked)
    returning tenant_id, entity_code, record_id, queued_at::text as queued_at`.execute(db.system);
  const groups = new Map<string, Claimed[]>();
  for (const c of claimed.rows) {
    const key = `${c.tenant_id}\u0000${c.entity_code}`;
    const list = groups.get(key);
    if (list) list.push(c);
    else groups.set(key, [c]);
  }
  for (const [key, list] of groups) {
    const [tenantId, entityCode] = key.split('\u0000');
    try {
      await indexGroup(db, tenantId, entityCode, list);
    } catch (e) {
      // the lease runs out and the records are tried again; the other groups go on
      onError?.(e, key);
    }
  }
  return claimed.rows.length;
}

/** How often the indexer looks (SEARCH_POLL_MS, default one second). */
const pollMs = () => Math.max(100, Number(process.env.SEARCH_POLL_MS) || 1000);

export async function startIndexer(env: AppEnv): Promise<() => Promise<void>> {
  const log = (e: unknown, group?: string) => env.log.error({ err: e, group }, 'search index');
  return every(
    pollMs(),
    async (stopped) => {
      while (!stopped() && (await indexOnce(env.db, BATCH, log)) > 0) {
        /* drain what is queued */
      }
    },
    log,
  );
}
