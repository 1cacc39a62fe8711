// 出库申请, 原料出库单, 简易入库 and 推荐拣货 on a real database: an audited apply is issued in two
// raw deliveries made from it (its issued quantities move, a third may not take more than is
// left); 推荐拣货 takes the nearest expiry first and splits a line over the places it needs; a quick
// entry puts goods in stock; and the warehouse reviewer (仓库审核人, gsReviewer) may edit an apply
// while approving it although FlowCompleteEditAllow is off — nobody else.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok } from '../../../../tests/kit';
import { bpmn, flow } from '../../../flow/tests/server/engine/kit';
import type { FlowDetail } from '../../../flow/contracts';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const wang = await srv.session('demo', 'wangqiang');
let material: Rec;
let warehouseId: number;
let positions: Rec[];

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;
const tag = Date.now().toString(36);
const save = (entity: string, v: object) => srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', [entity, v]).then(ok);
const call = <T = Rec>(service: string, method: string, ...args: unknown[]) => srv.call<T>(admin, service, method, args).then(ok);
const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : v);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const lines = (doc: Rec) => (doc.items as Rec[]).map((l) => [idOf(l.position_id), l.batch_no, Number(l.quantity)]);
const stockOn = async (position: number) =>
  Number((await srv.db.system.selectFrom('stock_balance').select((eb) => eb.fn.sum<string>('total').as('t')).where('tenant_id', '=', admin.tenant.id).where('position_id', '=', position).executeTakeFirst())?.t ?? 0);

async function audited(service: string, record: object): Promise<Rec> {
  const doc = await call(service, 'create', record);
  return call(service, 'audit', doc.id);
}

beforeAll(async () => {
  material = await save('Material', { code: `AP${tag}`, name: '申请测试料', unit: 'PCS' });
  warehouseId = (await save('Warehouse', { code: `WA${tag}`, name: '申请测试仓', type: 'Raw', locations: [{ name: 'A区' }] })).id;
  const area = await save('WmsArea', { code: `AA${tag}`, name: 'A区', warehouse_id: warehouseId });
  positions = [];
  for (const k of [1, 2, 3]) positions.push(await save('WmsPosition', { code: `PA${tag}${k}`, name: `A-0${k}`, warehouse_id: warehouseId, area_id: area.id, platoon_num: 1, column_num: k, layer_num: k }));
  // a simple entry puts three lots in stock: L1 (expires in 200 days) 10 on P1, L2 (in 20 days) 6 on P2, L3 (no expiry) 50 on P3
  await audited('wms.SimpleEntry', {
    entry_type: 'Other',
    warehouse_id: warehouseId,
    items: [
      { material_id: material.id, quantity: 10, unit_price: '3.00', batch_no: `L1${tag}`, position_id: positions[0].id, expiry_date: day(200) },
      { material_id: material.id, quantity: 6, unit_price: '3.00', batch_no: `L2${tag}`, position_id: positions[1].id, expiry_date: day(20) },
      { material_id: material.id, quantity: 50, unit_price: '3.00', batch_no: `L3${tag}`, position_id: positions[2].id },
    ],
  });
}, 180_000);

describe('简易入库', () => {
  it('puts its goods on their positions when audited, and takes them again when un-audited; the position is 已使用 while goods lie there', async () => {
    expect([await stockOn(positions[0].id), await stockOn(positions[1].id), await stockOn(positions[2].id)]).toEqual([10, 6, 50]);
    const spare = await save('WmsPosition', { code: `PA${tag}9`, name: 'A-09', warehouse_id: warehouseId, area_id: idOf(positions[0].area_id), platoon_num: 1, column_num: 9, layer_num: 1 });
    const status = async (id: number) =>
      (await sql<{ s: string }>`select position_status as s from wms_position where tenant_id = ${admin.tenant.id} and id = ${id}`.execute(srv.db.system)).rows[0].s;
    expect(await status(spare.id)).toBe('NonAlloc');
    const quick = await audited('wms.SimpleEntry', { warehouse_id: warehouseId, items: [{ material_id: material.id, quantity: 4, unit_price: '1', batch_no: `Q${tag}`, position_id: spare.id }] });
    expect(quick.code).toMatch(/^JR\d{12}$/);
    expect([await stockOn(spare.id), await status(spare.id)]).toEqual([4, 'Used']);
    await call('wms.SimpleEntry', 'deApproval', quick.id);
    expect([await stockOn(spare.id), await status(spare.id)]).toEqual([0, 'NonAlloc']);
  });
});

describe('出库申请', () => {
  it('is issued by deliveries made from it: its issued quantities move, more than is left is refused', async () => {
    const apply = await audited('wms.DeliveryApply', { apply_type: 'Production', warehouse_id: warehouseId, items: [{ material_id: material.id, quantity: 8, unit_price: '3', batch_no: `L3${tag}`, position_id: positions[2].id }] });
    expect(apply.code).toMatch(/^SQ/);
    const draft = await call('wms.DeliveryRaw', 'applyToRawDelivery', { applyId: apply.id });
    expect([idOf(draft.apply_id), draft.delivery_type?.dict ?? draft.delivery_type, lines(draft)]).toEqual([apply.id, 'Production', [[positions[2].id, `L3${tag}`, 8]]]);
    const first = await audited('wms.DeliveryRaw', { ...draft, warehouse_id: warehouseId, items: draft.items.map((l: Rec) => ({ ...l, material_id: material.id, position_id: positions[2].id, quantity: 5 })) });
    expect(await stockOn(positions[2].id)).toBe(45);
    const after = await call('wms.DeliveryApply', 'detail', apply.id);
    expect([Number(after.items[0].issued_qty), Number(after.issued_total)]).toEqual([5, 5]);
    // a 出库单 may issue the rest, not more
    const rest = await call('wms.Delivery', 'applyToDelivery', { applyId: apply.id });
    expect(lines(rest)).toEqual([[positions[2].id, `L3${tag}`, 3]]);
    const tooMuch = await srv.call(admin, 'wms.Delivery', 'create', [{ ...rest, warehouse_id: warehouseId, items: rest.items.map((l: Rec) => ({ ...l, material_id: material.id, position_id: positions[2].id, quantity: 4 })) }]);
    expect(tooMuch.json.code).not.toBe(200);
    expect(tooMuch.json.msg).toMatch(/出库/);
    await call('wms.DeliveryRaw', 'deApproval', first.id);
    expect(Number((await call('wms.DeliveryApply', 'detail', apply.id)).items[0].issued_qty)).toBe(0);
  });
});

describe('推荐拣货', () => {
  it('takes the nearest expiry first and splits a line over the places it needs; what is not there stays open', async () => {
    const doc = await call('wms.Delivery', 'create', { warehouse_id: warehouseId, items: [{ material_id: material.id, quantity: 12, unit_price: '3' }] });
    const msg = await call<{ msg: string; placed: number }>('wms.Delivery', 'suggestPicking', { ids: [doc.id], strategy: 'nearExpiry' });
    expect(msg).toEqual({ msg: '已推荐拣货：1 行', placed: 1 });
    const picked = await call('wms.Delivery', 'detail', doc.id);
    expect(lines(picked)).toEqual([
      [positions[1].id, `L2${tag}`, 6],
      [positions[0].id, `L1${tag}`, 6],
    ]);
    // first in first out over what is there; more than there is leaves the rest without a place
    const big = await call('wms.DeliveryRaw', 'create', { warehouse_id: warehouseId, items: [{ material_id: material.id, quantity: 200, unit_price: '3' }] });
    await call('wms.DeliveryRaw', 'suggestPicking', { ids: [big.id] });
    const all = lines(await call('wms.DeliveryRaw', 'detail', big.id));
    expect(all.map((l) => l[2]).reduce((a, b) => Number(a) + Number(b), 0)).toBe(200);
    expect(all.at(-1)).toEqual([null, null, 200 - 10 - 6 - 50]);
    expect((await srv.call(admin, 'wms.DeliveryRaw', 'audit', [big.id])).json.msg).toMatch(/^库存不足/);
    const bad = await srv.call(admin, 'wms.Delivery', 'suggestPicking', [{ ids: [doc.id], strategy: 'random' }]);
    expect(bad.json.code).toBe(400);
  });
});

describe('the warehouse reviewer (gsReviewer)', () => {
  it('edits a delivery apply while approving it although FlowCompleteEditAllow is off; another approver may not', async () => {
    const key = `applyReview${tag}`;
    const def = await call<{ procDefId: string }>('flow.FlowableDef', 'save', {
      process: { id: key, name: '出库申请审批', category: 'office' },
      xml: bpmn(key, `<startEvent id="s"/><userTask id="t" name="仓库审核" flowable:assignee="${wang.user.id}"/><endEvent id="e"/>${flow('s', 't')}${flow('t', 'e')}`),
    });
    await call('flow.FlowableDef', 'bind', { key, entityCodes: ['WmsDeliveryApply'] });
    try {
      const apply = await call('wms.DeliveryApply', 'create', { warehouse_id: warehouseId, items: [{ material_id: material.id, quantity: 2, unit_price: '3' }] });
      await call('flow.FlowableTask', 'start', { procDefId: def.procDefId, entityCode: 'WmsDeliveryApply', receiptId: apply.id });
      const edit = async (s: Session, batch: string) => {
        const cur = await call('wms.DeliveryApply', 'detail', apply.id);
        return srv.call<Rec>(s, 'wms.DeliveryApply', 'modify', [{ ...cur, warehouse_id: warehouseId, items: cur.items.map((l: Rec) => ({ ...l, material_id: material.id, batch_no: batch })) }]);
      };
      const detailFor = async (s: Session) => ok(await srv.call<FlowDetail>(s, 'flow.FlowableTask', 'detail', [{ procInsId: (await call<{ instanceId: string }>('flow.FlowableTask', 'getInstanceByReceipt', { entityCode: 'WmsDeliveryApply', receiptId: apply.id })).instanceId }]));
      expect((await edit(wang, `L3${tag}`)).json.code).toBe(409);
      expect((await detailFor(wang)).editAllowed).toBe(false);
      await call('system.Config', 'update', { WmsApplyReviewers: 'someone, wangqiang' });
      expect((await detailFor(wang)).editAllowed).toBe(true);
      const edited = ok(await edit(wang, `L3${tag}`));
      expect([edited.status_dict.dict, edited.items[0].batch_no]).toEqual(['Ongoing', `L3${tag}`]);
      // the admin holds no task of it: still refused
      expect((await edit(admin, `L1${tag}`)).json.code).toBe(409);
      expect((await detailFor(admin)).editAllowed).toBe(false);
    } finally {
      await call('system.Config', 'update', { WmsApplyReviewers: '' });
      await call('flow.FlowableDef', 'bind', { key, entityCodes: [] });
    }
  });
});
