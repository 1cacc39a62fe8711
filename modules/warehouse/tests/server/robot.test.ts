// 机器人调度 on a real database: an audited put-on onto a position of automatic storage queues a
// robot task, which the simulated robot (its tick driven here with our own clock) dispatches,
// runs and confirms, freeing the robot; a delivery off such a position queues a pick, cancelled by
// its un-audit; a document whose task a robot is running cannot be un-audited. By hand: tasks
// queued on automatic positions only, cancelled while queued, retried when failed (a task whose
// target was sealed up fails when it starts) — each refusal with its message.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import { fileServer, ok } from '../../../../tests/kit';
import type { RobotBoard, RobotTaskView } from '../../robot/contracts';
import { robotTick, RUN_MS, START_MS } from '../../robot/server/simulator';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let materialId: number;
let warehouseId: number;
const pos: Record<string, { id: number; code: string }> = {};
const stamp = Date.now().toString(36).toUpperCase();
const ROBOT = `TR${stamp}`;

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;
// biome-ignore lint/suspicious/noExplicitAny: the robot tables are not in the static DB type
const db = () => srv.db.system as any;

const create = (service: string, record: object) => srv.call<Rec>(admin, service, 'create', [record]).then(ok);
const board = () => srv.call<RobotBoard>(admin, 'wms.Robot', 'board', []).then(ok);
const tasksOf = async (docId: number): Promise<Rec[]> => db().selectFrom('wms_robot_task').selectAll().where('tenant_id', '=', admin.tenant.id).where('doc_id', '=', docId).orderBy('id').execute();
const task = async (id: number): Promise<Rec> => db().selectFrom('wms_robot_task').selectAll().where('tenant_id', '=', admin.tenant.id).where('id', '=', id).executeTakeFirstOrThrow();
const robot = async (): Promise<Rec> => db().selectFrom('wms_robot').selectAll().where('tenant_id', '=', admin.tenant.id).where('code', '=', ROBOT).executeTakeFirstOrThrow();
const later = (base: Date, ms: number) => new Date(base.getTime() + ms);
// the server's own simulated robot ticks too (on the real clock): ours run well past its steps
const STARTED = START_MS + 1000;
const DONE = START_MS + 1000 + RUN_MS + 1000;

/** Drives one task through the simulated robot: dispatched, running, confirmed. */
async function runToEnd(id: number) {
  const t0 = new Date();
  // the server's own simulated robot may hold the robot's row at this moment (a tick skips a locked
  // robot): tick until the task is dispatched, by whichever tick gets there
  await expect.poll(async () => {
    await robotTick(srv.db, t0);
    return (await task(id)).task_status;
  }).toBe('Dispatched');
  expect(await task(id)).toMatchObject({ task_status: 'Dispatched', robot_code: ROBOT });
  expect(await robot()).toMatchObject({ state: 'Busy', task_id: id });
  await robotTick(srv.db, later(t0, STARTED));
  expect((await task(id)).task_status).toBe('Running');
  await robotTick(srv.db, later(t0, DONE));
  expect((await task(id)).task_status).toBe('Confirmed');
  expect(await robot()).toMatchObject({ state: 'Idle', task_id: null });
}

beforeAll(async () => {
  const mat = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1 }]);
  materialId = mat.json.body.itemList[0].id;
  const w = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `RW${stamp}`, name: '立体库测试仓', type: 'Finished', locations: [{ name: 'A区' }] }]));
  warehouseId = w.id;
  const area = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `RA${stamp}`, name: '立体库', warehouse_id: warehouseId }]));
  const places: Array<[string, string]> = [['auto1', 'Automatic3d'], ['auto2', 'AutomaticIntensive'], ['sealed', 'Automatic3d'], ['manual', 'ManualRack']];
  for (const [i, [name, type]] of places.entries()) {
    const p = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `RP${stamp}${i}`, name, warehouse_id: warehouseId, area_id: area.id, platoon_num: 1, column_num: i + 1, layer_num: 1, position_type: type }]));
    pos[name] = { id: p.id, code: p.code };
  }
  // the one robot of this warehouse (the demo's robots serve the demo's own warehouse)
  await db().insertInto('wms_robot').values({ tenant_id: admin.tenant.id, code: ROBOT, name: '测试堆垛机', warehouse_id: warehouseId }).execute();
  const entry = await create('wms.Entry', { warehouse_id: warehouseId, items: [{ material_id: materialId, quantity: 6, unit_price: '1.00', batch_no: 'RB' }] });
  ok(await srv.call(admin, 'wms.Entry', 'audit', [entry.id]));
});

describe('tasks queued by documents', () => {
  it('a put-on onto automatic storage queues a put-on task, which the simulated robot dispatches, runs and confirms', async () => {
    const putOn = await create('wms.PutOn', { warehouse_id: warehouseId, items: [{ material_id: materialId, batch_no: 'RB', quantity: 6, to_position_id: pos.auto1.id }] });
    ok(await srv.call(admin, 'wms.PutOn', 'audit', [putOn.id]));
    const [queued] = await tasksOf(putOn.id);
    expect(queued).toMatchObject({ task_type: 'PutOn', task_status: 'Queued', doc_entity: 'WmsPutOn', doc_code: putOn.code, from_position_id: null, material_id: materialId });
    expect([Number(queued.to_position_id), Number(queued.quantity)]).toEqual([pos.auto1.id, 6]);
    expect((await board()).queue.map((t: RobotTaskView) => t.code)).toContain(queued.code);

    await runToEnd(Number(queued.id));
    const after = await board();
    expect(after.recent.find((t) => t.code === queued.code)).toMatchObject({ status: 'Confirmed', robotCode: ROBOT, toPosition: pos.auto1.code, docCode: putOn.code });
    expect(after.robots.find((r) => r.code === ROBOT)).toMatchObject({ state: 'Idle', taskCode: null });
  });

  it('a delivery off automatic storage queues a pick, cancelled by its un-audit; while a robot runs a task its document cannot be un-audited', async () => {
    const delivery = await create('wms.Delivery', { warehouse_id: warehouseId, items: [{ material_id: materialId, quantity: 2, unit_price: '1.00' }] });
    ok(await srv.call(admin, 'wms.Delivery', 'audit', [delivery.id]));
    const [pick] = await tasksOf(delivery.id);
    expect(pick).toMatchObject({ task_type: 'Pick', task_status: 'Queued', to_position_id: null });
    expect(Number(pick.from_position_id)).toBe(pos.auto1.id);
    ok(await srv.call(admin, 'wms.Delivery', 'deApproval', [delivery.id]));
    expect((await task(Number(pick.id))).task_status).toBe('Cancelled');

    const move = await create('wms.PutOn', { warehouse_id: warehouseId, items: [{ material_id: materialId, batch_no: 'RB', quantity: 6, from_position_id: pos.auto1.id, to_position_id: pos.auto2.id }] });
    ok(await srv.call(admin, 'wms.PutOn', 'audit', [move.id]));
    const [moving] = await tasksOf(move.id);
    expect(moving).toMatchObject({ task_type: 'Move', task_status: 'Queued' });
    const t0 = new Date();
    await robotTick(srv.db, t0);
    await robotTick(srv.db, later(t0, STARTED));
    expect((await task(Number(moving.id))).task_status).toBe('Running');
    const refused = await srv.call(admin, 'wms.PutOn', 'deApproval', [move.id]);
    expect([refused.json.code, refused.json.msg]).toEqual([409, `机器人正在执行任务，不能反审核：${moving.code}`]);
    await robotTick(srv.db, later(t0, DONE));
    expect((await task(Number(moving.id))).task_status).toBe('Confirmed');
  });
});

describe('tasks by hand', () => {
  const queue = (a: object) => srv.call<RobotTaskView>(admin, 'wms.Robot', 'queue', [{ warehouseId, ...a }]);

  it('are queued on automatic positions only, with the positions their type needs', async () => {
    expect((await queue({ taskType: 'PutOn' })).json).toMatchObject({ code: 400, msg: '请选择目标库位' });
    expect((await queue({ taskType: 'Move', toPositionId: pos.auto1.id })).json).toMatchObject({ code: 400, msg: '请选择起始库位' });
    expect((await queue({ taskType: 'PutOn', toPositionId: pos.manual.id })).json).toMatchObject({ code: 400, msg: `只有自动化库位（立体库、密集库）由机器人作业：${pos.manual.code}` });
    expect((await queue({ taskType: 'PutOn', toPositionId: pos.auto1.id, quantity: 'lots' })).json.code).toBe(400);
    const moved = ok(await queue({ taskType: 'Move', fromPositionId: pos.auto1.id, toPositionId: pos.auto2.id, containerCode: 'PAL-9', priority: 9 }));
    expect(moved).toMatchObject({ taskType: 'Move', status: 'Queued', fromPosition: pos.auto1.code, toPosition: pos.auto2.code, containerCode: 'PAL-9', priority: 9 });
    expect(moved.code).toMatch(/^RT\d{6,}$/);
    await runToEnd(moved.id);
  });

  it('are cancelled while queued (only then), and retried when failed (only then): a sealed target fails the task when it starts', async () => {
    // the robot switched off: the task stays queued
    await db().updateTable('wms_robot').set({ state: 'Offline' }).where('tenant_id', '=', admin.tenant.id).where('code', '=', ROBOT).execute();
    const queued = ok(await queue({ taskType: 'PutOn', toPositionId: pos.auto2.id }));
    await robotTick(srv.db);
    expect((await task(queued.id)).task_status).toBe('Queued');
    expect((await srv.call(admin, 'wms.Robot', 'retry', [{ id: queued.id }])).json).toMatchObject({ code: 409, msg: `只有失败的任务可以重试：${queued.code}` });
    expect(ok(await srv.call<RobotTaskView>(admin, 'wms.Robot', 'cancel', [{ id: queued.id }])).status).toBe('Cancelled');
    expect((await srv.call(admin, 'wms.Robot', 'cancel', [{ id: queued.id }])).json).toMatchObject({ code: 409, msg: `只有排队中的任务可以取消：${queued.code}` });
    expect((await srv.call(admin, 'wms.Robot', 'cancel', [{ id: 999999999 }])).json.code).toBe(11);

    await db().updateTable('wms_robot').set({ state: 'Idle' }).where('tenant_id', '=', admin.tenant.id).where('code', '=', ROBOT).execute();
    // sealed up after it was queued: the robot finds it so when it starts
    const doomed = ok(await queue({ taskType: 'PutOn', toPositionId: pos.sealed.id }));
    await db().updateTable('wms_position').set({ position_status: 'SealUp' }).where('tenant_id', '=', admin.tenant.id).where('id', '=', pos.sealed.id).execute();
    const t0 = new Date();
    await robotTick(srv.db, t0);
    await robotTick(srv.db, later(t0, STARTED));
    expect(await task(doomed.id)).toMatchObject({ task_status: 'Failed', fail_reason: `目标库位故障或已封存：${pos.sealed.code}` });
    expect((await robot()).state).toBe('Idle');
    expect((await board()).recent.find((t) => t.id === doomed.id)).toMatchObject({ status: 'Failed', failReason: `目标库位故障或已封存：${pos.sealed.code}` });

    await db().updateTable('wms_position').set({ position_status: 'NonAlloc' }).where('tenant_id', '=', admin.tenant.id).where('id', '=', pos.sealed.id).execute();
    expect(ok(await srv.call<RobotTaskView>(admin, 'wms.Robot', 'retry', [{ id: doomed.id }]))).toMatchObject({ status: 'Queued', robotCode: null, failReason: null });
    await runToEnd(doomed.id);
  });
});

describe('the demo', () => {
  it('has three robots over an automatic storage area, a week of confirmed tasks, a failed one and a queue to start on', async () => {
    const b = await board();
    expect(b.robots.map((r) => r.code)).toEqual(expect.arrayContaining(['AGV-01', 'RB-01', 'RB-02']));
    const demo = b.automatic.find((w) => w.positions.some((p) => p.code.includes('-Z-')));
    expect(demo?.positions.length).toBe(30);
    const counts = await db().selectFrom('wms_robot_task').select(['task_status']).select(sql`count(*)`.as('n')).where('tenant_id', '=', admin.tenant.id).where('warehouse_id', '=', demo!.id).groupBy('task_status').execute();
    const n = Object.fromEntries(counts.map((c: Rec) => [c.task_status, Number(c.n)]));
    expect(n.Failed).toBe(1);
    expect(n.Confirmed).toBeGreaterThanOrEqual(8);
    // the five queued at the seed: queued still, or taken by the simulated robots since the server started
    expect((n.Queued ?? 0) + (n.Dispatched ?? 0) + (n.Running ?? 0) + n.Confirmed).toBe(13);
  });
});
