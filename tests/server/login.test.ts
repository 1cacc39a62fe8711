import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authHeaders, fileServer } from '../kit';

const srv = await fileServer();

const logRows = (code: string) =>
  srv.db.system.selectFrom('login_log').selectAll().where('tenant_id', '=', '00000002').where('user_code', '=', code).orderBy('id').execute();

describe('portal.Login/logon', () => {
  it('answers the session of the wire contract and logs the login', async () => {
    const r = await srv.login('demo', 'admin', 'Admin@123');
    expect(r.status).toBe(200);
    expect(r.json.code).toBe(200);
    const s = r.json.body;
    expect(s.tenant).toMatchObject({ id: '00000002', code: 'demo', name: '苏州普兰特精密制造有限公司', industryCode: 'Manufacturing' });
    expect(s.user).toMatchObject({ code: 'admin', tenantId: '00000002', role: s.role.id });
    expect(s.user.personId).toEqual(expect.any(Number));
    expect(s.role).toMatchObject({ code: 'admin', defaultTag: true, nameIntl: { en_US: 'Administrator' } });
    expect(s.token.split('.')).toHaveLength(3);
    expect((await logRows('admin')).at(-1)).toMatchObject({ success: true, portal_type: 'Web' });
  });

  it('refuses a wrong password with a message, records the failure, never says which part was wrong', async () => {
    const r = await srv.login('demo', 'admin', 'wrong');
    expect(r.json.code).toBe(4010);
    expect(r.json.msg).toBe('用户名或密码错误。');
    const unknown = await srv.login('demo', 'nobody', 'wrong', null, { language: 'en_US' });
    expect(unknown.json).toMatchObject({ code: 4010, msg: 'Wrong user code or password.' });
    expect((await logRows('admin')).at(-1)).toMatchObject({ success: false });
    expect((await logRows('nobody')).length).toBe(1);
  });

  it('stores slow salted hashes, never the password', async () => {
    const rows = await srv.db.system.selectFrom('app_user').select(['password_hash']).where('tenant_id', '=', '00000002').execute();
    const hashes = rows.map((r) => r.password_hash);
    expect(hashes.every((h) => h.startsWith('scrypt$16384$') && !h.includes('Admin@123'))).toBe(true);
    expect(new Set(hashes).size).toBe(hashes.length); // salted: equal passwords, different hashes
  });

  it('locks a user code from one address after 5 failures, even for the right password, not from another address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 5; i++) expect((await srv.login('demo', 'zhaolei', 'bad', null, from)).json.code).toBe(4010);
    const locked = await srv.login('demo', 'zhaolei', 'Demo@123', null, from);
    expect(locked.json.code).toBe(4029);
    expect(locked.json.msg).toContain('15');
    const elsewhere = await srv.login('demo', 'zhaolei', 'Demo@123', null, { 'x-forwarded-for': '198.51.100.9' });
    expect(elsewhere.json.code).toBe(200);
  });

  it('refuses a user restricted by an administrator', async () => {
    await srv.db.system.updateTable('app_user').set({ state: 1 }).where('tenant_id', '=', '00000002').where('code', '=', 'wangqiang').execute();
    const r = await srv.login('demo', 'wangqiang', 'Demo@123');
    expect(r.json.code).toBe(4011);
    await srv.db.system.updateTable('app_user').set({ state: 0 }).where('tenant_id', '=', '00000002').where('code', '=', 'wangqiang').execute();
  });

  it('names the tenant problem: missing header, unknown tenant', async () => {
    const noHeader = await srv.raw('portal.Login', 'logon', ['admin', srv.encrypt('Admin@123'), null, 'Web']);
    expect(noHeader.json.code).toBe(400);
    expect(noHeader.json.msg).toContain('tenant-code');
    const unknown = await srv.login('nosuch', 'admin', 'Admin@123');
    expect(unknown.json.code).toBe(11);
    expect(unknown.json.msg).toContain('nosuch');
  });

  it('refuses PKCS#1 v1.5 ciphertext and plain text passwords', async () => {
    const v15 = crypto.publicEncrypt({ key: srv.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from('Admin@123')).toString('base64');
    const r = await srv.raw('portal.Login', 'logon', ['admin', v15, null, 'Web'], { 'tenant-code': 'demo' });
    expect(r.json.code).toBe(400);
    const plain = await srv.raw('portal.Login', 'logon', ['admin', 'Admin@123', null, 'Web'], { 'tenant-code': 'demo' });
    expect(plain.json.code).toBe(400);
    expect(plain.json.msg).toMatch(/RSA-OAEP/);
  });

  it('validates arguments: unknown portal type, missing user code', async () => {
    const r = await srv.raw('portal.Login', 'logon', ['admin', srv.encrypt('Admin@123'), null, 'Tv'], { 'tenant-code': 'demo' });
    expect(r.json).toMatchObject({ code: 400 });
    expect(r.json.msg).toContain('portalType: 未知门户类型。');
    const missing = await srv.raw('portal.Login', 'logon', ['', srv.encrypt('x'), null, 'Web'], { 'tenant-code': 'demo' });
    expect(missing.json.msg).toContain('userCode');
  });

  it('lets a user with several roles choose one, and refuses a role not held', async () => {
    const dflt = (await srv.login('demo', 'lina', 'Demo@123')).json.body;
    expect(dflt.role.code).toBe('purchaser');
    expect(dflt.roles.map((r) => r.code).sort()).toEqual(['purchaser', 'warehouse']);
    const warehouse = dflt.roles.find((r) => r.code === 'warehouse')!;
    const chosen = await srv.login('demo', 'lina', 'Demo@123', warehouse.id);
    expect(chosen.json.body.role.code).toBe('warehouse');
    const admin = (await srv.login('demo', 'admin', 'Admin@123')).json.body;
    const notHeld = await srv.login('demo', 'lina', 'Demo@123', admin.role.id);
    expect(notHeld.json.code).toBe(400);
  });
});

describe('logout, relogin, unlock', () => {
  it('logout ends the session: the same token is then refused with HTTP 401', async () => {
    const s = await srv.session('demo', 'admin');
    expect((await srv.call(s, 'portal.MenuAlloc', 'todoCount', [])).json.code).toBe(200);
    const out = await srv.call(s, 'portal.Login', 'logout', []);
    expect(out.json.code).toBe(200);
    const after = await srv.call(s, 'portal.MenuAlloc', 'todoCount', []);
    expect(after.status).toBe(401);
  });

  it('relogin switches the role of the session and answers a token for it', async () => {
    const s = await srv.session('demo', 'lina');
    const warehouse = s.roles.find((r) => r.code === 'warehouse')!;
    const r = await srv.call<typeof s>(s, 'portal.Login', 'relogin', [{ uid: s.user.id, rid: warehouse.id, tenant: 'demo', portalType: 'Web', token: s.token }]);
    expect(r.json.code).toBe(200);
    expect(r.json.body.role.code).toBe('warehouse');
    const tree = await srv.call<Array<{ url: string | null; children: unknown[] }>>(r.json.body, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', warehouse.id]);
    expect(tree.json.code).toBe(200);
    const other = await srv.call(s, 'portal.Login', 'relogin', [{ uid: s.user.id + 1, rid: warehouse.id, tenant: 'demo', portalType: 'Web', token: s.token }]);
    expect(other.json.code).toBe(400);
  });

  it('unlock checks the password of the session user', async () => {
    const s = await srv.session('demo', 'admin');
    const bad = await srv.call(s, 'portal.Login', 'unlock', ['admin', srv.encrypt('nope'), null, 'demo', 'Web']);
    expect(bad.json.code).toBe(4010);
    const ok = await srv.call<typeof s>(s, 'portal.Login', 'unlock', ['admin', srv.encrypt('Admin@123'), null, 'demo', 'Web']);
    expect(ok.json.code).toBe(200);
    expect(ok.json.body.user.code).toBe('admin');
    const someoneElse = await srv.call(s, 'portal.Login', 'unlock', ['lina', srv.encrypt('Demo@123'), null, 'demo', 'Web'], authHeaders(s));
    expect(someoneElse.json.code).toBe(400);
  });
});
