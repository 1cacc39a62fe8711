// 调度监控 live: every change of a run (queued, a step started or ended, finished, stopped) is pushed
// to the sockets of the run's tenant — on every instance, through the hub's bus — and to no other
// tenant's. The page reloads on it; its slow refresh covers a socket that is down.
import type { AppEnv } from '../../../../server/env';

export function runMoved(env: AppEnv, tenantId: string, runId: number): void {
  env.hub.broadcast(tenantId, { type: 'etl', run: runId, at: Date.now() });
}
