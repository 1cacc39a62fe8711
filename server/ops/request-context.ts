// The request a line of log belongs to. Every answer names its request id (x-request-id), and
// every line written while the request is handled carries it as reqId — also the lines a
// service writes through env.log deep inside a call, which are routed to the request's logger
// through AsyncLocalStorage. An id sent by the client is taken only behind a trusted proxy
// (which sets or passes it on) and only when it looks like an id: otherwise anyone could plant
// misleading or enormous ids in the log.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

interface RequestScope {
  log: FastifyBaseLogger;
  /** re-enters the request's context after Fastify read the body from the socket's events */
  resource?: AsyncResource;
}

const scope = new AsyncLocalStorage<RequestScope>();
const scopeOf = new WeakMap<FastifyRequest, RequestScope>();

/** The request id of a new request: the proxy's when trusted and sane, else a fresh one. */
export function requestIdGenerator(trustProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    const sent = trustProxy ? raw.headers[REQUEST_ID_HEADER] : undefined;
    return typeof sent === 'string' && SANE_ID.test(sent) ? sent : crypto.randomUUID();
  };
}

/**
 * A logger that writes through the logger of the request being handled (with its reqId), or
 * through `base` outside of any request (jobs, start-up).
 */
export function requestAwareLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, prop) {
      const current = scope.getStore()?.log ?? target;
      const value = Reflect.get(current, prop, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

export function registerRequestContext(app: FastifyInstance, trustProxy: boolean): void {
  app.setGenReqId(requestIdGenerator(trustProxy));
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    const s: RequestScope = { log: req.log };
    scopeOf.set(req, s);
    scope.run(s, () => {
      // made inside run(): the resource carries the request's store
      s.resource = new AsyncResource('plantform-request');
      done();
    });
  });
  // the body arrived through the socket's events, outside the request's context: enter it again
  app.addHook('preValidation', (req, _reply, done) => {
    const resource = scopeOf.get(req)?.resource;
    if (resource) resource.runInAsyncScope(done, req.raw);
    else done();
  });
}
