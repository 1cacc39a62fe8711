// GET /healthz (liveness: the process answers; no database) and GET /readyz (readiness: the
// database answers within a short time, every migration this build knows has been applied, and
// the server is not shutting down). Neither needs a login; they tell nothing but status.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allMigrations } from '../db/migrate';
import type { AppEnv } from '../env';
import type { Drain } from './drain';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
/** a database slower than this to answer `select 1` is not ready (a load balancer tries another) */
export const READY_DB_TIMEOUT_MS = 2_000;

class TooSlow extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TooSlow()), ms);
  });
  work.catch(() => {}); // a late failure is not an unhandled rejection
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The migrations this build knows that the database has not applied (none: current). */
async function missingMigrations(env: AppEnv): Promise<string[]> {
  const known = Object.keys(await allMigrations());
  const { rows } = await env.db.pool.query<{ name: string }>('select name from kysely_migration');
  const applied = new Set(rows.map((r) => r.name));
  return known.filter((n) => !applied.has(n));
}

const status = (reply: FastifyReply, code: number, body: Record<string, unknown>) => reply.code(code).header('cache-control', 'no-store').send(body);

export function registerHealthRoutes(app: FastifyInstance, env: AppEnv, drain: Drain, timeoutMs = READY_DB_TIMEOUT_MS): void {
  // once every known migration is applied it stays so for this build: later probes only ask `select 1`
  let migrationsCurrent = false;
  app.get(HEALTH_PATH, (_req, reply) => status(reply, 200, { status: 'ok' }));
  app.get(READY_PATH, async (_req, reply) => {
    if (drain.draining) return status(reply, 503, { status: 'unavailable', reason: 'shutting down' });
    try {
      await within(timeoutMs, env.db.pool.query('select 1'));
      if (!migrationsCurrent) {
        const missing = await within(timeoutMs, missingMigrations(env));
        if (missing.length) return status(reply, 503, { status: 'unavailable', reason: 'migrations pending', pending: missing.length });
        migrationsCurrent = true;
      }
    } catch (e) {
      const reason = e instanceof TooSlow ? `database did not answer within ${timeoutMs} ms` : 'database unreachable';
      return status(reply, 503, { status: 'unavailable', reason });
    }
    return status(reply, 200, { status: 'ready' });
  });
}
