// wms.Robot: the board of the scheduling page and the dispatcher's three hand moves. A hand-queued
// task names positions of automatic storage in its warehouse (PutOn: a target, Pick: a source,
// Move: both); retry and cancel lock the task and answer 409 when it is not failed / queued.
import { sql } from 'kysely';
import { implement } from '../../../../server/modules/types';
import { badRequest, conflict, notFound } from '../../../../server/rpc/errors';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { type QueueArgs, queueArgs, type RobotBoard, wmsRobot } from '../contracts';
import { AUTOMATIC_TYPES, type AnyDb, insertTask, robotText, robotViews, taskView, taskViews } from './tasks';

async function checkPosition(db: AnyDb, T: string, lang: CallContext['lang'], id: number, warehouse: number): Promise<void> {
  const p = (await sql<{ code: string; warehouse_id: number; position_type: string }>`select code, warehouse_id::int as warehouse_id, position_type from wms_position where tenant_id = ${T} and id = ${id}`.execute(db)).rows[0];
  if (!p) throw notFound(robotText(lang, 'notInWarehouse', { code: String(id) }));
  if (p.warehouse_id !== warehouse) throw badRequest(robotText(lang, 'notInWarehouse', { code: p.code }));
  if (!(AUTOMATIC_TYPES as readonly string[]).includes(p.position_type)) throw badRequest(robotText(lang, 'notAutomatic', { code: p.code }));
}

async function queueByHand(ctx: CallContext, input: QueueArgs) {
  const a = queueArgs.parse(input);
  const s = session(ctx);
  const db = s.db as AnyDb;
  const needsFrom = a.taskType !== 'PutOn';
  const needsTo = a.taskType !== 'Pick';
  if (needsFrom && !a.fromPositionId) throw badRequest(robotText(ctx.lang, 'needFrom'));
  if (needsTo && !a.toPositionId) throw badRequest(robotText(ctx.lang, 'needTo'));
  for (const p of [a.fromPositionId, a.toPositionId]) if (p) await checkPosition(db, s.tenantId, ctx.lang, p, a.warehouseId);
  const id = await insertTask(db, s.tenantId, {
    taskType: a.taskType,
    warehouse: a.warehouseId,
    from: a.fromPositionId ?? null,
    to: a.toPositionId ?? null,
    container: a.containerCode ?? null,
    material: a.materialId ?? null,
    quantity: a.quantity ?? null,
    priority: a.priority,
    who: { id: s.userId, name: s.userName },
  });
  return taskView(db, s.tenantId, id);
}

/** Moves one locked task from `from` to Queued / Cancelled, or answers 409 with `refusal`. */
async function moveTask(ctx: CallContext, id: number, from: string, to: 'Queued' | 'Cancelled', refusal: 'retryOnlyFailed' | 'cancelOnlyQueued') {
  const s = session(ctx);
  const db = s.db as AnyDb;
  await db.transaction().execute(async (trx) => {
    const t = (await sql<{ code: string; task_status: string }>`select code, task_status from wms_robot_task where tenant_id = ${s.tenantId} and id = ${id} for update`.execute(trx)).rows[0];
    if (!t) throw notFound(robotText(ctx.lang, 'notFound', { id }));
    if (t.task_status !== from) throw conflict(robotText(ctx.lang, refusal, { code: t.code }));
    if (to === 'Queued')
      await sql`update wms_robot_task set task_status = 'Queued', queued_at = now(), robot_code = null, fail_reason = null, dispatched_at = null, started_at = null, finished_at = null,
                  modify_id = ${s.userId}, modify_name = ${s.userName}, modify_dt = now() where tenant_id = ${s.tenantId} and id = ${id}`.execute(trx);
    else await sql`update wms_robot_task set task_status = 'Cancelled', finished_at = now(), modify_id = ${s.userId}, modify_name = ${s.userName}, modify_dt = now() where tenant_id = ${s.tenantId} and id = ${id}`.execute(trx);
  });
  return taskView(db, s.tenantId, id);
}

async function automaticPlaces(db: AnyDb, T: string): Promise<RobotBoard['automatic']> {
  const { rows } = await sql<{ wid: number; wname: string; id: number; code: string; name: string }>`
    select w.id::int as wid, w.name as wname, p.id::int as id, p.code, p.name
      from wms_position p join mdm_warehouse w on w.tenant_id = p.tenant_id and w.id = p.warehouse_id
     where p.tenant_id = ${T} and p.position_type in (${sql.join([...AUTOMATIC_TYPES])})
     order by w.name, w.id, p.code limit 2000`.execute(db);
  const out = new Map<number, RobotBoard['automatic'][number]>();
  for (const r of rows) {
    const w = out.get(r.wid) ?? { id: r.wid, name: r.wname, positions: [] };
    w.positions.push({ id: r.id, code: r.code, name: r.name });
    out.set(r.wid, w);
  }
  return [...out.values()];
}

export const robotService = implement(wmsRobot, {
  async board(ctx) {
    const s = session(ctx);
    const db = s.db as AnyDb;
    const [robots, queue, running, recent, automatic] = await Promise.all([
      robotViews(db, s.tenantId),
      taskViews(db, s.tenantId, sql`t.task_status = 'Queued'`, sql`t.priority desc, t.queued_at, t.id`),
      taskViews(db, s.tenantId, sql`t.task_status in ('Dispatched', 'Running')`, sql`t.dispatched_at, t.id`),
      taskViews(db, s.tenantId, sql`t.task_status in ('Confirmed', 'Failed', 'Cancelled')`, sql`t.finished_at desc nulls last, t.id desc`, 20),
      automaticPlaces(db, s.tenantId),
    ]);
    return { robots, queue, running, recent, automatic };
  },
  queue: (ctx, [a]) => queueByHand(ctx, a),
  retry: (ctx, [a]) => moveTask(ctx, a.id, 'Failed', 'Queued', 'retryOnlyFailed'),
  cancel: (ctx, [a]) => moveTask(ctx, a.id, 'Queued', 'Cancelled', 'cancelOnlyQueued'),
});
