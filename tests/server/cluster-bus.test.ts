// The cluster bus on its own: envelopes that fit PostgreSQL's payload limit, one instance's events
// at the others (not echoed back), a named cache declared changed on one instance stale on the
// other, and a listener that comes back after its connection is killed.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type BusEvent, ClusterBus, pack } from '../../server/cluster/bus';
import { cacheChanged, cacheGeneration, cacheStale, relayCacheChanges } from '../../server/cluster/cache-generations';
import { cloneTemplate } from '../kit/server';

const quiet = { warn: () => {}, error: () => {} };

describe('pack', () => {
  it('puts events into envelopes under 8000 bytes, counting a Chinese character as its three bytes, and leaves out one too big alone', () => {
    const title = '盘点通知'.repeat(200); // 800 characters, 2,400 bytes
    const events: BusEvent[] = Array.from({ length: 10 }, (_, i) => ({ kind: 'push', tenantId: 't', userId: i, frame: { type: 'message', title } }));
    const huge: BusEvent = { kind: 'broadcast', tenantId: 't', frame: { type: 'message', title: title.repeat(4) } };
    const { payloads, tooBig } = pack('me', [...events, huge]);
    expect(tooBig).toEqual([huge]);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.length).toBe(4); // three a notification
    expect(payloads.flatMap((p) => JSON.parse(p).events)).toEqual(events);
  });
});

describe('two buses on one database', async () => {
  const url = await cloneTemplate();
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const a = new ClusterBus(url, pool, quiet);
  const b = new ClusterBus(url, pool, quiet);
  const seenA: BusEvent[] = [];
  const seenB: BusEvent[] = [];
  a.on((e) => seenA.push(e));
  b.on((e) => seenB.push(e));
  await Promise.all([a.start(), b.start()]);
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await pool.end();
  });
  const until = async (done: () => boolean) => {
    for (const end = Date.now() + 10_000; !done() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
  };

  it('an event applies at once where it was published, and arrives once at the other instance', async () => {
    const e: BusEvent = { kind: 'disconnect', tenantId: 't1', userId: 7, reason: 'logged out' };
    a.publish(e);
    expect(seenA).toEqual([e]);
    await until(() => seenB.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(seenB).toEqual([e]);
    expect(seenA).toEqual([e]);
  });

  it('a thousand changes of one entity in a tick go out as one', async () => {
    seenB.length = 0;
    for (let i = 0; i < 1000; i++) a.publish({ kind: 'entityChanged', tenantId: 't1', entityCode: 'Supplier' });
    a.publish({ kind: 'entityChanged', tenantId: 't1', entityCode: 'Material' });
    await until(() => seenB.length >= 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(seenB.map((e) => (e as { entityCode: string }).entityCode)).toEqual(['Supplier', 'Material']);
  });

  it('a cache declared changed on A moves its generation on B, once for a burst, and not another tenant\'s', async () => {
    // A relays as server/app.ts wires it; only B applies what it hears to the generations (in one
    // process both share them: A's own handler would move them without the bus)
    const unrelay = relayCacheChanges((tenantId, cacheName) => a.publish({ kind: 'cacheChanged', tenantId, cacheName }));
    b.on((e) => e.kind === 'cacheChanged' && cacheStale(e.tenantId, e.cacheName));
    try {
      seenB.length = 0;
      const before = cacheGeneration('t1', 'dg_integration');
      for (let i = 0; i < 5; i++) cacheChanged('t1', 'dg_integration');
      expect(cacheGeneration('t1', 'dg_integration')).toBe(before);
      await until(() => cacheGeneration('t1', 'dg_integration') > before);
      await new Promise((r) => setTimeout(r, 100));
      expect(cacheGeneration('t1', 'dg_integration')).toBe(before + 1);
      expect(cacheGeneration('t2', 'dg_integration')).toBe(0);
      expect(cacheGeneration('t1', 'other')).toBe(0);
      expect(seenB).toEqual([{ kind: 'cacheChanged', tenantId: 't1', cacheName: 'dg_integration' }]);
    } finally {
      unrelay();
    }
  });

  it('listens again after its connection is killed', async () => {
    seenB.length = 0;
    const killed = await pool.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'plantform-bus' and datname = current_database()");
    expect(killed.rowCount).toBe(2);
    // the reconnect waits a quarter of a second first; events published meanwhile are missed (a courtesy lost)
    const e: BusEvent = { kind: 'broadcast', tenantId: 't1', frame: { type: 'robots', at: 1 } };
    for (let i = 0; i < 40 && !seenB.some((x) => x.kind === 'broadcast'); i++) {
      a.publish(e);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seenB).toContainEqual(e);
  });
});
