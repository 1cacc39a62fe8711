// The simulated robot: what answers the dispatcher in the demo, so the scheduling page is alive.
// Each tick (every second while the server runs; tests call robotTick with their own clock):
//   1. a task running for RUN_MS is confirmed and its robot is idle again;
//   2. a task dispatched for START_MS starts running — or fails, its robot freed, when its target
//      position broke down or was sealed up meanwhile;
//   3. every idle robot takes the best queued task it may serve (its warehouse, or any when it
//      serves all): highest priority first, then oldest.
// Rows are claimed with FOR UPDATE SKIP LOCKED and every step is one short transaction, so two
// servers on one database never run a task twice. Statements name tenant_id (any tenant's rows),
// and rows are claimed by their key (tenant_id, id).
import { sql } from 'kysely';
import type { Database } from '../../../../server/db';
import type { AppEnv } from '../../../../server/env';
import { every } from '../../../../server/modules/every';
import { type AnyDb, robotText } from './tasks';

export const START_MS = 1000;
export const RUN_MS = 5000;
const TICK_MS = 1000;

export interface TickResult {
  confirmed: number;
  started: number;
  failed: number;
  dispatched: number;
  /** the tenants whose robots or tasks changed (their robot pages are told at once) */
  tenants: Set<string>;
}

/** Frees the robot holding a task. */
const freeRobot = (db: AnyDb, T: string, taskId: number) =>
  sql`update wms_robot set state = 'Idle', task_id = null, updated_at = now() where tenant_id = ${T} and task_id = ${taskId}`.execute(db);

async function confirmDone(db: AnyDb, now: Date, tenants: Set<string>): Promise<number> {
  const done = await sql<{ id: number; tenant_id: string }>`
    update wms_robot_task set task_status = 'Confirmed', finished_at = ${now}, modify_dt = ${now}
     where (tenant_id, id) in (select tenant_id, id from wms_robot_task where tenant_id is not null and task_status = 'Running' and started_at <= ${new Date(now.getTime() - RUN_MS)} for update skip locked)
    returning id::int as id, tenant_id`.execute(db);
  for (const t of done.rows) {
    await freeRobot(db, t.tenant_id, t.id);
    tenants.add(t.tenant_id);
  }
  return done.rows.length;
}

async function startDispatched(db: AnyDb, now: Date, tenants: Set<string>): Promise<{ started: number; failed: number }> {
  let started = 0;
  let failed = 0;
  await db.transaction().execute(async (trx) => {
    const due = await sql<{ id: number; tenant_id: string; to_code: string | null; to_status: string | null }>`
      select t.id::int as id, t.tenant_id, p.code as to_code, p.position_status as to_status
        from wms_robot_task t left join wms_position p on p.tenant_id = t.tenant_id and p.id = t.to_position_id
       where t.tenant_id is not null and t.task_status = 'Dispatched' and t.dispatched_at <= ${new Date(now.getTime() - START_MS)}
       order by t.id for update of t skip locked`.execute(trx);
    for (const t of due.rows) {
      tenants.add(t.tenant_id);
      if (t.to_status === 'BreakDown' || t.to_status === 'SealUp') {
        const reason = robotText('zh_CN', 'positionUnusable', { code: t.to_code ?? '' });
        await sql`update wms_robot_task set task_status = 'Failed', fail_reason = ${reason}, finished_at = ${now}, modify_dt = ${now} where tenant_id = ${t.tenant_id} and id = ${t.id}`.execute(trx);
        await freeRobot(trx, t.tenant_id, t.id);
        failed++;
      } else {
        await sql`update wms_robot_task set task_status = 'Running', started_at = ${now}, modify_dt = ${now} where tenant_id = ${t.tenant_id} and id = ${t.id}`.execute(trx);
        started++;
      }
    }
  });
  return { started, failed };
}

async function dispatchQueued(db: AnyDb, now: Date, tenants: Set<string>): Promise<number> {
  let dispatched = 0;
  const idle = (await sql<{ id: number; tenant_id: string; code: string; warehouse_id: number | null }>`
    select id::int as id, tenant_id, code, warehouse_id::int as warehouse_id from wms_robot where tenant_id is not null and state = 'Idle' order by tenant_id, code`.execute(db)).rows;
  for (const r of idle) {
    await db.transaction().execute(async (trx) => {
      const robot = (await sql<{ state: string }>`select state from wms_robot where tenant_id = ${r.tenant_id} and id = ${r.id} for update skip locked`.execute(trx)).rows[0];
      if (robot?.state !== 'Idle') return;
      const task = (
        await sql<{ id: number }>`
          select id::int as id from wms_robot_task
           where tenant_id = ${r.tenant_id} and task_status = 'Queued' ${r.warehouse_id ? sql`and warehouse_id = ${r.warehouse_id}` : sql``}
           order by priority desc, queued_at, id limit 1 for update skip locked`.execute(trx)
      ).rows[0];
      if (!task) return;
      await sql`update wms_robot_task set task_status = 'Dispatched', robot_code = ${r.code}, dispatched_at = ${now}, fail_reason = null, modify_dt = ${now} where tenant_id = ${r.tenant_id} and id = ${task.id}`.execute(trx);
      await sql`update wms_robot set state = 'Busy', task_id = ${task.id}, updated_at = ${now} where tenant_id = ${r.tenant_id} and id = ${r.id}`.execute(trx);
      dispatched++;
      tenants.add(r.tenant_id);
    });
  }
  return dispatched;
}

/** One step of every tenant's robots at `now`. */
export async function robotTick(db: Database, now = new Date()): Promise<TickResult> {
  const sys = db.system as AnyDb;
  const tenants = new Set<string>();
  const confirmed = await confirmDone(sys, now, tenants);
  const { started, failed } = await startDispatched(sys, now, tenants);
  const dispatched = await dispatchQueued(sys, now, tenants);
  return { confirmed, started, failed, dispatched, tenants };
}

/** Runs the simulated robots while the server does; the answer stops them. */
export async function startRobotSimulator(env: AppEnv): Promise<() => Promise<void>> {
  return every(
    TICK_MS,
    async () => {
      const { tenants } = await robotTick(env.db);
      // the robot pages of those tenants reload at once (they poll slowly besides)
      for (const tenant of tenants) env.hub.broadcast(tenant, { type: 'robots', at: Date.now() });
    },
    (e) => env.log.error({ err: e }, 'robot simulator'),
  );
}
