// Graceful shutdown. Once draining, readiness answers 503 (a load balancer stops sending) and new
// requests get 503 with the envelope; the requests already in flight are answered (up to a
// limit); then web sockets close with 1001 so their clients reconnect to another instance, and
// the app closes (the modules' jobs stop, the pool closes after it in the caller's sequence).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { langOf } from '../i18n';

export const DEFAULT_DRAIN_MS = 25_000;
/** the close code of a web socket whose server goes away (RFC 6455 "going away") */
export const WS_GOING_AWAY = 1001;

/** SHUTDOWN_DRAIN_SECONDS: how long calls in flight may take to finish once a stop was asked. */
export function drainMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const s = Number(env.SHUTDOWN_DRAIN_SECONDS);
  return env.SHUTDOWN_DRAIN_SECONDS && Number.isFinite(s) && s >= 0 ? s * 1000 : DEFAULT_DRAIN_MS;
}

const RESTARTING = {
  zh_CN: '服务器正在重启，请稍后重试',
  en_US: 'the server is restarting: please try again in a moment',
};

export class Drain {
  draining = false;
  private readonly inflight = new Set<FastifyRequest>();
  private idle: (() => void) | null = null;

  constructor(
    /** paths that keep answering while draining (health, metrics) */
    private readonly exempt: ReadonlySet<string>,
  ) {}

  get inFlight(): number {
    return this.inflight.size;
  }

  register(app: FastifyInstance): void {
    app.addHook('onRequest', (req, reply, done) => {
      const path = req.url.split('?', 1)[0];
      if (this.exempt.has(path)) return done();
      if (this.draining) {
        const lang = langOf(req.headers.language);
        reply.code(503).header('connection', 'close').header('retry-after', '1').send({ code: 503, msg: RESTARTING[lang], body: null });
        return;
      }
      // a web socket is not a call: it is closed with 1001 after the calls drained
      if (req.headers.upgrade) return done();
      this.inflight.add(req);
      // 'close' comes both when the answer is sent and when the client went away
      reply.raw.once('close', () => {
        this.inflight.delete(req);
        if (!this.inflight.size) this.idle?.();
      });
      done();
    });
  }

  /** Stop taking requests; resolves when none is in flight or after `limitMs`; answers how many were left. */
  async begin(limitMs: number): Promise<number> {
    this.draining = true;
    if (this.inflight.size) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.idle = resolve;
        timer = setTimeout(resolve, limitMs);
      });
      clearTimeout(timer);
      this.idle = null;
    }
    return this.inflight.size;
  }
}

/** Closes every web socket of the app with 1001 (the client's reconnect lands on another instance). */
export function closeSockets(app: FastifyInstance): number {
  const clients = (app as FastifyInstance & { websocketServer?: { clients?: Set<{ close(code: number, reason: string): void }> } }).websocketServer?.clients;
  for (const c of clients ?? []) c.close(WS_GOING_AWAY, 'server restarting');
  return clients?.size ?? 0;
}
