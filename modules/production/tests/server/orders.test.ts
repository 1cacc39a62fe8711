// Work orders on a real database (task.Order): planned dates checked on save, the route's processes
// copied, the audit releasing the order (待加工), and the shop-floor moves with their rules — one
// equipment runs one order at a time (also when two starts race), only the starter pauses (also
// when two pauses race), a finished order is finished once, a started order cannot be un-audited,
// recall and recycle, updateWorkOrderState by the state asked for.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok } from '../../../../tests/kit';
import { at, type Rec, sqlRows } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let foreman: Session;
let material: number;
let route: { id: number; processes: number };
let machines: Array<{ id: number; code: string }>;

const order = (s: Session, method: string, ...args: unknown[]) => srv.call<Rec>(s, 'task.Order', method, args);
const tag = Date.now().toString(36);
let serial = 0;

async function released(more: Record<string, unknown> = {}): Promise<Rec> {
  const o = ok(await order(admin, 'create', { plan_no: `P${tag}${++serial}`, material_id: material, plan_qty: 10, plan_start: at(2), plan_end: at(30), ...more }));
  return ok(await order(admin, 'audit', o.id));
}
const state = (r: Rec) => (r.manufacturing_state?.dict ?? r.manufacturing_state) as string;

beforeAll(async () => {
  // a second person allowed on the work orders: an administrator
  const roles = ok(await srv.call<Array<{ id: number; code: string }>>(admin, 'portal.Role', 'getList', []));
  ok(await srv.call(admin, 'portal.User', 'save', [{ code: `fm${tag}`, name: '车间工长', roleIds: [roles.find((r) => r.code === 'admin')!.id], password: srv.encrypt('Start@2024') }]));
  foreman = await srv.session('demo', `fm${tag}`, 'Start@2024');
  const T = admin.tenant.id;
  const q = sqlRows(srv);
  const [r] = await q<{ id: number; material_id: number; n: number }>(sql`select r.id::int as id, m.material_id::int as material_id, (select count(*)::int from prd_process_route_item i where i.tenant_id = r.tenant_id and i.owner_id = r.id) as n
    from prd_process_route r join prd_material_route m on m.tenant_id = r.tenant_id and m.route_id = r.id where r.tenant_id = ${T} order by r.id limit 1`);
  route = { id: r.id, processes: r.n };
  material = r.material_id;
  machines = await q<{ id: number; code: string }>(sql`select id::int as id, code from prd_equipment where tenant_id = ${T} and equipment_status in ('0', '1') order by id limit 2`);
}, 180_000);

describe('a work order', () => {
  it('needs its plan number and sensible planned dates', async () => {
    const base = { plan_no: `P${tag}x`, material_id: material, plan_qty: 5 };
    expect((await order(admin, 'create', { ...base, plan_start: at(10), plan_end: at(5) })).json.msg).toBe('计划开始时间必须早于计划完成时间');
    expect((await order(admin, 'create', { ...base, plan_start: at(-5), plan_end: at(5) })).json.msg).toBe('计划开始时间不能早于当前时间');
    expect((await order(admin, 'create', { ...base, plan_start: at(-9), plan_end: at(-5) })).json.msg).toBe('计划开始时间不能早于当前时间');
    const missing = await order(admin, 'create', { material_id: material, plan_qty: 5, plan_start: at(1), plan_end: at(5) });
    expect([missing.json.code, missing.json.msg]).toEqual([400, expect.stringContaining('计划号')]);
    expect((await order(admin, 'create', { ...base, plan_start: at(10), plan_end: at(5) }, { language: 'en_US' } as never)).json.code).toBe(400);
  });

  it('takes its route’s processes as its operations, and is 待加工 once audited', async () => {
    const o = ok(await order(admin, 'create', { plan_no: `P${tag}r`, material_id: material, plan_qty: 10, plan_start: at(2), plan_end: at(30), route_id: route.id }));
    expect(o.operations).toHaveLength(route.processes);
    expect(o.operations.map((x: Rec) => x.seq)).toEqual(Array.from({ length: route.processes }, (_, i) => i + 1));
    expect(state(o)).toBe('Saved');
    expect(state(ok(await order(admin, 'audit', o.id)))).toBe('Wait');
  });

  it('runs one order at a time on an equipment; only its starter pauses it; it is finished once; started, it cannot be un-audited', async () => {
    const [a, b] = [await released(), await released()];
    const started = ok(await order(admin, 'start', a.id, machines[0].id));
    expect([state(started), started.starter_name, started.equipment_id?.id ?? started.equipment_id]).toEqual(['Process', admin.user.name, machines[0].id]);
    const busy = await order(foreman, 'start', b.id, machines[0].id);
    expect([busy.json.code, busy.json.msg]).toEqual([409, `设备${machines[0].code}正在加工工单${a.code}，一台设备同一时间只能加工一个工单`]);
    expect((await order(admin, 'deApproval', a.id)).json.msg).toBe(`工单${a.code}已开工，不能反审核`);
    expect((await order(foreman, 'pause', a.id)).json.msg).toBe(`只有开工人${admin.user.name}可以暂停工单${a.code}`);
    expect(state(ok(await order(admin, 'pause', a.id)))).toBe('Pause');
    // paused, the machine is free for another order
    expect(state(ok(await order(foreman, 'start', b.id, machines[0].id)))).toBe('Process');
    expect((await order(admin, 'start', a.id)).json.msg).toBe(`设备${machines[0].code}正在加工工单${b.code}，一台设备同一时间只能加工一个工单`);
    expect(state(ok(await order(foreman, 'complete', b.id)))).toBe('Completed');
    expect((await order(foreman, 'complete', b.id)).json.msg).toBe(`工单${b.code}已完工，不能重复完工`);
    expect((await order(foreman, 'pause', b.id)).json.msg).toBe(`工单${b.code}当前为已完工，不能暂停`);
  });

  it('of two simultaneous starts on one machine, exactly one wins', async () => {
    const orders = await Promise.all([released(), released(), released(), released()]);
    const answers = await Promise.all(orders.map((o, i) => order(i % 2 ? foreman : admin, 'start', o.id, machines[1].id)));
    expect(answers.filter((r) => r.json.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json.code === 409).map((r) => r.json.msg)).toEqual(Array(3).fill(expect.stringMatching(new RegExp(`^设备${machines[1].code}正在加工工单`))));
    const running = orders[answers.findIndex((r) => r.json.code === 200)];
    // two pauses at once: the starter's goes through, the other is refused
    const starter = answers.findIndex((r) => r.json.code === 200) % 2 ? foreman : admin;
    const other = starter === admin ? foreman : admin;
    const pauses = await Promise.all([order(other, 'pause', running.id), order(starter, 'pause', running.id)]);
    expect(pauses.map((r) => r.json.code)).toEqual([409, 200]);
    ok(await order(starter, 'complete', running.id));
  });

  it('is recalled (back to be edited) or recycled before it starts; updateWorkOrderState moves it by the state asked for', async () => {
    const a = await released();
    const recalled = ok(await order(admin, 'recall', a.id));
    expect([state(recalled), recalled.status_dict.dict]).toEqual(['Saved', 'DeApproval']);
    const b = await released();
    expect(state(ok(await order(admin, 'recycle', b.id)))).toBe('Recycled');
    expect((await order(admin, 'start', b.id, machines[0].id)).json.msg).toBe(`工单${b.code}当前为已回收，不能开工`);
    const c = await released({ equipment_id: machines[0].id });
    const moved = ok(await order(admin, 'updateWorkOrderState', { workOrderId: c.id, manufacturingState: 'Process' }));
    expect(state(moved)).toBe('Process');
    expect((await order(admin, 'updateWorkOrderState', { workOrderId: c.id, manufacturingState: 'Saved' })).json.msg).toBe(`工单${c.code}当前为加工中，不能待下达`);
    expect(state(ok(await order(admin, 'updateWorkOrderState', { workOrderId: c.id, manufacturingState: 'Completed' })))).toBe('Completed');
    expect((await order(admin, 'updateWorkOrderState', { workOrderId: c.id, manufacturingState: 'Completed' })).json.msg).toBe(`工单${c.code}已完工，不能重复完工`);
    const bad = await order(admin, 'updateWorkOrderState', { workOrderId: c.id, manufacturingState: 'Flying' });
    expect(bad.json.code).toBe(400);
  });

  it('is in the demo in every state a planner meets, with its route’s operations', async () => {
    const rows = (
      await sql<{ s: string; n: number; ops: number }>`select manufacturing_state as s, count(*)::int as n, min((select count(*) from prd_work_order_op p where p.tenant_id = o.tenant_id and p.owner_id = o.id))::int as ops
        from prd_work_order o where o.tenant_id = ${admin.tenant.id} and o.plan_no like 'JH%' group by 1`.execute(srv.db.system)
    ).rows;
    const by = Object.fromEntries(rows.map((r) => [r.s, r.n]));
    expect(by).toMatchObject({ Saved: 2, Wait: 3, Process: 2, Pause: 1, Completed: 2 });
    expect(Math.min(...rows.map((r) => r.ops))).toBeGreaterThan(0);
    // the two running ones are on machines of their own
    const running = (await sql<{ e: number }>`select equipment_id::int as e from prd_work_order where tenant_id = ${admin.tenant.id} and manufacturing_state = 'Process' and plan_no like 'JH%'`.execute(srv.db.system)).rows;
    expect(new Set(running.map((r) => r.e)).size).toBe(2);
  });

  it('is another tenant’s nothing', async () => {
    const a = await released();
    const acme = await srv.session('acme', 'admin');
    expect((await order(acme, 'start', a.id, machines[0].id)).json.code).not.toBe(200);
  });
});
