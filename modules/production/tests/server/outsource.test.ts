// Subcontracting on a real database (task.OutsourceOrder, task.Order): operations of an open work
// order given to a supplier — process and product taken from the operation, never more than is left
// to do there (also when two users subcontract the rest at once), never an operation of another
// order nor a finished order; the order's 委外状态; outsourced production orders saved, listed and
// audited in a batch.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import { at, idsByName, type Rec } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let T: string;
let gear: number;
let route: number;
let supplier: number;

const idOf = (v: unknown) => Number((v as { id?: number })?.id ?? v);
const dict = (v: unknown) => (v as { dict?: string })?.dict ?? v;
const tag = Date.now().toString(36);
let serial = 0;
const outsource = (method: string, ...args: unknown[]) => srv.call<Rec>(admin, 'task.OutsourceOrder', method, args);

async function released(qty = 10): Promise<Rec> {
  const o = ok(await srv.call<Rec>(admin, 'task.Order', 'create', [{ plan_no: `W${tag}${++serial}`, material_id: gear, route_id: route, plan_qty: qty, plan_start: at(2), plan_end: at(40) }]));
  return ok(await srv.call<Rec>(admin, 'task.Order', 'audit', [o.id]));
}

beforeAll(async () => {
  T = admin.tenant.id;
  gear = (await idsByName(srv, T, 'mdm_material', ['齿轮轴']))['齿轮轴'];
  route = (await sql<{ id: number }>`select route_id::int as id from prd_material_route where tenant_id = ${T} and material_id = ${gear} order by is_default desc limit 1`.execute(srv.db.system)).rows[0].id;
  supplier = (await sql<{ id: number }>`select id::int as id from mdm_supplier where tenant_id = ${T} order by id limit 1`.execute(srv.db.system)).rows[0].id;
}, 180_000);

describe('subcontracted operations', () => {
  it('take their process and product from the operation, and never more than is left to do there', async () => {
    const o = await released(10);
    expect(dict(o.outsource_state)).toBe('CanCreate');
    const op = o.operations[1];
    await sql`update prd_work_order_op set done_qty = 3 where tenant_id = ${T} and id = ${op.id}`.execute(srv.db.system);
    const [t] = ok(await srv.call<Rec[]>(admin, 'task.OutsourceOrder', 'saveOutsourceTasks', [{ orderId: o.id, tasks: [{ opId: op.id, supplierId: supplier, quantity: 4, unitPrice: '2.5' }] }]));
    expect([idOf(t.process_id), idOf(t.material_id), Number(t.amount)]).toEqual([idOf(op.process_id), gear, 10]);
    expect(dict(ok(await srv.call<Rec>(admin, 'task.Order', 'get', [o.id])).outsource_state)).toBe('Created');
    const [{ name }] = (await sql<{ name: string }>`select name from mdm_process where tenant_id = ${T} and id = ${idOf(op.process_id)}`.execute(srv.db.system)).rows;
    // 10 planned − 3 done − 4 out = 3 left
    expect(refusal(await srv.call(admin, 'task.Order', 'saveOutsourceTasks', [{ orderId: o.id, tasks: [{ opId: op.id, supplierId: supplier, quantity: 4 }] }]))).toEqual({ code: 409, msg: `委外数量4超过工序${name}可委外数量3` });
    // two users subcontracting the last 3 at once: one wins
    const both = await Promise.all([1, 2].map(() => srv.call(admin, 'task.OutsourceOrder', 'saveOutsourceTasks', [{ orderId: o.id, tasks: [{ opId: op.id, supplierId: supplier, quantity: 3 }] }])));
    expect(both.map((a) => a.json.code).sort()).toEqual([200, 409]);
    const listed = ok(await outsource('queryOutsourceTask', { filterMap: { order_id: o.id } }));
    expect(listed.total ?? listed.itemList?.length).toBe(2);
  });

  it('belong to their order, and to an open one', async () => {
    const [a, b] = [await released(), await released()];
    expect(refusal(await outsource('saveOutsourceTasks', { orderId: a.id, tasks: [{ opId: b.operations[0].id, supplierId: supplier, quantity: 1 }] }))).toEqual({ code: 400, msg: `工序${b.operations[0].id}不属于工单${a.code}` });
    await sql`update prd_work_order set manufacturing_state = 'Completed' where tenant_id = ${T} and id = ${a.id}`.execute(srv.db.system);
    expect(refusal(await outsource('saveOutsourceTasks', { orderId: a.id, tasks: [{ opId: a.operations[0].id, supplierId: supplier, quantity: 1 }] }))).toEqual({ code: 409, msg: `工单${a.code}当前为已完工，不能委外` });
    expect(dict(ok(await srv.call<Rec>(admin, 'task.Order', 'get', [a.id])).outsource_state)).toBe('NoSubcontract');
    expect((await outsource('saveOutsourceTasks', { orderId: a.id, tasks: [] })).json.code).toBe(400);
  });
});

describe('outsourced production orders', () => {
  it('are saved, modified, listed and audited in a batch', async () => {
    const made = ok(await outsource('saveOrderProducts', { supplier_id: supplier, items: [{ material_id: gear, quantity: 20, unit_price: '12.5' }] }));
    expect(Number(made.total)).toBe(250);
    const changed = ok(await outsource('saveOrderProducts', { ...made, id: made.id, version: made.version, items: [{ ...made.items[0], quantity: 10 }] }));
    expect(Number(changed.total)).toBe(125);
    const second = ok(await outsource('saveOrderProducts', { supplier_id: supplier, items: [{ material_id: gear, quantity: 1, unit_price: 1 }] }));
    const audited = ok(await srv.call<Rec[]>(admin, 'task.OutsourceOrder', 'orderProductAuditBatch', [[made.id, second.id]]));
    expect(audited.map((r) => dict(r.status_dict))).toEqual(['Audit', 'Audit']);
    expect(ok(await outsource('queryOrderProduct', { filterMap: { code: made.code } })).itemList.length).toBe(1);
  });
});
