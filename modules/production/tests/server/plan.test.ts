// The scheduling calls on a real database (plan.Gantt, plan.Aps): the demo's first schedule on the
// board, saves checked against the versions the planner loaded (all or nothing, the refusal naming
// the order), locked shop-floor operations, equipment capability, and the APS pass — deterministic,
// late orders flagged, confirmed into the orders in one transaction, refused when an order changed
// since the preview, voided.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import type { ApsCandidate, ApsRunView, GanttBoard, PlanOperation, SavedOrders } from '../../planning/aps/contracts';
import { at, wall } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
let T: string;

const day = (days: number) => at(days * 24).slice(0, 10);
const gantt = <T>(s: Session, method: string, args: unknown[], lang?: string) => srv.call<T>(s, 'plan.Gantt', method, args, lang ? { language: lang } : undefined);
const aps = <T>(s: Session, method: string, args: unknown[], lang?: string) => srv.call<T>(s, 'plan.Aps', method, args, lang ? { language: lang } : undefined);
const board = async () => ok(await gantt<GanttBoard>(admin, 'load', [{ from: day(-7), to: day(21) }]));
const tag = Date.now().toString(36);
let serial = 0;

async function q<R>(query: ReturnType<typeof sql>): Promise<R[]> {
  return (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
}
async function machine(code: string): Promise<{ id: number; code: string }> {
  const [m] = await q<{ id: number; code: string }>(sql`select id::int as id, code from prd_equipment where tenant_id = ${T} and code = ${code}`);
  return m;
}
/** a released (待加工) order of a product with a route, due in `dueHours` */
async function released(product = '齿轮轴', dueHours = 24 * 20): Promise<{ id: number; code: string }> {
  const [r] = await q<{ material_id: number; route_id: number }>(sql`select mr.material_id::int as material_id, mr.route_id::int as route_id from prd_material_route mr
    join mdm_material m on m.tenant_id = mr.tenant_id and m.id = mr.material_id where mr.tenant_id = ${T} and m.name = ${product} and mr.is_default limit 1`);
  const o = ok(await srv.call<{ id: number; code: string }>(admin, 'task.Order', 'create', [{ plan_no: `PL${tag}${++serial}`, material_id: r.material_id, route_id: r.route_id, plan_qty: 10, plan_start: at(1), plan_end: at(dueHours) }]));
  ok(await srv.call(admin, 'task.Order', 'audit', [o.id]));
  return { id: Number(o.id), code: o.code };
}
async function opsOf(orderId: number) {
  return q<{ id: number; process: string; equipment_id: number | null; plan_start: Date | null; plan_end: Date | null }>(
    sql`select p.id::int as id, pr.name as process, p.equipment_id::int as equipment_id, p.plan_start, p.plan_end from prd_work_order_op p join mdm_process pr on pr.id = p.process_id
        where p.tenant_id = ${T} and p.owner_id = ${orderId} order by p.seq`,
  );
}
const versionOf = async (id: number) => (await q<{ version: number }>(sql`select version from prd_work_order where tenant_id = ${T} and id = ${id}`))[0].version;
/** tomorrow 08:00: a fixed start makes two runs comparable */
const tomorrow8 = () => `${day(1)} 08:00:00`;
/** the pass's own slots that overlap another operation on the same machine, as 'op×op' */
const overlapsOf = (run: ApsRunView) =>
  run.operations
    .filter((p) => !p.fixed && p.equipmentId)
    .flatMap((p) => run.operations.filter((o) => o !== p && o.equipmentId === p.equipmentId && o.start! < p.end! && p.start! < o.end!).map((o) => `${p.operationId}×${o.operationId}`));
/** the first working day (weekday calendar type 0) at least `ahead` days from today */
async function workingDay(ahead: number): Promise<string> {
  const [d] = await q<{ day: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day from prd_calendar_day where tenant_id = ${T} and day >= ${day(ahead)}::date and day_type = '0' order by day limit 1`);
  return d.day;
}

beforeAll(async () => {
  T = admin.tenant.id;
}, 180_000);

describe('the demo schedule', () => {
  it('gives the demo orders their slots at the first start: one confirmed run and one draft', async () => {
    const runs = await q<{ run_status: string }>(sql`select run_status from prd_aps_run where tenant_id = ${T} order by id`);
    expect(runs.map((r) => r.run_status)).toEqual(['Confirmed', 'Draft']);
    const b = await board();
    const waiting = b.orders.filter((o) => o.state === 'Wait');
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    const ops = b.operations.filter((p) => waiting.some((o) => o.id === p.orderId));
    expect(ops.length).toBeGreaterThan(0);
    for (const p of ops) expect([p.equipmentId !== null, p.start !== null, p.end !== null]).toEqual([true, true, true]);
    // several jobs on one machine: siblings on its row
    const perMachine = new Map<number, number>();
    for (const p of b.operations) if (p.equipmentId) perMachine.set(p.equipmentId, (perMachine.get(p.equipmentId) ?? 0) + 1);
    expect(Math.max(...perMachine.values())).toBeGreaterThan(1);
    expect(b.orders.some((o) => o.locked && o.state === 'Process')).toBe(true);
    expect(b.units.map((u) => u.code)).toEqual(expect.arrayContaining(['PU-MC', 'PU-HT', 'PU-AS']));
  });
});

describe('plan.Gantt', () => {
  it('refuses a range that is upside down or longer than 120 days', async () => {
    expect(refusal(await gantt(admin, 'load', [{ from: day(3), to: day(1) }])).code).toBe(400);
    expect(refusal(await gantt(admin, 'load', [{ from: day(0), to: day(200) }]))).toEqual({ code: 400, msg: '日期范围不能超过120天' });
    expect(refusal(await gantt(admin, 'load', [{ from: 'yesterday', to: day(1) }])).code).toBe(400);
  });

  it('saves a move to another capable machine and a resize, and moves the order’s version on', async () => {
    const o = await released();
    const [cut] = (await opsOf(o.id)).filter((p) => p.process === '粗车');
    const cnc2 = await machine('EQ-CNC-02');
    const v = await versionOf(o.id);
    const saved = ok(await gantt<SavedOrders>(admin, 'save', [{ edits: [{ operationId: cut.id, equipmentId: cnc2.id, start: `${day(2)} 09:00:00`, end: `${day(2)} 11:30:00` }], versions: { [o.id]: v } }]));
    expect(saved.orders).toEqual([{ id: o.id, version: v + 1 }]);
    const after = (await board()).operations.find((p: PlanOperation) => p.id === cut.id)!;
    expect([after.equipmentId, after.start, after.end]).toEqual([cnc2.id, `${day(2)} 09:00:00`, `${day(2)} 11:30:00`]);
  });

  it('refuses a save when an order changed since the board was loaded, naming it, and writes nothing of that save', async () => {
    const [a, b] = [await released(), await released()];
    const [opA] = await opsOf(a.id);
    const [opB] = await opsOf(b.id);
    const versions = { [a.id]: await versionOf(a.id), [b.id]: await versionOf(b.id) };
    // another planner saves order b first
    ok(await gantt(admin, 'save', [{ edits: [{ operationId: opB.id, equipmentId: null, start: `${day(3)} 08:00:00`, end: `${day(3)} 09:00:00` }], versions: { [b.id]: versions[b.id] } }]));
    const edits = [
      { operationId: opA.id, equipmentId: null, start: `${day(4)} 08:00:00`, end: `${day(4)} 09:00:00` },
      { operationId: opB.id, equipmentId: null, start: `${day(5)} 08:00:00`, end: `${day(5)} 09:00:00` },
    ];
    expect(refusal(await gantt(admin, 'save', [{ edits, versions }]))).toEqual({ code: 409, msg: `工单${b.code}已被他人修改，本次排程未保存，请刷新后重试` });
    expect(refusal(await gantt(admin, 'save', [{ edits, versions }], 'en_US'))).toEqual({
      code: 409,
      msg: `Work order ${b.code} was changed by someone else: nothing of this schedule was saved, reload and try again`,
    });
    // a's operation kept its place, b's is the other planner's
    expect((await opsOf(a.id))[0].plan_start).toEqual(opA.plan_start);
    expect(await versionOf(a.id)).toBe(versions[a.id]);
    expect(wall((await opsOf(b.id))[0].plan_start!)).toBe(`${day(3)} 08:00:00`);
    // without the version of a touched order
    expect(refusal(await gantt(admin, 'save', [{ edits: [edits[0]], versions: {} }]))).toEqual({ code: 400, msg: `缺少工单${a.code}的版本号` });
  });

  it('lets exactly one of two planners saving the same order at once through', async () => {
    const o = await released();
    const [op] = await opsOf(o.id);
    const v = await versionOf(o.id);
    const edit = (d: number) => ({ edits: [{ operationId: op.id, equipmentId: null, start: `${day(d)} 08:00:00`, end: `${day(d)} 09:00:00` }], versions: { [o.id]: v } });
    const answers = await Promise.all([gantt(admin, 'save', [edit(3)]), gantt(admin, 'save', [edit(4)])]);
    expect(answers.map((a) => a.json.code).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((a) => a.json.code === 200);
    expect(wall((await opsOf(o.id))[0].plan_start!)).toBe(`${day(winner === 0 ? 3 : 4)} 08:00:00`);
    expect(await versionOf(o.id)).toBe(v + 1);
  });

  it('keeps the operations of an order on the shop floor where they are', async () => {
    const [running] = await q<{ id: number; code: string; version: number }>(sql`select id::int as id, code, version from prd_work_order where tenant_id = ${T} and manufacturing_state = 'Process' order by id limit 1`);
    const [op] = await opsOf(running.id);
    const answer = await gantt(admin, 'save', [{ edits: [{ operationId: op.id, equipmentId: op.equipment_id, start: `${day(6)} 08:00:00`, end: `${day(6)} 10:00:00` }], versions: { [running.id]: running.version } }]);
    expect(refusal(answer)).toEqual({ code: 409, msg: `工单${running.code}加工中，其工序已锁定，不能调整` });
    expect((await opsOf(running.id))[0].plan_start).toEqual(op.plan_start);
  });

  it('puts an operation only on an equipment that runs its process and is usable', async () => {
    const o = await released();
    const ops = await opsOf(o.id);
    const cut = ops.find((p) => p.process === '粗车')!;
    const v = { [o.id]: await versionOf(o.id) };
    const slot = { start: `${day(2)} 13:00:00`, end: `${day(2)} 14:00:00` };
    const grinder = await machine('EQ-GR-01');
    expect(refusal(await gantt(admin, 'save', [{ edits: [{ operationId: cut.id, equipmentId: grinder.id, ...slot }], versions: v }]))).toEqual({ code: 400, msg: '设备EQ-GR-01不能加工工序粗车' });
    expect(refusal(await gantt(admin, 'save', [{ edits: [{ operationId: cut.id, equipmentId: grinder.id, ...slot }], versions: v }], 'en_US')).msg).toBe('Equipment EQ-GR-01 cannot run process 粗车');
    // EQ-CNC-03 runs 粗车 but is down (故障)
    const broken = await machine('EQ-CNC-03');
    expect(refusal(await gantt(admin, 'save', [{ edits: [{ operationId: cut.id, equipmentId: broken.id, ...slot }], versions: v }]))).toEqual({ code: 400, msg: '设备EQ-CNC-03当前不可用（故障）' });
    expect(refusal(await gantt(admin, 'save', [{ edits: [{ operationId: cut.id, equipmentId: null, start: slot.end, end: slot.start }], versions: v }]))).toEqual({
      code: 400,
      msg: `工序粗车（工单${o.code}）的开始时间必须早于结束时间`,
    });
    expect(await versionOf(o.id)).toBe(v[o.id]);
  });

  it('keeps a route in order: an operation starts only after the one before it ends, and nothing of a refused save is written', async () => {
    const o = await released();
    const [first, second] = await opsOf(o.id);
    const v = await versionOf(o.id);
    const slot = (id: number, from: string, to: string) => ({ operationId: id, equipmentId: null, start: `${day(3)} ${from}:00`, end: `${day(3)} ${to}:00` });
    // back to back is kept
    ok(await gantt(admin, 'save', [{ edits: [slot(first.id, '08:00', '10:00'), slot(second.id, '10:00', '12:00')], versions: { [o.id]: v } }]));
    // the second dragged to start an hour before the first ends
    const early = { edits: [slot(second.id, '09:00', '11:00')], versions: { [o.id]: v + 1 } };
    expect(refusal(await gantt(admin, 'save', [early]))).toEqual({ code: 400, msg: `工序${second.process}（工单${o.code}）不能在前道工序${first.process}结束（${day(3)} 10:00）前开始` });
    expect(refusal(await gantt(admin, 'save', [early], 'en_US')).msg).toBe(`Operation ${second.process} of work order ${o.code} cannot start before operation ${first.process} ends (${day(3)} 10:00)`);
    // the first stretched over the second's start: refused the same way
    expect(refusal(await gantt(admin, 'save', [{ edits: [slot(first.id, '08:00', '10:30')], versions: { [o.id]: v + 1 } }])).msg).toBe(`工序${second.process}（工单${o.code}）不能在前道工序${first.process}结束（${day(3)} 10:30）前开始`);
    expect(wall((await opsOf(o.id))[1].plan_start!)).toBe(`${day(3)} 10:00:00`);
    expect(await versionOf(o.id)).toBe(v + 1);
  });

  it('is refused to a role without the scheduling pages', async () => {
    const keeper = await srv.session('demo', 'wangqiang', 'Demo@123');
    expect(refusal(await gantt(keeper, 'load', [{ from: day(0), to: day(7) }])).code).toBe(4003);
    const o = await released();
    const [op] = await opsOf(o.id);
    expect(refusal(await gantt(keeper, 'save', [{ edits: [{ operationId: op.id, equipmentId: null, start: `${day(2)} 08:00:00`, end: `${day(2)} 09:00:00` }], versions: { [o.id]: await versionOf(o.id) } }])).code).toBe(4003);
    expect(refusal(await aps(keeper, 'preview', [{ orderIds: [o.id] }])).code).toBe(4003);
    expect(refusal(await aps(keeper, 'candidates', [])).code).toBe(4003);
  });

  it('answers another tenant’s operation as not found', async () => {
    const o = await released();
    const [op] = await opsOf(o.id);
    const answer = await gantt(acme, 'save', [{ edits: [{ operationId: op.id, equipmentId: null, start: `${day(2)} 08:00:00`, end: `${day(2)} 09:00:00` }], versions: { [o.id]: 1 } }]);
    expect(refusal(answer)).toEqual({ code: 11, msg: `工序不存在：${op.id}` });
  });
});

describe('plan.Aps', () => {
  it('offers the released orders waiting to start', async () => {
    const o = await released();
    const list = ok(await aps<ApsCandidate[]>(admin, 'candidates', []));
    expect(list.some((c) => c.id === o.id && c.operations > 0)).toBe(true);
    const states = await q<{ s: string }>(sql`select distinct manufacturing_state as s from prd_work_order where tenant_id = ${T} and id in (${sql.join(list.map((c) => c.id))})`);
    expect(states.map((r) => r.s)).toEqual(['Wait']);
  });

  it('previews deterministically: operations in route order, on capable machines, never two at once on one machine', async () => {
    const [a, b] = [await released('齿轮轴'), await released('法兰盘')];
    const first = ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [a.id, b.id], from: tomorrow8() }]));
    const second = ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [b.id, a.id], from: tomorrow8() }]));
    expect(first.status).toBe('Draft');
    expect(second.id).not.toBe(first.id);
    const slots = (r: ApsRunView) => r.operations.filter((p) => !p.fixed).map((p) => [p.operationId, p.equipmentId, p.start, p.end]);
    expect(slots(second)).toEqual(slots(first));
    const mine = first.operations.filter((p) => !p.fixed);
    expect(mine.length).toBe((await opsOf(a.id)).length + (await opsOf(b.id)).length);
    for (const p of mine) {
      expect(p.start! >= tomorrow8()).toBe(true);
      expect(first.equipment.find((e) => e.id === p.equipmentId)!.processIds).toContain(p.processId);
    }
    for (const id of [a.id, b.id]) {
      const route = mine.filter((p) => p.orderId === id).sort((x, y) => x.seq - y.seq);
      for (let i = 1; i < route.length; i++) expect(route[i].start! >= route[i - 1].end!).toBe(true);
    }
    // what the pass places overlaps nothing on its machine (the operations it plans around stay
    // where a planner or an earlier run put them, even where a planner stacked them by hand)
    expect(overlapsOf(first)).toEqual([]);
    // nothing is written by a preview
    expect((await opsOf(a.id)).every((p) => p.plan_start === null)).toBe(true);
  });

  it('plans around operations a planner stacked on one machine by hand, overlapping neither', async () => {
    // 09:00–11:30 and, inside it, 11:13–11:28 on each machine that runs 下料 (as a Gantt save may leave
    // them), of the same product (no setup keeps a gap closed): a new order's 下料 waits until both
    // have ended, whatever hour the suite runs at
    const X = await workingDay(12);
    const cutters = [await machine('EQ-MC-02'), await machine('EQ-SAW-01')];
    for (const m of cutters) {
      for (const [start, end] of [['09:00', '11:30'], ['11:13', '11:28']]) {
        const o = await released('法兰盘');
        const [first] = await opsOf(o.id);
        ok(await gantt(admin, 'save', [{ edits: [{ operationId: first.id, equipmentId: m.id, start: `${X} ${start}:00`, end: `${X} ${end}:00` }], versions: { [o.id]: await versionOf(o.id) } }]));
      }
    }
    const c = await released('法兰盘', 24 * 40);
    const run = ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [c.id], from: `${X} 09:00:00` }]));
    expect(overlapsOf(run)).toEqual([]);
    const cut = run.operations.find((p) => p.orderId === c.id && p.processName === '下料')!;
    expect(cutters.map((m) => m.id)).toContain(cut.equipmentId);
    expect(cut.start! >= `${X} 11:30:00`).toBe(true);
  });

  it('starts in a night shift that began the evening before, from its small hours', async () => {
    // 机加工产线 runs 夜班 20:00–05:00 on weekdays: a pass from 02:00 after a working weekday can
    // start at once, not at the day shift's 08:15 (whatever hour the suite itself runs at)
    const [{ day: X }] = await q<{ day: string }>(sql`select to_char(d.day, 'YYYY-MM-DD') as day from prd_calendar_day d
      join prd_calendar_day e on e.tenant_id = d.tenant_id and e.day = d.day - 1 and e.day_type = '0' and extract(isodow from e.day) between 1 and 5
      where d.tenant_id = ${T} and d.day >= ${day(14)}::date and d.day_type = '0' order by d.day limit 1`);
    const o = await released('法兰盘', 24 * 40);
    const run = ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [o.id], from: `${X} 02:00:00` }]));
    const first = run.operations.filter((p) => p.orderId === o.id).sort((a, b) => a.seq - b.seq)[0];
    expect([first.processName, first.start]).toEqual(['下料', `${X} 02:00:00`]);
  });

  it('flags late orders with how late they finish', async () => {
    const tight = await released('齿轮轴', 2);
    const run = ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [tight.id] }]));
    const entry = run.orders.find((o) => o.orderId === tight.id)!;
    expect(entry.lateMinutes).toBeGreaterThan(0);
    expect(entry.end! > entry.due!).toBe(true);
    const [row] = await q<{ late_count: number }>(sql`select late_count from prd_aps_run where tenant_id = ${T} and id = ${run.id}`);
    expect(row.late_count).toBe(1);
  });

  it('refuses orders not waiting to start, and a start in the past', async () => {
    const [saved] = await q<{ id: number; code: string }>(sql`select id::int as id, code from prd_work_order where tenant_id = ${T} and manufacturing_state = 'Saved' order by id limit 1`);
    expect(refusal(await aps(admin, 'preview', [{ orderIds: [saved.id] }]))).toEqual({ code: 409, msg: `工单${saved.code}当前为待下达，只有待加工的工单可以排程` });
    const o = await released();
    expect(refusal(await aps(admin, 'preview', [{ orderIds: [o.id], from: at(-5) }]))).toEqual({ code: 400, msg: '排程起点不能早于当前时间' });
    expect(refusal(await aps(admin, 'preview', [{ orderIds: [] }])).code).toBe(400);
  });

  it('confirms a draft into the orders’ operations and planned window in one go, once', async () => {
    const [a, b] = [await released('齿轮轴'), await released('电控柜')];
    const run = ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [a.id, b.id], from: tomorrow8() }]));
    const before = { [a.id]: await versionOf(a.id), [b.id]: await versionOf(b.id) };
    const saved = ok(await aps<SavedOrders>(admin, 'confirm', [run.id]));
    expect(saved.orders).toEqual([
      { id: a.id, version: before[a.id] + 1 },
      { id: b.id, version: before[b.id] + 1 },
    ]);
    for (const id of [a.id, b.id]) {
      const written = (await opsOf(id)).map((p) => [p.id, p.equipment_id, wall(p.plan_start!), wall(p.plan_end!)]);
      const proposed = run.operations.filter((p) => p.orderId === id).sort((x, y) => x.seq - y.seq).map((p) => [p.operationId, p.equipmentId, `${p.start!.slice(0, 16)}:00`, `${p.end!.slice(0, 16)}:00`]);
      expect(written).toEqual(proposed);
      const [o] = await q<{ plan_start: Date }>(sql`select plan_start from prd_work_order where tenant_id = ${T} and id = ${id}`);
      expect(wall(o.plan_start)).toBe(proposed[0][2]);
    }
    const [row] = await q<{ run_status: string; confirmed_name: string }>(sql`select run_status, confirmed_name from prd_aps_run where tenant_id = ${T} and id = ${run.id}`);
    expect(row).toEqual({ run_status: 'Confirmed', confirmed_name: admin.user.name });
    expect(refusal(await aps(admin, 'confirm', [run.id]))).toEqual({ code: 409, msg: `排程${run.code}已确认，不能确认` });
  });

  it('refuses to confirm when an order changed after the preview, writing nothing', async () => {
    const [a, b] = [await released('齿轮轴'), await released('法兰盘')];
    const run = ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [a.id, b.id], from: tomorrow8() }]));
    // a planner moves one of b's operations on the Gantt meanwhile
    const [opB] = await opsOf(b.id);
    ok(await gantt(admin, 'save', [{ edits: [{ operationId: opB.id, equipmentId: null, start: `${day(9)} 08:00:00`, end: `${day(9)} 09:00:00` }], versions: { [b.id]: await versionOf(b.id) } }]));
    const va = await versionOf(a.id);
    expect(refusal(await aps(admin, 'confirm', [run.id]))).toEqual({ code: 409, msg: `工单${b.code}在预览后已变更，请重新运行排程` });
    expect(refusal(await aps(admin, 'confirm', [run.id], 'en_US')).msg).toBe(`Work order ${b.code} changed after the preview: run the schedule again`);
    expect((await opsOf(a.id)).every((p) => p.plan_start === null)).toBe(true);
    expect(await versionOf(a.id)).toBe(va);
    const [row] = await q<{ run_status: string }>(sql`select run_status from prd_aps_run where tenant_id = ${T} and id = ${run.id}`);
    expect(row.run_status).toBe('Draft');
  });

  it('confirms only one of two drafts of the same order confirmed at once', async () => {
    const o = await released();
    const [r1, r2] = [ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [o.id], from: tomorrow8() }])), ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [o.id], from: tomorrow8() }]))];
    const answers = await Promise.all([aps(admin, 'confirm', [r1.id]), aps(admin, 'confirm', [r2.id])]);
    expect(answers.map((a) => a.json.code).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.json.code === 409)!.json.msg).toBe(`工单${o.code}在预览后已变更，请重新运行排程`);
  });

  it('voids a draft, which then cannot be confirmed; reads a run back; keeps runs to their tenant', async () => {
    const o = await released();
    const run = ok(await aps<ApsRunView>(admin, 'preview', [{ orderIds: [o.id], from: tomorrow8() }]));
    const again = ok(await aps<ApsRunView>(admin, 'result', [run.id]));
    expect(again.operations).toEqual(run.operations);
    expect(refusal(await aps(acme, 'result', [run.id]))).toEqual({ code: 11, msg: `排程不存在：${run.id}` });
    expect(ok(await aps(admin, 'void', [run.id]))).toEqual({ id: run.id, status: 'Void' });
    expect(refusal(await aps(admin, 'confirm', [run.id]))).toEqual({ code: 409, msg: `排程${run.code}已作废，不能确认` });
  });
});
