// A file put on the server through portal.File/upload2 (multipart), as a signed-in user; the
// bytes the server keeps (in its database).
import { expect } from 'vitest';
import type { Session, UploadedFile } from '../../schemas/rpc/portal';
import { authHeaders, type TestServer } from './server';

export interface UploadOptions {
  /** the part's content type (none by default, as a browser sends an unknown file) */
  type?: string;
  /** headers besides the session's (language …) */
  headers?: Record<string, string>;
}

/** The upload's HTTP status and answer, for tests of the upload itself. */
export async function uploadAnswer(srv: TestServer, s: Session | null, bytes: Buffer | string, name = 'import.xlsx', opts: UploadOptions = {}) {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], opts.type ? { type: opts.type } : {}), name);
  const res = await fetch(`${srv.base}/portal.File/upload2`, { method: 'POST', body: form, headers: { ...(s ? authHeaders(s) : {}), ...opts.headers } });
  return { status: res.status, json: (await res.json()) as { code: number; msg: string; body: UploadedFile } };
}

/** A file that must be accepted: its record (id, name, url …). */
export async function upload(srv: TestServer, s: Session, bytes: Buffer | string, name = 'import.xlsx', opts: UploadOptions = {}): Promise<UploadedFile> {
  const { json } = await uploadAnswer(srv, s, bytes, name, opts);
  expect(json.code === 200 ? 200 : `${json.code} ${json.msg}`).toBe(200);
  return json.body;
}

/** The storage keys of the file bytes the server holds (one tenant's, when named): chunks in its database. */
export async function storedFileNames(srv: TestServer, tenantId?: string): Promise<string[]> {
  let q = srv.db.system.selectFrom('file_chunk').select('storage_key').distinct().where('tenant_id', 'is not', null);
  if (tenantId) q = q.where('tenant_id', '=', tenantId);
  return (await q.execute()).map((r) => r.storage_key);
}
