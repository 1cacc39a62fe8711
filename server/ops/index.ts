// What operators need of a running server: /healthz and /readyz, /metrics, the request id on
// every log line and answer, and a graceful stop (drainAndClose). Registered once, before the
// other routes, so that its hooks see every request.
import type { FastifyInstance } from 'fastify';
import type { AppEnv } from '../env';
import { closeSockets, Drain, drainMsFromEnv } from './drain';
import { HEALTH_PATH, READY_PATH, registerHealthRoutes } from './health';
import { createMetrics, METRICS_PATH, registerMetricsRoute } from './metrics';
import { registerRequestContext, requestAwareLogger } from './request-context';

const drains = new WeakMap<FastifyInstance, Drain>();

export function registerOps(app: FastifyInstance, env: AppEnv): void {
  registerRequestContext(app, env.config.trustProxy);
  // a service's env.log line inside a call carries the call's request id
  env.log = requestAwareLogger(env.log);
  const drain = new Drain(new Set([HEALTH_PATH, READY_PATH, METRICS_PATH]));
  drain.register(app);
  drains.set(app, drain);
  registerHealthRoutes(app, env, drain);
  registerMetricsRoute(app, createMetrics(app, env));
}

/**
 * The graceful stop: readiness turns 503 and new requests are refused at once; the requests in
 * flight are answered (for up to `drainMs`); web sockets close with 1001; then the app closes
 * (its onClose hooks stop the modules' jobs). The caller closes the pool afterwards.
 */
export async function drainAndClose(app: FastifyInstance, drainMs = drainMsFromEnv()): Promise<void> {
  const drain = drains.get(app);
  if (drain) {
    const left = await drain.begin(drainMs);
    if (left) app.log.warn({ left, drainMs }, 'stopping with requests still in flight after the drain limit');
    closeSockets(app);
  }
  await app.close();
}
