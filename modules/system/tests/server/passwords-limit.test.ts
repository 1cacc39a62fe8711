// A password change checks the caller's current password under the login lock (one count per
// tenant, user code and address): 30 wrong current passwords sent at once are checked at most
// `limit` times, the rest answer "too many attempts", and the right one is then refused as well.
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok } from '../../../../tests/kit';
import type { RoleView } from '../../contracts/roles';
import type { SavedUser } from '../../contracts/users';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');

const LIMIT = 5; // the demo tenant's 登录失败锁定次数 (loginMaxFailures)
const FROM = { 'x-forwarded-for': '203.0.113.61' };

beforeAll(async () => {
}, 120_000);

async function newUser(code: string, password: string) {
  const roles = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', []));
  const viewer = roles.find((r) => r.code === 'viewer')!.id;
  return ok(await srv.call<SavedUser>(admin, 'portal.User', 'save', [{ code, name: '改密测试', roleIds: [viewer], password: srv.encrypt(password) }]));
}

describe('modifyPassword under the login lock', () => {
  it('checks at most the limit of 30 parallel wrong current passwords, then refuses the right one too', async () => {
    const code = `pw${Date.now().toString(36)}`;
    const saved = await newUser(code, 'Start@2024');
    const login = await srv.login('demo', code, 'Start@2024', null, FROM);
    const s = ok(login);
    const change = (current: string) => srv.call(s, 'portal.User', 'modifyPassword', [saved.id, srv.encrypt(current), srv.encrypt('Newer@2025')], FROM);
    const answers = await Promise.all(Array.from({ length: 30 }, () => change('Wrong@1234')));
    const list = answers.map((a) => a.json);
    const wrong = list.filter((a) => a.code === 400 && a.msg === 'password: 原密码错误').length;
    const locked = list.filter((a) => a.code === 4029).length;
    expect(wrong).toBeGreaterThan(0);
    expect(wrong).toBeLessThanOrEqual(LIMIT);
    expect(wrong + locked).toBe(30);
    expect(list.find((a) => a.code === 4029)?.msg).toMatch(/^登录失败次数过多，请 \d+ 分钟后再试。$/);
    // the right current password is refused while the lock is on, and the password is unchanged
    expect((await change('Start@2024')).json.code).toBe(4029);
    expect((await srv.login('demo', code, 'Newer@2025')).json.code).toBe(4010);
    // one count with logins: the same user from the same address cannot log in meanwhile either
    expect((await srv.login('demo', code, 'Start@2024', null, FROM)).json.code).toBe(4029);
  });

  it('answers the lock in English for an English caller', async () => {
    const code = `pe${Date.now().toString(36)}`;
    const saved = await newUser(code, 'Start@2024');
    const from = { 'x-forwarded-for': '203.0.113.62' };
    const s = ok(await srv.login('demo', code, 'Start@2024', null, from));
    const change = () => srv.call(s, 'portal.User', 'modifyPassword', [saved.id, srv.encrypt('Wrong@1234'), srv.encrypt('Newer@2025')], { ...from, language: 'en_US' });
    for (let i = 0; i < LIMIT; i++) expect((await change()).json.code).toBe(400);
    expect((await change()).json).toMatchObject({ code: 4029, msg: expect.stringMatching(/^Too many failed/) });
  });
});
