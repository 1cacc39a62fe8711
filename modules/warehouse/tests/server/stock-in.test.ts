// The stock-in rules on 入库单 lines that list barcodes, on a real database: each refusal
// with its exact message (on save, and again at audit when a barcode changed meanwhile); the audit
// putting the barcodes in stock at the entry's warehouse and the line's position, the un-audit giving
// them back what they were.
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import { fileServer, ok, refused } from '../../../../tests/kit';
import type { BarcodeRow } from '../../../barcode/contracts';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let materials: number[];
let rawStore: number;
let badStore: number;
let position: number;

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;
const stamp = () => Date.now().toString(36).toUpperCase();

/** a material barcode of the given count, quality result and exception state */
async function label(o: { material?: number; count?: string; quality?: string; state?: string } = {}): Promise<string> {
  const [row] = ok(await srv.call<BarcodeRow[]>(admin, 'barcode.Barcode', 'generate', [{ ruleCode: 'WLTM', number: 1, materialId: o.material ?? materials[0], count: o.count ?? '10', qualityResult: o.quality ?? 'Qualified', state: o.state }]));
  return row.code;
}
const barcode = (code: string) => sys().selectFrom('barcode_barcode').select(['state', 'warehouse_id', 'position_id', 'quality_result']).where('tenant_id', '=', admin.tenant.id).where('code', '=', code).executeTakeFirstOrThrow();

function entry(lines: Array<{ codes: string[]; quantity: number; material?: number; position?: number }>, warehouse = rawStore): Record<string, unknown> {
  return {
    entry_type: 'Purchase',
    warehouse_id: warehouse,
    items: lines.map((l) => ({ material_id: l.material ?? materials[0], quantity: l.quantity, unit_price: '2.00', position_id: l.position ?? null, barcodes: l.codes.join(', ') })),
  };
}
const save = (e: Record<string, unknown>) => srv.call<Rec>(admin, 'wms.Entry', 'create', [e]);

beforeAll(async () => {
  const mat = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 2 }]);
  materials = mat.json.body.itemList.map((m) => m.id);
  const store = async (type: string, name: string) =>
    ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Warehouse', { code: `W${type}${stamp()}`, name: `${name}${stamp()}`, type, locations: [{ name: 'A区' }] }])).id;
  rawStore = await store('Raw', '测试原料仓');
  badStore = await store('Unqualified', '测试不合格品仓');
  const area = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsArea', { code: `AR${stamp()}`, name: 'A区', warehouse_id: rawStore }]));
  position = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['WmsPosition', { code: `P${stamp()}`, name: 'A-01-01', warehouse_id: rawStore, area_id: area.id, platoon_num: 1, column_num: 1, layer_num: 1 }])).id;
});
// biome-ignore lint/suspicious/noExplicitAny: the barcode table is not in the static DB type
const sys = () => srv.db.system as unknown as Kysely<any>;

describe('an entry line with barcodes', () => {
  it('refuses another material, barcodes pending, in stock or returned, each with its message', async () => {
    const other = await label({ material: materials[1] });
    refused(await save(entry([{ codes: [other], quantity: 10 }])), 400, `入库明细第1行：条码${other}的物料与明细物料不一致`);
    const pending = await label({ quality: 'Wait', state: 'Pending' });
    refused(await save(entry([{ codes: [pending], quantity: 10 }])), 409, `入库明细第1行：条码${pending}待检验，不能入库`);
    const inStock = await label({ state: 'InStock' });
    refused(await save(entry([{ codes: [inStock], quantity: 10 }])), 409, `入库明细第1行：条码${inStock}已入库`);
    const returned = await label({ quality: 'Unqualified', state: 'Returned' });
    refused(await save(entry([{ codes: [returned], quantity: 10 }], badStore)), 409, `入库明细第1行：条码${returned}已退货，不能入库`);
    // and in English
    const en = await srv.call<Rec>(admin, 'wms.Entry', 'create', [entry([{ codes: [pending], quantity: 10 }])], { language: 'en_US' });
    refused(en, 409, `Entry line 1: barcode ${pending} is awaiting inspection and cannot be put into stock`);
  });

  it('keeps qualified goods out of the non-conforming warehouse and unqualified goods in it', async () => {
    const good = await label({ quality: 'Qualified' });
    const exempt = await label({ quality: 'Exempt' });
    const bad = await label({ quality: 'Unqualified' });
    refused(await save(entry([{ codes: [good], quantity: 10 }], badStore)), 400, `入库明细第1行：条码${good}为合格品，不能入不合格品仓`);
    refused(await save(entry([{ codes: [exempt], quantity: 10 }], badStore)), 400, `入库明细第1行：条码${exempt}为合格品，不能入不合格品仓`);
    refused(await save(entry([{ codes: [bad], quantity: 10 }])), 400, `入库明细第1行：条码${bad}为不合格品，只能入不合格品仓`);
    ok(await save(entry([{ codes: [bad], quantity: 10 }], badStore)));
    ok(await save(entry([{ codes: [good], quantity: 10 }, { codes: [exempt], quantity: 10 }])));
  });

  it('needs the line quantity to be what its barcodes count, each barcode once, and every barcode known', async () => {
    const [a, b] = [await label({ count: '12.5' }), await label({ count: '7.5' })];
    refused(await save(entry([{ codes: [a, b], quantity: 21 }])), 400, '入库明细第1行：入库数量21与条码数量合计20不一致');
    refused(await save(entry([{ codes: [a], quantity: 12.5 }, { codes: [b], quantity: 8 }])), 400, '入库明细第2行：入库数量8与条码数量合计7.5不一致');
    refused(await save(entry([{ codes: [a, b], quantity: 20 }, { codes: [a], quantity: 12.5 }])), 400, `条码重复：${a}`);
    refused(await save(entry([{ codes: [a, 'NO-SUCH-1'], quantity: 20 }])), 400, '存在不存在的条码：NO-SUCH-1');
    // codes may be separated by commas, spaces or new lines
    const saved = ok(await save({ ...entry([{ codes: [], quantity: 20 }]), items: [{ material_id: materials[0], quantity: 20, unit_price: '1', barcodes: `${a}\n${b}` }] }));
    expect(saved.items[0].barcodes).toBe(`${a}\n${b}`);
    // a line without barcodes is not concerned
    ok(await save(entry([{ codes: [], quantity: 3 }])));
  });

  it('puts the barcodes in stock at the warehouse and position on audit, and gives them back on un-audit', async () => {
    const [a, b] = [await label({ count: '4' }), await label({ count: '6' })];
    const e = ok(await save(entry([{ codes: [a, b], quantity: 10, position }])));
    // a second entry of the same barcodes is saved while they are not in stock yet …
    const twin = ok(await save(entry([{ codes: [a], quantity: 4 }])));
    ok(await srv.call<Rec>(admin, 'wms.Entry', 'audit', [e.id]));
    for (const code of [a, b]) expect(await barcode(code)).toMatchObject({ state: 'InStock', warehouse_id: rawStore, position_id: position });
    // … and refused at its audit, once they are
    refused(await srv.call<Rec>(admin, 'wms.Entry', 'audit', [twin.id]), 409, `入库明细第1行：条码${a}已入库`);
    ok(await srv.call<Rec>(admin, 'wms.Entry', 'deApproval', [e.id]));
    for (const code of [a, b]) expect(await barcode(code)).toMatchObject({ state: null, warehouse_id: null, position_id: null, quality_result: 'Qualified' });
    ok(await srv.call<Rec>(admin, 'wms.Entry', 'audit', [twin.id]));
    expect((await barcode(a)).state).toBe('InStock');
  });

  it('takes the barcodes of an inspected arrival into stock', async () => {
    const codes = [`SI${stamp()}1`, `SI${stamp()}2`];
    const arrival = ok(await srv.call<Rec>(admin, 'wms.Arrival', 'create', [{ arrival_batch: `SI${stamp()}`, material_id: materials[0], quantity: 30, barcodes: [{ code: codes[0], count: 10 }, { code: codes[1], count: 20 }] }]));
    ok(await srv.call<Rec>(admin, 'wms.Arrival', 'audit', [arrival.id]));
    refused(await save(entry([{ codes, quantity: 30 }])), 409, `入库明细第1行：条码${codes[0]}待检验，不能入库`);
    // inspected: qualified, no longer pending
    await sys().updateTable('barcode_barcode').set({ quality_result: 'Qualified', state: null }).where('tenant_id', '=', admin.tenant.id).where('code', 'in', codes).execute();
    const e = ok(await save(entry([{ codes, quantity: 30 }])));
    ok(await srv.call<Rec>(admin, 'wms.Entry', 'audit', [e.id]));
    expect((await barcode(codes[1])).state).toBe('InStock');
  });
});
