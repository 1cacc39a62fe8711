// A graceful stop of the real server process (server/main.ts on an external database), as an
// orchestrator does it with SIGTERM: readiness turns 503 at once so the load balancer drains
// the instance, a call already under way still gets its whole answer, a new call is refused with
// 503 in the envelope, an open web socket is closed with 1001 (reconnect elsewhere), and the
// process exits 0.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer } from '../kit';
import { type Instance, startInstance } from '../kit/instances';

// a database of its own, cloned from the seeded template (the in-process server only made it)
const made = await startServer();
const databaseUrl = made.databaseUrl;
await made.close();
let server: Instance | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) await server.kill();
});

const json = { 'content-type': 'application/json' };

async function login(base: string) {
  const pk = await (await fetch(`${base}/portal.Login/publicKey`, { method: 'POST', body: '[]', headers: json })).json();
  const cipher = crypto.publicEncrypt({ key: pk.body.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('Admin@123')).toString('base64');
  const r = await (await fetch(`${base}/portal.Login/logon`, { method: 'POST', body: JSON.stringify(['admin', cipher, null, 'Web']), headers: { ...json, 'tenant-code': 'demo' } })).json();
  return r.body as { token: string; tenant: { id: string }; user: { id: number } };
}

describe('SIGTERM', () => {
  it('drains: ready turns 503, the call under way is answered, new calls get 503, sockets 1001, exit 0', async () => {
    const instance = await startInstance(databaseUrl, { SHUTDOWN_DRAIN_SECONDS: '20' });
    server = instance;
    const { base } = instance;
    const s = await login(base);
    const headers = { ...json, access_token: s.token, 'tenant-id': s.tenant.id };
    const call = (name: string, args: unknown[]) => fetch(`${base}/${name}`, { method: 'POST', body: JSON.stringify(args), headers });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'auth', token: s.token }));
    await new Promise((r) => ws.once('message', r)); // the todo count: the server holds the socket
    const closed = new Promise<{ code: number; reason: string }>((r) => ws.on('close', (code, reason) => r({ code, reason: String(reason) })));

    // a slow call: its insert waits for a lock this test holds on the messages
    const holder = new pg.Client(databaseUrl);
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table message in exclusive mode');
    const slow = call('portal.Message/send', [{ userId: s.user.id, title: '停机前发出的消息' }]);
    await new Promise((r) => setTimeout(r, 300));

    instance.child.kill('SIGTERM');
    let ready = 200;
    for (let i = 0; i < 50 && ready === 200; i++) {
      ready = (await fetch(`${base}/readyz`)).status;
      if (ready === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(ready).toBe(503);
    const late = await call('portal.MenuAlloc/todoCount', []);
    expect(late.status).toBe(503);
    expect(await late.json()).toMatchObject({ code: 503, body: null });
    expect(instance.child.exitCode).toBe(null); // still waiting for the slow call

    await holder.query('commit');
    await holder.end();
    const answered = await (await slow).json();
    expect(answered).toMatchObject({ code: 200, body: { count: 1 } });
    expect(await closed).toEqual({ code: 1001, reason: 'server restarting' });
    expect(await instance.exited).toBe(0);
    // the message was really written before the server went
    const check = new pg.Client(databaseUrl);
    await check.connect();
    const { rows } = await check.query(`select count(*)::int as n from message where title = '停机前发出的消息'`);
    await check.end();
    expect(rows[0].n).toBe(1);
  }, 60_000);
});
