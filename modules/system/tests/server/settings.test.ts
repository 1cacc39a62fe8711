// 个人设置 on a real database: a user reads and changes its own profile (name, its person's phone and
// email, language, default role among its own roles) and its password; another user's id is refused
// (4003) whatever the caller's role holds, and the other user is left as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok } from '../../../../tests/kit';
import type { MySettings } from '../../contracts/settings';

const srv = await fileServer();
const [admin, lina, wang] = await Promise.all([srv.session('demo', 'admin'), srv.session('demo', 'lina'), srv.session('demo', 'wangqiang')]);

const mine = async (s: Session) => ok(await srv.call<MySettings>(s, 'system.Setting', 'mine', []));
const save = (s: Session, p: object) => srv.call<MySettings>(s, 'system.Setting', 'saveProfile', [p]);

beforeAll(async () => {
}, 120_000);

describe('own settings', () => {
  it('shows the caller’s user, person and roles', async () => {
    const me = await mine(lina);
    expect(me.user).toMatchObject({ id: lina.user.id, code: 'lina', name: '李娜', language: 'zh_CN' });
    expect(me.person).toMatchObject({ code: 'P0003', email: 'lina@example.com', departmentName: '采购部' });
    expect(me.roles.map((r) => r.code).sort()).toEqual(['purchaser', 'warehouse']);
  });

  it('changes its name, phone, email, language and default role; the next login follows them', async () => {
    const warehouse = (await mine(lina)).roles.find((r) => r.code === 'warehouse')!;
    const saved = ok(await save(lina, { userId: lina.user.id, name: '李娜娜', phone: '13900000003', email: 'nana@example.com', language: 'en_US', defaultRoleId: warehouse.id }));
    expect(saved.user).toMatchObject({ name: '李娜娜', language: 'en_US', defaultRoleId: warehouse.id });
    expect(saved.person).toMatchObject({ phone: '13900000003', email: 'nana@example.com' });
    const again = await srv.session('demo', 'lina');
    expect(again.role.code).toBe('warehouse');
    // the language is kept with the user (the web app switches to it when it is saved)
    expect((await mine(again)).user.language).toBe('en_US');
    expect(again.user.name).toBe('李娜娜');
  });

  it('refuses a default role the user does not hold, a bad e-mail, and a phone without a person', async () => {
    const adminRole = (await mine(admin)).roles[0];
    expect((await save(wang, { userId: wang.user.id, defaultRoleId: adminRole.id })).json.code).toBe(400);
    expect((await save(wang, { userId: wang.user.id, email: 'not-mail' })).json.code).toBe(400);
    const acme = await srv.session('acme', 'admin');
    expect((await mine(acme)).person).toBeNull();
    expect((await save(acme, { userId: acme.user.id, phone: '123' })).json.code).toBe(400);
    expect(ok(await save(acme, { userId: acme.user.id, language: 'en_US' })).user.language).toBe('en_US');
  });

  it('changes its own password with the encrypted old and new ones, then logs in with the new one', async () => {
    ok(await srv.call(wang, 'portal.User', 'modifyPassword', [wang.user.id, srv.encrypt('Demo@123'), srv.encrypt('Wang@2025x')]));
    expect((await srv.login('demo', 'wangqiang', 'Demo@123')).json.code).not.toBe(200);
    expect((await srv.login('demo', 'wangqiang', 'Wang@2025x')).json.code).toBe(200);
  });
});

describe('another user', () => {
  it('is refused (4003), even for an administrator, and left unchanged', async () => {
    const before = await mine(lina);
    for (const caller of [wang, admin]) {
      const answer = await save(caller, { userId: lina.user.id, name: '被改了', phone: '000' });
      expect(answer.json.code).toBe(4003);
    }
    expect(await mine(lina)).toEqual(before);
    // the password of another user needs 重置密码, which wangqiang's role does not hold
    const zhao = await srv.session('demo', 'zhaolei');
    expect((await srv.call(wang, 'portal.User', 'modifyPassword', [zhao.user.id, srv.encrypt('Wang@2025x'), srv.encrypt('Hacked@2025')])).json.code).toBe(4003);
    expect((await srv.login('demo', 'zhaolei', 'Demo@123')).json.code).toBe(200);
  });
});
