// GET /metrics in the Prometheus text format: calls by name and outcome (the envelope code) with
// a latency histogram, the pool's clients, open web sockets, queued background work, imports and
// exports under way, and the process's own figures. Label values are bounded: a call is named
// only when the registry knows it (anything else is "unknown"), never by its raw address.
//
// Who may read it: with METRICS_TOKEN set, whoever sends it as a bearer token; without, only a
// client on this machine (loopback) whose request no proxy relayed (a reverse proxy on the same
// machine would otherwise make every outside client look local).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppEnv } from '../env';
import { queueDepths } from './queue-depth';
import { transfersOf } from './transfers';

export const METRICS_PATH = '/metrics';
export const UNKNOWN_CALL = 'unknown';
/** 1 ms to 10 s: the quick reads, the saves, and the slow reports and imports */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface CallMetrics {
  registry: Registry;
  observe(call: string | null, code: number, seconds: number): void;
}

const metricsOf = new WeakMap<AppEnv, CallMetrics>();

/** Counts a finished call (the route calls it; a server without metrics ignores it). */
export function observeCall(env: AppEnv, call: string | null, code: number, seconds: number): void {
  metricsOf.get(env)?.observe(call, code, seconds);
}

export function createMetrics(app: FastifyInstance, env: AppEnv): CallMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const calls = new Counter({ name: 'plantform_calls_total', help: 'Calls answered, by call and envelope code', labelNames: ['call', 'outcome'], registers });
  const latency = new Histogram({ name: 'plantform_call_duration_seconds', help: 'Time to answer a call', labelNames: ['call'], buckets: LATENCY_BUCKETS, registers });
  new Gauge({
    name: 'plantform_db_pool_clients',
    help: 'Database pool clients: total, idle, and callers waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const { pool } = env.db;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'plantform_websockets_open',
    help: 'Web sockets of logged-in users held by this instance',
    registers,
    collect() {
      this.set(env.hub.size);
    },
  });
  new Gauge({
    name: 'plantform_job_queue_depth',
    help: 'Background work due and waiting (database-wide): queued scheduled job runs, due flow timers',
    labelNames: ['queue'],
    registers,
    async collect() {
      try {
        for (const q of await queueDepths(env.db)) this.set({ queue: q.queue }, q.waiting);
      } catch (err) {
        // the other figures are still worth the scrape; this one is left out until it reads again
        this.reset();
        env.log.warn({ err }, 'metrics: job queue depth not read');
      }
    },
  });
  const transfers = transfersOf.bind(null, app);
  new Gauge({
    name: 'plantform_transfers_running',
    help: 'Excel imports and exports under way on this instance',
    labelNames: ['kind'],
    registers,
    collect() {
      for (const t of transfers()) this.set({ kind: t.kind }, t.running);
    },
  });
  new Gauge({
    name: 'plantform_transfer_rows',
    help: 'Rows handled so far by the imports and exports under way',
    labelNames: ['kind'],
    registers,
    collect() {
      for (const t of transfers()) this.set({ kind: t.kind }, t.rows);
    },
  });
  const metrics: CallMetrics = {
    registry,
    observe(call, code, seconds) {
      const name = call ?? UNKNOWN_CALL;
      calls.inc({ call: name, outcome: String(code) });
      latency.observe({ call: name }, seconds);
    },
  };
  metricsOf.set(env, metrics);
  return metrics;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(a: string, b: string): boolean {
  const h = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(h(a), h(b));
}

/** null when the caller may read the metrics, else the HTTP status of the refusal. */
export function metricsRefusal(req: FastifyRequest, token: string | undefined): 401 | 403 | null {
  if (token) {
    const sent = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    return sent && sameSecret(sent, token) ? null : 401;
  }
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !relayed && LOOPBACK.test(req.socket.remoteAddress ?? '') ? null : 403;
}

export function registerMetricsRoute(app: FastifyInstance, metrics: CallMetrics): void {
  app.get(METRICS_PATH, async (req, reply) => {
    const refusal = metricsRefusal(req, process.env.METRICS_TOKEN || undefined);
    if (refusal === 401) return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    if (refusal === 403) return reply.code(403).send({ status: 'forbidden', reason: 'metrics are served to this machine only (or set METRICS_TOKEN)' });
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
