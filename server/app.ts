// The Fastify application: calls, web socket, theme images, file downloads and the web app
// (routes other than the calls live in http/).
import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Keys } from './auth/keys';
import { Tokens } from './auth/tokens';
import type { Database } from './db';
import type { AppConfig, AppEnv } from './env';
import { registerExternalVformRoutes } from './http/external-vform';
import { registerFileRoute } from './http/files';
import { requestSerializer } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security-headers';
import { registerOps } from './ops';
import { registerThemeImageRoute } from './http/theme-images';
import { registerWebApp } from './http/web-app';
import { registerWebSocketRoute } from './http/web-socket';
import { registerPrintRoutes } from './print/routes';
import { registerExcelRoutes } from './records/excel/export';
import { registerReportExportRoute } from './reports/export';
import { Grants } from './rpc/grants';
import { answerError, registerRpcRoute } from './rpc/route';
import { loadServerModules } from './modules/load';
import { buildRegistry } from './services';
import { NavCache } from './services/nav-cache';
import { WsHub } from './ws/hub';
import { forgetProcessCaches } from './db/process-caches';
import { ClusterBus } from './cluster/bus';
import { cacheStale, relayCacheChanges } from './cluster/cache-generations';
import { countsStale, relayEntityChanges } from './records/count-memo';

export interface AppOptions {
  db: Database;
  keys: Keys;
  config: AppConfig;
  logLevel?: string;
  /** where the log goes (default stdout); tests read it */
  logStream?: NodeJS.WritableStream;
  tokenTtlSeconds?: number;
  /** how long /ws waits for the auth frame */
  wsAuthTimeoutMs?: number;
  /**
   * Where the cluster bus listens (cluster/bus.ts) when other instances may serve the same
   * database; absent, this instance is alone (the embedded database is one instance's).
   */
  busUrl?: string | null;
}

export const TOKEN_TTL_SECONDS = 2 * 60 * 60;

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; env: AppEnv }> {
  // what an earlier server of this process remembered may be of another database
  forgetProcessCaches();
  const app = Fastify({
    logger: {
      level: opts.logLevel ?? 'info',
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      serializers: { req: requestSerializer },
      redact: ['req.headers.access_token', 'req.headers.authorization'],
    },
    bodyLimit: opts.config.bodyLimitBytes,
    genReqId: () => crypto.randomUUID(),
    trustProxy: opts.config.trustProxy,
  });
  // pushes, disconnects, stale counts and stale named caches reach the other instances on the database through the bus
  const bus = new ClusterBus(opts.busUrl ?? null, opts.db.pool, app.log);
  bus.on((e) => e.kind === 'entityChanged' && countsStale(e.tenantId, e.entityCode));
  bus.on((e) => e.kind === 'cacheChanged' && cacheStale(e.tenantId, e.cacheName));
  const unrelay = relayEntityChanges((tenantId, entityCode) => bus.publish({ kind: 'entityChanged', tenantId, entityCode }));
  const unrelayCaches = relayCacheChanges((tenantId, cacheName) => bus.publish({ kind: 'cacheChanged', tenantId, cacheName }));
  await bus.start();
  app.addHook('onClose', async () => {
    unrelay();
    unrelayCaches();
    await bus.stop();
  });
  const env: AppEnv = {
    db: opts.db,
    keys: opts.keys,
    tokens: new Tokens(opts.keys.tokenSecret, opts.tokenTtlSeconds ?? TOKEN_TTL_SECONDS),
    grants: new Grants(opts.db),
    hub: new WsHub(undefined, bus),
    navCache: new NavCache(),
    config: opts.config,
    log: app.log,
  };
  app.addHook('onClose', async () => env.hub.close());
  registerSecurityHeaders(app);
  registerOps(app, env);

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

  const modules = await loadServerModules();
  registerRpcRoute(app, env, buildRegistry(modules));
  for (const m of modules) m.server.routes?.(app, env);
  registerExcelRoutes(app, env);
  registerReportExportRoute(app, env);
  registerWebSocketRoute(app, env, opts.wsAuthTimeoutMs);
  registerThemeImageRoute(app, opts.config);
  registerFileRoute(app, env);
  registerExternalVformRoutes(app, env);
  registerPrintRoutes(app, env);
  await registerWebApp(app, opts.config.webDir);
  // the modules' background work (scheduled jobs) runs while the app does
  for (const m of modules) {
    const stop = await m.server.start?.(env);
    if (stop) app.addHook('onClose', stop);
  }

  return { app, env };
}
