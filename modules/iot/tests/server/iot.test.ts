// The IoT module on a real database and real protocols: a real MQTT client publishing to the
// embedded broker with its gateway's credentials, a real Modbus TCP server polled in-process, values
// scaled and flagged against their limits, the newest per machine variable, the day partitions and
// their retention, tenants kept apart (values, calls, socket pushes), and credentials never answered.
import { sql } from 'kysely';
import net from 'node:net';
import { Aedes } from 'aedes';
import { ServerTCP } from 'modbus-serial';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Session, WsServerFrame } from '../../../../schemas/rpc/portal';
import { fileServer, ok, refused } from '../../../../tests/kit';
import { convert } from '../../server/convert';
import { decodeWords } from '../../server/modbus-source';
import { createDayPartitions, dayPartitions, partitionName, dayOf } from '../../server/partition-sql';
import { ddlDb, maintainPartitions } from '../../server/partitions';
import { latestValues, readHistory, runningCollectors, subscribeValues, type ValueEvent } from '../../server/public';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;
const T = demo.tenant.id;
const sys = srv.db.system;
const collectors = () => runningCollectors()!;
const one = async <R>(q: ReturnType<typeof sql<R>>) => (await q.execute(sys)).rows[0] as R;

let gatewayId: number;
let cnc1: number;
const SECRET = 'S3cret-iot-pass';

async function until<X>(what: string, probe: () => Promise<X | null | undefined | false>, ms = 8000): Promise<X> {
  const end = Date.now() + ms;
  for (;;) {
    const x = await probe();
    if (x) return x;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function socket(s: Session) {
  const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
  const frames: WsServerFrame[] = [];
  ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: s.token })));
  ws.on('message', (d) => frames.push(JSON.parse(String(d)) as WsServerFrame));
  return { ws, frames, opened: new Promise((r) => ws.once('open', r)) };
}

beforeAll(async () => {
  ({ id: gatewayId } = await one(sql<{ id: number }>`select id::int as id from iot_gateway where tenant_id = ${T} and code = 'GW-SIM-01'`));
  ({ id: cnc1 } = await one(sql<{ id: number }>`select id::int as id from prd_equipment where tenant_id = ${T} and code = 'EQ-CNC-01'`));
  ok(await srv.call(demo, 'iot.Gateway', 'setCredentials', [{ gatewayId, username: 'gw-test', password: SECRET }]));
  await collectors().reload();
});

describe('values from a real MQTT client through the embedded broker', () => {
  it('stores a message of the gateway: scaled, flagged above its limit, newest kept, pushed to the tenant and to subscribers', async () => {
    const demoWs = socket(demo);
    const acmeWs = socket(acme);
    await Promise.all([demoWs.opened, acmeWs.opened]);
    const got: Array<[string, readonly ValueEvent[]]> = [];
    const stop = subscribeValues(T, (t, b) => got.push([t, b]));
    const client = await mqtt.connectAsync(collectors().brokerUrl()!, { username: 'gw-test', password: SECRET, reconnectPeriod: 0 });
    await client.publishAsync('plantform/EQ-CNC-01/signals', JSON.stringify({ running: 1, good: 100, bad: 3, temperature: '70', spindleLoad: '40' }));
    await until('first reading', async () => (await latestValues(srv.db.forTenant(T) as never, T, { equipmentIds: [cnc1] })).length === 5);
    await client.publishAsync('plantform/EQ-CNC-01/signals', JSON.stringify({ running: 1, good: 120, bad: 3, temperature: '80.5', spindleLoad: '42.25' }));
    await client.endAsync();
    const live = await until('live values', async () => {
      const l = ok(await srv.call<Rec>(demo, 'iot.Gateway', 'live', [{ gatewayId }]));
      return l.values.find((v: Rec) => v.equipmentCode === 'EQ-CNC-01' && v.code === 'CNC-TEMP' && v.value === '80.5') ? l : null;
    });
    expect(live.status).toBe('Online');
    const byCode = Object.fromEntries(live.values.filter((v: Rec) => v.equipmentCode === 'EQ-CNC-01').map((v: Rec) => [v.code, v]));
    expect(byCode['CNC-TEMP']).toMatchObject({ value: '80.5', flag: 'H', unit: '℃', signal: 'Temperature' });
    expect(byCode['CNC-GOOD']).toMatchObject({ value: '120', flag: null });
    expect(byCode['CNC-LOAD']).toMatchObject({ value: '42.25', flag: null });
    expect(byCode['CNC-RUN']).toMatchObject({ value: '1', signal: 'RunState' });
    // the machine's day: the good counter rose by 20, the bad one not, and it ran between the two readings
    const day = await one(sql<{ good: string; bad: string; run: string }>`select good_qty::text as good, bad_qty::text as bad, run_seconds::text as run from iot_machine_day where tenant_id = ${T} and equipment_id = ${cnc1}`);
    expect([day.good, day.bad]).toEqual(['20', '0']);
    expect(Number(day.run)).toBeGreaterThan(0);
    expect(Number(day.run)).toBeLessThan(60);
    await until('push', async () => demoWs.frames.some((f) => f.type === 'iot' && f.values.some((v) => v.e === cnc1 && v.value === '80.5')));
    expect(got.some(([t, b]) => t === T && b.some((v) => v.equipmentId === cnc1 && v.value === '80.5' && v.flag === 'H'))).toBe(true);
    // the other tenant's sockets hear nothing of it
    expect(acmeWs.frames.filter((f) => f.type === 'iot')).toEqual([]);
    stop();
    demoWs.ws.close();
    acmeWs.ws.close();
  });

  it('refuses a client without its gateway credentials, and a subscription to anything', async () => {
    await expect(mqtt.connectAsync(collectors().brokerUrl()!, { username: 'gw-test', password: 'wrong', reconnectPeriod: 0 })).rejects.toThrow(/Bad username or password|Not authorized|bad user/i);
    const client = await mqtt.connectAsync(collectors().brokerUrl()!, { username: 'gw-test', password: SECRET, reconnectPeriod: 0 });
    // refused (granted 128): another tenant's messages pass through the same broker
    await expect(client.subscribeAsync('#')).rejects.toThrow(/Subscribe error/);
    await client.endAsync();
  });

  it('answers a variable history in its range, oldest first', async () => {
    const { id: temp } = await one(sql<{ id: number }>`select id::int as id from iot_var where tenant_id = ${T} and code = 'CNC-TEMP'`);
    const points = ok(await srv.call<Rec[]>(demo, 'iot.Gateway', 'history', [{ gatewayId, variableId: temp, equipmentId: cnc1 }]));
    expect(points.map((p) => p.value)).toContain('80.5');
    const direct = await readHistory(srv.db.forTenant(T) as never, T, { variableId: temp, equipmentId: cnc1, from: new Date(Date.now() - 3_600_000), to: new Date(), limit: 10 });
    expect(direct.at(-1)?.value).toBe('80.5');
    expect((await latestValues(srv.db.forTenant(T) as never, T, { equipmentIds: [cnc1], variableIds: [temp] }))[0]).toMatchObject({ value: '80.5', flag: 'H' });
  });
});

describe('a gateway on an external broker', () => {
  it('subscribes with its credentials to its variables\' topics and stores what is published there', async () => {
    const broker = await Aedes.createBroker({ authenticate: (_c, user, pass, done) => done(null, user === 'ext' && String(pass) === 'ext-pass') });
    const listener = net.createServer(broker.handle);
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', () => r()));
    const port = (listener.address() as net.AddressInfo).port;
    try {
      const { id: mc2 } = await one(sql<{ id: number }>`select id::int as id from prd_equipment where tenant_id = ${T} and code = 'EQ-MC-02'`);
      const { id: proto } = await one(sql<{ id: number }>`select id::int as id from iot_protocol where tenant_id = ${T} and code = 'MQTT'`);
      const { id: tpl } = await one(sql<{ id: number }>`select id::int as id from iot_collect_template where tenant_id = ${T} and code = 'CNC-3S'`);
      const { id: gw } = await one(sql<{ id: number }>`insert into iot_gateway (tenant_id, code, name, protocol_id, endpoint, status, status_dict)
        values (${T}, 'GW-EXT', 'External broker', ${proto}, ${`mqtt://127.0.0.1:${port}`}, 'Enable', 'Audit') returning id::int as id`);
      await sql`insert into iot_gateway_task (tenant_id, owner_id, sn, template_id, equipment_id, unit_id) values (${T}, ${gw}, 1, ${tpl}, ${mc2}, 1)`.execute(sys);
      ok(await srv.call(demo, 'iot.Gateway', 'setCredentials', [{ gatewayId: gw, username: 'ext', password: 'ext-pass' }]));
      await collectors().reload();
      // the server's client subscribed (retained would hide a late subscription: publish until it is stored)
      const device = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { username: 'ext', password: 'ext-pass', reconnectPeriod: 0 });
      const { id: load } = await one(sql<{ id: number }>`select id::int as id from iot_var where tenant_id = ${T} and code = 'CNC-LOAD'`);
      const stored = await until('external value', async () => {
        await device.publishAsync('plantform/EQ-MC-02/signals', JSON.stringify({ spindleLoad: '93.5' }));
        return (await latestValues(srv.db.forTenant(T) as never, T, { equipmentIds: [mc2], variableIds: [load] }))[0];
      });
      expect(stored).toMatchObject({ value: '93.5', flag: 'H', gatewayId: gw });
      await device.endAsync();
      await sql`update iot_gateway set status = 'Disable' where tenant_id = ${T} and id = ${gw}`.execute(sys);
      await collectors().reload();
    } finally {
      await new Promise<void>((r) => broker.close(() => r()));
      await new Promise<void>((r) => listener.close(() => r()));
    }
  });
});

describe('a real Modbus TCP server polled', () => {
  let server: ServerTCP;
  const port = 15000 + Math.floor(Math.random() * 20000);
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('reads the registers each period and stores them scaled (raw × 0.1 − 5), flagged when over the high limit', async () => {
    server = new ServerTCP({ getHoldingRegister: (addr: number) => (addr === 100 ? 1234 : 0), getInputRegister: () => 0, getCoil: () => false, getDiscreteInput: () => false, setRegister: () => {}, setCoil: () => {} }, { host: '127.0.0.1', port, unitID: 1 });
    await new Promise((r) => setTimeout(r, 200));
    const { id: cnc3 } = await one(sql<{ id: number }>`select id::int as id from prd_equipment where tenant_id = ${T} and code = 'EQ-CNC-03'`);
    const stamp = sql`'Audit'`;
    const { id: proto } = await one(sql<{ id: number }>`insert into iot_protocol (tenant_id, code, name, kind, status, status_dict) values (${T}, 'MB-T', 'Modbus test', 'ModbusTcp', 'Enable', ${stamp}) returning id::int as id`);
    const { id: model } = await one(sql<{ id: number }>`insert into iot_collect_model (tenant_id, code, name, status, status_dict) values (${T}, 'MB-M', 'Modbus model', 'Enable', ${stamp}) returning id::int as id`);
    const { id: v } = await one(sql<{ id: number }>`insert into iot_var (tenant_id, code, name, model_id, data_type, scale_factor, scale_offset, high_limit, register, modbus_function, register_type, status_dict)
      values (${T}, 'MB-P', '压力', ${model}, 'Number', 0.1, -5, 100, 100, '3', 'UInt16', ${stamp}) returning id::int as id`);
    const { id: tpl } = await one(sql<{ id: number }>`insert into iot_collect_template (tenant_id, code, name, model_id, period_seconds, status, status_dict) values (${T}, 'MB-1S', 'Modbus 1 s', ${model}, 1, 'Enable', ${stamp}) returning id::int as id`);
    await sql`insert into iot_collect_template_var (tenant_id, owner_id, sn, var_id) values (${T}, ${tpl}, 1, ${v})`.execute(sys);
    const { id: gw } = await one(sql<{ id: number }>`insert into iot_gateway (tenant_id, code, name, protocol_id, endpoint, status, status_dict) values (${T}, 'GW-MB', 'Modbus gateway', ${proto}, ${`modbus-tcp://127.0.0.1:${port}`}, 'Enable', ${stamp}) returning id::int as id`);
    await sql`insert into iot_gateway_task (tenant_id, owner_id, sn, template_id, equipment_id, unit_id) values (${T}, ${gw}, 1, ${tpl}, ${cnc3}, 1)`.execute(sys);
    await collectors().reload();
    const latest = await until('modbus value', async () => (await latestValues(srv.db.forTenant(T) as never, T, { equipmentIds: [cnc3], variableIds: [v] }))[0]);
    expect(latest).toMatchObject({ value: '118.4', flag: 'H', gatewayId: gw });
    expect(ok(await srv.call<Rec>(demo, 'iot.Gateway', 'live', [{ gatewayId: gw }])).status).toBe('Online');
    await sql`update iot_gateway set status = 'Disable' where tenant_id = ${T} and id = ${gw}`.execute(sys);
    await collectors().reload();
  });

  it('decodes 32-bit register types from two words, high word first', () => {
    expect(decodeWords('Int16', [0xffff])).toBe(-1);
    expect(decodeWords('UInt32', [1, 2])).toBe(65538);
    expect(decodeWords('Int32', [0xffff, 0xfffe])).toBe(-2);
    expect(decodeWords('Float32', [0x4148, 0x0000])).toBe(12.5);
  });
});

describe('conversion', () => {
  const v = { dataType: 'Number' as const, factor: '0.1', offset: '0', low: '1', high: '2' };
  it('is decimal-exact and judges limits; an Integer rounds half up; a Boolean is 0 or 1; no number is refused', () => {
    expect(convert(v, 3)).toEqual({ value: '0.3', flag: 'L' });
    expect(convert(v, '15')).toEqual({ value: '1.5', flag: null });
    expect(convert(v, 21)).toEqual({ value: '2.1', flag: 'H' });
    expect(convert({ ...v, dataType: 'Integer', factor: '1', low: null, high: null }, '2.5')).toEqual({ value: '3', flag: null });
    expect(convert({ ...v, dataType: 'Boolean', low: null, high: null }, true)).toEqual({ value: '1', flag: null });
    expect(convert(v, 'abc')).toBeNull();
  });
});

describe('day partitions and retention', () => {
  it('keeps days ahead and drops days past the retention with their values', async () => {
    const old = new Date('2020-01-15T10:00:00Z');
    await createDayPartitions(ddlDb(srv.db), old, 0, 0);
    await sql`insert into iot_value (tenant_id, variable_id, equipment_id, at, value) values (${T}, 1, ${cnc1}, ${old}, 1)`.execute(sys);
    const r = await maintainPartitions(srv.db);
    expect(r.dropped).toContain(partitionName(dayOf(old)));
    const names = (await dayPartitions(ddlDb(srv.db))).map((p) => p.name);
    const today = dayOf(new Date());
    for (let d = today; d <= today + 3; d++) expect(names).toContain(partitionName(d));
    expect(names).not.toContain(partitionName(dayOf(old)));
    expect((await one(sql<{ n: number }>`select count(*)::int as n from iot_value where tenant_id = ${T} and at < '2021-01-01'`)).n).toBe(0);
  });

  it('walls every partition by tenant like the tables', async () => {
    const { rows } = await sql<{ relname: string; secured: boolean }>`select c.relname, c.relrowsecurity as secured from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'iot_value'::regclass`.execute(ddlDb(srv.db));
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r) => !r.secured)).toEqual([]);
  });
});

describe('tenants apart, secrets kept', () => {
  it('shows another tenant neither the values nor the gateway', async () => {
    const acmeDb = srv.db.forTenant(acme.tenant.id);
    expect((await sql<{ n: number }>`select count(*)::int as n from iot_value where tenant_id = ${T}`.execute(acmeDb)).rows[0]!.n).toBe(0);
    expect(await latestValues(acmeDb as never, acme.tenant.id)).toEqual([]);
    refused(await srv.call(acme, 'iot.Gateway', 'live', [{ gatewayId }]), 11);
  });

  it('never answers the credentials: the gateway says only that they are set', async () => {
    const page = ok(await srv.call<Rec>(demo, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'IotGateway', pageSize: 50 }]));
    const text = JSON.stringify(page);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('gw-test');
    expect(page.itemList.find((g: Rec) => g.id === gatewayId)?.credentials_set).toBe(true);
    // stored sealed (the broker still took them above): a database dump does not show it
    const stored = await one(sql<{ password: string }>`select password from iot_gateway_secret where tenant_id = ${T} and gateway_id = ${gatewayId}`);
    expect(stored.password).not.toContain(SECRET);
    expect(stored.password).toMatch(/^v1:/);
    refused(await srv.call(demo, 'iot.Gateway', 'setCredentials', [{ gatewayId, username: 'only-user', password: '' }]), 400, 'credentials：用户名和密码须同时填写');
  });
});
