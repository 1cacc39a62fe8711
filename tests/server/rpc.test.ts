import { describe, expect, it } from 'vitest';
import { authHeaders, fileServer, startServer } from '../kit';

const srv = await fileServer();
const demo = await srv.session('demo', 'admin');

describe('malformed calls get clean envelope errors', () => {
  it('a body that is not an array', async () => {
    const r = await srv.raw('portal.Login', 'logon', '{"a":1}', { 'tenant-code': 'demo' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 400, msg: 'the request body must be a JSON array of arguments' });
  });

  it('invalid JSON, an empty body, a body without content type', async () => {
    const bad = await srv.raw('portal.Login', 'logon', '[not json', { 'tenant-code': 'demo' });
    expect(bad.json.code).toBe(400);
    const empty = await srv.raw('portal.Login', 'publicKey', '');
    expect(empty.json.code).toBe(400);
    const res = await fetch(`${srv.base}/portal.Login/publicKey`, { method: 'POST', body: '[]', headers: { 'content-type': 'text/plain' } });
    expect((await res.json()).code).toBe(200);
  });

  it('a huge body is refused, not parsed', async () => {
    const r = await srv.raw('portal.Login', 'logon', JSON.stringify(['x'.repeat(2 * 1024 * 1024)]), { 'tenant-code': 'demo' });
    expect(r.status).toBe(200);
    expect(r.json.code).toBe(400);
    expect(r.json.msg).toContain('too large');
  });

  it('too many arguments and wrong types name the argument', async () => {
    const many = await srv.call(demo, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', demo.role.id, 3]);
    expect(many.json).toMatchObject({ code: 400 });
    expect(many.json.msg).toContain('portalType, roleId');
    const wrong = await srv.call(demo, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', 'abc']);
    expect(wrong.json.code).toBe(400);
    expect(wrong.json.msg).toMatch(/^roleId: /);
    const nested = await srv.call(demo, 'portal.Message', 'send', [{ userId: demo.user.id, title: '' }]);
    expect(nested.json.msg).toMatch(/^message\.title: /);
  });

  it('an unknown service or method answers NotFound (11)', async () => {
    const r = await srv.call(demo, 'no.Such', 'thing', []);
    expect(r.json).toMatchObject({ code: 11 });
    expect(r.json.msg).toContain('/no.Such/thing');
    const m = await srv.call(demo, 'portal.Login', 'nothing', []);
    expect(m.json.code).toBe(11);
  });
});

describe('function permissions are checked by the server', () => {
  it('a role without the function code gets 4003; one with it succeeds', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    const denied = await srv.call(viewer, 'portal.Message', 'send', [{ userId: viewer.user.id, title: 'hi' }]);
    expect(denied.json.code).toBe(4003);
    expect(denied.json.msg).toContain('system.message.send');
    const ok = await srv.call(demo, 'portal.Message', 'send', [{ userId: viewer.user.id, title: '你好' }]);
    expect(ok.json.code).toBe(200);
  });

  it('a message to a user of another tenant is NotFound', async () => {
    const acme = await srv.session('acme', 'admin');
    const r = await srv.call(demo, 'portal.Message', 'send', [{ userId: acme.user.id, title: 'x' }]);
    expect(r.json.code).toBe(11);
  });

  it('paging below 1 is refused with a message', async () => {
    const r = await srv.call(demo, 'portal.Message', 'listMine', [0, 20]);
    expect(r.json.code).toBe(400);
    expect(r.json.msg).toBe('page: must be at least 1');
  });
});

describe('faults', () => {
  it('a database failure is a 500 envelope with a request id and no stack', async () => {
    const broken = await startServer();
    const s = await broken.session('demo', 'admin');
    await broken.db.pool.query('select 1'); // pool warm
    await broken.db.pool.end();
    const r = await broken.raw('portal.MenuAlloc', 'todoCount', [], authHeaders(s));
    expect(r.status).toBe(200); // an envelope, never an auth answer, for a fault
    expect(r.json.code).toBe(500);
    expect(r.json.msg).toMatch(/请求号 [0-9a-f-]{36}/);
    expect(r.json.msg).not.toMatch(/\bat \w|\.ts:|Error:/);
    await broken.close().catch(() => {});
  });
});
