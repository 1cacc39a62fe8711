// Where uploaded files' bytes live: in the database (file_chunk), a mebibyte a row, so that every
// server instance on the database serves every file and a backup holds them. Bytes stream in
// as they arrive and out chunk by chunk: a 30 MB file is never whole in memory. The chunks are
// written before the file's row (an upload refused or cut off removes its chunks); they are
// found through the row's storage_key.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export const CHUNK_BYTES = 1 << 20;

/**
 * Stores what `source` yields under `key`, in chunks of CHUNK_BYTES; answers the size. `db` is the
 * tenant's scoped instance. On a failure the chunks written so far are removed and the error rethrown.
 */
export async function storeBytes(db: Kysely<DB>, tenantId: string, key: string, source: AsyncIterable<Buffer>): Promise<number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  const write = async (bytes: Buffer) => {
    await db.insertInto('file_chunk').values({ tenant_id: tenantId, storage_key: key, seq: seq++, bytes }).execute();
  };
  try {
    for await (const chunk of source) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      while (pendingBytes >= CHUNK_BYTES) {
        const all = Buffer.concat(pending);
        await write(all.subarray(0, CHUNK_BYTES));
        const rest = all.subarray(CHUNK_BYTES);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    if (pendingBytes || seq === 0) await write(Buffer.concat(pending));
    return size;
  } catch (e) {
    await removeBytes(db, tenantId, [key]).catch(() => {});
    throw e;
  }
}

/**
 * The bytes under `key`, read a chunk at a time as the stream is consumed; null when none are
 * stored (the first chunk is read at once, so a caller can answer 404 before sending headers).
 */
export async function openBytes(db: Kysely<DB>, tenantId: string, key: string): Promise<Readable | null> {
  const chunk = (seq: number) => db.selectFrom('file_chunk').select('bytes').where('tenant_id', '=', tenantId).where('storage_key', '=', key).where('seq', '=', seq).executeTakeFirst();
  const first = await chunk(0);
  if (!first) return null;
  async function* chunks() {
    yield first!.bytes;
    for (let seq = 1; ; seq++) {
      const row = await chunk(seq);
      if (!row) return;
      yield row.bytes;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The bytes under `key` whole (for readers that need a buffer: small files only). */
export async function bytesOf(db: Kysely<DB>, tenantId: string, key: string): Promise<Buffer> {
  const rows = await db.selectFrom('file_chunk').select('bytes').where('tenant_id', '=', tenantId).where('storage_key', '=', key).orderBy('seq').execute();
  return Buffer.concat(rows.map((r) => r.bytes));
}

/** Runs `use` over a temporary copy of the bytes on disk (readers that take a path), removed afterwards. */
export async function withLocalCopy<T>(db: Kysely<DB>, tenantId: string, key: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'plantform-file-'));
  const file = path.join(dir, 'bytes');
  try {
    await fs.promises.writeFile(file, (await openBytes(db, tenantId, key)) ?? Buffer.alloc(0));
    return await use(file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export async function removeBytes(db: Kysely<DB>, tenantId: string, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('file_chunk').where('tenant_id', '=', tenantId).where('storage_key', 'in', keys).execute();
}

/**
 * Files an older install kept in $DATA_DIR/files (the storage_key is their path there) move into
 * the database, once: the bytes of each file row that has none yet; the folder is then renamed so
 * that the next start does not look again. Answers how many moved.
 */
export async function importDiskFiles(system: Kysely<DB>, dataDir: string): Promise<number> {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return 0;
  const rows = await system
    .selectFrom('file')
    .select(['tenant_id', 'storage_key'])
    .where('tenant_id', 'is not', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('file_chunk as c').select('c.seq').whereRef('c.tenant_id', '=', 'file.tenant_id').whereRef('c.storage_key', '=', 'file.storage_key'))))
    .execute();
  let moved = 0;
  for (const r of rows) {
    const file = path.join(root, r.storage_key);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) continue;
    await storeBytes(system, r.tenant_id, r.storage_key, fs.createReadStream(file));
    moved++;
  }
  fs.renameSync(root, `${root}.moved-into-database`);
  return moved;
}
