// Uploaded bytes live in the database, a mebibyte a row: a file of several chunks comes back byte
// for byte (and the sha-256 kept with it is the bytes'), and the uploads an older install kept in
// DATA_DIR/files move into the database once at start.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, importDiskFiles } from '../../server/services/file-store';
import { authHeaders, fileServer, upload } from '../kit';

const srv = await fileServer();
const demo = await srv.session('demo', 'admin');
const chunks = async (key: string) =>
  (await srv.db.system.selectFrom('file_chunk').select(['seq', 'bytes']).where('tenant_id', '=', demo.tenant.id).where('storage_key', '=', key).orderBy('seq').execute()).map((c) => c.bytes.length);

describe('file bytes in the database', () => {
  it('a file of two and a half mebibytes is kept in three chunks and downloads byte for byte', async () => {
    const bytes = crypto.randomBytes(Math.floor(2.5 * CHUNK_BYTES));
    const file = await upload(srv, demo, bytes, 'drawing.pdf');
    const row = await srv.db.system.selectFrom('file').selectAll().where('tenant_id', '=', demo.tenant.id).where('id', '=', file.id).executeTakeFirstOrThrow();
    expect(row.sha256).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
    expect(await chunks(row.storage_key)).toEqual([CHUNK_BYTES, CHUNK_BYTES, bytes.length - 2 * CHUNK_BYTES]);
    const res = await fetch(`${srv.base}${file.path}`, { headers: authHeaders(demo) });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('an empty file is kept (one empty chunk) and downloads empty', async () => {
    const file = await upload(srv, demo, Buffer.alloc(0), 'empty.txt');
    const res = await fetch(`${srv.base}${file.path}`, { headers: authHeaders(demo) });
    expect([res.status, (await res.arrayBuffer()).byteLength]).toEqual([200, 0]);
  });

  it('an older install’s files in DATA_DIR/files move into the database once, and download', async () => {
    const key = `${demo.tenant.id}/2025-01/${crypto.randomUUID()}`;
    const bytes = Buffer.from('旧版本保存在磁盘上的附件');
    const { id } = await srv.db.system
      .insertInto('file')
      .values({ tenant_id: demo.tenant.id, name: 'old.txt', size: bytes.length, mime: 'text/plain', storage_key: key, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), create_id: demo.user.id, create_name: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dataDir = fs.mkdtempSync(path.join(srv.dataDir, 'old-install-'));
    fs.mkdirSync(path.dirname(path.join(dataDir, 'files', key)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', key), bytes);
    expect(await importDiskFiles(srv.db.system, dataDir)).toBe(1);
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
    expect(await importDiskFiles(srv.db.system, dataDir)).toBe(0);
    const res = await fetch(`${srv.base}/files/${id}`, { headers: authHeaders(demo) });
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('旧版本保存在磁盘上的附件');
  });
});
