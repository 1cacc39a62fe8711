// POST /{service}/{method}: JSON array in, envelope {code, msg, body} out (ARCHITECTURE wire
// contract). Order: find the call, authenticate, check the function code, validate, run.
import crypto from 'node:crypto';
import '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { authenticate } from '../auth/authenticate';
import type { AppEnv } from '../env';
import { langOf, t } from '../i18n';
import { checkAccess } from './access';
import { AuthError, Code, RpcError } from './errors';
import { RawJson } from './raw-json';
import { type CallSeen, opLogOf, recordCall } from './op-log';
import { observeCall } from '../ops/metrics';
import { findUnsafeArgument } from './sanitize';
import type { Access, CallContract } from '../../schemas/rpc/define';
import type { CallContext, Registry } from './registry';

export function envelope(code: number, msg: string, body: unknown = null) {
  return { code, msg, body };
}

function describeZod(err: ZodError, names: string[]): string {
  return err.issues
    .slice(0, 3)
    .map((i) => {
      const [first, ...rest] = i.path;
      const name = typeof first === 'number' ? (names[first] ?? `argument ${first + 1}`) : 'arguments';
      const where = [name, ...rest.map(String)].join('.');
      return `${where}: ${i.message}`;
    })
    .join('; ');
}

// biome-ignore lint/suspicious/noExplicitAny: validates the arguments of any call (a contract's argument type is both read and written, so only any matches them all)
export function validateArgs(contract: CallContract<any, any>, body: unknown): unknown {
  const { names, schema } = contract.args;
  if (!Array.isArray(body)) throw new RpcError(Code.BadRequest, 'the request body must be a JSON array of arguments');
  if (body.length > names.length) {
    throw new RpcError(Code.BadRequest, `too many arguments: expected at most ${names.length} (${names.join(', ') || 'none'}), got ${body.length}`);
  }
  const unsafe = findUnsafeArgument(body, names);
  if (unsafe) throw new RpcError(Code.BadRequest, unsafe);
  const padded = [...body, ...Array(names.length - body.length).fill(undefined)];
  const parsed = schema.safeParse(padded);
  if (!parsed.success) throw new RpcError(Code.BadRequest, describeZod(parsed.error, names));
  return parsed.data;
}

export async function runCall(env: AppEnv, registry: Registry, req: FastifyRequest, reply: FastifyReply, path: string, body: unknown, seen: CallSeen = {}) {
  const lang = langOf(req.headers.language);
  const binding = registry.calls.get(path);
  if (!binding) return envelope(Code.NotFound, t(lang, 'notFoundCall', { path: `/${path}` }));
  const ctx: CallContext = { env, request: req, log: req.log, reqId: String(req.id), lang, ip: req.ip, auth: null };
  const { access } = binding.contract;
  seen.contract = binding.contract;
  seen.multipart = binding.multipart;
  if (access !== 'public') seen.auth = ctx.auth = await authenticate(env, req.headers.access_token, req.headers['tenant-id']);
  const args = binding.multipart ? body : validateArgs(binding.contract, body);
  seen.args = args;
  await checkAccess(ctx, access as Access, args);
  for (const guard of registry.guards) await guard(ctx, { path, binding, args, registry });
  const result = await binding.handler(ctx, args);
  seen.result = result;
  if (ctx.auth) {
    const a = ctx.auth;
    reply.header('access_token', await env.tokens.refresh({ sid: a.sessionId, uid: a.userId, tid: a.tenantId, rid: a.roleId, pt: a.portalType }));
  }
  if (result instanceof RawJson) {
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(result.gzipped);
    return reply.send(result.envelope);
  }
  return envelope(Code.OK, 'success', result === undefined ? null : result);
}

/** The answer to an error: HTTP status and envelope (`fault`: a 500 the server log must tell). */
export function errorAnswer(req: FastifyRequest, err: unknown): { status: number; body: ReturnType<typeof envelope>; fault?: true } {
  const lang = langOf(req.headers.language);
  if (err instanceof RpcError) return { status: 200, body: envelope(err.code, err.message, err.body) };
  if (err instanceof AuthError) return { status: err.status, body: envelope(err.status, err.message) };
  if (err instanceof ZodError) return { status: 200, body: envelope(Code.BadRequest, describeZod(err, [])) };
  const e = err as { statusCode?: number; code?: string; message?: string };
  if (e?.statusCode === 413 || e?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e?.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { status: 200, body: envelope(Code.BadRequest, `request body too large: ${e.message ?? ''}`.trim()) };
  }
  if (e?.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    // malformed JSON, bad content type, bad multipart...: the caller's fault, said plainly
    return { status: 200, body: envelope(Code.BadRequest, e.message ?? 'bad request') };
  }
  return { status: 200, body: envelope(Code.Internal, t(lang, 'internal', { reqId: String(req.id) })), fault: true };
}

/** Errors as envelopes: business errors HTTP 200, auth 401/403, faults 500 without a stack. */
export function answerError(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  const answer = errorAnswer(req, err);
  if (answer.fault) req.log.error({ err, reqId: req.id }, 'call failed');
  return reply.code(answer.status).send(answer.body);
}

export function registerRpcRoute(app: FastifyInstance, env: AppEnv, registry: Registry) {
  app.addHook('onClose', () => opLogOf(env).flush());
  app.post<{ Params: { service: string; method: string } }>('/:service/:method', async (req, reply) => {
    const path = `${req.params.service}/${req.params.method}`;
    const body = req.isMultipart() ? req : req.body;
    const seen: CallSeen = {};
    const started = performance.now();
    // the operation log: queued here, written in a batch after the answer (server/rpc/op-log.ts)
    const log = (code: number, msg: string) => {
      const ms = performance.now() - started;
      recordCall(env, { path, seen, body, result: seen.result, code, msg, ms, ip: req.ip, pageHeader: req.headers['page-url'] });
      // metrics name only calls the registry knows (bounded labels); an unknown one is answered 11
      observeCall(env, seen.contract ? path : null, seen.contract ? code : Code.NotFound, ms / 1000);
    };
    try {
      const answer = await runCall(env, registry, req, reply, path, body, seen);
      log(Code.OK, 'success');
      return answer;
    } catch (err) {
      const { body: failed } = errorAnswer(req, err);
      log(failed.code, failed.msg);
      throw err;
    }
  });
}

export const newRequestId = () => crypto.randomUUID();
