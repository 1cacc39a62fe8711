// 上架单 on a real database: goods entered without a position (or lying on the warehouse's receiving
// position) are put on their targets by the audit — a transfer in the ledger from exactly that
// receiving place, even when older goods of the batch lie elsewhere — the targets become Used and
// an un-audit moves the goods back and frees them; broken down and sealed up targets, a line to
// its own place, a line without a target and more than is waiting are refused with their
// messages; 推荐库位 fills the targets by the putaway strategy, never onto a receiving position.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import { fileServer, ok } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let material: { id: number; code: string; name: string };
let warehouseId: number;
const pos: Record<string, { id: number; code: string }> = {};

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;

const create = (service: string, record: object) => srv.call<Rec>(admin, service, 'create', [record]);
const audit = (service: string, id: number) => srv.call<Rec>(admin, service, 'audit', [id]);
const stock = async () => {
  const rows = await srv.db.system.selectFrom('stock_balance').select(['position_id', 'batch_no', 'total']).where('tenant_id', '=', admin.tenant.id).where('material_id', '=', material.id).where('warehouse_id', '=', warehouseId).orderBy('position_id').execute();
  return rows.filter((r) => Number(r.total) !== 0).map((r) => [Number(r.position_id), r.batch_no, Number(r.total)]);
};
const statusOf = async (id: number) => (await srv.db.system.selectFrom('wms_position' as never).select('position_status' as never).where('tenant_id' as never, '=', admin.tenant.id as never).where('id' as never, '=', id as never).executeTakeFirstOrThrow()) as { position_status: string };
const enter = async (qty: number, batch: string, position?: number) => {
  const e = ok(await create('wms.Entry', { warehouse_id: warehouseId, items: [{ material_id: material.id, quantity: qty, unit_price: '2.00', batch_no: batch, position_id: position ?? null }] }));
  ok(await audit('wms.Entry', e.id));
};

beforeAll(async () => {
  const mat = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1 }]);
  const m = mat.json.body.itemList[0];
  material = { id: m.id, code: String(m.code), name: String(m.name) };
  const stamp = Date.now().toString(36).toUpperCase();
  const w = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `PW${stamp}`, name: '上架测试仓', type: 'Finished', locations: [{ name: 'A区' }] }]));
  warehouseId = w.id;
  const area = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `PA${stamp}`, name: 'A区', warehouse_id: warehouseId }]));
  const places: Array<[string, Record<string, unknown>]> = [
    ['receiving', { kind: 'Default', layer_num: 1 }],
    ['low', { layer_num: 1 }],
    ['high', { layer_num: 3 }],
    ['older', { layer_num: 2 }],
    ['broken', { layer_num: 1, position_status: 'BreakDown' }],
    ['sealed', { layer_num: 1, position_status: 'SealUp' }],
  ];
  for (const [i, [name, extra]] of places.entries()) {
    const p = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `PP${stamp}${i}`, name, warehouse_id: warehouseId, area_id: area.id, platoon_num: 1, column_num: i + 1, ...extra }]));
    pos[name] = { id: p.id, code: p.code };
  }
});

describe('a put-on', () => {
  it('moves goods entered without a position onto their target (not the older goods elsewhere), makes it Used, and moves them back when un-audited', async () => {
    await enter(3, 'B1', pos.older.id);
    await enter(10, 'B1');
    expect(await stock()).toEqual([[0, 'B1', 10], [pos.older.id, 'B1', 3]]);

    const putOn = ok(await create('wms.PutOn', { warehouse_id: warehouseId, items: [{ material_id: material.id, batch_no: 'B1', quantity: 10, to_position_id: pos.low.id }] }));
    expect(putOn.code).toMatch(/^SJ/);
    const audited = ok(await audit('wms.PutOn', putOn.id));
    expect(audited.status_dict.dict).toBe('Audit');
    expect(await stock()).toEqual([[pos.low.id, 'B1', 10], [pos.older.id, 'B1', 3]]);
    const ledger = await srv.db.system.selectFrom('stock_ledger').select(['kind', 'position_id', 'qty']).where('tenant_id', '=', admin.tenant.id).where('doc_entity', '=', 'WmsPutOn').where('doc_id', '=', putOn.id).orderBy('id').execute();
    expect(ledger.map((l) => [l.kind, Number(l.position_id), Number(l.qty)])).toEqual([
      ['transferOut', 0, -10],
      ['transferIn', pos.low.id, 10],
    ]);
    expect((await statusOf(pos.low.id)).position_status).toBe('Used');

    ok(await srv.call(admin, 'wms.PutOn', 'deApproval', [putOn.id]));
    expect(await stock()).toEqual([[0, 'B1', 10], [pos.older.id, 'B1', 3]]);
    expect((await statusOf(pos.low.id)).position_status).toBe('NonAlloc');
    ok(await srv.call(admin, 'wms.PutOn', 'remove', [[putOn.id]]));
  });

  it('takes goods lying on the warehouse’s receiving position (kind Default) when the line names no source', async () => {
    await enter(4, 'R1', pos.receiving.id);
    const putOn = ok(await create('wms.PutOn', { warehouse_id: warehouseId, items: [{ material_id: material.id, batch_no: 'R1', quantity: 4, to_position_id: pos.high.id }] }));
    ok(await audit('wms.PutOn', putOn.id));
    const rows = await stock();
    expect(rows).toContainEqual([pos.high.id, 'R1', 4]);
    expect(rows.filter((r) => r[0] === pos.receiving.id)).toEqual([]);
    ok(await srv.call(admin, 'wms.PutOn', 'deApproval', [putOn.id]));
    expect(await stock()).toContainEqual([pos.receiving.id, 'R1', 4]);
  });

  it('refuses broken down and sealed up targets, a line to its own place, a line without a target and more than is waiting', async () => {
    const line = (extra: object) => ({ warehouse_id: warehouseId, items: [{ material_id: material.id, batch_no: 'B1', quantity: 10, ...extra }] });
    const broken = await create('wms.PutOn', line({ to_position_id: pos.broken.id }));
    expect([broken.json.code, broken.json.msg]).toEqual([409, `库位故障，不能上架：${pos.broken.code}`]);
    const sealed = await create('wms.PutOn', line({ to_position_id: pos.sealed.id }));
    expect([sealed.json.code, sealed.json.msg]).toEqual([409, `库位已封存，不能上架：${pos.sealed.code}`]);
    const same = await create('wms.PutOn', line({ from_position_id: pos.older.id, to_position_id: pos.older.id }));
    expect(same.json.msg).toBe('库位不能一样');

    const noTarget = ok(await create('wms.PutOn', line({})));
    expect((await audit('wms.PutOn', noTarget.id)).json.msg).toBe('请选择目标库位：第 1 行');
    const tooMuch = ok(await create('wms.PutOn', line({ quantity: 11, to_position_id: pos.low.id })));
    const refused = await audit('wms.PutOn', tooMuch.id);
    expect([refused.json.code, refused.json.msg]).toEqual([409, `待上架库存不足：${material.code} ${material.name} 在收货区可用 10，需要 11`]);

    // a target that broke down after the put-on was saved refuses its audit
    const later = ok(await create('wms.PutOn', line({ to_position_id: pos.low.id })));
    await srv.db.system.updateTable('wms_position' as never).set({ position_status: 'BreakDown' } as never).where('tenant_id' as never, '=', admin.tenant.id as never).where('id' as never, '=', pos.low.id as never).execute();
    expect((await audit('wms.PutOn', later.id)).json.msg).toBe(`库位故障，不能上架：${pos.low.code}`);
    await srv.db.system.updateTable('wms_position' as never).set({ position_status: 'NonAlloc' } as never).where('tenant_id' as never, '=', admin.tenant.id as never).where('id' as never, '=', pos.low.id as never).execute();
    expect(await stock()).toContainEqual([0, 'B1', 10]);
    ok(await srv.call(admin, 'wms.PutOn', 'remove', [[noTarget.id, tooMuch.id, later.id]]));
  });

  it('推荐库位 fills the targets by the put-on’s strategy, never a receiving, broken or sealed position', async () => {
    const putOn = ok(await create('wms.PutOn', { warehouse_id: warehouseId, strategy: 'highFirst', items: [{ material_id: material.id, batch_no: 'B1', quantity: 10 }] }));
    const answer = ok(await srv.call<{ msg: string; placed: number }>(admin, 'wms.PutOn', 'suggestPositions', [{ ids: [putOn.id] }]));
    expect(answer).toEqual({ msg: '已推荐库位：1 行', placed: 1 });
    const after = ok(await srv.call<Rec>(admin, 'wms.PutOn', 'get', [putOn.id]));
    expect(after.items[0].to_position_id.id).toBe(pos.high.id);
    const low = ok(await srv.call<Rec>(admin, 'wms.PutOn', 'create', [{ warehouse_id: warehouseId, items: [{ material_id: material.id, batch_no: 'B1', quantity: 10 }] }]));
    ok(await srv.call(admin, 'wms.PutOn', 'suggestPositions', [{ ids: [low.id], strategy: 'lowFirst' }]));
    const chosen = ok(await srv.call<Rec>(admin, 'wms.PutOn', 'get', [low.id])).items[0].to_position_id.id;
    expect(chosen).toBe(pos.low.id);
    expect([pos.receiving.id, pos.broken.id, pos.sealed.id]).not.toContain(chosen);
  });

  it('lists put-ons by the open / history switch of the warehouse documents', async () => {
    const list = ok(await srv.call<RecordPage>(admin, 'wms.PutOn', 'summaryPage', [{ page: 1, pageSize: 50, filterMap: { status_dict: ['Finish', 'Manual', 'Reject', 'Repeal'] } }]));
    expect(list.itemList).toEqual([]);
    const open = ok(await srv.call<RecordPage>(admin, 'wms.PutOn', 'summaryPage', [{ page: 1, pageSize: 50, filterMap: { status_dict: ['Saved', 'Commit', 'DeApproval', 'Audit'] } }]));
    expect(open.total).toBeGreaterThan(0);
  });
});
