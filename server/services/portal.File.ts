// portal.File/upload2: one multipart file, streamed into the database (file-store.ts) under the
// key {tenant}/{yyyy-mm}/{uuid} with its sha-256, refused whole (nothing kept) past the upload
// limit or the tenant's quota (file-quota.ts).
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { formatFileSize, portalFile, type UploadedFile } from '../../schemas/rpc/portal';
import { t } from '../i18n';
import { badRequest, RpcError } from '../rpc/errors';
import { implement } from '../modules/types';
import { unsafeStringRule } from '../rpc/sanitize';
import { type CallContext, type Registry, session } from '../rpc/registry';
import { insertWithinQuota, quotaExceeded, quotaUse } from './file-quota';
import { removeBytes, storeBytes } from './file-store';

/** Where files were kept before they moved into the database (importDiskFiles reads them once). */
export function fileStoragePath(dataDir: string, key: string): string {
  return path.join(dataDir, 'files', key);
}

/** A form the parser could not read (no boundary, cut off) is the caller's fault: 400, not 500. */
function malformedForm(e: unknown): unknown {
  const status = (e as { statusCode?: number })?.statusCode;
  if (status && status < 500) return e; // limits (413) and the like: the route answers them already
  return badRequest(`file: the multipart form could not be read (${(e as Error)?.message ?? e})`);
}

export function register(reg: Registry) {
  reg.add(implement(portalFile,
    {
      async upload2(ctx, raw) {
        try {
          return await receiveUpload(ctx, raw);
        } catch (e) {
          // the parser may report a form cut short (no closing boundary) after the part was read
          if (!(e instanceof RpcError) && /multipart|boundary|terminated early/i.test((e as Error)?.message ?? '')) throw malformedForm(e);
          throw e;
        }
      },
    },
    { multipart: ['upload2'] },
  ));
}

async function receiveUpload(ctx: CallContext, raw: unknown): Promise<UploadedFile> {
  const s = session(ctx);
  const req = raw as unknown as FastifyRequest;
  if (typeof req?.isMultipart !== 'function' || !req.isMultipart()) throw badRequest('upload2 takes multipart/form-data with a part named "file"');
  const limit = ctx.env.config.uploadLimitBytes;
  // a tenant at its quota is refused before a byte is received; a file may take what is left
  const use = await quotaUse(s.db, s.tenantId);
  if (use.used >= use.quota) throw quotaExceeded(ctx.lang, use, null);
  const cap = Math.min(limit, use.quota - use.used);
  const part = await req.file({ limits: { fileSize: cap, files: 1 } }).catch((e: unknown) => Promise.reject(malformedForm(e)));
  if (!part) throw badRequest(t(ctx.lang, 'noFile'));
  const nameRule = unsafeStringRule(part.filename ?? '');
  if (nameRule) {
    part.file.resume(); // drain the part: the answer does not wait for it
    throw badRequest(`file.name: ${nameRule}`);
  }
  const month = new Date().toISOString().slice(0, 7);
  const key = `${s.tenantId}/${month}/${crypto.randomUUID()}`;
  const hash = crypto.createHash('sha256');
  let formFailed = false; // the form failing is the caller's fault (400); the database failing is ours
  async function* received() {
    try {
      for await (const chunk of part!.file) {
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
    } catch (e) {
      formFailed = true;
      throw e;
    }
  }
  let size: number;
  try {
    size = await storeBytes(s.db, s.tenantId, key, received());
  } catch (e) {
    throw formFailed ? malformedForm(e) : e;
  }
  const discard = () => removeBytes(s.db, s.tenantId, [key]);
  if (part.file.truncated) {
    await discard();
    throw cap < limit ? quotaExceeded(ctx.lang, use, 'more') : badRequest(t(ctx.lang, 'fileTooLarge', { limit: formatFileSize(limit) }));
  }
  const name = path.basename(part.filename || 'file').slice(0, 255);
  const row = { tenant_id: s.tenantId, name, size, mime: part.mimetype || null, storage_key: key, sha256: hash.digest('hex'), create_id: s.userId, create_name: s.userName };
  const id = await insertWithinQuota(s.db, ctx.lang, row).catch(async (e: unknown) => {
    await discard();
    throw e;
  });
  if (typeof id !== 'number') {
    await discard();
    throw id;
  }
  return { id, name, size, path: `/files/${id}`, fileSize: formatFileSize(size) };
}
