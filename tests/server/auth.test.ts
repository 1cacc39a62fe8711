import { describe, expect, it } from 'vitest';
import { authHeaders, fileServer } from '../kit';

const srv = await fileServer({}, { wsAuthTimeoutMs: 300 });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');

const todo = (headers: Record<string, string>) => srv.raw('portal.MenuAlloc', 'todoCount', [], headers);

describe('authenticated calls', () => {
  it('answer a refreshed token: one about to expire comes back with a full lifetime', async () => {
    const claims = await srv.env.tokens.verify(demo.token);
    if (typeof claims === 'string') throw new Error('demo token invalid');
    const nearlyExpired = await srv.env.tokens.sign(claims, 30);
    const r = await todo({ ...authHeaders(demo), access_token: nearlyExpired });
    expect(r.json.code).toBe(200);
    const fresh = r.headers.get('access_token')!;
    const exp = (t: string) => JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()).exp as number;
    expect(exp(fresh) - Math.floor(Date.now() / 1000)).toBeGreaterThan(srv.env.tokens.ttlSeconds - 60);
    const again = await todo({ ...authHeaders(demo), access_token: fresh });
    expect(again.json.code).toBe(200);
  });

  it('HTTP 401 without a token, with a forged one, or with a token signed by another key', async () => {
    expect((await todo({})).status).toBe(401);
    expect((await todo({ access_token: 'x.y.z', 'tenant-id': demo.tenant.id })).status).toBe(401);
    const [h, p] = demo.token.split('.');
    expect((await todo({ access_token: `${h}.${p}.AAAA`, 'tenant-id': demo.tenant.id })).status).toBe(401);
  });

  it('HTTP 403 for an expired token', async () => {
    const a = await srv.env.tokens.verify(demo.token);
    if (typeof a === 'string') throw new Error('demo token invalid');
    const expired = await srv.env.tokens.sign(a, -60);
    const r = await todo({ ...authHeaders(demo), access_token: expired });
    expect(r.status).toBe(403);
    expect(r.json.code).toBe(403);
  });

  it('HTTP 401 when the tenant-id header is not the token’s tenant, either way round', async () => {
    expect((await todo({ ...authHeaders(demo), 'tenant-id': acme.tenant.id })).status).toBe(401);
    expect((await todo({ ...authHeaders(acme), 'tenant-id': demo.tenant.id })).status).toBe(401);
  });

  it('HTTP 401 once an administrator restricts the user, even with a live token', async () => {
    const s = await srv.session('demo', 'zhaolei');
    expect((await todo(authHeaders(s))).json.code).toBe(200);
    await srv.db.system.updateTable('app_user').set({ state: 1 }).where('tenant_id', '=', '00000002').where('id', '=', s.user.id).execute();
    expect((await todo(authHeaders(s))).status).toBe(401);
    await srv.db.system.updateTable('app_user').set({ state: 0 }).where('tenant_id', '=', '00000002').where('id', '=', s.user.id).execute();
  });

  it('the web socket refuses a missing, bad or expired token (sent as its first frame), and one in the address', async () => {
    const { WebSocket } = await import('ws');
    const closeCode = (first: unknown, url = `${srv.base.replace('http', 'ws')}/ws`) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.on('open', () => first !== undefined && ws.send(typeof first === 'string' ? first : JSON.stringify(first)));
        ws.on('close', (code) => resolve(code));
        ws.on('error', () => {});
      });
    const claims = await srv.env.tokens.verify(demo.token);
    if (typeof claims === 'string') throw new Error('demo token invalid');
    expect(await closeCode({ type: 'auth', token: 'abc' })).toBe(4401);
    expect(await closeCode({ type: 'auth' })).toBe(4401);
    expect(await closeCode('not json')).toBe(4401);
    expect(await closeCode({ type: 'ping', t: 1 })).toBe(4401);
    expect(await closeCode({ type: 'auth', token: await srv.env.tokens.sign(claims, -60) })).toBe(4403);
    // silent: closed once the wait for the auth frame is over
    expect(await closeCode(undefined, `${srv.base.replace('http', 'ws')}/ws?token=${demo.token}`)).toBe(4401);
  });
});
