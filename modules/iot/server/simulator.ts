// The demo's simulated gateway: for every gateway whose protocol is Simulated it connects to the
// embedded broker as a real MQTT client, with that gateway's credentials, and every SIMULATOR_MS
// publishes one JSON message per machine of its tasks on their topic —
// {"running":1,"good":1234,"bad":12,"temperature":"61.2","spindleLoad":"73.5"} — so the demo's
// values travel the same way a device's do. A machine runs most of the time and stops now and
// then; its counters rise while it runs. Off for the instance with IOT_SIMULATOR=off (tests set
// it), and per tenant with the parameter 模拟网关 (IotSimulator).
import mqtt, { type MqttClient } from 'mqtt';
import { tenantConfig } from '../../../server/config/tenant-config';
import type { Database } from '../../../server/db';
import { type GatewayBinding, topicFor } from './bindings';

export const SIMULATOR_MS = 3000;

export function simulatorOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.IOT_SIMULATOR;
  // test servers stay quiet unless a test asks for it
  return v === undefined || v === '' ? !env.VITEST : v !== 'off';
}

interface MachineState {
  running: boolean;
  good: number;
  bad: number;
  temperature: number;
  load: number;
}

/** One step of a machine: stops now and then (about one round in twenty), starts again soon. */
export function step(s: MachineState, rnd: () => number = Math.random): MachineState {
  const running = s.running ? rnd() > 0.05 : rnd() > 0.6;
  const made = running ? 1 + Math.floor(rnd() * 3) : 0;
  const bad = running && rnd() < 0.06 ? 1 : 0;
  const target = running ? 68 : 35;
  return {
    running,
    good: s.good + made - bad,
    bad: s.bad + bad,
    temperature: Math.round((s.temperature + (target - s.temperature) * 0.1 + (rnd() - 0.5)) * 10) / 10,
    load: running ? Math.round((55 + rnd() * 40) * 10) / 10 : 0,
  };
}

/** A machine's first state: counters as if it had made a part every twenty seconds since midnight (UTC). */
function firstState(now: Date): MachineState {
  const since = (now.getTime() % 86_400_000) / 1000;
  return { running: true, good: Math.floor(since / 20), bad: Math.floor(since / 600), temperature: 60, load: 70 };
}

export class Simulator {
  private readonly clients = new Map<string, MqttClient>();
  private readonly states = new Map<string, MachineState>();
  private readonly allowed = new Map<string, { on: boolean; until: number }>();

  constructor(
    private readonly db: Database,
    private readonly brokerUrl: () => string | null,
    private readonly onError: (e: unknown) => void,
  ) {}

  private async tenantAllows(tenantId: string): Promise<boolean> {
    const hit = this.allowed.get(tenantId);
    if (hit && hit.until > Date.now()) return hit.on;
    const on = (await tenantConfig(this.db.forTenant(tenantId), tenantId, 'IotSimulator')) !== false;
    this.allowed.set(tenantId, { on, until: Date.now() + 30_000 });
    return on;
  }

  private client(g: GatewayBinding): MqttClient | null {
    const key = `${g.tenantId}/${g.gatewayId}`;
    const url = this.brokerUrl();
    if (!url || !g.username || !g.password) return null;
    let c = this.clients.get(key);
    if (!c) {
      c = mqtt.connect(url, { username: g.username, password: g.password, reconnectPeriod: 5000, clientId: `simulator-${g.tenantId}-${g.gatewayId}` });
      c.on('error', (e) => this.onError(e));
      this.clients.set(key, c);
    }
    return c;
  }

  /** One round: a message per machine of every simulated gateway; answers how many were published. */
  async round(gateways: readonly GatewayBinding[], now = new Date()): Promise<number> {
    let sent = 0;
    const keep = new Set<string>();
    for (const g of gateways) {
      if (g.kind !== 'Simulated' || !(await this.tenantAllows(g.tenantId))) continue;
      keep.add(`${g.tenantId}/${g.gatewayId}`);
      const c = this.client(g);
      if (!c?.connected) continue;
      for (const task of g.tasks) {
        const key = `${g.tenantId}/${task.equipmentId}`;
        const s = step(this.states.get(key) ?? firstState(now));
        this.states.set(key, s);
        const payload = JSON.stringify({ running: s.running ? 1 : 0, good: s.good, bad: s.bad, temperature: s.temperature.toFixed(1), spindleLoad: s.load.toFixed(1) });
        for (const topic of new Set(task.vars.map((v) => topicFor(v, task)).filter((t): t is string => !!t))) {
          c.publish(topic, payload, { qos: 0 });
          sent++;
        }
      }
    }
    for (const [key, c] of this.clients) {
      if (keep.has(key)) continue;
      this.clients.delete(key);
      c.end(true);
    }
    return sent;
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((c) => c.endAsync(true)));
    this.clients.clear();
  }
}
