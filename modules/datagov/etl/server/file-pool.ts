// The synchronous file work of runs (reading a SQLite or .xlsx source, writing a SQLite target,
// a script on a SQLite file) runs in threads of its own (file-work.ts), so a big run never stalls
// the server's other calls. Caps: at most FILE_THREADS jobs at once per instance (more wait their
// turn, first come first served), a thread's heap at most HEAP_MB, a job stopped at its deadline or
// when its run is stopped (the thread is terminated: what it wrote was a temp file, never kept).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DuckColumn } from './duck';
import type { WriteMode } from '../contracts';

export const FILE_THREADS = 2;
const HEAP_MB = 512;
const BOOT = fileURLToPath(new URL('./file-worker.mjs', import.meta.url));
const ENTRY = new URL('./file-work.ts', import.meta.url).href;

export type FileJob =
  | { op: 'read'; kind: 'sqlite' | 'xlsx'; file: string; select: string; out: string; maxRows: number; maxBytes: number }
  | { op: 'write'; file: string; csv: string; table: string; columns: DuckColumn[]; mode: WriteMode; keys: string[]; noTableMessage: string }
  | { op: 'script'; file: string; text: string };

/** the job was stopped (its run's deadline or a stop asked for) */
export class FileJobStopped extends Error {}

let busy = 0;
const waiting: Array<() => void> = [];

async function turn(signal?: AbortSignal): Promise<void> {
  if (busy < FILE_THREADS) {
    busy++;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const go = () => {
      signal?.removeEventListener('abort', stop);
      busy++;
      resolve();
    };
    const stop = () => {
      waiting.splice(waiting.indexOf(go), 1);
      reject(new FileJobStopped(String(signal!.reason ?? 'stopped')));
    };
    waiting.push(go);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

function done(): void {
  busy--;
  waiting.shift()?.();
}

/** jobs running and waiting now (for tests and the bench) */
export const fileThreads = () => ({ busy, waiting: waiting.length });

/** Runs the job in a thread of its own; answers its count (rows read or written, changes made). */
export async function inFileThread(job: FileJob, deadline: number, signal?: AbortSignal): Promise<number> {
  if (signal?.aborted) throw new FileJobStopped(String(signal.reason ?? 'stopped'));
  await turn(signal);
  try {
    return await new Promise<number>((resolve, reject) => {
      const worker = new Worker(BOOT, { workerData: { entry: ENTRY, job }, resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
      let settled = false;
      const end = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', stop);
        void worker.terminate();
        fn();
      };
      const stop = () => end(() => reject(new FileJobStopped(String(signal!.reason ?? 'stopped'))));
      const timer = setTimeout(() => end(() => reject(new FileJobStopped('deadline'))), Math.max(1, deadline - Date.now()));
      signal?.addEventListener('abort', stop, { once: true });
      worker.once('message', (m: { ok: boolean; n?: number; error?: string }) => end(() => (m.ok ? resolve(m.n ?? 0) : reject(new Error(m.error)))));
      worker.once('error', (e) => end(() => reject(e)));
      worker.once('exit', (code) => end(() => reject(new Error(`the file thread stopped (${code})`))));
    });
  } finally {
    done();
  }
}
