// Named caches (server/cluster/cache-generations.ts) on one instance: a tenant's value is kept until
// its cache is declared changed or it ages out, a load that a change overtook is stale at once, and
// one tenant's change leaves another's value alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheChanged, cacheGeneration, tenantCache } from '../../../server/cluster/cache-generations';

afterEach(() => vi.useRealTimers());

describe('tenantCache', () => {
  it('keeps the value until its cache is declared changed, for that tenant only', async () => {
    const c = tenantCache<string>('unit-kept', { ttlMs: 60_000 });
    expect(c.fresh('t1')).toBeUndefined();
    await c.load('t1', async () => 'one');
    await c.load('t2', async () => 'two');
    expect(c.fresh('t1')).toBe('one');
    const before = cacheGeneration('t1', 'unit-kept');
    c.changed('t1');
    expect(cacheGeneration('t1', 'unit-kept')).toBe(before + 1);
    expect(c.fresh('t1')).toBeUndefined();
    expect(c.fresh('t2')).toBe('two');
    // another cache's name is another cache
    cacheChanged('t2', 'unit-other');
    expect(c.fresh('t2')).toBe('two');
  });

  it('is stale at once when a change came while it loaded', async () => {
    const c = tenantCache<number>('unit-raced', { ttlMs: 60_000 });
    await c.load('t1', async () => {
      c.changed('t1'); // committed meanwhile: what was read may miss it
      return 1;
    });
    expect(c.fresh('t1')).toBeUndefined();
    await c.load('t1', async () => 2);
    expect(c.fresh('t1')).toBe(2);
  });

  it('ages out after its time, in case a change notification was missed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-05T08:00:00Z'));
    const c = tenantCache<string>('unit-aged', { ttlMs: 1000 });
    await c.load('t1', async () => 'v');
    vi.setSystemTime(new Date('2026-01-05T08:00:00.999Z'));
    expect(c.fresh('t1')).toBe('v');
    vi.setSystemTime(new Date('2026-01-05T08:00:01Z'));
    expect(c.fresh('t1')).toBeUndefined();
  });
});
