// The login lock holds under parallel attempts: 30 wrong passwords sent at once for one user code
// from one address are checked at most `limit` times (the rest answer "too many attempts"), and
// the right password is then refused too. The screen unlock checks passwords under the same lock.
import { describe, expect, it } from 'vitest';
import { fileServer } from '../kit';

const srv = await fileServer({}, { withoutFlows: true });

const LIMIT = 5; // the demo tenant's 登录失败锁定次数 (loginMaxFailures)
const codes = (answers: Array<{ json: { code: number } }>) => answers.map((a) => a.json.code);
const tally = (list: number[]) => ({ bad: list.filter((c) => c === 4010).length, locked: list.filter((c) => c === 4029).length });

describe('the login lock under parallel attempts', () => {
  it('checks at most the limit of 30 parallel wrong passwords, then refuses the right one too', async () => {
    const from = { 'x-forwarded-for': '203.0.113.41' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => srv.login('demo', 'zhaolei', 'wrong-pass', null, from)));
    const { bad, locked } = tally(codes(answers));
    expect(bad).toBeLessThanOrEqual(LIMIT);
    expect(bad).toBeGreaterThan(0);
    expect(bad + locked).toBe(30);
    const right = await srv.login('demo', 'zhaolei', 'Demo@123', null, from);
    expect(right.json.code).toBe(4029);
    // every attempt is in the log with its outcome (none left as a reservation)
    const rows = await srv.db.system.selectFrom('login_log').select(['message']).where('tenant_id', '=', '00000002').where('user_code', '=', 'zhaolei').where('ip', '=', '203.0.113.41').execute();
    expect(rows).toHaveLength(31);
    expect(rows.filter((r) => r.message === '用户名或密码错误。')).toHaveLength(bad);
  });

  it('lets the screen unlock check at most the limit of parallel wrong passwords', async () => {
    const s = await srv.session('demo', 'lina');
    const answers = await Promise.all(Array.from({ length: 30 }, () => srv.call(s, 'portal.Login', 'unlock', ['lina', srv.encrypt('wrong-pass'), null, 'demo', 'Web'])));
    const { bad, locked } = tally(codes(answers));
    expect(bad).toBeLessThanOrEqual(LIMIT);
    expect(bad + locked).toBe(30);
    expect((await srv.call(s, 'portal.Login', 'unlock', ['lina', srv.encrypt('Demo@123'), null, 'demo', 'Web'])).json.code).toBe(4029);
  });

  it('still counts one by one: a success in between clears the count as before', async () => {
    const from = { 'x-forwarded-for': '203.0.113.42' };
    for (let i = 0; i < LIMIT - 1; i++) expect((await srv.login('demo', 'wangqiang', 'wrong-pass', null, from)).json.code).toBe(4010);
    expect((await srv.login('demo', 'wangqiang', 'Demo@123', null, from)).json.code).toBe(200);
    for (let i = 0; i < LIMIT - 1; i++) expect((await srv.login('demo', 'wangqiang', 'wrong-pass', null, from)).json.code).toBe(4010);
    expect((await srv.login('demo', 'wangqiang', 'Demo@123', null, from)).json.code).toBe(200);
  });
});
