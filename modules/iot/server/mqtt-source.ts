// A gateway on an external MQTT broker (its endpoint mqtt://host:port or mqtts://…): the server
// connects as a client with the gateway's credentials, subscribes to its variables' topics and
// routes what arrives. mqtt.js reconnects by itself every few seconds after a loss.
import mqtt, { type MqttClient } from 'mqtt';
import type { GatewayBinding } from './bindings';
import type { Ingest } from './ingest';
import { routeMessage, topicIndex } from './route';

export const RECONNECT_MS = 5000;

export class ExternalMqttSource {
  private client: MqttClient | null = null;

  constructor(
    private readonly g: GatewayBinding,
    private readonly ingest: Ingest,
    private readonly onError: (e: unknown) => void,
  ) {}

  start(): void {
    const index = topicIndex(this.g);
    const topics = [...index.keys()];
    const client = mqtt.connect(this.g.endpoint, {
      username: this.g.username ?? undefined,
      password: this.g.password ?? undefined,
      reconnectPeriod: RECONNECT_MS,
      connectTimeout: 10_000,
      clientId: `plantform-${this.g.tenantId}-${this.g.gatewayId}-${Math.random().toString(16).slice(2, 8)}`,
    });
    client.on('connect', () => {
      if (topics.length) client.subscribe(topics, { qos: 0 }, (e) => e && this.onError(e));
    });
    client.on('message', (topic, payload) => routeMessage(this.ingest, this.g, index, topic, payload));
    client.on('error', (e) => this.onError(e));
    this.client = client;
  }

  async stop(): Promise<void> {
    const c = this.client;
    this.client = null;
    if (c) await c.endAsync(true);
  }
}
