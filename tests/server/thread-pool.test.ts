// The engine's capped thread pool (server/workers/thread-pool.ts): at most maxThreads jobs at once,
// the rest waiting first come first served and refused past maxQueued; a job past its deadline or
// over its heap cap fails clearly and only its thread dies; a stop removes a waiting job at once
// and ends a running one; progress messages reach the caller before the answer.
import { describe, expect, it } from 'vitest';
import { defineThreadPool, type ThreadJobError, type ThreadPoolSpec } from '../../server/workers/thread-pool';

const JOBS = new URL('../fixtures/thread-pool/jobs.mjs', import.meta.url);
type Answer = { n?: number; threadId: number };
const pool = (over: Partial<ThreadPoolSpec> = {}) =>
  defineThreadPool<Record<string, unknown>, Answer>({ name: 'test pool', script: JOBS, maxThreads: 2, heapMb: 64, deadlineMs: 20_000, ...over });

/** the job's failure (the test fails when the job succeeds) */
async function failure(p: Promise<unknown>): Promise<ThreadJobError> {
  return p.then(
    () => {
      throw new Error('the job succeeded');
    },
    (e: ThreadJobError) => e,
  );
}

describe('thread pool', () => {
  it('runs at most maxThreads jobs at once and starts the waiting ones first come first served', async () => {
    const p = pool({ maxThreads: 2 });
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const jobs = [1, 2, 3, 4, 5, 6].map((n) =>
      p
        .run({ op: 'sleep', n, ms: 400 }, {
          onMessage: () => {
            started.push(n);
            most = Math.max(most, ++running);
          },
        })
        .then((a) => {
          running--;
          return a.n;
        }),
    );
    expect(p.stats()).toMatchObject({ busy: 2, waiting: 4 });
    expect(await Promise.all(jobs)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(started.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(p.stats()).toEqual({ busy: 0, waiting: 0, threads: 0 });
    // the order jobs start in is the order they came in (one thread: two new threads may load at different speeds)
    const one = pool({ maxThreads: 1 });
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => one.run({ op: 'sleep', n, ms: 20 }, { onMessage: () => order.push(n) })));
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('refuses a job at once when maxQueued jobs already wait', async () => {
    const p = pool({ maxThreads: 1, maxQueued: 1 });
    const running = p.run({ op: 'sleep', n: 1, ms: 300 });
    const waiting = p.run({ op: 'sleep', n: 2, ms: 10 });
    const refused = await failure(p.run({ op: 'sleep', n: 3, ms: 10 }));
    expect([refused.reason, refused.message]).toEqual(['busy', 'test pool: 1 jobs are waiting already; try again later']);
    expect((await running).n).toBe(1);
    expect((await waiting).n).toBe(2);
    // no queue at all: a job with a free thread runs, the next one is refused
    const none = pool({ maxThreads: 1, maxQueued: 0 });
    const only = none.run({ op: 'sleep', n: 1, ms: 100 });
    expect((await failure(none.run({ op: 'sleep', n: 2, ms: 1 }))).reason).toBe('busy');
    expect((await only).n).toBe(1);
  });

  it('terminates a job past its deadline with a "took too long" error, and the next job runs', async () => {
    const p = pool({ deadlineMs: 300 });
    const started = Date.now();
    const e = await failure(p.run({ op: 'spin' }));
    expect([e.reason, e.message, e.limitMs]).toEqual(['timeout', 'test pool: took too long (over 300 ms); its thread was stopped', 300]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(p.stats()).toEqual({ busy: 0, waiting: 0, threads: 0 });
    // (a new thread's start counts against a job's deadline: on a crowded machine it takes longer than 300 ms)
    expect(await p.run({ op: 'hello' }, { deadlineMs: 20_000 })).toMatchObject({ threadId: expect.any(Number) });
    // a job's own deadline, and one given as a time (its waiting counts)
    expect((await failure(p.run({ op: 'spin' }, { deadlineMs: 100 }))).message).toBe('test pool: took too long (over 100 ms); its thread was stopped');
    expect((await failure(p.run({ op: 'spin' }, { deadlineAt: Date.now() + 150 }))).reason).toBe('timeout');
  });

  it('fails a job over its heap cap with a "too much memory" error; the process lives on and the next job runs', async () => {
    const p = pool({ heapMb: 32 });
    const e = await failure(p.run({ op: 'grow' }));
    expect([e.reason, e.message]).toEqual(['memory', 'test pool: needed too much memory (over 32 MB); its thread was stopped']);
    expect(await p.run({ op: 'hello' })).toMatchObject({ threadId: expect.any(Number) });
  });

  it('removes a waiting job at once when it is stopped, and terminates a running one', async () => {
    const p = pool({ maxThreads: 1 });
    const first = p.run({ op: 'sleep', n: 1, ms: 400 });
    const stop = new AbortController();
    const second = failure(p.run({ op: 'sleep', n: 2, ms: 10 }, { signal: stop.signal }));
    const asked = Date.now();
    stop.abort('停止');
    const e = await second;
    expect([e.reason, e.message]).toEqual(['stopped', 'test pool: stopped (停止)']);
    expect(Date.now() - asked).toBeLessThan(300); // not after the first job's 400 ms
    expect(p.stats()).toMatchObject({ busy: 1, waiting: 0 });
    expect((await first).n).toBe(1);

    const running = new AbortController();
    const spinning = failure(p.run({ op: 'spin' }, { signal: running.signal }));
    await new Promise((r) => setTimeout(r, 200));
    running.abort('停止');
    expect((await spinning).reason).toBe('stopped');
    expect(p.stats()).toEqual({ busy: 0, waiting: 0, threads: 0 });
    // a signal stopped before the call: refused without a thread
    expect((await failure(p.run({ op: 'hello' }, { signal: running.signal }))).reason).toBe('stopped');
  });

  it("hands the messages a job posts to onMessage before its answer", async () => {
    const p = pool();
    const seen: unknown[] = [];
    const answer = await p.run({ op: 'progress', n: 3 }, { onMessage: (m) => seen.push(m) });
    expect(answer).toBe('done');
    expect(seen).toEqual([{ rows: 1000 }, { rows: 2000 }, { rows: 3000 }]);
  });

  it("fails a job with its script's own error message, and a script that cannot load fails the waiting jobs too", async () => {
    const e = await failure(pool().run({ op: 'throw', message: '目标表 x 不存在' }));
    expect([e.reason, e.message]).toEqual(['failed', '目标表 x 不存在']);
    const broken = pool({ script: new URL('../fixtures/thread-pool/broken.mjs', import.meta.url), maxThreads: 1 });
    const all = await Promise.all([1, 2, 3].map(() => failure(broken.run({}))));
    expect(all.map((x) => x.reason)).toEqual(['crashed', 'crashed', 'crashed']);
    expect(all[0]!.message).toBe('test pool: could not load its script: this script cannot load');
  });

  it('gives each job a thread of its own, or keeps threads for the next jobs with keepThreads', async () => {
    const fresh = pool({ maxThreads: 1 });
    const a = await fresh.run({ op: 'hello' });
    const b = await fresh.run({ op: 'hello' });
    expect(a.threadId).not.toBe(b.threadId);
    const kept = pool({ maxThreads: 1, keepThreads: true });
    const c = await kept.run({ op: 'hello' });
    const d = await kept.run({ op: 'hello' });
    expect(c.threadId).toBe(d.threadId);
    expect(kept.stats()).toEqual({ busy: 0, waiting: 0, threads: 1 });
  });

  it('loads a TypeScript script in its thread', async () => {
    const p = defineThreadPool<{ a: string; b: string }, string>({ name: 'typed', script: new URL('../fixtures/thread-pool/typed.ts', import.meta.url), maxThreads: 1, heapMb: 64, deadlineMs: 20_000 });
    expect(await p.run({ a: '9007199254740993', b: '1' })).toBe('9007199254740994');
  });
});
