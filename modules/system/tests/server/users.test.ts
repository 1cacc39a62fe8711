// portal.User on a real database: every call with its messages, the operation codes
// portal.user.* as access (4003 without them), Normal/Restricted (a locked user cannot log in and its
// open sessions end), passwords encrypted with the login key (RSA-OAEP) for a new user, a change
// and a reset, an import of a real .xlsx, and the other tenant's users out of reach (11).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../../schemas/rpc/datax';
import type { Paged } from '../../../../schemas/rpc/define';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok, upload, xlsx } from '../../../../tests/kit';
import type { RoleView } from '../../contracts/roles';
import type { SavedUser, UserBrief, UserImportResult, UserView } from '../../contracts/users';

const srv = await fileServer();
const [admin, acme, viewer] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('demo', 'zhaolei')]);
let roles: RoleView[];
let serial = 0;

const user = <T = UserView>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'portal.User', method, args);
const roleId = (code: string) => roles.find((r) => r.code === code)!.id;
const code = () => `u${Date.now().toString(36)}${++serial}`;
const loginCode = async (c: string, password: string) => (await srv.login('demo', c, password)).json.code;

async function newUser(extra: Record<string, unknown> = {}, password = 'Start@2024') {
  const c = code();
  const saved = ok(await user<SavedUser>(admin, 'save', [{ code: c, name: `测试${serial}`, roleIds: [roleId('viewer')], password: srv.encrypt(password), ...extra }]));
  return { ...saved, password };
}

beforeAll(async () => {
  roles = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', []));
}, 120_000);

describe('reading users', () => {
  it('lists the tenant’s users with their roles, searched by code or name, state, role and department', async () => {
    const all = ok(await user<Paged<UserView>>(admin, 'listPage', [{ pageIndex: 1, pageSize: 50 }]));
    expect(all.itemList.map((u) => u.code)).toEqual(['admin', 'wangqiang', 'lina', 'zhaolei', 'zhoujie', 'sunli', 'liuyang', 'qianwei']);
    const lina = all.itemList.find((u) => u.code === 'lina')!;
    expect(lina).toMatchObject({ name: '李娜', state: 0, kind: 0, personCode: 'P0003', organName: '苏州普兰特精密制造有限公司', defaultRoleId: roleId('purchaser') });
    expect(lina.roles.map((r) => r.code).sort()).toEqual(['purchaser', 'warehouse']);
    expect(ok(await user<Paged<UserView>>(admin, 'listPage', [{ value: '王' }])).itemList.map((u) => u.code)).toEqual(['wangqiang']);
    expect(ok(await user<Paged<UserView>>(admin, 'listPage', [{ code: 'ZHAO' }])).itemList.map((u) => u.code)).toEqual(['zhaolei']);
    expect(ok(await user<Paged<UserView>>(admin, 'listPage', [{ roleId: roleId('warehouse') }])).itemList.map((u) => u.code)).toEqual(['wangqiang', 'lina']);
    const page2 = ok(await user<Paged<UserView>>(admin, 'listPage', [{ page: 2, pageSize: 3 }]));
    expect(page2).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(page2.itemList.map((u) => u.code)).toEqual(['zhaolei', 'zhoujie', 'sunli']);
  });

  it('answers one user, a person’s user, the caller itself, all users (id, code, name) and users by role and department', async () => {
    const list = ok(await user<Paged<UserView>>(admin, 'listPage', [{ value: 'sunli' }])).itemList;
    const sunli = ok(await user(admin, 'getOneById', [list[0].id]));
    expect(sunli).toMatchObject({ code: 'sunli', personCode: 'P0006' });
    expect(ok(await user(admin, 'getOneBySourceId', [sunli.personId]))).toMatchObject({ id: sunli.id });
    expect(ok(await user(viewer, 'get', []))).toMatchObject({ code: 'zhaolei', name: '赵磊' });
    const everyone = ok(await user<UserBrief[]>(viewer, 'getAllUsers', []));
    expect(everyone.length).toBe(8);
    expect(Object.keys(everyone[0]).sort()).toEqual(['code', 'id', 'name']);
    const byRole = ok(await user<UserBrief[]>(viewer, 'getUsersByRoleAndDept', [{ roleIds: [roleId('warehouse')] }]));
    expect(byRole.map((u) => u.code).sort()).toEqual(['lina', 'wangqiang']);
    const tree = ok(await srv.call<Array<{ children: Array<{ label: string; id: number; type: number }> }>>(admin, 'mdm.department', 'getAll', []));
    const prod = tree[0].children.find((n) => n.label === '生产部')!;
    const inProd = ok(await user<Array<UserBrief & { departmentIds: number[] }>>(viewer, 'getUsersByRoleAndDept', [{ departmentIds: [prod.id] }]));
    expect(inProd.map((u) => u.code).sort()).toEqual(['admin', 'liuyang', 'zhoujie']);
    expect(inProd[0].departmentIds).toContain(prod.id);
  });
});

describe('saving users', () => {
  it('creates a user with roles and a default role; it logs in with the encrypted password it was given', async () => {
    const u = await newUser({ roleIds: [roleId('viewer'), roleId('purchaser')], defaultRoleId: roleId('purchaser') });
    expect(u).toMatchObject({ state: 0, kind: 0, defaultRoleId: roleId('purchaser') });
    expect(u.password).toBe('Start@2024');
    const s = (await srv.login('demo', u.code, 'Start@2024')).json;
    expect(s.code).toBe(200);
    expect(s.body.role.code).toBe('purchaser');
    expect(s.body.roles.map((r) => r.code).sort()).toEqual(['purchaser', 'viewer']);
  });

  it('设为默认角色: one of the user’s roles becomes the one it logs in with; another role is refused; the function is needed', async () => {
    const u = await newUser({ roleIds: [roleId('viewer'), roleId('purchaser')], defaultRoleId: roleId('purchaser') });
    const changed = ok(await user<UserView>(admin, 'setDefaultRole', [u.id, roleId('viewer')]));
    expect(changed.defaultRoleId).toBe(roleId('viewer'));
    expect((await srv.login('demo', u.code, 'Start@2024')).json.body.role.code).toBe('viewer');
    const other = await user(admin, 'setDefaultRole', [u.id, roleId('warehouse')]);
    expect(other.json).toMatchObject({ code: 400, msg: `roleId: 用户「${u.name}」没有该角色：${roleId('warehouse')}` });
    expect((await user(viewer, 'setDefaultRole', [u.id, roleId('purchaser')])).json.code).toBe(4003);
  });

  it('generates a password for a new user without one and answers it once', async () => {
    const c = code();
    const saved = ok(await user<SavedUser>(admin, 'save', [{ code: c, name: '生成密码', roleIds: [roleId('viewer')] }]));
    expect(saved.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{12}$/);
    expect(await loginCode(c, saved.password!)).toBe(200);
    expect(ok(await user<SavedUser>(admin, 'getOneById', [saved.id])).password).toBeUndefined();
  });

  it('refuses a duplicate code, no role, a default role not held, a person with a user, an unreadable or weak password', async () => {
    const base = { code: code(), name: 'x', roleIds: [roleId('viewer')] };
    expect((await user(admin, 'save', [{ ...base, code: 'lina' }])).json).toMatchObject({ code: 400, msg: 'user.code: 账号「lina」已存在' });
    expect((await user(admin, 'save', [{ ...base, roleIds: [] }])).json).toMatchObject({ code: 400, msg: 'user.roleIds: 用户至少需要一个角色' });
    expect((await user(admin, 'save', [{ ...base, defaultRoleId: roleId('admin') }])).json).toMatchObject({ code: 400, msg: 'user.defaultRoleId: 默认角色必须是用户拥有的角色之一' });
    const lina = ok(await user<Paged<UserView>>(admin, 'listPage', [{ value: 'lina' }])).itemList[0];
    expect((await user(admin, 'save', [{ ...base, personId: lina.personId }])).json).toMatchObject({ code: 400, msg: 'user.personId: 人员「李娜」已关联账号「lina」' });
    expect((await user(admin, 'save', [{ ...base, password: Buffer.from('plain').toString('base64') }])).json.msg).toMatch(/^user\.password: 密码无法解密/);
    expect((await user(admin, 'save', [{ ...base, password: srv.encrypt('short1') }])).json).toMatchObject({ code: 400, msg: 'user.password: 新密码须为 8–64 位，且同时包含字母和数字' });
    expect((await user(admin, 'save', [{ ...base, roleIds: [999999] }])).json).toMatchObject({ code: 400, msg: 'user.roleIds: 角色不存在：999999' });
  });

  it('changes a user’s roles: the sessions opened in a role it lost end', async () => {
    const u = await newUser({ roleIds: [roleId('viewer'), roleId('purchaser')], defaultRoleId: roleId('viewer') });
    const inPurchaser = (await srv.login('demo', u.code, u.password, roleId('purchaser'))).json.body;
    const inViewer = (await srv.login('demo', u.code, u.password, roleId('viewer'))).json.body;
    const changed = ok(await user(admin, 'save', [{ id: u.id, code: u.code, name: '改名', roleIds: [roleId('viewer')] }]));
    expect(changed).toMatchObject({ name: '改名', defaultRoleId: roleId('viewer') });
    expect(changed.roles.map((r) => r.code)).toEqual(['viewer']);
    expect((await user(inPurchaser, 'get', [])).status).toBe(401);
    expect((await user(inViewer, 'get', [])).json.code).toBe(200);
  });
});

describe('lock, unlock and passwords', () => {
  it('a locked user cannot log in and its open session ends; unlocked it logs in again', async () => {
    const u = await newUser();
    const open = await srv.session('demo', u.code, u.password);
    expect(ok(await user(admin, 'lock', [[u.id]]))).toEqual({ updated: 1 });
    expect(ok(await user(admin, 'getOneById', [u.id])).state).toBe(1);
    const refused = (await srv.login('demo', u.code, u.password)).json;
    expect(refused).toMatchObject({ code: 4011, msg: '用户已被锁定，请联系管理员。' });
    expect((await user(open, 'get', [])).status).toBe(401);
    expect(ok(await user(admin, 'unlock', [u.id]))).toEqual({ updated: 1 });
    expect(await loginCode(u.code, u.password)).toBe(200);
  });

  it('nobody locks or deletes their own user', async () => {
    expect((await user(admin, 'lock', [[admin.user.id]])).json).toMatchObject({ code: 409, msg: '不能对当前登录用户执行此操作' });
    expect((await user(admin, 'batchRemove', [[admin.user.id]])).json.code).toBe(409);
  });

  it('modifyPassword: the user’s own, with its current password encrypted; the old one no longer works', async () => {
    const u = await newUser();
    const s = await srv.session('demo', u.code, u.password);
    const other = await srv.session('demo', u.code, u.password);
    expect((await user(s, 'modifyPassword', [u.id, srv.encrypt('Wrong@123'), srv.encrypt('Newer@2025')])).json).toMatchObject({ code: 400, msg: 'password: 原密码错误' });
    expect((await user(s, 'modifyPassword', [u.id, srv.encrypt(u.password), srv.encrypt('abc')])).json.code).toBe(400);
    expect(ok(await user(s, 'modifyPassword', [u.id, srv.encrypt(u.password), srv.encrypt('Newer@2025')]))).toBe(true);
    expect(await loginCode(u.code, u.password)).toBe(4010);
    expect(await loginCode(u.code, 'Newer@2025')).toBe(200);
    // the session that changed it goes on, the user's other sessions end
    expect((await user(s, 'get', [])).json.code).toBe(200);
    expect((await user(other, 'get', [])).status).toBe(401);
  });

  it('modifyPassword of another user needs 重置密码 and the caller’s own password', async () => {
    const u = await newUser();
    const denied = (await user(viewer, 'modifyPassword', [u.id, srv.encrypt('Demo@123'), srv.encrypt('Other@2025')])).json;
    expect(denied.code).toBe(4003);
    expect(denied.msg).toContain('portal.user.resetPwd');
    expect((await user(admin, 'modifyPassword', [u.id, srv.encrypt(u.password), srv.encrypt('Other@2025')])).json.msg).toBe('password: 原密码错误');
    expect(ok(await user(admin, 'modifyPassword', [u.id, srv.encrypt('Admin@123'), srv.encrypt('Other@2025')]))).toBe(true);
    expect(await loginCode(u.code, 'Other@2025')).toBe(200);
  });

  it('resetPassword generates one answered once, or sets a given one', async () => {
    const u = await newUser();
    const reset = ok(await user<{ userId: number; password: string }>(admin, 'resetPassword', [u.id]));
    expect(reset.userId).toBe(u.id);
    expect(await loginCode(u.code, u.password)).toBe(4010);
    expect(await loginCode(u.code, reset.password)).toBe(200);
    expect(ok(await user(admin, 'resetPassword', [u.id, srv.encrypt('Given@2025')]))).toEqual({ userId: u.id });
    expect(await loginCode(u.code, 'Given@2025')).toBe(200);
  });
});

describe('removing users', () => {
  it('refuses an empty batch with the spec’s message', async () => {
    expect((await user(admin, 'batchRemove', [[]])).json).toMatchObject({ code: 400, msg: '批量删除用户，参数为空。' });
    expect((await user(admin, 'batchRemove', [])).json).toMatchObject({ code: 400, msg: '批量删除用户，参数为空。' });
    expect((await srv.call(admin, 'portal.User', 'batchRemove', [[]], { language: 'en_US' })).json.msg).toBe('Batch user deletion: the id list is empty.');
  });

  it('removes users (all or nothing) with their roles and sessions', async () => {
    const a = await newUser();
    const b = await newUser();
    const s = await srv.session('demo', a.code, a.password);
    expect((await user(admin, 'batchRemove', [[a.id, 99999999]])).json.code).toBe(11);
    expect(ok(await user(admin, 'getOneById', [a.id])).id).toBe(a.id);
    expect(ok(await user(admin, 'batchRemove', [[a.id, b.id]]))).toEqual({ removed: 2 });
    expect((await user(admin, 'getOneById', [a.id])).json.code).toBe(11);
    expect((await user(s, 'get', [])).status).toBe(401);
    expect(await loginCode(b.code, b.password)).toBe(4010);
  });
});

describe('access and tenants', () => {
  it('needs 用户管理 and its operation codes (4003)', async () => {
    const list = (await user(viewer, 'listPage', [{}])).json;
    expect(list.code).toBe(4003);
    expect(list.msg).toContain('system/User');
    const checks: Array<[string, unknown[], string]> = [
      ['save', [{ code: code(), name: 'x', roleIds: [roleId('viewer')] }], 'portal.user.create'],
      ['save', [{ id: admin.user.id, code: 'admin', name: 'x' }], 'portal.user.update'],
      ['batchRemove', [[admin.user.id]], 'portal.user.delete'],
      ['lock', [[admin.user.id]], 'portal.user.lock'],
      ['unlock', [[admin.user.id]], 'portal.user.unlock'],
      ['resetPassword', [admin.user.id], 'portal.user.resetPwd'],
      ['leadIn', [1], 'portal.user.create'],
    ];
    for (const [method, args, fn] of checks) {
      const r = (await user(viewer, method, args)).json;
      expect(`${method} ${r.code} ${r.msg}`).toBe(`${method} 4003 没有操作权限：${fn}`);
    }
  });

  it('never shows or changes another tenant’s users (11)', async () => {
    const demoUsers = ok(await user<Paged<UserView>>(admin, 'listPage', [{}])).itemList;
    const acmeUsers = ok(await user<Paged<UserView>>(acme, 'listPage', [{}])).itemList;
    expect(acmeUsers.map((u) => u.code)).toEqual(['admin', 'operator']);
    const lina = demoUsers.find((u) => u.code === 'lina')!;
    expect((await user(acme, 'getOneById', [lina.id])).json.code).toBe(11);
    expect((await user(acme, 'lock', [[lina.id]])).json.code).toBe(11);
    expect((await user(acme, 'resetPassword', [lina.id])).json.code).toBe(11);
    expect((await user(acme, 'batchRemove', [[lina.id]])).json.code).toBe(11);
    expect((await user(acme, 'save', [{ id: lina.id, code: 'lina', name: 'hijacked' }])).json.code).toBe(11);
    expect(ok(await user(acme, 'getOneBySourceId', [lina.personId]))).toBeNull();
    expect(ok(await user<UserBrief[]>(acme, 'getAllUsers', [])).map((u) => u.code)).toEqual(['admin', 'operator']);
    expect(ok(await user(admin, 'getOneById', [lina.id]))).toMatchObject({ name: '李娜', state: 0 });
    expect(await loginCode('lina', 'Demo@123')).toBe(200);
  });

  it('enableByTenant (platform): restricts and restores every user of a tenant', async () => {
    const platform = await srv.session('platform', 'admin');
    expect((await user(admin, 'enableByTenant', ['00000003', false])).json.code).toBe(4003);
    expect(ok(await user(platform, 'enableByTenant', ['00000003', false]))).toEqual({ updated: 2 });
    expect((await srv.login('acme', 'admin', 'Admin@123')).json.code).toBe(4011);
    expect(ok(await user(platform, 'enableByTenant', ['00000003', true]))).toEqual({ updated: 2 });
    expect((await srv.login('acme', 'admin', 'Admin@123')).json.code).toBe(200);
    expect((await user(platform, 'enableByTenant', ['00000099', true])).json.code).toBe(11);
  });
});

describe('import', () => {
  it('creates and changes users from a real .xlsx; generated passwords are answered once', async () => {
    const [c1, c2] = [code(), code()];
    const file = await upload(
      srv,
      admin,
      await xlsx([
        ['账号*', '姓名*', '角色*', '默认角色', '人员工号', '类型', '初始密码'],
        [c1, '导入一', 'viewer、purchaser', '采购员', '', '普通用户', 'Import@2025'],
        [c2, '导入二', 'viewer', '', '', '系统管理员', ''],
        ['zhaolei', '赵磊（改）', 'viewer', '', 'P0004', '', ''],
      ]),
    );
    const r = ok(await user<UserImportResult>(admin, 'leadIn', [file.id]));
    expect(r).toMatchObject({ total: 3, successCnt: 3, createCnt: 2, updateCnt: 1, errors: [] });
    expect(r.passwords.map((p) => p.code)).toEqual([c2]);
    expect(await loginCode(c1, 'Import@2025')).toBe(200);
    expect(await loginCode(c2, r.passwords[0].password)).toBe(200);
    const one = ok(await user<Paged<UserView>>(admin, 'listPage', [{ code: c1 }])).itemList[0];
    expect(one).toMatchObject({ name: '导入一', defaultRoleId: roleId('purchaser'), kind: 0 });
    expect(ok(await user<Paged<UserView>>(admin, 'listPage', [{ code: c2 }])).itemList[0].kind).toBe(1);
    // an existing user keeps its password
    expect(await loginCode('zhaolei', 'Demo@123')).toBe(200);
  });

  it('writes nothing when a row is wrong and says which and why', async () => {
    const [c1, c2] = [code(), code()];
    const file = await upload(
      srv,
      admin,
      await xlsx([
        ['账号', '姓名', '角色'],
        [c1, '好的一行', 'viewer'],
        [c2, '', 'nosuchrole'],
      ]),
    );
    const r = ok(await user<ImportResult>(admin, 'leadIn', [file.id]));
    expect(r).toMatchObject({ total: 2, successCnt: 0, createCnt: 0 });
    expect(r.errors).toEqual([{ index: 2, key: c2, fields: { name: '不能为空', roles: '角色不存在：nosuchrole' } }]);
    expect(ok(await user<Paged<UserView>>(admin, 'listPage', [{ code: c1 }])).total).toBe(0);
  });
});
