// 操作日志 on a real database: a write is recorded with who, what, where and its arguments
// (passwords redacted), a read is not, a refusal (4003) and a rejected argument (400) are recorded
// as failed, another tenant never sees the entries, a failing log write never fails the call (it
// goes to the server log), the page filters and exports, and purgeOpLog keeps N days.
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../../../schemas/rpc/define';
import type { Session } from '../../../../schemas/rpc/portal';
import { opLogOf } from '../../../../server/rpc/op-log';
import { authHeaders, fileServer, ok } from '../../../../tests/kit';
import type { OpLogQuery, OpLogView } from '../../contracts/oplog';
import type { RoleView } from '../../contracts/roles';
import { purgeOpLog } from '../../server/jobs/kinds/purge-op-log';

let serverLog = '';
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
const srv = await fileServer({}, { logStream: stream });
const [admin, acme, viewer] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('demo', 'zhaolei')]);

const logPage = async (s: Session, q: OpLogQuery) => {
  await opLogOf(srv.env).flush();
  return ok(await srv.call<Paged<OpLogView>>(s, 'system.OpLog', 'summaryPage', [q]));
};

describe('recording calls', () => {
  it('records a write with its user, role, call, arguments (password redacted), result and duration', async () => {
    const roles = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', []));
    const secret = srv.encrypt('Start@2024');
    const saved = await srv.call<{ id: number }>(admin, 'portal.User', 'save', [{ code: 'oplog1', name: '日志测试', roleIds: [roles[0].id], password: secret }]);
    expect(saved.json.code).toBe(200);
    const [entry] = (await logPage(admin, { call: 'portal.User/save' })).itemList;
    expect(entry).toMatchObject({ userCode: 'admin', userName: admin.user.name, roleId: admin.role.id, roleName: admin.role.name, service: 'portal.User', method: 'save', code: 200, ok: true, ip: '127.0.0.1' });
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(entry.args!)).toMatchObject({ user: { code: 'oplog1', name: '日志测试', password: '[redacted]' } });
    expect(entry.args).not.toContain(secret.slice(0, 40));
  });

  it('names the entity and record of a record write, and the calling page when the request says it', async () => {
    const saved = ok(await srv.call<{ id: number }>(admin, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code: 'OPLOG-S1', name: '日志供应商' }], { 'page-url': 'mdm/Supplier' }));
    const [entry] = (await logPage(admin, { call: 'saveValue' })).itemList;
    expect(entry).toMatchObject({ entityCode: 'Supplier', recordId: String(saved.id), pageUrl: 'mdm/Supplier' });
  });

  it('does not record reads', async () => {
    ok(await srv.call(admin, 'portal.User', 'listPage', [{ pageIndex: 1, pageSize: 5 }]));
    ok(await srv.call(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', page: 1, pageSize: 5 }]));
    expect((await logPage(admin, { call: 'listPage' })).total).toBe(0);
    expect((await logPage(admin, { call: 'MetaDynamic/summaryPage' })).total).toBe(0);
    expect((await logPage(admin, { call: 'OpLog' })).total).toBe(0);
  });

  it('records refused (4003) and rejected (400) calls as failed', async () => {
    const refused = await srv.call(viewer, 'portal.User', 'save', [{ code: 'nope', name: '不行', roleIds: [1] }]);
    expect(refused.json.code).toBe(4003);
    const bad = await srv.call(admin, 'portal.User', 'lock', ['not ids']);
    expect(bad.json.code).toBe(400);
    const failed = await logPage(admin, { ok: false, from: new Date(Date.now() - 60_000).toISOString() });
    const byViewer = failed.itemList.find((e) => e.userCode === 'zhaolei' && e.method === 'save')!;
    expect(byViewer).toMatchObject({ code: 4003, ok: false, service: 'portal.User' });
    expect(byViewer.msg).toBe(refused.json.msg);
    expect(failed.itemList.find((e) => e.method === 'lock')).toMatchObject({ code: 400, ok: false, userCode: 'admin' });
    expect((await logPage(admin, { ok: true })).itemList.every((e) => e.code === 200)).toBe(true);
    expect((await logPage(admin, { user: '赵磊' })).itemList.every((e) => e.userCode === 'zhaolei')).toBe(true);
  });

  it('keeps each tenant’s entries to itself', async () => {
    const mine = await logPage(acme, { call: 'portal.User/save' });
    expect(mine.itemList.filter((e) => e.userCode === 'admin' && e.args?.includes('oplog1'))).toEqual([]);
    ok(await srv.call(acme, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code: 'ACME-OPLOG', name: 'Acme supplier' }]));
    const acmeEntries = await logPage(acme, { call: 'saveValue' });
    expect(acmeEntries.itemList.map((e) => e.userName)).toEqual(['Acme Admin']);
    expect((await logPage(admin, { user: 'Acme' })).total).toBe(0);
  });

  it('answers the call when the log cannot be written, and tells the server log', async () => {
    // every insert into op_log now fails (tenant_id is never null); the constraint's name says
    // tenant_id so that the system Kysely's guard lets these DDL statements through
    await sql`alter table op_log add constraint refuse_any_tenant_id check (tenant_id is null) not valid`.execute(srv.db.system);
    try {
      const answer = await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code: 'OPLOG-S2', name: '日志写失败' }]);
      expect(answer.json.code).toBe(200);
      await opLogOf(srv.env).flush();
      expect(serverLog).toContain('operation log write failed');
    } finally {
      await sql`alter table op_log drop constraint refuse_any_tenant_id`.execute(srv.db.system);
    }
    expect((await logPage(admin, { call: 'saveValue' })).itemList.some((e) => e.args?.includes('OPLOG-S2'))).toBe(false);
  });
});

describe('the page', () => {
  it('shows the demo entries newest first, paged, to whoever may open 操作日志, and refuses others', async () => {
    const all = await logPage(admin, { page: 1, pageSize: 5 });
    expect(all.total).toBeGreaterThan(10);
    const times = all.itemList.map((e) => e.createDt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await logPage(admin, { user: 'lina', to: new Date(Date.now() - 3_600_000).toISOString() })).itemList.length).toBeGreaterThan(0);
    expect((await srv.call(viewer, 'system.OpLog', 'summaryPage', [{}])).json.code).toBe(4003);
  });

  it('exports the filtered entries as .xlsx, refused without the export function', async () => {
    const post = (s: Session) =>
      fetch(`${srv.base}/download/op-log.xlsx`, { method: 'POST', headers: { 'content-type': 'application/json', ...authHeaders(s) }, body: JSON.stringify([{ user: 'lina' }]) });
    const res = await post(admin);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const refused = (await (await post(viewer)).json()) as { code: number };
    expect(refused.code).toBe(4003);
  });

  it('purges entries older than the job’s days', async () => {
    const before = (await logPage(admin, {})).total;
    const db = srv.db.forTenant(admin.tenant.id);
    const message = await purgeOpLog.run({ db, tenantId: admin.tenant.id, env: srv.env, lang: 'zh_CN' }, purgeOpLog.params.parse({ days: 4 }));
    const after = (await logPage(admin, {})).total;
    expect(after).toBeLessThan(before);
    expect(message).toBe(`删除了 ${before - after} 条超过 4 天的操作日志`);
    expect((await logPage(admin, { to: new Date(Date.now() - 4 * 86_400_000).toISOString() })).total).toBe(0);
    expect(purgeOpLog.params.parse({})).toEqual({ days: 180 });
  });
});
