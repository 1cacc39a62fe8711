// Several instances on one database, behind a balancer, as an operator runs them: two instances
// started at the same moment (one migrates and seeds, the other waits), a third later. Each is a
// child process of `npm start`'s script with its own DATA_DIR; the test talks to them through a
// round-robin proxy, pinning a call or socket to one instance where it matters.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cloneTemplate } from '../kit/server';
import { type Instance, startInstance } from '../kit/instances';
import { type Proxy as Balancer, startProxy } from '../kit/round-robin-proxy';

interface Session {
  token: string;
  tenant: { id: string };
  user: { id: number };
  role: { id: number };
}
interface Envelope<T = unknown> {
  code: number;
  msg: string;
  body: T;
}

let url: string;
let db: pg.Pool;
let a: Instance;
let b: Instance;
let c: Instance | undefined;
let proxy: Balancer;

/** A call through the balancer; `at`: the instance it must reach (0 = a, 1 = b, 2 = c). */
async function call<T>(s: Session | null, name: string, args: unknown[], at?: number): Promise<Envelope<T> & { servedBy: string | null; status: number }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (s) Object.assign(headers, { access_token: s.token, 'tenant-id': s.tenant.id });
  if (at !== undefined) headers['x-backend'] = String(at);
  const res = await fetch(`${proxy.url}/${name}`, { method: 'POST', body: JSON.stringify(args), headers });
  return { ...((await res.json()) as Envelope<T>), servedBy: res.headers.get('x-served-by'), status: res.status };
}

async function login(tenant: string, user: string, password: string, at?: number): Promise<Session> {
  const pk = await call<{ publicKey: string }>(null, 'portal.Login/publicKey', [], at);
  const cipher = crypto.publicEncrypt({ key: pk.body.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  const res = await fetch(`${proxy.url}/portal.Login/logon`, {
    method: 'POST',
    body: JSON.stringify([user, cipher, null, 'Web']),
    headers: { 'content-type': 'application/json', 'tenant-code': tenant, ...(at === undefined ? {} : { 'x-backend': String(at) }) },
  });
  const r = (await res.json()) as Envelope<Session>;
  expect(r.code, r.msg).toBe(200);
  return r.body;
}

/** A socket of `s` held by instance `at`; frames by type, and how it closed. */
function socketAt(s: Session, at: number) {
  const ws = new WebSocket(`${proxy.url.replace('http', 'ws')}/ws`, { headers: { 'x-backend': String(at) } });
  const frames: Array<{ type: string; [k: string]: unknown }> = [];
  ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: s.token })));
  ws.on('message', (d) => frames.push(JSON.parse(String(d))));
  const closed = new Promise<{ code: number; reason: string }>((r) => ws.on('close', (code, reason) => r({ code, reason: String(reason) })));
  const frame = async (type: string, match: (f: Record<string, unknown>) => boolean = () => true, ms = 10_000) => {
    for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 25))) {
      const f = frames.find((x) => x.type === type && match(x));
      if (f) return f;
    }
    throw new Error(`no ${type} frame within ${ms} ms (got ${frames.map((f) => f.type).join(', ')})`);
  };
  return { ws, frame, closed };
}

beforeAll(async () => {
  url = await cloneTemplate();
  db = new pg.Pool({ connectionString: url, max: 2 });
  // started together: one migrates and seeds under the start lock, the other finds it done
  [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
  proxy = await startProxy([a.base, b.base]);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all([a, b, c].map((i) => i && i.child.exitCode === null && i.stop()));
  await db?.end();
});

describe('two instances on one database', () => {
  it('share their keys: a password encrypted with one instance’s key logs in on the other; its token works on both', async () => {
    const pk = await call<{ publicKey: string }>(null, 'portal.Login/publicKey', [], 0);
    const other = await call<{ publicKey: string }>(null, 'portal.Login/publicKey', [], 1);
    expect(other.body.publicKey).toBe(pk.body.publicKey);
    const admin = await login('demo', 'admin', 'Admin@123', 1);
    for (const at of [0, 1]) {
      const r = await call(admin, 'portal.MenuAlloc/todoCount', [], at);
      expect([r.code, r.servedBy]).toEqual([200, String(at)]);
    }
  });

  it('a message sent through A reaches the recipient’s socket held by B, with the new unread count', async () => {
    const [admin, wang] = [await login('demo', 'admin', 'Admin@123', 0), await login('demo', 'wangqiang', 'Demo@123', 1)];
    const socket = socketAt(wang, 1);
    await socket.frame('todoCount');
    const title = `集群消息 ${Date.now()}`;
    const sent = await call<{ count: number }>(admin, 'portal.Message/send', [{ userIds: [wang.user.id], title, content: '经由另一实例' }], 0);
    expect(sent.code, sent.msg).toBe(200);
    expect(sent.servedBy).toBe('0');
    expect(await socket.frame('message', (f) => f.title === title)).toMatchObject({ content: '经由另一实例' });
    await socket.frame('todoCount', (f) => Number(f.message) > 0);
    socket.ws.close();
  });

  it('a file uploaded through A downloads through B, byte for byte', async () => {
    const admin = await login('demo', 'admin', 'Admin@123', 0);
    const bytes = crypto.randomBytes(1_500_000);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'drawing.pdf');
    const headers = { access_token: admin.token, 'tenant-id': admin.tenant.id };
    const up = await fetch(`${proxy.url}/portal.File/upload2`, { method: 'POST', body: form, headers: { ...headers, 'x-backend': '0' } });
    const file = ((await up.json()) as Envelope<{ path: string }>).body;
    const down = await fetch(`${proxy.url}${file.path}`, { headers: { ...headers, 'x-backend': '1' } });
    expect([down.status, down.headers.get('x-served-by')]).toEqual([200, '1']);
    expect(Buffer.from(await down.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('a right granted on A is used by B’s next call', async () => {
    const [admin, zhao] = [await login('demo', 'admin', 'Admin@123', 0), await login('demo', 'zhaolei', 'Demo@123', 1)];
    const save = () => call(zhao, 'datax.MetaDynamic/saveValue', ['Supplier', { code: `CLU-${crypto.randomBytes(3).toString('hex')}`, name: '集群供应商' }], 1);
    expect((await save()).code).toBe(4003);
    const tree = (await call<Array<{ id: number; url: string | null; menuId: number; children?: unknown[] }>>(admin, 'portal.MenuAlloc/getAllocatedTree', ['Web', zhao.role.id], 0)).body;
    const flat = (nodes: Array<{ children?: unknown[] }>): Array<{ id: number; url: string | null; menuId: number }> => nodes.flatMap((n) => [n as never, ...flat((n.children ?? []) as never)]);
    const page = flat(tree).find((n) => n.url === 'mdm/Supplier')!;
    const menus = flat((await call<never[]>(admin, 'portal.Menu/listTree', ['Web'], 0)).body) as unknown as Array<{ id: number; parentId: number; type: number }>;
    const buttons = menus.filter((m) => m.parentId === page.menuId && m.type === 3).map((m) => m.id);
    expect((await call(admin, 'portal.MenuAlloc/addButton', [{ allocId: page.id, menuIds: buttons }], 0)).code).toBe(200);
    const after = await save();
    expect([after.code, after.servedBy]).toEqual([200, '1']);
  });

  it('a list count B has cached follows a write made on A at once (not after the cache expires)', async () => {
    const admin = await login('demo', 'admin', 'Admin@123', 0);
    const total = async () => (await call<{ total: number }>(admin, 'datax.MetaDynamic/summaryPage', [{ entityCode: 'Supplier', pageSize: 10 }], 1)).body.total;
    const before = await total();
    expect(await total()).toBe(before);
    const made = await call(admin, 'datax.MetaDynamic/saveValue', ['Supplier', { code: `CNT-${crypto.randomBytes(3).toString('hex')}`, name: '计数供应商' }], 0);
    expect(made.code, made.msg).toBe(200);
    let seen = before;
    for (let i = 0; i < 20 && seen === before; i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await total();
    }
    expect(seen).toBe(before + 1);
  });

  it('an integration on a record event saved on A is heard by B’s next write at once (not after B’s set of listened writes ages out)', async () => {
    const admin = await login('demo', 'admin', 'Admin@123', 0);
    const newProcess = () => call<{ id: number }>(admin, 'datax.MetaDynamic/saveValue', ['Process', { code: `EVT-${crypto.randomBytes(3).toString('hex')}`, name: '集群事件工序' }], 1);
    // B loads the tenant's listened writes (none on 工序's create) and keeps them
    expect((await newProcess()).code).toBe(200);
    const api = (await call<{ itemList: Array<{ id: number }> }>(admin, 'datagov.MarketApi/summaryPage', [{ page: 1, pageSize: 1 }], 0)).body.itemList[0]!;
    const saved = await call<{ id: number }>(admin, 'datagov.MarketIntegration/save', [{ name: '集群工序推送', apiId: api.id, url: 'https://erp.example.com/hooks/process', trigger: 'record', entityCode: 'Process', actions: ['create'] }], 0);
    expect(saved.code, saved.msg).toBe(200);
    const deliveries = async () => Number((await db.query('select count(*) as n from dg_integration_delivery where integration_id = $1', [saved.body.id])).rows[0].n);
    let made = 0;
    for (let i = 0; i < 20 && (await deliveries()) === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const p = await newProcess();
      expect(p.servedBy).toBe('1');
      made++;
    }
    expect(await deliveries()).toBeGreaterThan(0);
    expect(made).toBeLessThan(20);
    await call(admin, 'datagov.MarketIntegration/remove', [[saved.body.id]], 0);
  });

  it('a timer that falls due fires once, whichever instance’s poller finds it', async () => {
    const [admin, lina] = [await login('demo', 'admin', 'Admin@123', 0), await login('demo', 'lina', 'Demo@123', 1)];
    const flow = (from: string, to: string) => `<sequenceFlow id="f_${from}_${to}" sourceRef="${from}" targetRef="${to}"/>`;
    const key = `clusterTimer${Date.now()}`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="test">
  <process id="${key}" name="${key}" isExecutable="true">
    <startEvent id="s"/><userTask id="t" name="审批" flowable:assignee="${admin.user.id}"/>
    <boundaryEvent id="late" attachedToRef="t" cancelActivity="true"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></boundaryEvent>
    <userTask id="escalated" name="超时升级" flowable:assignee="${lina.user.id}"/><endEvent id="e"/><endEvent id="e2"/>
    ${flow('s', 't')}${flow('t', 'e')}${flow('late', 'escalated')}${flow('escalated', 'e2')}
  </process>
</definitions>`;
    const def = await call<{ procDefId: string }>(admin, 'flow.FlowableDef/save', [{ process: { id: key, name: key, category: 'office' }, xml }], 0);
    expect(def.code, def.msg).toBe(200);
    const started = await call<{ instanceId: string }>(admin, 'flow.FlowableTask/start', [{ procDefId: def.body.procDefId }], 1);
    const instanceId = started.body.instanceId;
    await db.query('update flow_timer set due_at = now() - interval \'1 second\' where instance_id = $1', [instanceId]);
    const escalated = async () =>
      (await call<{ itemList: Array<{ taskName: string; procInsId: string }> }>(lina, 'flow.FlowableTask/todoList', [{ page: 1, pageSize: 100 }])).body.itemList.filter((t) => t.procInsId === instanceId);
    let tasks: Awaited<ReturnType<typeof escalated>> = [];
    for (let i = 0; i < 60 && !tasks.length; i++) {
      await new Promise((r) => setTimeout(r, 250));
      tasks = await escalated();
    }
    // both pollers ran meanwhile (every 2 s each): one fired it
    await new Promise((r) => setTimeout(r, 4500));
    expect((await escalated()).map((t) => t.taskName)).toEqual(['超时升级']);
    const record = await call<{ flowList: Array<{ taskName: string }> }>(admin, 'flow.FlowableTask/flowRecord', [{ procInsId: instanceId }]);
    expect(record.body.flowList.map((r) => r.taskName)).toEqual(['超时升级']);
    expect((await db.query('select count(*)::int as n from flow_timer where instance_id = $1', [instanceId])).rows[0].n).toBe(0);
  });
});

describe('an instance dies', () => {
  it('killed mid-write: every answered save is kept and the other instance serves on', async () => {
    const admin = await login('demo', 'admin', 'Admin@123', 1);
    const stamp = crypto.randomBytes(3).toString('hex');
    const codes = Array.from({ length: 60 }, (_, i) => `KILL-${stamp}-${i}`);
    const answers = new Map<string, number>();
    let killed: Promise<void> | null = null;
    // ten at a time through the balancer (half of them reach A); A dies after the first answers
    for (let i = 0; i < codes.length; i += 10) {
      await Promise.all(
        codes.slice(i, i + 10).map(async (code) => {
          const r = await call(admin, 'datax.MetaDynamic/saveValue', ['Supplier', { code, name: `断电供应商 ${code}` }]).catch(() => ({ code: -1 }));
          answers.set(code, r.code);
          if (!killed && answers.size >= 5) killed = a.kill();
        }),
      );
    }
    await killed;
    const kept = new Set((await db.query<{ code: string }>('select code from mdm_supplier where code like $1', [`KILL-${stamp}-%`])).rows.map((r) => r.code));
    const ok = codes.filter((code) => answers.get(code) === 200);
    // answered 200 ⇒ kept (a save cut off by the death was either committed whole or not at all: one transaction)
    for (const code of ok) expect(kept.has(code), code).toBe(true);
    expect(ok.length).toBeGreaterThan(codes.length / 2);
    // after the death every call reaches B
    const after = await call(admin, 'datax.MetaDynamic/saveValue', ['Supplier', { code: `KILL-${stamp}-after`, name: '之后' }]);
    expect([after.code, after.servedBy]).toEqual([200, '1']);
  });

  it('a third instance joins: it serves at once and its pushes reach the sockets of the others', async () => {
    c = await startInstance(url);
    proxy.backends.push(c.base);
    const admin = await login('demo', 'admin', 'Admin@123', 2);
    const wang = await login('demo', 'wangqiang', 'Demo@123', 1);
    const socket = socketAt(wang, 1);
    await socket.frame('todoCount');
    const title = `第三实例 ${Date.now()}`;
    const sent = await call(admin, 'portal.Message/send', [{ userIds: [wang.user.id], title, content: '第三个实例' }], 2);
    expect([sent.code, sent.msg, sent.servedBy]).toEqual([200, expect.any(String), '2']);
    await socket.frame('message', (f) => f.title === title);
    socket.ws.close();
  });

  it('a tenant locked through one instance loses its sockets on the others at once', async () => {
    const platform = await login('platform', 'admin', 'Admin@123', 2);
    const wang = await login('demo', 'wangqiang', 'Demo@123', 1);
    const socket = socketAt(wang, 1);
    await socket.frame('todoCount');
    const locked = await call<{ locked: number }>(platform, 'tenant.Tenant/lock', [[wang.tenant.id]], 2);
    expect(locked.body).toEqual({ locked: 1 });
    const closed = await Promise.race([socket.closed, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
    expect(closed).toEqual({ code: 4001, reason: 'tenant locked' });
  });
});
