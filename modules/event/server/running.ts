// The evaluations running in this process (one per server: tests start several), so a test can wait
// until the batches it fed are judged.
import type { AppEnv } from '../../../server/env';
import type { BatchQueue } from './evaluate';

const running = new Set<{ env: AppEnv; queue: BatchQueue }>();

export function setRunning(r: { env: AppEnv; queue: BatchQueue }, on: boolean): void {
  if (on) running.add(r);
  else running.delete(r);
}

/** The batch queue of the server of `env` (null when its evaluation is not running). */
export const queueOf = (env: AppEnv): BatchQueue | null => [...running].find((r) => r.env === env)?.queue ?? null;
