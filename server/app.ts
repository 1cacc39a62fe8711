// The Fastify application: calls, web socket, theme images, file downloads and the web app.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { authenticate } from './auth/authenticate';
import type { Keys } from './auth/keys';
import { Tokens } from './auth/tokens';
import type { Database } from './db';
import type { AppConfig, AppEnv } from './env';
import { AuthError } from './rpc/errors';
import { registerExcelRoutes } from './records/excel/export';
import { Grants } from './rpc/grants';
import { answerError, envelope, registerRpcRoute } from './rpc/route';
import { buildRegistry } from './services';
import { NavCache } from './services/nav-cache';
import { fileStoragePath } from './services/portal.File';
import { todoCount } from './services/todo';
import { WsHub } from './ws/hub';

export interface AppOptions {
  db: Database;
  keys: Keys;
  config: AppConfig;
  logLevel?: string;
  tokenTtlSeconds?: number;
}

export const TOKEN_TTL_SECONDS = 2 * 60 * 60;

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; env: AppEnv }> {
  const app = Fastify({
    logger: { level: opts.logLevel ?? 'info', redact: ['req.headers.access_token', 'req.headers.authorization'] },
    bodyLimit: opts.config.bodyLimitBytes,
    genReqId: () => crypto.randomUUID(),
    trustProxy: opts.config.trustProxy,
  });
  const env: AppEnv = {
    db: opts.db,
    keys: opts.keys,
    tokens: new Tokens(opts.keys.tokenSecret, opts.tokenTtlSeconds ?? TOKEN_TTL_SECONDS),
    grants: new Grants(opts.db),
    hub: new WsHub(),
    navCache: new NavCache(),
    config: opts.config,
    log: app.log,
  };
  app.addHook('onClose', async () => env.hub.close());

  // Clients that forget the content type still send JSON; parse it rather than answer 415.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('invalid JSON body'), { statusCode: 400 }), undefined);
    }
  });
  await app.register(multipart, { limits: { fileSize: opts.config.uploadLimitBytes, files: 1, fields: 20 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.setErrorHandler((err, req, reply) => answerError(req, reply, err));

  registerRpcRoute(app, env, buildRegistry());
  registerExcelRoutes(app, env);

  app.get('/ws', { websocket: true }, async (socket, req) => {
    const token = (req.query as Record<string, string>).token ?? req.headers.access_token;
    try {
      const auth = await authenticate(env, token, undefined);
      env.hub.add(auth.tenantId, auth.userId, socket);
      env.hub.send(socket, { type: 'todoCount', ...(await todoCount(env.db.forTenant(auth.tenantId), auth.userId)) });
    } catch (e) {
      socket.close(e instanceof AuthError && e.status === 403 ? 4403 : 4401, e instanceof Error ? e.message : 'unauthorized');
    }
  });

  app.get<{ Params: { name: string }; Querystring: { tenant?: string } }>('/themeImageFile/:name', async (req, reply) => {
    const { name } = req.params;
    const tenant = req.query.tenant;
    const ext = path.extname(name).toLowerCase();
    if (!/^[\w.-]+$/.test(name) || name.includes('..') || !IMAGE_TYPES[ext]) return reply.code(404).send(envelope(11, 'no such theme image'));
    const base = path.join(opts.config.dataDir, 'theme');
    const candidates = [...(tenant && /^[a-z0-9_-]+$/i.test(tenant) ? [path.join(base, tenant.toLowerCase(), name)] : []), path.join(base, name)];
    const found = candidates.find((f) => fs.existsSync(f));
    if (!found) return reply.code(404).send(envelope(11, 'no such theme image'));
    return reply.type(IMAGE_TYPES[ext]).header('cache-control', 'public, max-age=300').send(fs.createReadStream(found));
  });

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>('/files/:id', async (req, reply) => {
    const auth = await authenticate(env, req.query.token ?? req.headers.access_token, req.headers['tenant-id']);
    const id = Number(req.params.id);
    const file = Number.isInteger(id)
      ? await env.db.forTenant(auth.tenantId).selectFrom('file').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!file) return reply.code(404).send(envelope(11, 'no such file'));
    return reply
      .type(file.mime || 'application/octet-stream')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(fs.createReadStream(fileStoragePath(opts.config.dataDir, file.storage_key)));
  });

  const webDir = opts.config.webDir;
  const indexHtml = webDir ? path.join(webDir, 'index.html') : null;
  if (webDir && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // The web app's own routes (/demo/login, /demo/mdm/Supplier...) all answer index.html.
    if (req.method === 'GET' && indexHtml && fs.existsSync(indexHtml) && !req.url.startsWith('/assets/')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.readFileSync(indexHtml));
    }
    return reply.code(404).send(envelope(11, `not found: ${req.method} ${req.url.split('?')[0]}`));
  });

  return { app, env };
}
