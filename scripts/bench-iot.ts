// IoT benchmark (through tsx, standalone or from scripts/bench.mjs; alone: BENCH_ONLY=iot npm run bench),
// on an embedded database of its own with the demo seeded and the server started over it (its
// simulated gateway off, its broker on a free port): PUBLISHERS real MQTT clients publish as fast as
// the broker takes them, each message the five signals of one of the demo gateway's machines, for
// SECONDS seconds, while a web socket of the demo admin receives the pushes. Figures: the values
// per second stored in PostgreSQL (rows of iot_value over the run, every one written in batches by
// the ingest) and pushed to the socket. Budget: at least IOT_VALUES_BUDGET values/s stored, held as
// milliseconds per 1 000 values (over its limit: a banner, the run exits non-zero).
// npx tsx scripts/bench-iot.ts   (BENCH_IOT_SECONDS, BENCH_IOT_PUBLISHERS, BENCH_IOT_MACHINES for other runs)
import fs from 'node:fs';
import mqtt from 'mqtt';
import pg from 'pg';
import WebSocket from 'ws';
import { MODULES } from '../modules/index';
import { freePort } from '../server/db/embedded';
import { installModules } from '../server/modules/catalogue';
import type { Budget, Report } from './bench-kit';
import { benchDatabase } from './bench-database';
import { type BenchServer, serveBench } from './bench-serve';

/** values a second the ingest must store on this machine (2 shared cores), with the socket pushed */
export const IOT_VALUES_BUDGET = 5000;
const SECONDS = Number(process.env.BENCH_IOT_SECONDS || 20);
const PUBLISHERS = Number(process.env.BENCH_IOT_PUBLISHERS || 4);
const MACHINES = Number(process.env.BENCH_IOT_MACHINES || 200);
/** the values a second the publishers offer together (five a message), paced in 10 ms steps */
const RATE = Number(process.env.BENCH_IOT_RATE || 10_000);
const T = '00000002';
const BANNER = '!'.repeat(100);

export async function benchIot(report: Report, budget?: Budget): Promise<void> {
  installModules(MODULES);
  const { dir, server, url } = await benchDatabase('iot');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const mqttPort = await freePort();
  const sockets: WebSocket[] = [];
  let srv: BenchServer | undefined;
  try {
    srv = await serveBench(url, dir, { IOT_SIMULATOR: 'off', IOT_MQTT_PORT: String(mqttPort) });
    const { post } = srv;
    const auth = await srv.login();
    const { rows: [gw] } = await pool.query(`select id::int as id from iot_gateway where tenant_id = $1 and code = 'GW-SIM-01'`, [T]);
    const set = await post('iot.Gateway/setCredentials', [{ gatewayId: gw.id, username: 'bench', password: 'bench-pass' }], auth);
    if (set.code !== 200) throw new Error(`setCredentials: ${set.msg}`);
    // BENCH_IOT_MACHINES machines more on the gateway, so that one machine's readings rarely share a millisecond (the values' key)
    await pool.query(
      `insert into prd_equipment (tenant_id, code, name, level, equipment_type, equipment_status, parallel, create_name, modify_name)
       select $1, 'BI-' || lpad(g::text, 4, '0'), '基准联网设备 ' || g, 'B', 'CNC', '1', 1, '基准', '基准' from generate_series(1, ${MACHINES}) g`,
      [T],
    );
    await pool.query(
      `insert into iot_gateway_task (tenant_id, owner_id, sn, template_id, equipment_id, unit_id)
       select $1, $2, 100 + row_number() over (order by e.id), (select template_id from iot_gateway_task where tenant_id = $1 and owner_id = $2 limit 1), e.id, 1
         from prd_equipment e where e.tenant_id = $1 and e.code like 'BI-%'`,
      [T, gw.id],
    );
    const { rows: machines } = await pool.query(
      `select e.code from iot_gateway_task k join prd_equipment e on e.tenant_id = k.tenant_id and e.id = k.equipment_id where k.tenant_id = $1 and k.owner_id = $2 order by e.code`,
      [T, gw.id],
    );
    // the collectors read the set-up again every 5 s: the new credentials count from then
    await new Promise((r) => setTimeout(r, 6000));

    let pushed = 0;
    const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
    sockets.push(ws);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: auth.access_token })));
    ws.on('message', (d) => {
      const f = JSON.parse(String(d));
      if (f.type === 'iot') pushed += f.values.length;
    });
    await new Promise((r) => ws.once('open', r));

    const count = async () => Number((await pool.query(`select count(*)::int as n from iot_value where tenant_id = $1`, [T])).rows[0].n);
    const before = await count();
    const clients = await Promise.all(
      Array.from({ length: PUBLISHERS }, () => mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: 'bench', password: 'bench-pass', reconnectPeriod: 0 })),
    );
    const end = Date.now() + SECONDS * 1000;
    let messages = 0;
    const t0 = performance.now();
    // each publisher offers its share every 10 ms (a paced load: a flood of QoS 0 messages measures the broker, not the ingest)
    const perStep = Math.max(1, Math.round(RATE / 5 / PUBLISHERS / 100));
    await Promise.all(
      clients.map(async (c, i) => {
        let n = i * 1_000_000;
        let next = performance.now();
        while (Date.now() < end) {
          for (let k = 0; k < perStep; k++) {
            const code = machines[n % machines.length].code;
            n++;
            // every message distinct (the key keeps a reading delivered twice once): counters rise, readings move
            c.publish(`plantform/${code}/signals`, JSON.stringify({ running: n % 17 ? 1 : 0, good: n, bad: n >> 5, temperature: (50 + (n % 300) / 10).toFixed(1), spindleLoad: (n % 97).toFixed(1) }));
            messages++;
          }
          next += 10;
          await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        }
      }),
    );
    const published = performance.now() - t0;
    // what the ingest still holds is written within a moment
    let stored = 0;
    for (let i = 0; i < 40; i++) {
      stored = (await count()) - before;
      if (stored >= messages * 5 * 0.99) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - t0) / 1000;
    await Promise.all(clients.map((c) => c.endAsync()));
    const rate = Math.round(stored / seconds);
    report(`MQTT messages published (${PUBLISHERS} clients, 5 values each, offered ${RATE} values/s)`, Math.round(messages / (published / 1000)), 'msg/s', `${messages} in ${(published / 1000).toFixed(1)} s`);
    report('values stored in PostgreSQL (iot_value, batched)', rate, 'values/s', `${stored} of ${messages * 5} in ${seconds.toFixed(1)} s`);
    report('values pushed to a connected socket', Math.round(pushed / seconds), 'values/s', `${pushed} received`);
    const perK = Math.round((1000 / Math.max(rate, 1)) * 1000 * 10) / 10;
    if (budget) budget('IoT ingest: ms per 1 000 values stored', perK, Math.round((1000 / IOT_VALUES_BUDGET) * 1000), 'ms');
    else if (rate < IOT_VALUES_BUDGET) console.log(`${BANNER}\nIoT ingest ${rate} values/s is under its budget of ${IOT_VALUES_BUDGET}\n${BANNER}`);
  } finally {
    for (const s of sockets) s.terminate();
    await srv?.stop();
    await pool.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchIot((name, value, unit, note = '') => console.log(`${name}: ${value} ${unit}${note ? `  (${note})` : ''}`));
}
