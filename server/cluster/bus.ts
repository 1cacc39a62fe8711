// What one server instance must tell the others on the same database: web socket pushes for
// sockets another instance holds, sockets to close (logout, a locked tenant), entities whose cached
// counts are stale, named caches to load again (cache-generations.ts). Carried by PostgreSQL's LISTEN/NOTIFY, so no other service is needed.
//
// Each instance applies its own events at once, in process (a single instance behaves exactly as
// without the bus), and publishes them; the listener applies what other instances published and
// skips its own echo. Events of one tick go out together, several to a notification (PostgreSQL
// caps a payload at 8000 bytes). The listener holds one connection of its own, outside the pool
// (a pooler in transaction mode cannot keep a LISTEN: point BUS_DATABASE_URL at PostgreSQL
// itself then); it reconnects after a loss, and a notification missed meanwhile is only a push
// missed — pages poll, counts expire.
import crypto from 'node:crypto';
import pg from 'pg';

export const BUS_CHANNEL = 'plantform_bus';
/** below PostgreSQL's 8000-byte payload limit, with room for the envelope */
const MAX_PAYLOAD = 7600;
const RECONNECT_MS = [250, 1000, 3000, 10_000];

export type BusEvent =
  | { kind: 'push'; tenantId: string; userId: number; frame: unknown }
  | { kind: 'broadcast'; tenantId: string; frame: unknown }
  | { kind: 'disconnect'; tenantId: string; userId: number; reason: string }
  | { kind: 'disconnectTenant'; tenantId: string; reason: string }
  | { kind: 'entityChanged'; tenantId: string; entityCode: string }
  | { kind: 'cacheChanged'; tenantId: string; cacheName: string };

type Handler = (e: BusEvent) => void;

interface Log {
  warn(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

/** The events of one notification: who sent them, and what. */
interface Envelope {
  from: string;
  events: BusEvent[];
}

/** Splits events into envelopes that each fit a notification; an event too big on its own is left out (answered). */
export function pack(from: string, events: BusEvent[]): { payloads: string[]; tooBig: BusEvent[] } {
  const payloads: string[] = [];
  const tooBig: BusEvent[] = [];
  const head = `{"from":${JSON.stringify(from)},"events":[`;
  let parts: string[] = [];
  let size = head.length + 2;
  const flush = () => {
    if (parts.length) payloads.push(`${head}${parts.join(',')}]}`);
    parts = [];
    size = head.length + 2;
  };
  for (const e of events) {
    const json = JSON.stringify(e);
    // the byte length: Chinese titles take three bytes a character
    const bytes = Buffer.byteLength(json);
    if (head.length + 2 + bytes > MAX_PAYLOAD) {
      tooBig.push(e);
      continue;
    }
    if (size + bytes + 1 > MAX_PAYLOAD) flush();
    parts.push(json);
    size += bytes + 1;
  }
  flush();
  return { payloads, tooBig };
}

/** One entityChanged per tenant and entity, one cacheChanged per tenant and cache, in a batch (an import changes the same entity ten thousand times). */
function dedupe(events: BusEvent[]): BusEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    if (e.kind !== 'entityChanged' && e.kind !== 'cacheChanged') return true;
    const key = e.kind === 'entityChanged' ? `e|${e.tenantId}|${e.entityCode}` : `c|${e.tenantId}|${e.cacheName}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export class ClusterBus {
  /** this instance's name in the envelopes (its own echo is skipped) */
  readonly instanceId = crypto.randomUUID();
  private readonly handlers: Handler[] = [];
  private queue: BusEvent[] = [];
  private flushing: Promise<void> | null = null;
  private listener: pg.Client | null = null;
  private stopped = false;
  private attempts = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** resolves when the listener is listening (tests wait for it) */
  private listening: Promise<void> | null = null;

  /**
   * `listenUrl`: where the listener connects (null: this instance is alone — nothing is listened to
   * or published); `pool`: what publishes.
   */
  constructor(
    private readonly listenUrl: string | null,
    private readonly pool: pg.Pool,
    private readonly log: Log,
  ) {}

  /** Handlers run for this instance's events (at once) and for the other instances' (as they arrive). */
  on(handler: Handler): void {
    this.handlers.push(handler);
  }

  /** Applies the event here and tells the other instances. Never throws: a lost push is a courtesy lost. */
  publish(event: BusEvent): void {
    this.apply(event);
    if (!this.listenUrl || this.stopped) return;
    this.queue.push(event);
    if (!this.flushing) this.flushing = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
  }

  private apply(event: BusEvent): void {
    for (const h of this.handlers) {
      try {
        h(event);
      } catch (e) {
        this.log.error({ err: e, kind: event.kind }, 'a bus event handler failed');
      }
    }
  }

  private async flush(): Promise<void> {
    while (this.queue.length) {
      const events = dedupe(this.queue);
      this.queue = [];
      const { payloads, tooBig } = pack(this.instanceId, events);
      for (const e of tooBig) this.log.warn({ kind: e.kind }, 'a bus event is too big for a notification: other instances do not get it');
      for (const payload of payloads) {
        try {
          await this.pool.query('select pg_notify($1, $2)', [BUS_CHANNEL, payload]);
        } catch (e) {
          if (!this.stopped) this.log.warn({ err: e }, 'a bus notification could not be sent');
        }
      }
    }
    this.flushing = null;
  }

  /** Starts listening (when there is somewhere to listen); answers once the listener listens. */
  start(): Promise<void> {
    if (!this.listenUrl) return Promise.resolve();
    this.listening ??= this.connect();
    return this.listening;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.listenUrl!, application_name: 'plantform-bus' });
    client.on('notification', (n) => {
      if (n.channel !== BUS_CHANNEL || !n.payload) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(n.payload) as Envelope;
      } catch {
        return;
      }
      if (envelope.from === this.instanceId || !Array.isArray(envelope.events)) return;
      for (const e of envelope.events) this.apply(e);
    });
    client.on('error', (e) => this.lost(client, e));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`listen ${BUS_CHANNEL}`);
      this.listener = client;
      this.attempts = 0;
    } catch (e) {
      this.lost(client, e);
    }
  }

  private lost(client: pg.Client, e: unknown): void {
    if (this.listener && this.listener !== client) return;
    this.listener = null;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (this.stopped || this.reconnectTimer) return;
    const wait = RECONNECT_MS[Math.min(this.attempts++, RECONNECT_MS.length - 1)];
    this.log.warn({ err: e, retryInMs: wait }, 'the bus listener lost its connection');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listening = this.connect();
    }, wait);
    this.reconnectTimer.unref();
  }

  /** Sends what is queued, stops listening. */
  async stop(): Promise<void> {
    if (this.flushing) await this.flushing;
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.listener;
    this.listener = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  }
}
