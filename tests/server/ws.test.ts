import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Session, WsServerFrame } from '../../schemas/rpc/portal';
import { fileServer } from '../kit';

const srv = await fileServer();
const demo = await srv.session('demo', 'admin');

/** Opens /ws, sends the auth frame and collects frames; `next(type)` waits for the next frame of a type. */
function connect(s: Session) {
  const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
  ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: s.token })));
  const frames: WsServerFrame[] = [];
  const waiters: Array<{ type: string; resolve: (f: WsServerFrame) => void }> = [];
  ws.on('message', (data) => {
    const f = JSON.parse(String(data)) as WsServerFrame;
    const i = waiters.findIndex((w) => w.type === f.type);
    if (i >= 0) waiters.splice(i, 1)[0].resolve(f);
    else frames.push(f);
  });
  const next = (type: WsServerFrame['type']) =>
    new Promise<WsServerFrame>((resolve, reject) => {
      const i = frames.findIndex((f) => f.type === type);
      if (i >= 0) return resolve(frames.splice(i, 1)[0]);
      waiters.push({ type, resolve });
      setTimeout(() => reject(new Error(`no ${type} frame`)), 5000);
    });
  return { ws, next, opened: new Promise((r) => ws.once('open', r)) };
}

describe('/ws', () => {
  it('keeps the address free of the token: it travels in the first frame', async () => {
    const c = connect(demo);
    await c.opened;
    expect(c.ws.url).not.toContain('token');
    expect(await c.next('todoCount')).toMatchObject({ type: 'todoCount' });
    c.ws.close();
  });

  it('sends the todo count on connect, answers ping with pong', async () => {
    const c = connect(demo);
    await c.opened;
    // the demo admin's open approval tasks (the flow demo leaves one at 总经理审批)
    const { todo } = (await srv.call<{ todo: number }>(demo, 'portal.MenuAlloc', 'todoCount', [])).json.body;
    expect(todo).toBeGreaterThan(0);
    expect(await c.next('todoCount')).toMatchObject({ type: 'todoCount', todo });
    c.ws.send(JSON.stringify({ type: 'ping', t: 42 }));
    expect(await c.next('pong')).toEqual({ type: 'pong', t: 42 });
    c.ws.close();
  });

  it('pushes a new message and the new count to every socket of the addressee only', async () => {
    const lina = await srv.session('demo', 'lina');
    const a = connect(lina);
    const b = connect(lina);
    const other = connect(demo);
    await Promise.all([a.opened, b.opened, other.opened]);
    await Promise.all([a.next('todoCount'), b.next('todoCount'), other.next('todoCount')]);
    const sent = await srv.call<{ id: number }>(demo, 'portal.Message', 'send', [{ userId: lina.user.id, title: '到货提醒', content: '采购到货 PA-0001 待检验' }]);
    expect(sent.json.code).toBe(200);
    for (const c of [a, b]) {
      expect(await c.next('message')).toMatchObject({ id: sent.json.body.id, title: '到货提醒' });
      // (李娜's open approval tasks count beside the message)
      expect(await c.next('todoCount')).toMatchObject({ message: 1 });
    }
    await expect(other.next('message')).rejects.toThrow();
    // reading it brings the count back down
    await srv.call(lina, 'portal.Message', 'markRead', [[sent.json.body.id]]);
    expect(await a.next('todoCount')).toMatchObject({ message: 0 });
    const count = await srv.call<{ total: number; todo: number; message: number }>(lina, 'portal.MenuAlloc', 'todoCount', []);
    expect(count.json.body).toMatchObject({ message: 0, total: count.json.body.todo });
    for (const c of [a, b, other]) c.ws.close();
  }, 15_000);

  it('logout closes the user’s sockets', async () => {
    const s = await srv.session('demo', 'zhaolei');
    const c = connect(s);
    await c.next('todoCount');
    const closed = new Promise<number>((r) => c.ws.on('close', (code) => r(code)));
    await srv.call(s, 'portal.Login', 'logout', []);
    expect(await closed).toBe(4001);
  });
});
