// The MQTT broker embedded in the server (aedes over a TCP listener): bound to 127.0.0.1 unless
// IOT_MQTT_HOST says otherwise, on IOT_MQTT_PORT (1883; 0: any free port; off: none). A device
// connects with its gateway's credentials (set on 网关详情): the broker finds the gateway by them
// and every message it publishes is that gateway's — a tenant's device can only ever feed its own
// tenant's gateway. Devices publish; subscribing is refused (another tenant's messages pass here).
import crypto from 'node:crypto';
import net from 'node:net';
import { Aedes, type Client } from 'aedes';
import type { GatewayBinding } from './bindings';

export interface BrokerOptions {
  host: string;
  /** 0: any free port */
  port: number;
}

/** The instance's setting: null when the embedded broker is switched off. */
export function brokerOptions(env: NodeJS.ProcessEnv = process.env): BrokerOptions | null {
  const port = env.IOT_MQTT_PORT;
  if (port === 'off') return null;
  // test servers run side by side: each takes a free port unless told one
  const fallback = env.VITEST ? 0 : 1883;
  return { host: env.IOT_MQTT_HOST || '127.0.0.1', port: port === undefined || port === '' ? fallback : Number(port) };
}

type Lookup = (username: string, password: string) => GatewayBinding | null;
type OnMessage = (g: GatewayBinding, topic: string, payload: Buffer) => void;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/** Finds a gateway among those on the embedded broker by its credentials (both must match). */
export function credentialLookup(gateways: () => readonly GatewayBinding[]): Lookup {
  return (username, password) => gateways().find((g) => g.username === username && g.password !== null && same(g.password, password)) ?? null;
}

export class EmbeddedBroker {
  private aedes: Aedes | null = null;
  private server: net.Server | null = null;
  private readonly gatewayOf = new WeakMap<Client, GatewayBinding>();
  /** the port it listens on (known after start) */
  port = 0;

  constructor(
    private readonly lookup: Lookup,
    private readonly onMessage: OnMessage,
  ) {}

  async start(o: BrokerOptions): Promise<number> {
    const aedes = await Aedes.createBroker({
      authenticate: (client, username, password, done) => {
        const g = username ? this.lookup(username, password ? password.toString('utf8') : '') : null;
        if (!g) {
          const e = Object.assign(new Error('bad user name or password'), { returnCode: 4 });
          done(e as never, false);
          return;
        }
        this.gatewayOf.set(client, g);
        done(null, true);
      },
      // a refused subscription is answered as refused (granted 128), the connection stays
      authorizeSubscribe: (_client, _sub, done) => done(null, null),
      authorizePublish: (client, _packet, done) => done(client && this.gatewayOf.has(client) ? null : new Error('not authenticated')),
    });
    aedes.on('publish', (packet, client) => {
      const g = client ? this.gatewayOf.get(client) : undefined;
      if (g && !packet.topic.startsWith('$SYS')) this.onMessage(g, packet.topic, packet.payload as Buffer);
    });
    const server = net.createServer(aedes.handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(o.port, o.host, () => resolve());
    });
    this.aedes = aedes;
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** The gateway a connected client stands for changed (its set-up reloaded): later messages use the new one. */
  refresh(find: (g: GatewayBinding) => GatewayBinding | null): void {
    if (!this.aedes) return;
    for (const c of Object.values((this.aedes as unknown as { clients: Record<string, Client> }).clients)) {
      const g = this.gatewayOf.get(c);
      if (!g) continue;
      const now = find(g);
      if (now) this.gatewayOf.set(c, now);
      else c.close();
    }
  }

  async close(): Promise<void> {
    const { aedes, server } = this;
    this.aedes = null;
    this.server = null;
    // the broker first: it ends its clients' connections, which the listener waits for
    if (aedes) await new Promise<void>((r) => aedes.close(() => r()));
    if (server) await new Promise<void>((r) => server.close(() => r()));
  }
}
