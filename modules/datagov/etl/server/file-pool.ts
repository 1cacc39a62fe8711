// The synchronous file work of runs (reading a SQLite or .xlsx source, writing a SQLite target,
// a script on a SQLite file) runs in threads of its own (file-work.ts, through the engine's thread
// pool), so a big run never stalls the server's other calls. Caps: at most FILE_THREADS jobs at
// once per instance (more wait their turn, first come first served), a thread's heap at most
// HEAP_MB, a job stopped at its run's deadline or when its run is stopped (the thread is
// terminated: what it wrote was a temp file, never kept). A job reports its rows so far as it goes.
import { defineThreadPool } from '../../../../server/workers/thread-pool';
import type { WriteMode } from '../contracts';
import type { DuckColumn } from './duck';

export const FILE_THREADS = 2;
const HEAP_MB = 512;

export type FileJob =
  | { op: 'read'; kind: 'sqlite' | 'xlsx'; file: string; select: string; out: string; maxRows: number; maxBytes: number }
  | { op: 'write'; file: string; csv: string; table: string; columns: DuckColumn[]; mode: WriteMode; keys: string[]; noTableMessage: string }
  | { op: 'script'; file: string; text: string };

/** what a file thread posts while it works */
export interface RowsSoFar {
  rows: number;
}

const pool = defineThreadPool<FileJob, number>({
  name: 'ETL file thread',
  script: new URL('./file-work.ts', import.meta.url),
  maxThreads: FILE_THREADS,
  heapMb: HEAP_MB,
  // every job brings its run's deadline (deadlineAt); this covers a caller that forgets it: the longest run allowed
  deadlineMs: 6 * 3600_000,
});

/** jobs running and waiting now (for tests and the bench) */
export const fileThreads = () => {
  const { busy, waiting } = pool.stats();
  return { busy, waiting };
};

/** Runs the job in a thread of its own; answers its count (rows read or written, changes made). */
export function inFileThread(job: FileJob, deadline: number, signal?: AbortSignal, onRows?: (rows: number) => void): Promise<number> {
  return pool.run(job, { deadlineAt: deadline, signal, onMessage: onRows && ((m) => onRows((m as RowsSoFar).rows)) });
}
