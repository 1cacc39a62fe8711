// GET /files/{id}: an uploaded file, for whoever may read the record it is attached to — the
// right to read its entity, the record inside the caller's data scope (the detail's own read), and
// the attribute naming the file not hidden from the caller's role — or, until a saved record names
// it, for its uploader only; the packages of published client versions are the platform's files every client may
// fetch. A refusal is the same 404 as a missing file: ids are sequential, and a refusal must not
// confirm that a guessed one exists. Only pictures of a kind that cannot carry script are shown
// inline; everything else is a download whatever type the uploader claimed.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileTable } from '../db/types';
import type { AppEnv } from '../env';
import { requireEntityAccess } from '../records/access';
import { callerModel } from '../records/context';
import { visibilityOf } from '../records/data-scope';
import { fileIds } from '../records/file-links';
import { readRecord } from '../records/read';
import { Code, RpcError } from '../rpc/errors';
import { type CallContext, session } from '../rpc/registry';
import { envelope } from '../rpc/route';
import { PLATFORM_TENANT_ID } from '../services/nav-tree';
import { openBytes } from '../services/file-store';
import { callContextOf } from './call-context';
import { contentDisposition } from './content-disposition';
import { INERT_CSP } from './security-headers';

/** by the stored name's extension; SVG is not here: it can carry script */
const INLINE_IMAGES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

type StoredFile = Pick<FileTable, 'create_id' | 'entity_code' | 'record_id'> & { id: number };

/** the platform's entity of published client versions (modules/system/entities/versions.ts) */
const CLIENT_VERSION_ENTITY = 'ClientVersion';

async function mayDownload(ctx: CallContext, file: StoredFile): Promise<boolean> {
  if (!file.entity_code) return file.create_id === ctx.auth?.userId;
  try {
    await requireEntityAccess(ctx, file.entity_code, 'read');
    if (file.record_id === null) return true;
    return await recordShowsFile(ctx, file.entity_code, file.record_id, file.id);
  } catch (e) {
    // refused or gone (an entity since removed): the same 404 as a missing file, never a hint
    if (e instanceof RpcError) return false;
    throw e;
  }
}

/**
 * The record as the caller reads it on its detail (outside its scope: 11, refused) still names the
 * file, or names it in no attribute at all (a file a module linked by itself): a file named only by
 * attributes hidden from the caller's role is refused like the attribute's value.
 */
async function recordShowsFile(ctx: CallContext, entityCode: string, recordId: number, fileId: number): Promise<boolean> {
  const model = await callerModel(ctx, entityCode);
  const vis = await visibilityOf(ctx, model);
  const stored = await readRecord(session(ctx).db, model, recordId, ctx.lang, vis);
  const naming = model.def.attrs.filter((a) => a.files && fileIds(stored[a.code]).includes(fileId));
  return !naming.length || naming.some((a) => !vis.hidden?.has(a.code));
}

/**
 * The package of a client version the platform published (版本管理, ClientVersion): every signed-in
 * client of every tenant fetches its update from portal.Version/latest's link.
 */
async function publishedPackage(env: AppEnv, id: number) {
  return env.db
    .forTenant(PLATFORM_TENANT_ID)
    .selectFrom('file')
    .selectAll()
    .where('id', '=', id)
    .where('entity_code', '=', CLIENT_VERSION_ENTITY)
    .executeTakeFirst();
}

export function registerFileRoute(app: FastifyInstance, env: AppEnv): void {
  app.get<{ Params: { id: string } }>('/files/:id', async (req, reply) => {
    const ctx = await callContextOf(env, req);
    const id = Number(req.params.id);
    const valid = Number.isSafeInteger(id) && id > 0;
    const own = valid ? await session(ctx).db.selectFrom('file').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    const file = own && (await mayDownload(ctx, own)) ? own : valid && !own ? await publishedPackage(env, id) : undefined;
    if (!file) return reply.code(404).send(envelope(Code.NotFound, 'no such file'));
    const bytes = await openBytes(env.db.forTenant(file.tenant_id), file.tenant_id, file.storage_key);
    if (!bytes) {
      req.log.warn({ fileId: file.id }, 'the stored bytes of a file are missing');
      return reply.code(404).send(envelope(Code.NotFound, 'no such file'));
    }
    const image = INLINE_IMAGES[path.extname(file.name).toLowerCase()];
    return reply
      .type(image ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(image ? 'inline' : 'attachment', file.name))
      .header('content-security-policy', INERT_CSP)
      .send(bytes);
  });
}
