// 调度监控 live: every change of a run (queued, a step started or ended, finished, stopped) is pushed
// to the sockets of the run's tenant — on every instance, through the hub's bus — and to no other
// tenant's. The page reloads on it; its slow refresh covers a socket that is down. A running step's
// rows so far come on the same frames (with the step and its rows): the page shows them as they
// are, without a reload.
import type { AppEnv } from '../../../../server/env';

export function runMoved(env: AppEnv, tenantId: string, runId: number): void {
  env.hub.broadcast(tenantId, { type: 'etl', run: runId, at: Date.now() });
}

export function stepRows(env: AppEnv, tenantId: string, runId: number, stepId: number, rows: number): void {
  env.hub.broadcast(tenantId, { type: 'etl', run: runId, at: Date.now(), step: stepId, rows });
}
