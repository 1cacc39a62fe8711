// The collection while the server runs: the embedded broker, a source per gateway on an external
// broker or on Modbus TCP, the simulated gateway, the ingest they feed, the partition job and the
// offline sweep. The gateways' set-up is read again every RELOAD_MS; a gateway whose set-up
// changed gets a new source, one removed or disabled loses its own.
import { sql } from 'kysely';
import type { AppEnv } from '../../../server/env';
import { every } from '../../../server/modules/every';
import { type GatewayBinding, loadBindings } from './bindings';
import { brokerOptions, credentialLookup, EmbeddedBroker } from './broker';
import { Ingest } from './ingest';
import { ModbusSource } from './modbus-source';
import { ExternalMqttSource } from './mqtt-source';
import { maintainPartitions, PARTITION_JOB_MS } from './partitions';
import { routeMessage, type TopicIndex, topicIndex } from './route';
import { dispatchBatch } from './values';
import { Simulator, SIMULATOR_MS, simulatorOn } from './simulator';

export const RELOAD_MS = 5000;
/** a gateway silent this long is offline */
export const OFFLINE_SECONDS = 60;

type Source = { stop(): Promise<void> };

/** A gateway on the embedded broker: MQTT without an endpoint, or the simulated one. */
const onEmbedded = (g: GatewayBinding) => g.kind === 'Simulated' || (g.kind === 'Mqtt' && !g.endpoint.trim());
const keyOf = (g: { tenantId: string; gatewayId: number }) => `${g.tenantId}/${g.gatewayId}`;

export class Collectors {
  readonly ingest: Ingest;
  broker: EmbeddedBroker | null = null;
  private gateways: GatewayBinding[] = [];
  private readonly indexes = new Map<string, TopicIndex>();
  private readonly sources = new Map<string, { signature: string; source: Source }>();
  private simulator: Simulator | null = null;
  private stops: Array<() => Promise<void>> = [];

  constructor(private readonly env: AppEnv) {
    const log = (what: string) => (e: unknown) => env.log.warn({ err: e }, `iot ${what}`);
    this.ingest = new Ingest(env.db, env.hub, log('ingest'));
    this.ingest.subscribe((tenantId, batch) => dispatchBatch(tenantId, batch, log('subscriber')));
    this.logOf = log;
  }
  private readonly logOf: (what: string) => (e: unknown) => void;

  async start(): Promise<void> {
    const o = brokerOptions();
    if (o) {
      const broker = new EmbeddedBroker(credentialLookup(() => this.gateways.filter(onEmbedded)), (g, topic, payload) => {
        const index = this.indexes.get(keyOf(g));
        if (index) routeMessage(this.ingest, g, index, topic, payload);
      });
      try {
        await broker.start(o);
      } catch (e) {
        // the port is taken (another instance on this machine): this one takes a free port
        this.env.log.warn({ err: e, port: o.port }, 'iot broker: port taken, listening on a free port');
        await broker.start({ ...o, port: 0 });
      }
      this.broker = broker;
      this.env.log.info({ host: o.host, port: broker.port }, 'iot broker listening');
    }
    await this.reload();
    this.stops.push(every(RELOAD_MS, () => this.reload(), this.logOf('reload')));
    this.stops.push(every(15_000, async () => void (await this.sweepOffline()), this.logOf('offline sweep')));
    await maintainPartitions(this.env.db).catch(this.logOf('partitions'));
    this.stops.push(every(PARTITION_JOB_MS, async () => void (await maintainPartitions(this.env.db)), this.logOf('partitions')));
    if (simulatorOn()) this.startSimulator();
  }

  /** The simulated gateway's rounds (the start does this unless IOT_SIMULATOR=off; tests call it). */
  startSimulator(ms = SIMULATOR_MS): Simulator {
    const sim = new Simulator(this.env.db, () => this.brokerUrl(), this.logOf('simulator'));
    this.simulator = sim;
    this.stops.push(every(ms, async () => void (await sim.round(this.gateways)), this.logOf('simulator')));
    return sim;
  }

  /** mqtt://host:port of the embedded broker, null when it is off. */
  brokerUrl(): string | null {
    if (!this.broker) return null;
    const host = brokerOptions()?.host ?? '127.0.0.1';
    return `mqtt://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${this.broker.port}`;
  }

  async reload(): Promise<void> {
    const gateways = await loadBindings(this.env.db, this.env.keys);
    this.gateways = gateways;
    this.indexes.clear();
    for (const g of gateways) this.indexes.set(keyOf(g), topicIndex(g));
    this.broker?.refresh((old) => gateways.find((g) => keyOf(g) === keyOf(old) && onEmbedded(g)) ?? null);
    const wanted = new Map<string, GatewayBinding>();
    for (const g of gateways) if (!onEmbedded(g) && g.endpoint.trim()) wanted.set(keyOf(g), g);
    for (const [key, s] of this.sources) {
      const g = wanted.get(key);
      if (g && JSON.stringify(g) === s.signature) continue;
      this.sources.delete(key);
      await s.source.stop();
    }
    for (const [key, g] of wanted) {
      if (this.sources.has(key)) continue;
      const source = g.kind === 'ModbusTcp' ? new ModbusSource(g, this.ingest, this.logOf(`modbus ${g.code}`)) : new ExternalMqttSource(g, this.ingest, this.logOf(`mqtt ${g.code}`));
      source.start();
      this.sources.set(key, { signature: JSON.stringify(g), source });
    }
  }

  /** Gateways silent for OFFLINE_SECONDS go offline. */
  async sweepOffline(): Promise<number> {
    const r = await sql`update iot_gateway set gateway_status = 'Offline'
      where tenant_id is not null and gateway_status = 'Online' and (last_seen is null or last_seen < now() - make_interval(secs => ${OFFLINE_SECONDS}))`.execute(this.env.db.system);
    return Number(r.numAffectedRows ?? 0);
  }

  async close(): Promise<void> {
    for (const stop of this.stops.splice(0)) await stop();
    await this.simulator?.close();
    for (const s of this.sources.values()) await s.source.stop();
    this.sources.clear();
    await this.broker?.close();
    await this.ingest.close();
  }
}
