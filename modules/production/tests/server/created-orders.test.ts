// task.Order/gainCreatedOrders [saleId]: the work orders made from a sales order — its lines'
// orders and the sub-orders a BOM spread made for them — read like the work order list (the
// caller's tenant and data scope), so a sales order's page can show what production made of it.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refusal } from '../../../../tests/kit';
import { idsByName, type Rec } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const [admin, acme] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin')]);
let names: Record<string, number>;
let customer: number;

const idOf = (v: unknown) => Number((v as { id?: number })?.id ?? v);

async function auditedSale(lines: Array<[string, number]>): Promise<Rec> {
  const s = ok(await srv.call<Rec>(admin, 'erp.Sale', 'create', [{ customer_id: customer, items: lines.map(([m, quantity]) => ({ material_id: names[m], quantity, unit_price: 100 })) }]));
  return ok(await srv.call<Rec>(admin, 'erp.Sale', 'audit', [s.id]));
}

beforeAll(async () => {
  names = await idsByName(srv, admin.tenant.id, 'mdm_material', ['输送线模组', '传动轴组件', '齿轮轴', '法兰盘', '伺服电机']);
  [{ id: customer }] = (await sql<{ id: number }>`select id::int as id from mdm_customer where tenant_id = ${admin.tenant.id} order by id limit 1`.execute(srv.db.system)).rows;
}, 180_000);

describe('task.Order/gainCreatedOrders', () => {
  it('answers every work order made from the sales order, sub-orders of the BOM spread included, by code', async () => {
    const s = await auditedSale([['输送线模组', 2], ['伺服电机', 1]]);
    expect(ok(await srv.call<Rec[]>(admin, 'task.Order', 'gainCreatedOrders', [s.id]))).toEqual([]);
    const made = ok(await srv.call<Rec[]>(admin, 'task.Order', 'createFromSale', [{ saleId: s.id, spread: 'BomSpread' }]));
    expect(made.length).toBe(5); // 输送线模组 → 传动轴组件 → 齿轮轴 and 法兰盘; 伺服电机
    const other = await auditedSale([['伺服电机', 3]]);
    ok(await srv.call(admin, 'task.Order', 'createFromSale', [{ saleId: other.id }]));

    const got = ok(await srv.call<Rec[]>(admin, 'task.Order', 'gainCreatedOrders', [s.id]));
    expect(got.map((o) => o.code)).toEqual(made.map((o) => o.code).sort());
    expect(got.every((o) => idOf(o.sale_id) === Number(s.id))).toBe(true);
    const root = got.find((o) => idOf(o.material_id) === names['输送线模组'])!;
    expect([Number(root.plan_qty), root.parent_id ?? null]).toEqual([2, null]);
    expect(idOf(got.find((o) => idOf(o.material_id) === names['传动轴组件'])!.parent_id)).toBe(Number(root.id));
  });

  it('refuses a sales order that does not exist in the caller\'s tenant, and bad arguments naming them', async () => {
    const s = await auditedSale([['伺服电机', 1]]);
    expect(refusal(await srv.call(acme, 'task.Order', 'gainCreatedOrders', [s.id])).code).toBe(11);
    expect(refusal(await srv.call(admin, 'task.Order', 'gainCreatedOrders', [999_999_999])).code).toBe(11);
    const bad = refusal(await srv.call(admin, 'task.Order', 'gainCreatedOrders', ['x']));
    expect([bad.code, bad.msg.startsWith('saleId')]).toEqual([400, true]);
  });
});
