// The CallContext of a plain HTTP route (downloads): the caller is authenticated from the session
// headers only (access_token, tenant-id), never from the address, where tokens end up in logs,
// browser history and Referer headers.
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate';
import type { AppEnv } from '../env';
import { langOf } from '../i18n';
import type { CallContext } from '../rpc/registry';

export async function callContextOf(env: AppEnv, req: FastifyRequest): Promise<CallContext> {
  const auth = await authenticate(env, req.headers.access_token, req.headers['tenant-id']);
  return { env, request: req, log: req.log, reqId: String(req.id), lang: langOf(req.headers.language), ip: req.ip, auth };
}
