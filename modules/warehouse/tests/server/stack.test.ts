// 码垛单 on a real database: saved, its lines read material, batch and count from the barcodes;
// audited, the barcodes are bound to the container barcode and lie with it at the stack's position;
// un-audited, they leave it. The barcode rules hold with the barcode module's messages: unknown and
// repeated barcodes, a material barcode as the container, a third batch in one container, a
// barcode already on another container.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import { fileServer, ok } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let materialId: number;
let warehouseId: number;
let positionId: number;
const stamp = Date.now().toString(36).toUpperCase();
const code = (name: string) => `${name}${stamp}`;

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;
// biome-ignore lint/suspicious/noExplicitAny: the barcode table is not in the static DB type
const table = () => srv.db.system as any;

async function barcode(name: string, type: 'Material' | 'Container', batch: string | null, count = '0') {
  await table()
    .insertInto('barcode_barcode')
    .values({ tenant_id: admin.tenant.id, code: code(name), barcode_type: type, material_id: type === 'Material' ? materialId : null, batch_no: batch, count, quality_result: 'Qualified' })
    .execute();
}
const rows = async (names: string[]) => {
  const found = await table().selectFrom('barcode_barcode as b').leftJoin('barcode_barcode as p', 'p.id', 'b.parent_id').select(['b.code', 'p.code as parent', 'b.warehouse_id', 'b.position_id']).where('b.tenant_id', '=', admin.tenant.id).where('b.code', 'in', names.map(code)).orderBy('b.code').execute();
  return found.map((r: Rec) => [r.code, r.parent, r.warehouse_id === null ? null : Number(r.warehouse_id), r.position_id === null ? null : Number(r.position_id)]);
};
const stack = (container: string, barcodes: string[]) => srv.call<Rec>(admin, 'wms.Stack', 'create', [{ warehouse_id: warehouseId, position_id: positionId, container_code: code(container), items: barcodes.map((b) => ({ barcode: code(b) })) }]);

beforeAll(async () => {
  const mat = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1 }]);
  materialId = mat.json.body.itemList[0].id;
  const w = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `SW${stamp}`, name: '码垛测试仓', type: 'Finished', locations: [{ name: 'A区' }] }]));
  warehouseId = w.id;
  const area = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `SA${stamp}`, name: 'A区', warehouse_id: warehouseId }]));
  positionId = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `SP${stamp}`, name: 'A-01', warehouse_id: warehouseId, area_id: area.id, platoon_num: 1, column_num: 1, layer_num: 1 }])).id;
  await barcode('PAL1-', 'Container', null);
  await barcode('PAL2-', 'Container', null);
  await barcode('M1-', 'Material', 'X', '5');
  await barcode('M2-', 'Material', 'X', '2.5');
  await barcode('M3-', 'Material', 'Y', '1');
  await barcode('M4-', 'Material', 'Z', '1');
});

describe('a stack', () => {
  it('reads its barcodes when saved, binds them to the container at its position when audited and unbinds them when un-audited', async () => {
    const saved = ok(await stack('PAL1-', ['M1-', 'M2-', 'M3-']));
    const read = ok(await srv.call<Rec>(admin, 'wms.Stack', 'get', [saved.id]));
    expect(read.items.map((l: Rec) => [l.barcode, l.material_id?.id, l.batch_no, Number(l.count)])).toEqual([
      [code('M1-'), materialId, 'X', 5],
      [code('M2-'), materialId, 'X', 2.5],
      [code('M3-'), materialId, 'Y', 1],
    ]);
    expect(Number(read.total_count)).toBe(8.5);

    ok(await srv.call(admin, 'wms.Stack', 'audit', [saved.id]));
    expect(await rows(['PAL1-', 'M1-', 'M2-', 'M3-'])).toEqual([
      [code('M1-'), code('PAL1-'), warehouseId, positionId],
      [code('M2-'), code('PAL1-'), warehouseId, positionId],
      [code('M3-'), code('PAL1-'), warehouseId, positionId],
      [code('PAL1-'), null, warehouseId, positionId],
    ]);

    // a barcode on this container cannot go onto another one
    const again = ok(await stack('PAL2-', ['M1-']));
    expect((await srv.call(admin, 'wms.Stack', 'audit', [again.id])).json.msg).toBe(`已存在父条码：${code('M1-')}`);
    // nor can a third batch join the two on the container
    const third = ok(await stack('PAL1-', ['M4-']));
    expect((await srv.call(admin, 'wms.Stack', 'audit', [third.id])).json.msg).toBe('批次不一致');

    ok(await srv.call(admin, 'wms.Stack', 'deApproval', [saved.id]));
    expect((await rows(['M1-', 'M2-', 'M3-'])).map((r: unknown[]) => r[1])).toEqual([null, null, null]);
    ok(await srv.call(admin, 'wms.Stack', 'audit', [again.id]));
    expect((await rows(['M1-']))[0][1]).toBe(code('PAL2-'));
  });

  it('refuses unknown and repeated barcodes when saved, and a material barcode as the container when audited', async () => {
    const unknown = await stack('PAL2-', ['NOPE-']);
    expect([unknown.json.code, unknown.json.msg]).toEqual([409, `条码不存在：${code('NOPE-')}`]);
    const twice = await stack('PAL2-', ['M3-', 'M3-']);
    expect(twice.json.msg).toBe(`条码重复：${code('M3-')}`);
    const onMaterial = ok(await stack('M4-', ['M3-']));
    const refused = await srv.call(admin, 'wms.Stack', 'audit', [onMaterial.id]);
    expect([refused.json.code, refused.json.msg]).toEqual([409, `物料条码不能有子条码：${code('M4-')}`]);
    expect((await rows(['M3-']))[0][1]).toBe(null);
  });
});
