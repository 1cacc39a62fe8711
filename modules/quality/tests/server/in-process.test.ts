// In-process inspection on a real database: output reports (报工) of a product that needs
// inspection under a started in-process scheme create 首检 (the operation's first report), 巡检
// (every N reports by the scheme's PeriodicByMaterial schedule) and 末检 (the report completing
// the operation), with the material's quality settings (自动抽样 from the sampling plan, 检验提醒
// to the inspectors' inbox, 允许复检 once); judged by the incoming rules; a rejected first piece
// refuses further reports of its operation until a re-inspection passes.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import { type AnyRecord, fileServer, ok, recordCalls, refused } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const T = admin.tenant.id;
const { save } = recordCalls(srv, admin);
const q = async <R>(query: ReturnType<typeof sql>) => (await (query as ReturnType<typeof sql<R>>).execute(srv.db.system)).rows;
const call = <R = AnyRecord>(service: string, method: string, args: unknown[], h: Record<string, string> = {}) => srv.call<R>(admin, service, method, args, h);
const pi = <R = AnyRecord>(method: string, args: unknown[], h: Record<string, string> = {}) => call<R>('quality.ProcessInspect', method, args, h);

// a demo product with its route, made to need inspection under a started in-process scheme (patrol every 3rd report)
const [route] = await q<{ route: number; product: number }>(sql`select route_id::int as route, material_id::int as product from prd_material_route where tenant_id = ${T} order by id limit 1`);
await q(sql`update mdm_material set need_quality = true where tenant_id = ${T} and id = ${route.product}`);
const [product] = await q<{ code: string }>(sql`select code from mdm_material where tenant_id = ${T} and id = ${route.product}`);
const od = await save('QualityItem', { code: 'QP_OD', name: '外径', kind: 'Numeric' });
const plan = await save('QualitySamplePlan', { code: 'QP-SP', name: '过程抽样', inspect_level: 'II', aql: '1.0', switching: false });
const scheme = ok(
  await call('quality.InspectScheme', 'create', [
    { code: 'QP-GJ', scheme_name: '过程检验方案', inspect_kind: 'InProcess', target_type: 'Material', material_id: route.product, sample_plan_id: plan.id, schedule: 'PeriodicByMaterial', schedule_value: 3, measure: 'QualifiedRate', measure_value: 100, lines: [{ item_id: od.id, standard_value: 20, lower_limit: 19.9, upper_limit: 20.1, key_item: true }] },
  ]),
);
ok(await call('quality.InspectScheme', 'statusSwitch', [{ ids: [scheme.id], status: 'Passed' }]));
ok(await call('quality.InspectScheme', 'statusSwitch', [{ ids: [scheme.id], status: 'Start' }]));
// the demo keeps settings for its products: this one's set as the tests need them
const settingOf = async () => ok(await call<RecordPage>('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'QualityMaterialSetting', filterMap: { material_id: route.product } }])).itemList[0];
const demoSetting = await settingOf();
const wanted = { material_id: route.product, need_quality_remind: true, need_auto_sample: true, need_requality: true };
await save('QualityMaterialSetting', demoSetting ? { ...wanted, id: demoSetting.id, version: demoSetting.version } : wanted);

let serial = 0;
/** an order of the product running (加工中): its first operation */
async function runningOrder(planQty = 1000) {
  const o = ok(await call('task.Order', 'create', [{ plan_no: `QP${++serial}`, material_id: route.product, route_id: route.route, plan_qty: planQty, plan_start: '2030-01-01 08:00:00', plan_end: '2030-02-01 08:00:00' }]));
  ok(await call('task.Order', 'audit', [o.id]));
  await q(sql`update prd_work_order set manufacturing_state = 'Process', starter_id = ${admin.user.id} where tenant_id = ${T} and id = ${Number(o.id)}`);
  const [op] = await q<{ id: number }>(sql`select id::int as id from prd_work_order_op where tenant_id = ${T} and owner_id = ${Number(o.id)} order by seq, id limit 1`);
  return { orderId: Number(o.id), opId: op.id, code: String(o.code) };
}
const report = (o: { orderId: number; opId: number }, qualifiedQty: string) => call('task.Output', 'report', [{ orderId: o.orderId, opId: o.opId, qualifiedQty }]);
const inspections = async (o: { orderId: number }) =>
  ok(await pi<RecordPage>('summaryPage', [{ filterMap: { order_id: o.orderId }, pageSize: 50 }])).itemList.sort((a, b) => Number(a.id) - Number(b.id));
const read = async (id: number, value: number) => {
  const d = ok(await pi('detail', [id]));
  return ok(await pi('update', [{ id, version: d.version, inspected_qty: 1, qualified_qty: value === 20 ? 1 : 0, readings: d.readings.map((r: AnyRecord) => ({ id: r.id, item_id: r.item_id.id, reading: value })) }]));
};

describe('output reports create the inspections', () => {
  it('first piece on the first report (sampled by the plan), patrol every 3rd report, last piece on the report completing the operation; the inspectors are reminded', async () => {
    const o = await runningOrder(1000);
    ok(await report(o, '500'));
    let list = await inspections(o);
    expect(list.map((r) => r.kind)).toEqual(['FirstPiece']);
    const table = ok(await call<AnyRecord>('quality.Sample', 'table', [{ lotSize: 500, level: 'II', aql: '1.0' }]));
    expect(list[0]).toMatchObject({ state: 'Pending', result: 'Wait', sample_size: table.sampleSize, ac: table.ac, re: table.re });
    expect(Number(list[0].report_qty)).toBe(500);
    expect(list[0].code).toMatch(/^GJ\d{12}$/);
    const inbox = await q<{ content: string }>(sql`select content from message where tenant_id = ${T} and user_id = ${admin.user.id} and title = ${`首检待检：${list[0].code}`}`);
    expect(inbox.map((m) => m.content)).toEqual([`工单${o.code}工序${(await q<{ name: string }>(sql`select p.name from mdm_process p join prd_work_order_op op on op.tenant_id = p.tenant_id and op.process_id = p.id where op.tenant_id = ${T} and op.id = ${o.opId}`))[0].name}报工500，请进行首检（检验单${list[0].code}）`]);
    ok(await report(o, '100'));
    expect((await inspections(o)).length).toBe(1);
    ok(await report(o, '100'));
    ok(await report(o, '100'));
    ok(await report(o, '200'));
    list = await inspections(o);
    expect(list.map((r) => r.kind)).toEqual(['FirstPiece', 'Patrol', 'LastPiece']);
    expect(list.map((r) => Number(r.report_qty))).toEqual([500, 100, 200]);
  });

  it('none without the product needing inspection; none is made or removed by hand', async () => {
    await q(sql`update mdm_material set need_quality = false where tenant_id = ${T} and id = ${route.product}`);
    const o = await runningOrder(10);
    ok(await report(o, '1'));
    await q(sql`update mdm_material set need_quality = true where tenant_id = ${T} and id = ${route.product}`);
    expect(await inspections(o)).toEqual([]);
    refused(await call('datax.MetaDynamic', 'saveValue', ['QualityProcess', { remark: 'x' }]), 4003);
  });
});

describe('judgement, re-inspection and the first-piece gate', () => {
  it('a rejected first piece refuses further reports of the operation until a re-inspection passes', async () => {
    const o = await runningOrder(100);
    ok(await report(o, '10'));
    const [first] = await inspections(o);
    refused(await pi('judge', [first.id]), 409, `过程检验单${first.code}没有检验记录，不能判定`);
    await read(first.id, 21);
    expect(ok(await pi('judge', [{ ids: [first.id] }]))).toEqual({ msg: `过程检验单${first.code}判定为不合格`, result: 'Unqualified' });
    const gate = refused(await report(o, '10'), 409);
    expect(gate).toMatch(new RegExp(`^工单${o.code}工序.+的首检${first.code}不合格，复检合格前不能继续报工$`));
    refused(await report(o, '10'), 409, gate);
    const again = ok(await pi('reinspect', [first.id]));
    expect(again).toMatchObject({ kind: 'FirstPiece', state: 'Pending', reinspect_of: { id: first.id } });
    refused(await pi('reinspect', [first.id]), 409, `过程检验单${first.code}已复检（${again.code}），只能复检一次`);
    // still refused while the re-inspection is not passed
    expect(refused(await report(o, '10'), 409)).toContain(again.code);
    await read(Number(again.id), 20);
    expect(ok(await pi('judge', [again.id])).result).toBe('Qualified');
    ok(await report(o, '10'));
    refused(await pi('update', [{ id: again.id, version: ok(await pi('detail', [again.id])).version, remark: '改' }]), 409, `过程检验单${again.code}已判定，不能修改`);
    refused(await pi('reinspect', [again.id]), 409, `过程检验单${again.code}未判定为不合格，不能复检`);
  });

  it('a rejected patrol is re-inspected once, and only where the material allows it', async () => {
    const o = await runningOrder(100);
    for (const n of ['1', '1', '1']) ok(await report(o, n));
    const patrol = (await inspections(o)).find((r) => r.kind === 'Patrol')!;
    await read(patrol.id, 19);
    ok(await pi('judge', [patrol.id]));
    const setting = await settingOf();
    ok(await call('datax.MetaDynamic', 'saveValue', ['QualityMaterialSetting', { id: setting.id, version: setting.version, need_requality: false }]));
    refused(await pi('reinspect', [patrol.id], { language: 'en_US' }), 409, `Material ${product.code} does not allow re-inspection: ${patrol.code} cannot be inspected again`);
    const s = await settingOf();
    ok(await call('datax.MetaDynamic', 'saveValue', ['QualityMaterialSetting', { id: s.id, version: s.version, need_requality: true }]));
    const again = ok(await pi('reinspect', [patrol.id]));
    await read(Number(again.id), 19);
    ok(await pi('judge', [again.id]));
    refused(await pi('reinspect', [again.id]), 409, `过程检验单${again.code}已复检（${again.code}），只能复检一次`);
  });
});
