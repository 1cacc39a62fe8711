// A capped pool of worker threads, declared once per kind of work (a module's file reading, text
// extraction, barcode decoding): the synchronous or heavy work runs off the server's event loop,
// and no job can take the process down with it. The rules, per pool and per process:
// - at most maxThreads jobs run at once; the others wait in a queue, first come first served;
// - a job arriving when maxQueued jobs already wait is refused at once (ThreadJobError 'busy');
// - a job running past its deadline has its thread terminated and fails 'timeout' ("took too long");
// - a thread's heap is capped at heapMb: a job over it fails 'memory' ("too much memory"), only
//   that thread dies (ERR_WORKER_OUT_OF_MEMORY), the process lives on;
// - an AbortSignal removes a waiting job at once, or terminates its running thread ('stopped');
// - messages the script posts before its answer reach the caller's onMessage (progress);
// - an error the script throws fails the job with the script's own message ('failed');
// - a thread that cannot load its script fails its job and every waiting one ('crashed'): the next
//   thread would fail the same way.
// By default a thread serves one job and ends (its memory goes back with it); keepThreads keeps
// threads for job after job when loading the script is the expensive part (a wasm reader).
// The script is a module whose default export is `(input, post) => answer` (see thread-boot.mjs);
// it may be TypeScript (loaded through tsx in the thread).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface ThreadPoolSpec {
  /** names the pool in its errors */
  name: string;
  /** the worker module (URL from import.meta.url); .mjs starts faster than .ts (no tsx to load) */
  script: URL;
  maxThreads: number;
  /** jobs that may wait for a thread (default: no cap) */
  maxQueued?: number;
  /** the old-generation heap cap of each thread, in MB */
  heapMb: number;
  /** how long a job may run once it has its thread (read when it starts: a setting may change it) */
  deadlineMs: number | (() => number);
  /** keep each thread for the next jobs (default: one job per thread) */
  keepThreads?: boolean;
}

export interface RunOptions {
  signal?: AbortSignal;
  /** each message the job's script posts before its answer */
  onMessage?: (message: unknown) => void;
  /** this job's own limit instead of the pool's deadlineMs */
  deadlineMs?: number;
  /** this job's end as a time (Date.now() scale): its waiting counts against it */
  deadlineAt?: number;
}

export type ThreadJobFailure = 'busy' | 'timeout' | 'memory' | 'stopped' | 'crashed' | 'failed';

export class ThreadJobError extends Error {
  constructor(
    readonly reason: ThreadJobFailure,
    message: string,
    /** for 'timeout': the limit that was passed, in ms */
    readonly limitMs?: number,
  ) {
    super(message);
  }
}

export interface ThreadPool<I, O> {
  run(input: I, options?: RunOptions): Promise<O>;
  /** jobs running and waiting now, and live threads */
  stats(): { busy: number; waiting: number; threads: number };
}

interface Job {
  id: number;
  input: unknown;
  options: RunOptions;
  resolve(value: unknown): void;
  reject(e: Error): void;
  unhook(): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

type FromThread =
  | { t: 'ready' }
  | { t: 'broken'; error: string }
  | { t: 'message'; id: number; m: unknown }
  | { t: 'done'; id: number; value: unknown }
  | { t: 'failed'; id: number; error: string };

const BOOT = fileURLToPath(new URL('./thread-boot.mjs', import.meta.url));

export function defineThreadPool<I, O>(spec: ThreadPoolSpec): ThreadPool<I, O> {
  const queue: Job[] = [];
  const threads: Thread[] = [];
  let nextId = 0;
  const maxQueued = spec.maxQueued ?? Number.POSITIVE_INFINITY;
  const fail = (reason: ThreadJobFailure, text: string, limitMs?: number) => new ThreadJobError(reason, `${spec.name}: ${text}`, limitMs);
  const stopped = (signal: AbortSignal) => fail('stopped', `stopped (${String(signal.reason ?? 'aborted')})`);

  function spawn(): Thread {
    const worker = new Worker(BOOT, { workerData: { script: spec.script.href }, resourceLimits: { maxOldGenerationSizeMb: spec.heapMb } });
    const thread: Thread = { worker, ready: false, job: null, timer: null };
    worker.on('message', (m: FromThread) => {
      if (m.t === 'ready') {
        thread.ready = true;
        // a job given while the thread loaded goes now; else the thread takes the next waiting one
        if (thread.job) thread.worker.postMessage({ id: thread.job.id, input: thread.job.input });
        else pump();
      } else if (m.t === 'broken') end(thread, fail('crashed', `could not load its script: ${m.error}`), true);
      else if (thread.job?.id !== m.id) return;
      else if (m.t === 'done') finish(thread, null, m.value);
      else if (m.t === 'failed') finish(thread, new ThreadJobError('failed', m.error));
      else {
        try {
          thread.job.options.onMessage?.(m.m);
        } catch {
          // a caller's listener that throws must not take the process down; its job goes on
        }
      }
    });
    // a thread that dies by itself before it is ready could not load its script
    worker.on('error', (e: Error & { code?: string }) =>
      end(
        thread,
        e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? fail('memory', `needed too much memory (over ${spec.heapMb} MB); its thread was stopped`) : fail('crashed', `its thread failed: ${e.message}`),
        !thread.ready,
      ),
    );
    worker.on('exit', (code) => end(thread, fail('crashed', `its thread stopped (exit code ${code})`), !thread.ready));
    return thread;
  }

  /** a job's answer: the thread ends with it, or waits for the next job (unref'd: an idle pool keeps no process alive) */
  function finish(thread: Thread, error: Error | null, value?: unknown): void {
    const job = thread.job!;
    if (thread.timer) clearTimeout(thread.timer);
    thread.job = null;
    thread.timer = null;
    job.unhook();
    if (spec.keepThreads) thread.worker.unref();
    else remove(thread);
    if (error) job.reject(error);
    else job.resolve(value);
    pump();
  }

  /** the thread is gone (terminated, crashed, out of memory): its job fails, and the waiting ones too when it could not load */
  function end(thread: Thread, error: ThreadJobError, broken = false): void {
    if (!remove(thread)) return;
    if (thread.timer) clearTimeout(thread.timer);
    const job = thread.job;
    thread.job = null;
    if (job) {
      job.unhook();
      job.reject(error);
    }
    if (broken) for (const waiting of queue.splice(0)) {
      waiting.unhook();
      waiting.reject(error);
    }
    pump();
  }

  function remove(thread: Thread): boolean {
    const at = threads.indexOf(thread);
    if (at < 0) return false;
    threads.splice(at, 1);
    thread.worker.removeAllListeners();
    // a terminated thread's 'error'/'exit' must not fail the next job: listeners go first
    thread.worker.on('error', () => {});
    void thread.worker.terminate();
    return true;
  }

  function start(thread: Thread, job: Job): void {
    thread.job = job;
    thread.worker.ref();
    const { deadlineAt, deadlineMs } = job.options;
    const limit = deadlineAt !== undefined ? Math.max(1, deadlineAt - Date.now()) : (deadlineMs ?? (typeof spec.deadlineMs === 'function' ? spec.deadlineMs() : spec.deadlineMs));
    thread.timer = setTimeout(() => end(thread, fail('timeout', `took too long (over ${limit} ms); its thread was stopped`, limit)), limit);
    if (thread.ready) thread.worker.postMessage({ id: job.id, input: job.input });
  }

  /** waiting jobs to threads, in their order: a thread without a job (ready or loading), else a new one while under the cap */
  function pump(): void {
    while (queue.length) {
      let free = threads.find((t) => !t.job);
      if (!free && threads.length < spec.maxThreads) {
        free = spawn();
        threads.push(free);
      }
      if (!free) return;
      start(free, queue.shift()!);
    }
  }

  function run(input: I, options: RunOptions = {}): Promise<O> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(stopped(signal));
    const mustWait = queue.length > 0 || (!threads.some((t) => !t.job) && threads.length >= spec.maxThreads);
    if (mustWait && queue.length >= maxQueued) return Promise.reject(fail('busy', `${maxQueued} jobs are waiting already; try again later`));
    return new Promise<O>((resolve, reject) => {
      const job: Job = { id: ++nextId, input, options, resolve: resolve as (v: unknown) => void, reject, unhook: () => signal?.removeEventListener('abort', abort) };
      const abort = () => {
        const at = queue.indexOf(job);
        if (at >= 0) {
          queue.splice(at, 1);
          reject(stopped(signal!));
          return;
        }
        const thread = threads.find((t) => t.job === job);
        if (thread) end(thread, stopped(signal!));
      };
      signal?.addEventListener('abort', abort, { once: true });
      queue.push(job);
      pump();
    });
  }

  return {
    run,
    stats: () => ({ busy: threads.filter((t) => t.job).length, waiting: queue.length, threads: threads.length }),
  };
}
