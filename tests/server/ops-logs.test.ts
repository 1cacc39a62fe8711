// Every log line written while a request is handled names its request id — also a line a service
// writes through env.log deep inside a call — and the client reads the same id in x-request-id,
// so that a user's "request failed" can be found in the log.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fileServer, startServer } from '../kit';

function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (d) => (text += d));
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; level: number; res?: { statusCode: number } });
  return { stream, lines };
}

const log = capture();
const srv = await fileServer({}, { logStream: log.stream });
const admin = await srv.session('demo', 'admin');
const lina = await srv.session('demo', 'lina');

describe('request ids in the log', () => {
  it('puts the failing call’s id on its error line, on a service’s env.log line and on the completion line', async () => {
    const push = srv.env.hub.push;
    srv.env.hub.push = () => {
      srv.env.log.warn({ step: 'push' }, 'about to push a message');
      throw new Error('the push broke');
    };
    let answer: Awaited<ReturnType<typeof srv.call>>;
    try {
      answer = await srv.call(admin, 'portal.Message', 'send', [{ userId: lina.user.id, title: '日志测试' }]);
    } finally {
      srv.env.hub.push = push;
    }
    expect(answer.json.code).toBe(500);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.json.msg).toContain(id);
    await new Promise((r) => setTimeout(r, 50)); // the completion line follows the answer
    const mine = log.lines().filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['about to push a message', 'call failed', 'request completed']));
    expect(mine.find((l) => l.msg === 'call failed')?.level).toBe(50);
    // a line written outside any request names none
    srv.env.log.info('between requests');
    expect(log.lines().find((l) => l.msg === 'between requests')).not.toHaveProperty('reqId');
  });

  it('takes a sane request id from a trusted proxy, and makes its own for anything else', async () => {
    const ask = async (sent: string) => (await srv.call(admin, 'portal.MenuAlloc', 'todoCount', [], { 'x-request-id': sent })).headers.get('x-request-id');
    expect(await ask('lb-7f3a9c21e0')).toBe('lb-7f3a9c21e0');
    for (const bad of ['short', 'with space 123456', 'x'.repeat(129), 'a"quote"12345']) {
      const got = await ask(bad);
      expect(got).not.toBe(bad);
      expect(got).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('ignores a client’s request id when no proxy is trusted', async () => {
    const direct = await startServer({ trustProxy: false }, { databaseUrl: srv.databaseUrl });
    try {
      const res = await fetch(`${direct.base}/healthz`, { headers: { 'x-request-id': 'planted-id-12345' } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await direct.close();
    }
  });
});
