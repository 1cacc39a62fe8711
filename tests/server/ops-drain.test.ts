// The drain's limit and its refusals, on a bare Fastify app: a stop does not wait past the limit
// for a call that never ends, a request while draining is refused in the caller's language, and
// the health paths keep answering.
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { Drain } from '../../server/ops/drain';

const app = Fastify();
const drain = new Drain(new Set(['/healthz']));
drain.register(app);
let release: () => void = () => {};
app.get('/slow', () => new Promise((r) => (release = () => r({ ok: true }))));
app.get('/quick', () => ({ ok: true }));
app.get('/healthz', () => ({ status: 'ok' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
afterAll(() => app.close());

describe('Drain', () => {
  it('waits for a call in flight only up to its limit, and refuses new requests meanwhile', async () => {
    const slow = fetch(`${base}/slow`);
    for (let i = 0; i < 100 && drain.inFlight === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(drain.inFlight).toBe(1);
    const started = Date.now();
    const left = drain.begin(300);
    const refused = await fetch(`${base}/quick`, { headers: { language: 'en_US' } });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ code: 503, msg: 'the server is restarting: please try again in a moment', body: null });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await left).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    release();
    expect(await (await slow).json()).toEqual({ ok: true });
    expect(drain.inFlight).toBe(0);
  });
});
