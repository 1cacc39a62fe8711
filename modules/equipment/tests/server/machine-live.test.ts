// 设备状态 on the Hmi (equipment.Machine/live) on a real database: a machine's newest collected values
// with their variables, its running state read from its RunState signal; only the machines the
// caller's data scope sees (the 设备状态 report's visibility); refused without the report's page.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refused } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const operator = await srv.session('demo', 'liuyang');
const keeper = await srv.session('demo', 'wangqiang');
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes
type Rec = Record<string, any>;
let T: string;
let M: { id: number; code: string };
let hidden: { id: number; code: string };
const live = (who: typeof admin, q: object = {}) => srv.call<Rec[]>(who, 'equipment.Machine', 'live', [q]);
const run = (query: ReturnType<typeof sql>) => query.execute(srv.db.system);

beforeAll(async () => {
  T = admin.tenant.id;
  const machines = (await sql<{ id: number; code: string }>`select id::int as id, code from prd_equipment where tenant_id = ${T} and equipment_status <> '5' order by code`.execute(srv.db.system)).rows;
  [M, hidden] = [machines[0], machines[machines.length - 1]];
  const vars = (await sql<{ id: number; signal: string }>`select id::int as id, signal from iot_var where tenant_id = ${T} and signal in ('RunState', 'Temperature', 'SpindleLoad')`.execute(srv.db.system)).rows;
  const v = (signal: string) => vars.find((x) => x.signal === signal)!.id;
  // the newest values: running (now), 61.25 °C above its limit, spindle at 42.5 %
  await run(sql`delete from iot_latest where tenant_id = ${T} and equipment_id = ${M.id}`);
  await run(sql`insert into iot_latest (tenant_id, equipment_id, variable_id, value, flag, at) values
    (${T}, ${M.id}, ${v('RunState')}, 1, null, now()),
    (${T}, ${M.id}, ${v('Temperature')}, 61.25, 'H', now()),
    (${T}, ${M.id}, ${v('SpindleLoad')}, 42.5, null, now())`);
  // a machine of no department: outside an Organ scope, seen by the Whole one
  await run(sql`update prd_equipment set depart_id = null where tenant_id = ${T} and id = ${hidden.id}`);
});

describe('equipment.Machine/live', () => {
  it('answers a machine with its running state and newest values, exact, each with its variable', async () => {
    const [m] = ok(await live(admin, { ids: [M.id] }));
    expect(m.code).toBe(M.code);
    expect(m.runState).toBe('Running');
    const bySignal = Object.fromEntries((m.signals as Rec[]).map((s) => [s.signal, s]));
    expect(bySignal.Temperature.value).toBe('61.25');
    expect(bySignal.Temperature.flag).toBe('H');
    expect(bySignal.SpindleLoad.value).toBe('42.5');
    expect(bySignal.Temperature.name).toBeTruthy();
  });

  it('shows an operator only the machines of his data scope', async () => {
    const all = ok(await live(admin)).map((m: Rec) => m.code);
    expect(all).toContain(hidden.code);
    const his = ok(await live(operator)).map((m: Rec) => m.code);
    expect(his.length).toBeGreaterThan(0);
    expect(his).not.toContain(hidden.code);
    // asked for by id, still not answered
    expect(ok(await live(operator, { ids: [hidden.id] }))).toEqual([]);
  });

  it('refuses a role without 设备状态', async () => {
    refused(await live(keeper), 4003);
  });
});
