// 租户管理 on a real database: the platform creates a tenant whose admin logs in with default
// menus, locks and unlocks it, files it under an industry (party-type label), compares and
// synchronises its dictionaries, shares data between tenants, and reads every login attempt —
// and a business tenant's admin, who holds these pages through its all-pages role, is refused.
import ExcelJS from 'exceljs';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../../../schemas/menus/types';
import type { Paged } from '../../../../schemas/rpc/define';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { authHeaders, fileServer, walk } from '../../../../tests/kit';
import { entityByCode } from '../../../../server/modules/catalogue';
import type { DataShareView, DictDiff, GlobalJobView, LoginLogView, TenantCreated, TenantView, TradeView } from '../../contracts';
import { LOGIN_LOG_EXPORT_URL } from '../../contracts';

const srv = await fileServer();
const platform = await srv.session('platform', 'admin');
const demo = await srv.session('demo', 'admin');

const call = <T>(s: Session, service: string, method: string, args: unknown[]) => srv.call<T>(s, `tenant.${service}`, method, args);
const pageUrls = async (s: Session) => {
  const r = await srv.call<NavNode[]>(s, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', s.role.id]);
  expect(r.json.code).toBe(200);
  return walk(r.json.body).filter((n) => n.type === 2).map((n) => n.url);
};
/** a tenant code of this run only */
const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function createTenant(code: string, extra: Record<string, unknown> = {}) {
  const r = await call<TenantCreated>(platform, 'Tenant', 'create', [{ code, name: `测试租户 ${code}`, ...extra }]);
  expect(r.json.code, r.json.msg).toBe(200);
  return r.json.body;
}

describe('creating a tenant', () => {
  it('gives it an admin with a generated password, answered once, who sees the default menus', async () => {
    const code = fresh('t1');
    const created = await createTenant(code, { industryCode: 'ElevatorMaintenance' });
    expect(created.tenant).toMatchObject({ code, status: 0, industryCode: 'ElevatorMaintenance', partyType: 'Contractor', userCount: 1 });
    expect(created.tenant.id).toMatch(/^\d{8}$/);
    expect(created.admin.code).toBe('admin');
    expect(created.generatedPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{14}$/);

    const login = await srv.login(code, 'admin', created.generatedPassword!);
    expect(login.json.code, login.json.msg).toBe(200);
    expect(login.json.body.tenant).toMatchObject({ id: created.tenant.id, code });
    expect(login.json.body.role.code).toBe('admin');
    const urls = await pageUrls(login.json.body);
    expect(urls).toEqual(expect.arrayContaining(['home', 'mdm/Material', 'purchase/order', 'system/User']));
    expect(urls.filter((u) => u?.startsWith('tenant/'))).toEqual([]);
    // its dictionaries are the ones every tenant starts with
    const dict = await srv.call<Array<{ code: string }>>(login.json.body, 'datax.Dict', 'listByCode', ['tax_rate']);
    expect(dict.json.body.map((d) => d.code)).toContain('13');
    // the detail and the list show it
    const list = await call<Paged<TenantView>>(platform, 'Tenant', 'summaryPage', [{ code }]);
    expect(list.json.body.itemList.map((t) => t.code)).toEqual([code]);
    const detail = await call<{ roleCount: number; lastLoginAt: string | null }>(platform, 'Tenant', 'detail', [created.tenant.id]);
    expect(detail.json.body.roleCount).toBe(1);
    expect(detail.json.body.lastLoginAt).not.toBeNull();
  });

  it('takes the admin password it is given (encrypted like a login), never answering it', async () => {
    const code = fresh('t2');
    const created = await createTenant(code, { adminPassword: srv.encrypt('Start1234') });
    expect(created.generatedPassword).toBeNull();
    expect((await srv.login(code, 'admin', 'Start1234')).json.code).toBe(200);
    const weak = await call(platform, 'Tenant', 'create', [{ code: fresh('t3'), name: 'x', adminPassword: srv.encrypt('short') }]);
    expect(weak.json.code).toBe(400);
    expect(weak.json.msg).toContain('adminPassword');
  });

  it('refuses a duplicate code (409), a code that is not url-safe or reserved (400), and an unknown industry', async () => {
    const dup = await call(platform, 'Tenant', 'create', [{ code: 'demo', name: '重复' }]);
    expect(dup.json.code).toBe(409);
    expect(dup.json.msg).toContain('demo');
    for (const code of ['Bad Code', 'a', 'UPPER', 'ä-x', '-x']) {
      const r = await call(platform, 'Tenant', 'create', [{ code, name: 'x' }]);
      expect(r.json.code, code).toBe(400);
      expect(r.json.msg).toMatch(/^tenant\.code: /);
    }
    const reserved = await call(platform, 'Tenant', 'create', [{ code: 'download', name: 'x' }]);
    expect(reserved.json.code).toBe(400);
    const trade = await call(platform, 'Tenant', 'create', [{ code: fresh('t4'), name: 'x', industryCode: 'NoSuchTrade' }]);
    expect(trade.json.code).toBe(400);
    expect(trade.json.msg).toContain('NoSuchTrade');
  });
});

describe('locking a tenant', () => {
  it('refuses its logins and ends its open sessions; unlocking lets it in again', async () => {
    const code = fresh('lk');
    const created = await createTenant(code, { adminPassword: srv.encrypt('Lock1234') });
    const open = await srv.session(code, 'admin', 'Lock1234');
    expect((await srv.call(open, 'portal.Message', 'listMine', [1, 10])).json.code).toBe(200);
    // its web socket, authenticated (the todo count came)
    const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: open.token })));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise((resolve) => ws.once('message', resolve));

    const locked = await call<{ locked: number }>(platform, 'Tenant', 'lock', [[created.tenant.id]]);
    expect(locked.json.body.locked).toBe(1);
    expect(await closed).toBe(4001);
    const refused = await srv.login(code, 'admin', 'Lock1234');
    expect(refused.json.code).toBe(4011);
    expect(refused.json.msg).toBe('租户已停用。');
    // the refused attempt is in the platform's login log
    const logged = await call<Paged<LoginLogView>>(platform, 'LoginLog', 'summaryPage', [{ tenantId: created.tenant.id, success: false }]);
    expect(logged.json.body.itemList.map((l) => [l.userCode, l.message])).toEqual([['admin', '租户已停用。']]);
    // the session opened before the lock ends at its next call
    expect((await srv.call(open, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', open.role.id])).status).toBe(401);
    const listed = await call<Paged<TenantView>>(platform, 'Tenant', 'summaryPage', [{ code, status: 1 }]);
    expect(listed.json.body.itemList.map((t) => t.status)).toEqual([1]);

    expect((await call<{ unlocked: number }>(platform, 'Tenant', 'unlock', [[created.tenant.id]])).json.body.unlocked).toBe(1);
    const again = await srv.login(code, 'admin', 'Lock1234');
    expect(again.json.code).toBe(200);
  });

  it('never locks the platform tenant', async () => {
    const r = await call(platform, 'Tenant', 'lock', [['00000001', '00000003']]);
    expect(r.json.code).toBe(400);
    expect(r.json.msg).toContain('平台租户不能锁定');
    // nothing was locked, acme included
    expect((await srv.login('acme', 'admin', 'Admin@123')).json.code).toBe(200);
    expect((await srv.login('platform', 'admin', 'Admin@123')).json.code).toBe(200);
  });
});

describe('industries and party-type labels', () => {
  const label = async (industryCode: string | null) => (await call<{ partyType: string }>(platform, 'Trade', 'partyType', [industryCode])).json.body.partyType;

  it('labels the spec industries, and anything else or nothing as Other', async () => {
    expect(await label('PropertyManagement')).toBe('Owner');
    expect(await label('ElevatorMaintenance')).toBe('Contractor');
    expect(await label('SupervisionDepartment')).toBe('SupervisionDepartment');
    expect(await label('Manufacturing')).toBe('Other');
    expect(await label('Unheard')).toBe('Other');
    expect(await label(null)).toBe('Other');
    const tenants = await call<Paged<TenantView>>(platform, 'Tenant', 'summaryPage', [{ pageSize: 50 }]);
    const byCode = new Map(tenants.json.body.itemList.map((t) => [t.code, t]));
    expect(byCode.get('platform')).toMatchObject({ industryCode: null, partyType: 'Other' });
    expect(byCode.get('demo')).toMatchObject({ industryCode: 'Manufacturing', industryName: '制造业', partyType: 'Other' });
  });

  it('keeps industries as data: a new one gives its label, one in use cannot be removed', async () => {
    const saved = await call<TradeView>(platform, 'Trade', 'save', [{ code: 'Estate', name: '地产', nameEn: 'Real estate', partyType: 'Owner' }]);
    expect(saved.json.code, saved.json.msg).toBe(200);
    expect(await label('Estate')).toBe('Owner');
    const dup = await call(platform, 'Trade', 'save', [{ code: 'Estate', name: '地产2', partyType: 'Other' }]);
    expect(dup.json.code).toBe(409);
    const bad = await call(platform, 'Trade', 'save', [{ code: 'X', name: 'x', partyType: 'Landlord' }]);
    expect(bad.json.code).toBe(400);
    const code = fresh('ind');
    await createTenant(code, { industryCode: 'Estate' });
    expect((await call(platform, 'Trade', 'remove', [[saved.json.body.id]])).json.code).toBe(409);
    const changed = await call<TradeView>(platform, 'Trade', 'save', [{ id: saved.json.body.id, code: 'Estate', name: '地产', partyType: 'Contractor' }]);
    expect(changed.json.body).toMatchObject({ partyType: 'Contractor', tenantCount: 1 });
    const t = await call<Paged<TenantView>>(platform, 'Tenant', 'summaryPage', [{ code }]);
    expect(t.json.body.itemList[0].partyType).toBe('Contractor');
  });
});

describe('dictionary differences', () => {
  it('finds an entry the tenant renamed and one it lacks; sync copies the platform entries back', async () => {
    const acmeId = '00000003';
    await srv.db.system.updateTable('dict').set({ name: '13%（改）' }).where('tenant_id', '=', acmeId).where('dict_code', '=', 'tax_rate').where('code', '=', '13').execute();
    await srv.db.system.deleteFrom('dict').where('tenant_id', '=', acmeId).where('dict_code', '=', 'tax_rate').where('code', '=', '0').execute();
    await srv.db.system
      .insertInto('dict')
      .values({ tenant_id: acmeId, dict_code: 'tax_rate', code: '17', name: '17%', name_intl: JSON.stringify({ zh_CN: '17%', en_US: '17%' }), sn: 99 })
      .execute();
    const r = await call<{ dicts: DictDiff[] }>(platform, 'DictDiff', 'compare', [acmeId, 'tax_rate']);
    expect(r.json.code).toBe(200);
    const [diff] = r.json.body.dicts;
    expect(diff).toMatchObject({ dictCode: 'tax_rate', onlyPlatform: 1, onlyTenant: 1, differs: 1 });
    const state = (code: string) => diff.rows.find((x) => x.code === code);
    expect(state('13')).toMatchObject({ state: 'differs', platform: { name: '13%' }, tenant: { name: '13%（改）' } });
    expect(state('0')).toMatchObject({ state: 'onlyPlatform', tenant: null });
    expect(state('17')).toMatchObject({ state: 'onlyTenant', platform: null });
    expect(state('6')?.state).toBe('same');

    const synced = await call<DictDiff>(platform, 'DictDiff', 'sync', [acmeId, 'tax_rate', ['13', '0']]);
    expect(synced.json.body).toMatchObject({ onlyPlatform: 0, differs: 0, onlyTenant: 1 });
    const acme = await srv.session('acme', 'admin');
    const values = await srv.call<Array<{ code: string; name: string }>>(acme, 'datax.Dict', 'listByCode', ['tax_rate']);
    expect(values.json.body.find((v) => v.code === '13')?.name).toBe('13%');
    expect(values.json.body.map((v) => v.code)).toEqual(expect.arrayContaining(['0', '17']));

    const unknown = await call(platform, 'DictDiff', 'sync', [acmeId, 'tax_rate', ['99']]);
    expect(unknown.json.code).toBe(400);
    // every dictionary when none is named
    const all = await call<{ dicts: DictDiff[] }>(platform, 'DictDiff', 'compare', [acmeId]);
    expect(all.json.body.dicts.length).toBeGreaterThan(1);
  });
});

describe('data shared between tenants', () => {
  it('lets a target tenant read the source records of a granted entity only while the grant lasts', async () => {
    const acme = await srv.session('acme', 'admin');
    const read = () => srv.call<Paged<RecordValue>>(acme, 'tenant.DataShare', 'summaryPage', ['00000002', { entityCode: 'Material', pageSize: 5 }]);
    const before = await read();
    expect(before.json.code).toBe(4003);

    const granted = await call<DataShareView>(platform, 'DataShare', 'grant', [{ sourceTenantId: '00000002', targetTenantId: '00000003', entityCode: 'Material' }]);
    expect(granted.json.code, granted.json.msg).toBe(200);
    expect(granted.json.body).toMatchObject({ sourceTenantCode: 'demo', targetTenantCode: 'acme', entityCode: 'Material', readOnly: true });
    expect((await call(platform, 'DataShare', 'grant', [{ sourceTenantId: '00000002', targetTenantId: '00000003', entityCode: 'Material' }])).json.code).toBe(409);

    const shared = await read();
    expect(shared.json.code, shared.json.msg).toBe(200);
    expect(shared.json.body.total).toBeGreaterThan(0);
    // demo's own materials, the same that demo's admin reads
    const demoOwn = await srv.call<Paged<RecordValue>>(demo, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 5 }]);
    expect(shared.json.body.total).toBe(demoOwn.json.body.total);
    // another entity and the other direction stay closed
    expect((await srv.call(acme, 'tenant.DataShare', 'summaryPage', ['00000002', { entityCode: 'Supplier' }])).json.code).toBe(4003);
    expect((await srv.call(demo, 'tenant.DataShare', 'summaryPage', ['00000003', { entityCode: 'Material' }])).json.code).toBe(4003);
    const list = await call<Paged<DataShareView>>(platform, 'DataShare', 'list', [{ targetTenantId: '00000003' }]);
    expect(list.json.body.itemList.map((s) => s.id)).toEqual([granted.json.body.id]);

    expect((await call<{ revoked: number }>(platform, 'DataShare', 'revoke', [[granted.json.body.id]])).json.body.revoked).toBe(1);
    expect((await read()).json.code).toBe(4003);
  });

  it('shares built-in entities between two different tenants only', async () => {
    expect((await call(platform, 'DataShare', 'grant', [{ sourceTenantId: '00000002', targetTenantId: '00000002', entityCode: 'Material' }])).json.code).toBe(400);
    expect((await call(platform, 'DataShare', 'grant', [{ sourceTenantId: '00000002', targetTenantId: '00000003', entityCode: 'NoSuch' }])).json.code).toBe(400);
  });
});

describe('the login log', () => {
  it('lists failed and successful attempts of every tenant with filters', async () => {
    const ip = '203.0.113.77';
    const from = { 'x-forwarded-for': ip };
    expect((await srv.login('acme', 'operator', 'wrong-password', null, from)).json.code).toBe(4010);
    expect((await srv.login('acme', 'operator', 'Demo@123', null, from)).json.code).toBe(200);
    const q = (extra: Record<string, unknown>) => call<Paged<LoginLogView>>(platform, 'LoginLog', 'summaryPage', [{ ip, ...extra }]);
    const both = await q({});
    expect(both.json.code).toBe(200);
    expect(both.json.body.itemList.map((l) => [l.tenantCode, l.userCode, l.success])).toEqual([
      ['acme', 'operator', true],
      ['acme', 'operator', false],
    ]);
    expect((await q({ success: false })).json.body.itemList).toHaveLength(1);
    expect((await q({ tenantId: '00000002' })).json.body.total).toBe(0);
    expect((await q({ userCode: 'oper', tenantId: '00000003' })).json.body.total).toBe(2);
    const today = new Date();
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect((await q({ from: day(today), to: day(today) })).json.body.total).toBe(2);
    const yesterday = new Date(today.getTime() - 86_400_000);
    expect((await q({ to: day(yesterday) })).json.body.total).toBe(0);
    const bad = await q({ from: 'yesterday' });
    expect(bad.json.code).toBe(400);
  });

  it('exports the filtered attempts as a real .xlsx', async () => {
    const res = await fetch(`${srv.base}${LOGIN_LOG_EXPORT_URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'zh_CN', ...authHeaders(platform) },
      body: JSON.stringify([{ tenantId: '00000003' }]),
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual(expect.arrayContaining(['时间', '租户编码', '用户账号', '结果']));
    const page = await call<Paged<LoginLogView>>(platform, 'LoginLog', 'summaryPage', [{ tenantId: '00000003', pageSize: 200 }]);
    expect(ws.rowCount - 1).toBe(page.json.body.total);
    const rows = ws.getSheetValues().slice(2) as unknown[][];
    expect(rows.every((r) => r[2] === 'acme')).toBe(true);
    expect(rows.map((r) => r[7])).toEqual(expect.arrayContaining(['成功', '失败']));
    expect(rows[0][1]).toBeInstanceOf(Date);

    const refused = await fetch(`${srv.base}${LOGIN_LOG_EXPORT_URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(demo) },
      body: JSON.stringify([{}]),
    });
    expect(((await refused.json()) as { code: number }).code).toBe(4003);
  });
});

describe('a business tenant', () => {
  it('gets 4003 from every tenant administration call, though its admin holds the pages', async () => {
    const calls: Array<[string, string, unknown[]]> = [
      ['Tenant', 'summaryPage', [{}]],
      ['Tenant', 'detail', ['00000002']],
      ['Tenant', 'create', [{ code: fresh('no'), name: 'x' }]],
      ['Tenant', 'update', [{ id: '00000002', name: 'x' }]],
      ['Tenant', 'lock', [['00000003']]],
      ['Tenant', 'unlock', [['00000003']]],
      ['Trade', 'summaryPage', [{}]],
      ['Trade', 'detail', [1]],
      ['Trade', 'partyType', ['Other']],
      ['Trade', 'save', [{ code: 'Nope', name: 'x', partyType: 'Other' }]],
      ['Trade', 'remove', [[1]]],
      ['App', 'list', ['00000002']],
      ['App', 'enable', ['00000002', ['mdm']]],
      ['App', 'disable', ['00000002', ['mdm']]],
      ['GlobalJob', 'summaryPage', [{}]],
      ['DictDiff', 'compare', ['00000002']],
      ['DictDiff', 'sync', ['00000002', 'tax_rate', ['13']]],
      ['DataShare', 'list', [{}]],
      ['DataShare', 'entities', []],
      ['DataShare', 'grant', [{ sourceTenantId: '00000003', targetTenantId: '00000002', entityCode: 'Material' }]],
      ['DataShare', 'revoke', [[1]]],
      ['LoginLog', 'summaryPage', [{}]],
    ];
    for (const [service, method, args] of calls) {
      const r = await call(demo, service, method, args);
      expect(r.json.code, `tenant.${service}/${method}`).toBe(4003);
    }
    // nothing changed on the way: acme is not locked
    expect((await srv.login('acme', 'admin', 'Admin@123')).json.code).toBe(200);
    // and a narrower role of the platform's product is refused by its missing page as well
    const viewer = await srv.session('demo', 'zhaolei');
    expect((await call(viewer, 'Tenant', 'summaryPage', [{}])).json.code).toBe(4003);
  });
});

describe('applications and global jobs', () => {
  it('switches a module off and on for one tenant', async () => {
    const list = await call<Array<{ code: string; name: string; enabled: boolean }>>(platform, 'App', 'list', ['00000003']);
    expect(list.json.body.find((a) => a.code === 'finance')).toMatchObject({ name: '财务管理', enabled: true });
    const off = await call<Array<{ code: string; enabled: boolean }>>(platform, 'App', 'disable', ['00000003', ['finance']]);
    expect(off.json.body.find((a) => a.code === 'finance')?.enabled).toBe(false);
    expect((await call<{ disabledApps: string[] }>(platform, 'Tenant', 'detail', ['00000003'])).json.body.disabledApps).toEqual(['finance']);
    // acme's menus lose the module at once, and its pages cannot be called
    const acme = await srv.session('acme', 'admin');
    const modules = async () => (await srv.call<NavNode[]>(acme, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', acme.role.id])).json.body.map((n) => n.code);
    expect(await modules()).not.toContain('mod.finance');
    expect(await modules()).toContain('mod.mdm');
    expect((await srv.call(acme, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'FinInvoice' }])).json.code).toBe(4003);
    // the tenant's own administration cannot be switched off
    const core = await call(platform, 'App', 'disable', ['00000003', ['system']]);
    expect(core.json).toMatchObject({ code: 400, msg: 'moduleCodes: 系统管理不能停用：system' });
    // another tenant keeps it
    expect((await call<Array<{ code: string; enabled: boolean }>>(platform, 'App', 'list', ['00000002'])).json.body.find((a) => a.code === 'finance')?.enabled).toBe(true);
    const on = await call<Array<{ code: string; enabled: boolean }>>(platform, 'App', 'enable', ['00000003', ['finance']]);
    expect(on.json.body.find((a) => a.code === 'finance')?.enabled).toBe(true);
    expect(await modules()).toContain('mod.finance');
    expect((await srv.call(acme, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'FinInvoice' }])).json.code).toBe(200);
    expect((await call(platform, 'App', 'disable', ['00000003', ['nosuch']])).json.code).toBe(400);
  });

  it('lists the scheduled jobs of every tenant (定时任务\'s table), read-only', async () => {
    const list = (q: Record<string, unknown>) => call<Paged<GlobalJobView> & { available: boolean }>(platform, 'GlobalJob', 'summaryPage', [q]);
    if (!entityByCode('TriggerJob')) {
      // a product without scheduled jobs: the page says so instead of failing
      const r = await list({});
      expect(r.json.body).toMatchObject({ available: false, total: 0, itemList: [] });
      return;
    }
    const code = `GJ${Date.now().toString(36)}`.toUpperCase();
    const saved = await srv.call(demo, 'datax.MetaDynamic', 'saveValue', ['TriggerJob', { code, name: '全局任务测试', handler: 'cleanSessions', cron: '0 3 * * *', enabled: false }]);
    expect(saved.json.code, saved.json.msg).toBe(200);
    const r = await list({ text: code });
    expect(r.json.code, r.json.msg).toBe(200);
    expect(r.json.body.available).toBe(true);
    expect(r.json.body.itemList).toEqual([expect.objectContaining({ tenantCode: 'demo', code, name: '全局任务测试', handler: 'cleanSessions', cron: '0 3 * * *', enabled: false })]);
    expect((await list({ text: code, tenantId: '00000003' })).json.body.total).toBe(0);
  });
});
