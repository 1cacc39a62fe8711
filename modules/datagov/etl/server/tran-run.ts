// A transformation run: its steps in order in one DuckDB of the run's own (reads, then the engine is
// sealed, then transforms and writes), each step logged with its rows and time. The time limit stops
// the engine mid-statement and the PostgreSQL reads by their statement_timeout; a stop (the signal)
// interrupts the engine and terminates a file thread, and no further step starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import type { TranStep } from '../contracts';
import { Duck } from './duck';
import { readInto } from './extract';
import { ordered } from './graph';
import { writeFrom } from './load';
import { em } from './messages';

export interface StepLog {
  start(name: string, kind: string): Promise<number>;
  /** the open step's rows so far (told as they come; the log throttles what it pushes) */
  progress(id: number, rows: number): void;
  finish(id: number, rows: number, log: string): Promise<void>;
  fail(id: number, error: string): Promise<void>;
}

export class RunTimeout extends Error {}
/** the run was stopped (停止): its open step is left for the stop to close, nothing more is done */
export class RunStopped extends Error {}
export const STOP_REASON = 'stopped';

/** Runs the steps; answers the rows written. Throws the failing step's error (already logged). */
export async function runTransformation(env: AppEnv, db: Kysely<DB>, tenantId: string, name: string, steps: readonly TranStep[], deadline: number, log: StepLog, limitS: number, signal?: AbortSignal): Promise<number> {
  const order = ordered(steps, 'zh_CN');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'plantform-etl-'));
  const duck = await Duck.open(dir);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    duck.interrupt();
  }, Math.max(1, deadline - Date.now()));
  // a stop interrupts DuckDB mid-statement; a file thread is terminated by the same signal
  const interrupt = () => duck.interrupt();
  signal?.addEventListener('abort', interrupt, { once: true });
  let moved = 0;
  const failWith = async (id: number, e: unknown): Promise<never> => {
    if (signal?.aborted) throw new RunStopped(STOP_REASON);
    const error = timedOut ? em('zh_CN', 'timeLimit', { seconds: limitS }) : String((e as Error).message || e).slice(0, 2000);
    await log.fail(id, error);
    throw timedOut ? new RunTimeout(error) : new Error(error);
  };
  const checkTime = () => {
    if (signal?.aborted) throw new RunStopped(STOP_REASON);
    if (timedOut || Date.now() > deadline) throw new RunTimeout(em('zh_CN', 'timeLimit', { seconds: limitS }));
  };
  try {
    // the reads bring every input in while the engine may still read files (the temp files they wrote)
    const reads: Array<{ id: number; started: number; finish: () => Promise<number> }> = [];
    for (const s of order) {
      if (s.kind !== 'read') continue;
      const id = await log.start(`${name} / ${s.name}`, s.kind);
      try {
        checkTime();
        reads.push({ id, started: Date.now(), finish: await readInto(env, db, tenantId, s, duck, dir, deadline - Date.now(), signal, (n) => log.progress(id, n)) });
      } catch (e) {
        await failWith(id, e);
      }
    }
    await duck.seal();
    for (const r of reads) {
      try {
        const rows = await r.finish();
        await log.finish(r.id, rows, `读取 ${rows} 行，用时 ${Date.now() - r.started} ms`);
      } catch (e) {
        await failWith(r.id, e);
      }
    }
    for (const s of order) {
      if (s.kind === 'read') continue;
      const id = await log.start(`${name} / ${s.name}`, s.kind);
      const started = Date.now();
      try {
        checkTime();
        let rows: number;
        if (s.kind === 'transform') {
          if (!(await duck.isOneSelect(s.sql))) throw new Error(em('zh_CN', 'transformSelect', { step: s.name }));
          rows = await duck.createAs(s.key, s.sql);
        } else {
          rows = await writeFrom(env, db, tenantId, s, duck, dir, deadline - Date.now(), signal, (n) => log.progress(id, n));
          moved += rows;
        }
        await log.finish(id, rows, `${s.kind === 'transform' ? '转换得到' : '写入'} ${rows} 行，用时 ${Date.now() - started} ms`);
      } catch (e) {
        await failWith(id, e);
      }
    }
    return moved;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', interrupt);
    duck.close();
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
