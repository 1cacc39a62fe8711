// system.Config on a real database: the declared parameters grouped with the tenant's values
// (defaults until set), their update checked by kind (400 naming the key), one tenant's values
// never another's, the page's function (4003), and tenantConfig for the server's code: typed by
// key, cached, and fresh on the next read after a change made anywhere (another instance writing
// the table bumps tenant.config_version through the trigger).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { configVersion, tenantConfig, tenantConfigAll } from '../../../../server/config/tenant-config';
import { fileServer, ok } from '../../../../tests/kit';
import type { ConfigGroupView, ConfigParamView } from '../../contracts/config';

const srv = await fileServer();
const [admin, acme, viewer] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('demo', 'zhaolei')]);

const config = <T = ConfigGroupView[]>(s: Session, method: string, args: unknown[], headers?: Record<string, string>) => srv.call<T>(s, 'system.Config', method, args, headers);
const param = (groups: ConfigGroupView[], key: string): ConfigParamView => groups.flatMap((g) => g.params).find((p) => p.key === key)!;

beforeAll(async () => {
}, 120_000);

describe('the parameters', () => {
  it('are grouped as declared, with their defaults until a tenant sets them', async () => {
    const groups = ok(await config(acme, 'list', []));
    expect(groups.map((g) => [g.group, g.name, g.params.map((p) => p.key)])).toEqual([
      ['flow', '审批流程', ['FlowCompleteEditAllow', 'WmsApplyReviewers']],
      ['iot', '物联网', ['IotSimulator', 'IotRetentionDays']],
      ['datagov', '数据治理', ['DatagovAllowPrivateUrls']],
      ['security', '安全', ['loginMaxFailures', 'loginLockMinutes', 'passwordMinLength']],
      ['print', '打印', ['companyShortName']],
    ]);
    expect(param(groups, 'FlowCompleteEditAllow')).toEqual({
      key: 'FlowCompleteEditAllow',
      kind: 'boolean',
      name: '审批时允许编辑',
      description: '开启后，审批人处理任务时可以编辑表单中非只读的字段',
      value: false,
      defaultValue: false,
      modifyName: null,
      modifyDt: null,
    });
    expect(param(groups, 'loginLockMinutes')).toMatchObject({ kind: 'number', value: 15, min: 1, max: 1440, integer: true, unit: '分钟' });
    const en = ok(await config(acme, 'list', [], { language: 'en_US' }));
    expect(en[0]).toMatchObject({ name: 'Approval flows', params: [{ name: 'Edit during approval' }, { name: 'Warehouse reviewers' }] });
  });

  it('keeps what an update names, for this tenant only, and serves it to tenantConfig at once', async () => {
    expect(await tenantConfig(srv.db.forTenant(admin.tenant.id), admin.tenant.id, 'FlowCompleteEditAllow')).toBe(false);
    const groups = ok(await config(admin, 'update', [{ FlowCompleteEditAllow: true, loginLockMinutes: 45, companyShortName: ' 普兰特 ' }]));
    expect(param(groups, 'FlowCompleteEditAllow')).toMatchObject({ value: true, modifyName: admin.user.name });
    expect(param(groups, 'loginLockMinutes').value).toBe(45);
    expect(param(groups, 'companyShortName').value).toBe('普兰特');
    expect(param(groups, 'passwordMinLength')).toMatchObject({ value: 8, modifyName: null });
    const db = srv.db.forTenant(admin.tenant.id);
    // typed by key: a boolean, a number, a select's value
    const flag: boolean = await tenantConfig(db, admin.tenant.id, 'FlowCompleteEditAllow');
    const minutes: number = await tenantConfig(db, admin.tenant.id, 'loginLockMinutes');
    expect([flag, minutes]).toEqual([true, 45]);
    // acme keeps its defaults
    expect(param(ok(await config(acme, 'list', [])), 'FlowCompleteEditAllow').value).toBe(false);
    expect(await tenantConfig(srv.db.forTenant(acme.tenant.id), acme.tenant.id, 'loginLockMinutes')).toBe(15);
    // a later update of one key leaves the others
    ok(await config(admin, 'update', [{ loginLockMinutes: 60 }]));
    expect(await tenantConfigAll(db, admin.tenant.id)).toMatchObject({ FlowCompleteEditAllow: true, loginLockMinutes: 60, companyShortName: '普兰特' });
  });

  it('refuses a value of the wrong kind, naming the key, and changes nothing', async () => {
    const before = ok(await config(acme, 'list', []));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ FlowCompleteEditAllow: 'yes' }, 'values.FlowCompleteEditAllow'],
      [{ loginLockMinutes: 0 }, 'values.loginLockMinutes: must be at least 1'],
      [{ loginLockMinutes: 30.5 }, 'values.loginLockMinutes: must be a whole number'],
      [{ passwordMinLength: '12' }, 'values.passwordMinLength'],
      [{ companyShortName: 'x'.repeat(33) }, 'values.companyShortName: must have at most 32 characters'],
      [{ noSuchKey: true }, 'noSuchKey'],
      [{}, 'values: name at least one parameter'],
    ];
    for (const [values, msg] of cases) {
      const answer = await config(acme, 'update', [values]);
      expect(answer.json.code, JSON.stringify(values)).toBe(400);
      expect(answer.json.msg).toContain(msg);
    }
    // one bad key refuses the whole update
    expect((await config(acme, 'update', [{ FlowCompleteEditAllow: true, loginLockMinutes: 0 }])).json.code).toBe(400);
    expect(ok(await config(acme, 'list', []))).toEqual(before);
  });

  it('refuses a role without 参数配置 (4003)', async () => {
    expect((await config(viewer, 'list', [])).json.code).toBe(4003);
    const refused = await config(viewer, 'update', [{ FlowCompleteEditAllow: true }]);
    expect(refused.json.code).toBe(4003);
    expect(refused.json.msg).toContain('system.config');
  });
});

describe('tenantConfig', () => {
  it('answers a change another instance wrote on the next read (the version moves with the table)', async () => {
    const db = srv.db.forTenant(acme.tenant.id);
    const v0 = await configVersion(db, acme.tenant.id);
    expect(await tenantConfig(db, acme.tenant.id, 'passwordMinLength')).toBe(8);
    // written past this instance's calls, as another instance's update would be
    await sql`insert into tenant_config (tenant_id, key, value) values (${acme.tenant.id}, 'passwordMinLength', '12')`.execute(srv.db.system);
    expect(await configVersion(db, acme.tenant.id)).toBeGreaterThan(v0);
    expect(await tenantConfig(db, acme.tenant.id, 'passwordMinLength')).toBe(12);
    await sql`delete from tenant_config where tenant_id = ${acme.tenant.id} and key = 'passwordMinLength'`.execute(srv.db.system);
    expect(await tenantConfig(db, acme.tenant.id, 'passwordMinLength')).toBe(8);
  });

  it('falls back to the default for a stored value the declaration no longer allows', async () => {
    const db = srv.db.forTenant(acme.tenant.id);
    await sql`insert into tenant_config (tenant_id, key, value) values (${acme.tenant.id}, 'loginLockMinutes', '0'), (${acme.tenant.id}, 'retiredKey', 'true')`.execute(srv.db.system);
    expect(await tenantConfig(db, acme.tenant.id, 'loginLockMinutes')).toBe(15);
    expect(Object.keys(await tenantConfigAll(db, acme.tenant.id))).not.toContain('retiredKey');
  });
});

describe('the parameters the server honours', () => {
  it('passwordMinLength: a new password shorter than the tenant minimum is refused, naming the minimum; other tenants keep 8', async () => {
    ok(await config(acme, 'update', [{ passwordMinLength: 12 }]));
    const roleOf = (s: Session) => [s.role.id];
    const base = { code: `pw${Date.now()}`, name: '密码测试', roleIds: roleOf(acme) };
    const short = await srv.call(acme, 'portal.User', 'save', [{ ...base, password: srv.encrypt('abc12345xyz') }]);
    expect(short.json).toMatchObject({ code: 400, msg: 'user.password: 新密码须为 12–64 位，且同时包含字母和数字' });
    const long = await srv.call(acme, 'portal.User', 'save', [{ ...base, password: srv.encrypt('abc12345xyz9') }]);
    expect(long.json.code, long.json.msg).toBe(200);
    // a generated password meets it too
    const reset = await srv.call<{ password: string }>(acme, 'portal.User', 'resetPassword', [(long.json.body as { id: number }).id]);
    expect(reset.json.body.password.length).toBeGreaterThanOrEqual(12);
    // demo keeps the default
    const demo = await srv.call(admin, 'portal.User', 'save', [{ ...base, roleIds: roleOf(admin), password: srv.encrypt('abc12345') }]);
    expect(demo.json.code, demo.json.msg).toBe(200);
    ok(await config(acme, 'update', [{ passwordMinLength: 8 }]));
  });
});

describe('the login lock', () => {
  it('locks a user code and address after the tenant’s number of failures, for its minutes', async () => {
    ok(await config(acme, 'update', [{ loginMaxFailures: 3, loginLockMinutes: 7 }]));
    const ip = { 'x-forwarded-for': '10.9.8.7' };
    for (let i = 0; i < 3; i++) expect((await srv.login('acme', 'admin', 'Wrong123', null, ip)).json.code).not.toBe(200);
    const locked = await srv.login('acme', 'admin', 'Admin@123', null, ip);
    expect(locked.json.msg).toBe('登录失败次数过多，请 7 分钟后再试。');
    // another address is not locked
    expect((await srv.login('acme', 'admin', 'Admin@123', null, { 'x-forwarded-for': '10.9.8.8' })).json.code).toBe(200);
    ok(await config(acme, 'update', [{ loginMaxFailures: 5, loginLockMinutes: 15 }]));
  });
});
