// 服务集成 on a record event, on a real database and a real server: a write of the chosen entity
// leaves a delivery in its own transaction and the runner posts {event, data} once — the service run
// with the record's fields as its parameters — while a rolled-back or refused write, an action not
// chosen, another tenant's write and a disabled integration post nothing; a failing receiver is
// retried and logged; two runners at once deliver once; and a write nobody listens to runs exactly
// the statements it runs without the hook.
import http from 'node:http';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refused } from '../../../../../tests/kit';
import type { RecordValue } from '../../../../../schemas/rpc/datax';
import { recordHooks, setRecordHooks } from '../../../../../server/modules/hooks';
import { builtinModel } from '../../../../../server/records/model';
import { createRecord, modifyRecord, moveRecord, type Writer } from '../../../../../server/records/write';
import type { ApiView, IntegrationView, ServiceLogView } from '../../contracts';
import { DELIVERY_KEEP_DAYS, purgeDeliveries, sweepDeliveries } from '../../server/deliveries';
import { entitiesOf, recordEventHook } from '../../server/record-events';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
type S = typeof demo;
const T = demo.tenant.id;

let received: Array<{ event: { entity: string; action: string; id: number; at: string }; data: { service: string; rows: Array<Record<string, unknown>>; total: number } }> = [];
let failing = 0;
const receiver = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    if (failing > 0) {
      failing--;
      res.writeHead(503).end('busy');
      return;
    }
    received.push(JSON.parse(data));
    res.writeHead(200).end('ok');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));
const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/event`;

const call = <T>(s: S, service: string, method: string, args: unknown[]) => srv.call<T>(s, service, method, args);
let n = 0;
const newProcess = async (s: S = demo, more: Record<string, unknown> = {}) => ok(await call<RecordValue>(s, 'datax.MetaDynamic', 'saveValue', ['Process', { code: `RE-${++n}`, name: `事件工序${n}`, ...more }]));
const sweep = () => sweepDeliveries(srv.env, T);
const pending = async () => (await sql<{ n: number }>`select count(*)::int as n from dg_integration_delivery where tenant_id = ${T} and state = 'pending'`.execute(srv.db.system)).rows[0]!.n;

let api: ApiView;
async function integration(more: Record<string, unknown>): Promise<IntegrationView> {
  return ok(await call<IntegrationView>(demo, 'datagov.MarketIntegration', 'save', [{ name: `事件${++n}`, apiId: api.id, url, trigger: 'record', entityCode: 'Process', actions: ['create'], ...more }]));
}
const off = (i: IntegrationView) => call(demo, 'datagov.MarketIntegration', 'save', [{ ...i, headers: {}, enabled: false }]);

describe('服务集成 on a record event', () => {
  it('has a demo: an integration on 销售订单 审核 and 反审核 (disabled) with three events delivered', async () => {
    const demoIt = ok(await call<{ itemList: IntegrationView[] }>(demo, 'datagov.MarketIntegration', 'summaryPage', [{ text: '销售订单审核' }])).itemList[0]!;
    expect(demoIt).toMatchObject({ trigger: 'record', entityCode: 'SaleOrder', entityName: '销售订单', actions: ['audit', 'deApproval'], enabled: false });
    const events = ok(await call<{ total: number; itemList: ServiceLogView[] }>(demo, 'datagov.MarketLog', 'servicePage', [{ action: 'event' }]));
    expect(events.total).toBe(3);
    expect(events.itemList.every((e) => e.ok && e.integrationId === demoIt.id && /^SaleOrder #\d+ audit$/.test(e.message ?? ''))).toBe(true);
  });

  it('is set up: private addresses allowed, a service that reads a process by its code', async () => {
    ok(await srv.call(demo, 'system.Config', 'update', [{ DatagovAllowPrivateUrls: true }]));
    const own = ok(await call<{ itemList: Array<{ id: number; code: string }> }>(demo, 'datagov.Source', 'summaryPage', [{ pageSize: 100 }])).itemList.find((x) => x.code === 'PLANTFORM')!.id;
    const saved = ok(await call<ApiView>(demo, 'datagov.MarketApi', 'save', [{ code: 'PROC', name: '工序', path: 'proc', mode: 'sql', sourceId: own, sql: 'select code, name from mdm_process where code = :code', params: [{ name: 'code', type: 'string' }] }]));
    api = ok(await call<ApiView>(demo, 'datagov.MarketApi', 'publish', [saved.id]));
  });

  it('says what a record-event integration lacks, in the caller\'s words', async () => {
    const base = { name: 'x', apiId: api.id, url, trigger: 'record' };
    refused(await call(demo, 'datagov.MarketIntegration', 'save', [{ ...base, actions: ['create'] }]), 400, 'integration.entityCode: 记录事件触发须选择实体');
    refused(await call(demo, 'datagov.MarketIntegration', 'save', [{ ...base, entityCode: 'Process', actions: [] }]), 400, 'integration.actions: 记录事件触发须至少选择一个动作');
    refused(await call(demo, 'datagov.MarketIntegration', 'save', [{ ...base, entityCode: 'NoSuchEntity', actions: ['create'] }]), 400, 'integration.entityCode: 无权查看实体：NoSuchEntity');
    refused(await srv.call(demo, 'datagov.MarketIntegration', 'save', [{ ...base, entityCode: 'Process', actions: [] }], { language: 'en_US' }), 400, 'integration.actions: choose at least one action for a record-event integration');
    const entities = ok(await call<Array<{ code: string; name: string }>>(demo, 'datagov.MarketIntegration', 'entities', []));
    expect(entities.find((e) => e.code === 'Process')?.name).toBe('工序');
    expect(entities.some((e) => e.code === 'SaleOrder')).toBe(true);
  });

  it('posts a create of the chosen entity once, with the service run on the record\'s fields; the list shows the trigger', async () => {
    const it1 = await integration({ retries: 0 });
    expect(it1).toMatchObject({ trigger: 'record', entityCode: 'Process', actions: ['create'] });
    const listed = ok(await call<{ itemList: IntegrationView[] }>(demo, 'datagov.MarketIntegration', 'summaryPage', [{ text: it1.name }])).itemList[0]!;
    expect(listed.entityName).toBe('工序');
    received = [];
    const p = await newProcess();
    expect(received).toHaveLength(0); // never inside the write
    expect(await sweep()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.event).toMatchObject({ entity: 'Process', action: 'create', id: p.id });
    expect(received[0]!.data.service).toBe('PROC');
    expect(received[0]!.data.rows).toEqual([{ code: p.code, name: p.name }]);
    expect(await sweep()).toBe(0);
    const log = ok(await call<{ itemList: ServiceLogView[] }>(demo, 'datagov.MarketLog', 'servicePage', [{ action: 'event' }])).itemList[0]!;
    expect(log).toMatchObject({ action: 'event', ok: true, attempts: 1, httpStatus: 200, integrationId: it1.id });
    // an action not chosen posts nothing
    ok(await call(demo, 'datax.MetaDynamic', 'saveValue', ['Process', { id: p.id, version: p.version, name: '改名' }]));
    expect(await pending()).toBe(0);
    await off(it1);
  });

  it('posts nothing for a write rolled back, a write refused, another tenant\'s write or a disabled integration', async () => {
    const it1 = await integration({});
    const model = builtinModel('Process')!;
    const w: Writer = { db: srv.db.forTenant(T), tenantId: T, userId: demo.user.id, userName: demo.user.name, organId: null, lang: 'zh_CN' };
    // the delivery was written, then rolled back with the write
    await expect(w.db.transaction().execute(async (trx) => {
      await createRecord(w, model, { code: `RB-${++n}`, name: '回滚' }, trx);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    // refused by validation (a code already taken)
    const first = await newProcess();
    expect(await sweep()).toBe(1);
    const again = await call(demo, 'datax.MetaDynamic', 'saveValue', ['Process', { code: first.code, name: '重复' }]);
    expect(again.json.code).not.toBe(0);
    ok(await call(acme, 'datax.MetaDynamic', 'saveValue', ['Process', { code: `ACME-${++n}`, name: 'acme' }]));
    received = [];
    expect(await sweep()).toBe(0);
    expect(await sweepDeliveries(srv.env, acme.tenant.id)).toBe(0);
    await off(it1);
    await newProcess();
    expect(await sweep()).toBe(0);
    expect(received).toHaveLength(0);
  });

  it('retries a failing receiver and logs each outcome; a delivery that still fails is logged failed', async () => {
    const it1 = await integration({ retries: 1 });
    failing = 1;
    received = [];
    await newProcess();
    expect(await sweep()).toBe(1);
    expect(received).toHaveLength(1);
    let log = ok(await call<{ itemList: ServiceLogView[] }>(demo, 'datagov.MarketLog', 'servicePage', [{ action: 'event' }])).itemList[0]!;
    expect(log).toMatchObject({ ok: true, attempts: 2, httpStatus: 200 });
    failing = 2;
    await newProcess();
    expect(await sweep()).toBe(1);
    log = ok(await call<{ itemList: ServiceLogView[] }>(demo, 'datagov.MarketLog', 'servicePage', [{ action: 'event' }])).itemList[0]!;
    expect(log).toMatchObject({ ok: false, attempts: 2, httpStatus: 503, message: 'HTTP 503 busy' });
    expect((await sql<{ state: string }>`select state from dg_integration_delivery where tenant_id = ${T} order by id desc limit 1`.execute(srv.db.system)).rows[0]!.state).toBe('failed');
    await off(it1);
  });

  it('removes deliveries done more than the kept days ago, and keeps recent and pending ones', async () => {
    const it1 = await integration({ retries: 0 });
    const [a, b, c] = [await newProcess(), await newProcess(), await newProcess()];
    const ofThese = sql`integration_id = ${it1.id} and record_id in (${a.id}, ${b.id}, ${c.id})`;
    // a sent long ago, b sent recently, c still pending long ago
    await sql`update dg_integration_delivery set state = case record_id when ${c.id} then 'pending' else 'sent' end,
        at = case record_id when ${b.id} then now() - interval '1 day' else now() - ${DELIVERY_KEEP_DAYS + 1} * interval '1 day' end
      where tenant_id = ${T} and ${ofThese}`.execute(srv.db.system);
    expect(await purgeDeliveries(srv.env)).toBeGreaterThanOrEqual(1);
    const left = await sql<{ record_id: string }>`select record_id from dg_integration_delivery where tenant_id = ${T} and ${ofThese} order by record_id`.execute(srv.db.system);
    expect(left.rows.map((r) => Number(r.record_id))).toEqual([b.id, c.id]);
    await sql`delete from dg_integration_delivery where tenant_id = ${T} and ${ofThese}`.execute(srv.db.system);
    await off(it1);
  });

  it('is delivered once by two runners sweeping at the same moment', async () => {
    const it1 = await integration({});
    received = [];
    for (let i = 0; i < 3; i++) await newProcess();
    const taken = await Promise.all([sweep(), sweep()]);
    expect(taken[0] + taken[1]).toBe(3);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.event.id)).size).toBe(3);
    await off(it1);
  });

  it('reads the record as the integration\'s creator sees it: a record outside its data scope, or an entity its role no longer sees, is not posted', async () => {
    const it1 = await integration({});
    const roles = (await sql<{ id: string }>`select id from role where tenant_id = ${T} order by id`.execute(srv.db.system)).rows.map((r) => Number(r.id));
    const seeing: number[] = [];
    const blind: number[] = [];
    for (const r of roles) ((await entitiesOf(srv.env, T, r, 'zh_CN')).some((e) => e.code === 'Process') ? seeing : blind).push(r);
    const other = (await sql<{ id: string }>`select id from app_user where tenant_id = ${T} and id <> ${demo.user.id} order by id limit 1`.execute(srv.db.system)).rows[0]!.id;
    const scope = (await sql<{ data_scope: string }>`select data_scope from role where tenant_id = ${T} and id = ${seeing[0]!}`.execute(srv.db.system)).rows[0]!.data_scope;
    // the creator: another user, in a role that sees 工序 but only its own records
    await sql`update dg_integration set create_id = ${other}, owner_role_id = ${seeing[0]!} where tenant_id = ${T} and id = ${it1.id}`.execute(srv.db.system);
    await sql`update role set data_scope = 'Self' where tenant_id = ${T} and id = ${seeing[0]!}`.execute(srv.db.system);
    received = [];
    try {
      const p = await newProcess();
      expect(await sweep()).toBe(1);
      expect(received).toHaveLength(0);
      const log = ok(await call<{ itemList: ServiceLogView[] }>(demo, 'datagov.MarketLog', 'servicePage', [{ action: 'event' }])).itemList[0]!;
      expect(log).toMatchObject({ ok: false, message: `Process #${p.id} create: 记录 Process #${p.id} 对集成的创建人不可见或已删除，未推送` });
    } finally {
      await sql`update role set data_scope = ${scope} where tenant_id = ${T} and id = ${seeing[0]!}`.execute(srv.db.system);
    }
    expect(blind.length).toBeGreaterThan(0);
    await sql`update dg_integration set owner_role_id = ${blind[0]!} where tenant_id = ${T} and id = ${it1.id}`.execute(srv.db.system);
    const p2 = await newProcess();
    expect(await sweep()).toBe(1);
    expect(received).toHaveLength(0);
    const log = ok(await call<{ itemList: ServiceLogView[] }>(demo, 'datagov.MarketLog', 'servicePage', [{ action: 'event' }])).itemList[0]!;
    expect(log.message).toBe(`Process #${p2.id} create: 集成的创建人已无权查看实体 Process，未推送`);
    await off(it1);
  });

  it('adds no statement to a write nobody listens to, and only the delivery\'s insert to one it listens to', async () => {
    const model = builtinModel('Process')!;
    const w: Writer = { db: srv.db.forTenant(T), tenantId: T, userId: demo.user.id, userName: demo.user.name, organId: null, lang: 'zh_CN' };
    const p = await newProcess();
    let version = p.version;
    // the statements of the write's own connection (the server's pollers use others meanwhile)
    const statements: Array<{ client: pg.Client; text: string }> = [];
    const query = pg.Client.prototype.query;
    const counted = async () => {
      statements.length = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
        const text = typeof a[0] === 'string' ? a[0] : ((a[0] as { text?: string })?.text ?? '');
        statements.push({ client: this, text });
        return (query as (...x: unknown[]) => unknown).apply(this, a);
      } as typeof query;
      try {
        const r = await w.db.transaction().execute((trx) => modifyRecord(w, model, p.id, { version, name: `改${++n}` }, trx));
        version = r.version as number;
      } finally {
        pg.Client.prototype.query = query;
      }
      const writer = statements.find((x) => x.text === 'begin')?.client;
      return statements.filter((x) => x.client === writer).map((x) => x.text);
    };
    await counted(); // the tenant's listened set loaded (a record integration on Process exists, disabled ones aside)
    const withHook = await counted();
    const all = recordHooks();
    setRecordHooks(all.filter((h) => h !== recordEventHook));
    const without = await counted().finally(() => setRecordHooks(all));
    expect(withHook.map((s) => s.slice(0, 60))).toEqual(without.map((s) => s.slice(0, 60)));
    expect(withHook.some((s) => s.includes('dg_integration'))).toBe(false);
    // listened: the one insert more, and still no read of the stored record before the write
    const it1 = await integration({ actions: ['modify'] });
    await counted();
    const listened = await counted();
    expect(listened.length).toBe(without.length + 1);
    expect(listened.filter((s) => s.includes('insert into dg_integration_delivery'))).toHaveLength(1);
    await off(it1);
  });
});

describe('服务集成 on the moves of a document', () => {
  const equipment = async () => Number((await sql<{ id: string }>`select id from ${sql.table(builtinModel('Equipment')!.def.table)} where tenant_id = ${T} order by id limit 1`.execute(srv.db.system)).rows[0]!.id);
  /** an entrapment (a document: 困人事件), released, so that it may be audited */
  const newEntrapment = async () => ok(await call<RecordValue>(demo, 'equipment.Trapped', 'create', [{ equipment_id: await equipment(), trapped_at: '2020-01-05 08:00:00', released_at: '2020-01-05 08:20:00', people: 1 }]));
  const pendingOf = async (integration: number) =>
    (await sql<{ n: number }>`select count(*)::int as n from dg_integration_delivery where tenant_id = ${T} and integration_id = ${integration} and state = 'pending'`.execute(srv.db.system)).rows[0]!.n;
  const move = (action: string, id: number) => call<RecordValue>(demo, 'equipment.Trapped', action, [id]);

  it('offers a document every move and a plain entity only the moves it makes; a save listening to a move the entity never makes is refused, in the caller\'s words', async () => {
    const entities = ok(await call<Array<{ code: string; actions: string[] }>>(demo, 'datagov.MarketIntegration', 'entities', []));
    expect(entities.find((e) => e.code === 'Entrapment')?.actions).toEqual(['create', 'modify', 'commit', 'audit', 'deApproval', 'manualFinish', 'repeal', 'remove']);
    expect(entities.find((e) => e.code === 'Process')?.actions).toEqual(['create', 'modify', 'audit', 'deApproval', 'remove']);
    const before = (await sql<{ n: number }>`select count(*)::int as n from dg_integration where tenant_id = ${T}`.execute(srv.db.system)).rows[0]!.n;
    const base = { name: '不可能', apiId: api.id, url, trigger: 'record', entityCode: 'Process' };
    refused(await call(demo, 'datagov.MarketIntegration', 'save', [{ ...base, actions: ['create', 'commit', 'repeal'] }]), 400, 'integration.actions: 工序不是单据，没有动作：提交、作废');
    refused(await srv.call(demo, 'datagov.MarketIntegration', 'save', [{ ...base, actions: ['manualFinish'] }], { language: 'en_US' }), 400, 'integration.actions: Process is not a document and has no Finish manually');
    refused(await call(demo, 'datagov.MarketIntegration', 'save', [{ ...base, actions: ['finish'] }]), 400);
    expect((await sql<{ n: number }>`select count(*)::int as n from dg_integration where tenant_id = ${T}`.execute(srv.db.system)).rows[0]!.n).toBe(before);
    // a plain entity's un-audit is a move it makes (master-data pages grant 反审核)
    const plain = ok(await call<IntegrationView>(demo, 'datagov.MarketIntegration', 'save', [{ ...base, name: `反审核工序${++n}`, actions: ['deApproval', 'audit'] }]));
    expect(plain.actions).toEqual(['audit', 'deApproval']);
    await off(plain);
  });

  it('posts 提交, 反审核, 手动完结 and 作废 when it listens to them; a move not chosen, or refused by the document\'s status, posts none', async () => {
    const it1 = await integration({ entityCode: 'Entrapment', actions: ['repeal', 'manualFinish', 'deApproval', 'commit'] });
    const listed = ok(await call<{ itemList: IntegrationView[] }>(demo, 'datagov.MarketIntegration', 'summaryPage', [{ text: it1.name }])).itemList[0]!;
    expect(listed).toMatchObject({ entityName: '困人事件', actions: ['commit', 'deApproval', 'manualFinish', 'repeal'] });
    received = [];
    const a = await newEntrapment();
    expect(await pendingOf(it1.id)).toBe(0); // 新增 not chosen
    ok(await move('commit', a.id));
    expect(await pendingOf(it1.id)).toBe(1);
    // 手动完结 from 已提交: refused by the state machine, nothing posted
    expect((await move('manualFinish', a.id)).json.code).toBe(409);
    expect(await pendingOf(it1.id)).toBe(1);
    ok(await move('audit', a.id)); // 审核 not chosen
    expect(await pendingOf(it1.id)).toBe(1);
    ok(await move('deApproval', a.id));
    ok(await move('audit', a.id));
    ok(await move('manualFinish', a.id));
    // 作废 through the record layer: 困人统计 grants no 作废 button, modules void documents in code (拉动's requests)
    const b = await newEntrapment();
    const w: Writer = { db: srv.db.forTenant(T), tenantId: T, userId: demo.user.id, userName: demo.user.name, organId: null, lang: 'zh_CN' };
    await w.db.transaction().execute((trx) => moveRecord(w, builtinModel('Entrapment')!, b.id, 'repeal', undefined, trx));
    expect(await pendingOf(it1.id)).toBe(4);
    received = [];
    await sweep();
    expect(received.filter((r) => r.event.entity === 'Entrapment').map((r) => [r.event.action, r.event.id])).toEqual([['commit', a.id], ['deApproval', a.id], ['manualFinish', a.id], ['repeal', b.id]]);
    await off(it1);
  });
});
