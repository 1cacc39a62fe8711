// wms.Stock's queries and the stock reports (库存快照, 效期预警表, 安全库存预警表) on a real database:
// a warehouse of this test gets entries from two suppliers at different prices on two positions of
// one area, then a delivery; every query is checked against what those documents moved, the
// sums against the balances of the whole demo tenant, and nothing of another tenant shows.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import type { ReportPage } from '../../../../schemas/rpc/report';
import { Code } from '../../../../server/rpc/errors';
import { fileServer, ok } from '../../../../tests/kit';
import { decodeImage } from '../../../barcode/server/decode';
import type { MaterialTotal, PositionInStock, PositionQr, StockPage, StockRow, SupplierAvgPrice } from '../../stock-queries';

const srv = await fileServer({}, { withoutFlows: true, logStream: process.env.DEBUG_LOG ? process.stderr : undefined });
const admin = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
let suppliers: number[];
let material: Rec;
let other: Rec;
let warehouseId: number;
let areaId: number;
let positions: Rec[];
let empty: Rec;

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;
const stock = <T>(method: string, ...args: unknown[]) => srv.call<T>(admin, 'wms.Stock', method, args).then(ok);
const save = (entity: string, v: object) => srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', [entity, v]).then(ok);
const tag = Date.now().toString(36);
const n = (s: string | null) => (s === null ? null : Number(s));

async function audited(service: string, record: object): Promise<Rec> {
  const doc = ok(await srv.call<Rec>(admin, service, 'create', [record]));
  return ok(await srv.call<Rec>(admin, service, 'audit', [doc.id]));
}

beforeAll(async () => {
  const sup = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 2 }]));
  suppliers = sup.itemList.map((s) => s.id);
  material = await save('Material', { code: `SQ${tag}A`, name: '库存查询测试料A', unit: 'PCS', safe_stock: 100 });
  other = await save('Material', { code: `SQ${tag}B`, name: '库存查询测试料B', unit: 'PCS' });
  const w = await save('Warehouse', { code: `WQ${tag}`, name: '查询测试仓', type: 'Finished', locations: [{ name: 'A区' }] });
  warehouseId = w.id;
  areaId = (await save('WmsArea', { code: `AQ${tag}`, name: 'Q区', warehouse_id: warehouseId })).id;
  positions = [];
  for (const k of [1, 2, 3]) positions.push(await save('WmsPosition', { code: `PQ${tag}${k}`, name: `Q-01-0${k}`, warehouse_id: warehouseId, area_id: areaId, platoon_num: 1, column_num: k, layer_num: 1 }));
  empty = positions[2];
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const later = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  // supplier 1: 10 at 2.00 (batch B1, expiring soon) on position 1; supplier 2: 30 at 4.00 (B2) on position 2, and 5 of B3 at 4.00 on position 1
  await audited('wms.Entry', { entry_type: 'Purchase', warehouse_id: warehouseId, supplier_id: suppliers[0], items: [{ material_id: material.id, quantity: 10, unit_price: '2.00', batch_no: `B1${tag}`, position_id: positions[0].id, expiry_date: soon }] });
  await audited('wms.Entry', {
    entry_type: 'Purchase',
    warehouse_id: warehouseId,
    supplier_id: suppliers[1],
    items: [
      { material_id: material.id, quantity: 30, unit_price: '4.00', batch_no: `B2${tag}`, position_id: positions[1].id, expiry_date: later },
      { material_id: material.id, quantity: 5, unit_price: '4.00', batch_no: `B3${tag}`, position_id: positions[0].id },
      { material_id: other.id, quantity: 7, unit_price: '1.00', batch_no: `B4${tag}`, position_id: positions[1].id },
    ],
  });
  // 12 of B2 leave
  await audited('wms.Delivery', { delivery_type: 'Other', warehouse_id: warehouseId, items: [{ material_id: material.id, quantity: 12, unit_price: '5.00', batch_no: `B2${tag}`, position_id: positions[1].id }] });
}, 180_000);

describe('wms.Stock', () => {
  it('answers stock per place with the area of its position, per material, per material × warehouse and per batch — the groups adding up to the places', async () => {
    const places = await stock<StockPage>('summaryDetailPage', { warehouseId, pageSize: 50 });
    expect(places.itemList.map((r) => [r.positionCode, r.batchNo, n(r.totalNum)])).toEqual([
      [positions[0].code, `B1${tag}`, 10],
      [positions[0].code, `B3${tag}`, 5],
      [positions[1].code, `B2${tag}`, 18],
      [positions[1].code, `B4${tag}`, 7],
    ]);
    expect(new Set(places.itemList.map((r) => r.areaId))).toEqual(new Set([areaId]));
    // the moving average after both entries: (10·2 + 35·4) / 45 = 3.5556 (rounded to 6 places by the engine)
    const mine = places.itemList.filter((r) => r.materialId === material.id);
    expect(n(mine[0].unitPrice)).toBeCloseTo(3.555556, 5);

    const byMaterial = await stock<StockPage>('summaryMaterialPage', { warehouseId, pageSize: 50 });
    expect(byMaterial.itemList.map((r) => [r.materialCode, n(r.totalNum), r.positionId, r.areaId])).toEqual([
      [material.code, 33, null, areaId], // several positions, one area
      [other.code, 7, positions[1].id, areaId],
    ]);
    const byWarehouse = await stock<StockPage>('summaryPage', { materialId: material.id });
    expect(byWarehouse.itemList.map((r) => [r.warehouseId, n(r.totalNum), r.batchNo])).toEqual([[warehouseId, 33, null]]);
    const byBatch = await stock<StockPage>('summaryBatchPage', { materialId: material.id, pageSize: 10 });
    expect(byBatch.itemList.map((r) => [r.batchNo, n(r.totalNum)])).toEqual([
      [`B1${tag}`, 10],
      [`B2${tag}`, 18],
      [`B3${tag}`, 5],
    ]);
    // 导出批次库存: the download of the material's places by batch, a real sheet
    const out = await stock<{ url: string; args: unknown[] }>('leadOutBatch', { materialId: material.id, warehouseId });
    const sheet = await fetch(`${srv.base}${out.url}`, { method: 'POST', body: JSON.stringify(out.args), headers: { 'content-type': 'application/json', access_token: admin.token, 'tenant-id': admin.tenant.id } });
    expect([sheet.status, sheet.headers.get('content-type')]).toEqual([200, expect.stringContaining('spreadsheetml')]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await sheet.arrayBuffer());
    const cells = book.worksheets[0].getSheetValues().flat().map(String);
    for (const b of [`B1${tag}`, `B2${tag}`, `B3${tag}`]) expect(cells).toContain(b);
    expect(cells).not.toContain(`B4${tag}`);
    const oneMaterial = await stock<StockPage>('summaryMaterialDetailPage', { materialId: other.id });
    expect(oneMaterial.itemList.map((r) => r.batchNo)).toEqual([`B4${tag}`]);
    expect((await srv.call(admin, 'wms.Stock', 'summaryMaterialDetailPage', [{}])).json.code).toBe(400);
  });

  it('sums the whole demo tenant’s balances exactly, page by page', async () => {
    const [{ total }] = (await sql<{ total: string }>`select coalesce(sum(total), 0)::text as total from stock_balance where tenant_id = ${admin.tenant.id}`.execute(srv.db.system)).rows;
    const first = await stock<StockPage>('summaryMaterialPage', { pageSize: 500 });
    let sum = 0n;
    const scaled = (s: string) => BigInt(Math.round(Number(s) * 1e6));
    let page = 1;
    for (let got = first; ; got = await stock<StockPage>('summaryMaterialPage', { pageSize: 500, page: ++page })) {
      for (const r of got.itemList) sum += scaled(r.totalNum);
      if (page * 500 >= got.total) break;
    }
    expect(sum).toBe(scaled(total));
  });

  it('filters by batch record, fuzzy text and status', async () => {
    const batch = await save('BarcodeBatch', { code: `B2${tag}`, material_id: material.id });
    expect((await stock<StockPage>('summaryDetailPage', { batchId: batch.id })).itemList.map((r) => n(r.totalNum))).toEqual([18]);
    expect((await stock<StockPage>('summaryDetailPage', { fuzzy: `PQ${tag}2` })).itemList.map((r) => r.batchNo)).toEqual([`B2${tag}`, `B4${tag}`]);
    expect((await stock<StockPage>('summaryDetailPage', { warehouseId, statuses: ['Count'] })).total).toBe(0);
    expect((await stock<StockRow[]>('list', { code: other.code })).map((r) => r.positionId)).toEqual([positions[1].id]);
  });

  it('lists what lies on a position, per place and merged, and its materials', async () => {
    expect((await stock<StockRow[]>('listByPosition', positions[0].id)).map((r) => [r.batchNo, n(r.totalNum)])).toEqual([
      [`B1${tag}`, 10],
      [`B3${tag}`, 5],
    ]);
    expect((await stock<StockRow[]>('listByPositionMerge', positions[1].id)).map((r) => [r.materialCode, n(r.totalNum)])).toEqual([
      [material.code, 18],
      [other.code, 7],
    ]);
    expect((await stock<Array<{ materialId: number; totalNum: string }>>('getMaterialByPosition', positions[0].id)).map((r) => [r.materialId, n(r.totalNum)])).toEqual([[material.id, 15]]);
    const missing = await srv.call(admin, 'wms.Stock', 'listByPosition', [999_999_999]);
    expect([missing.json.code, missing.json.msg]).toEqual([Code.NotFound, '库位不存在：999999999']);
  });

  it('finds the batches of a material oldest first, the positions holding it or empty, and totals per material (0 for none)', async () => {
    expect((await stock<Array<{ batchNo: string }>>('searchBatch', { materialId: material.id, warehouseId })).map((b) => b.batchNo)).toEqual([`B1${tag}`, `B2${tag}`, `B3${tag}`]);
    const holding = await stock<PositionInStock[]>('searchPosition', { warehouseId, materialId: other.id });
    expect(holding.map((p) => [p.code, n(p.totalNum), n(p.materialNum)])).toEqual([[positions[1].code, 25, 7]]);
    expect((await stock<PositionInStock[]>('searchPosition', { warehouseId, empty: true })).map((p) => p.code)).toEqual([empty.code]);
    const totals = await stock<MaterialTotal[]>('sumByMaterials', [warehouseId], [material.id, other.id, suppliers[0] + 10_000_000]);
    expect(totals.map((t) => [t.materialId, n(t.totalNum)])).toEqual([
      [material.id, 33],
      [other.id, 7],
      [suppliers[0] + 10_000_000, 0],
    ]);
    expect((await stock<StockRow[]>('getByMaterial', other.id, warehouseId)).map((r) => n(r.totalNum))).toEqual([7]);
  });

  it('answers the moving average per warehouse and each supplier’s average entry price', async () => {
    const [avg] = await stock<Array<{ unitPrice: string; totalNum: string }>>('queryAvgPriceStock', { materialIds: [material.id], warehouseId });
    expect(n(avg.unitPrice)).toBeCloseTo(160 / 45, 5);
    const bySupplier = await stock<SupplierAvgPrice[]>('querySupplierAvgPriceStock', { materialIds: [material.id], warehouseId });
    expect(bySupplier.map((s) => [s.supplierId, n(s.avgPrice), n(s.enteredNum)])).toEqual([
      [suppliers[1], 4, 35],
      [suppliers[0], 2, 10],
    ]);
  });

  it('draws a QR code of each position that reads back as its code', async () => {
    const qrs = await stock<PositionQr[]>('generatePositionQr', [positions[0].id, positions[1].id], 200);
    expect(qrs.map((q) => q.code)).toEqual([positions[0].code, positions[1].code]);
    for (const q of qrs) {
      const symbols = await decodeImage(Buffer.from(q.png.replace(/^data:image\/png;base64,/, ''), 'base64'));
      expect(symbols.map((s) => s.text)).toEqual([q.code]);
    }
    const missing = await srv.call(admin, 'wms.Stock', 'generatePositionQr', [[positions[0].id, 999_999_998]]);
    expect(missing.json.msg).toBe('库位不存在：999999998');
  });

  it('shows another tenant nothing of this one and refuses bad arguments with a message', async () => {
    const theirs = ok(await srv.call<StockPage>(acme, 'wms.Stock', 'summaryDetailPage', [{ warehouseId }]));
    expect(theirs.total).toBe(0);
    expect((await srv.call(acme, 'wms.Stock', 'listByPosition', [positions[0].id])).json.code).toBe(Code.NotFound);
    const bad = await srv.call(admin, 'wms.Stock', 'summaryDetailPage', [{ pageSize: 5000 }]);
    expect(bad.json.code).toBe(400);
    expect(bad.json.msg).toMatch(/pageSize/);
  });
});

describe('the stock reports', () => {
  const report = (code: string, query: object) => srv.call<ReportPage>(admin, 'report.Report', 'page', [code, { pageSize: 100, ...query }]).then(ok);
  const cell = (r: Record<string, unknown>, key: string) => {
    const v = r[key];
    return v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : v;
  };

  it('库存快照 sums the ledger up to a day: today it is the balances, before the entries nothing; empty places are left out', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const now = await report('warehouse.Snapshot', { filterMap: { warehouse_id: warehouseId }, rangeMap: { move_date: { second: today } } });
    expect(now.itemList.map((r) => [cell(r, 'position_id'), cell(r, 'batch_no'), Number(r.qty)])).toEqual(
      expect.arrayContaining([
        [positions[0].id, `B1${tag}`, 10],
        [positions[1].id, `B2${tag}`, 18],
      ]),
    );
    expect(now.itemList).toHaveLength(4);
    expect(new Set(now.itemList.map((r) => cell(r, 'area_id')))).toEqual(new Set([areaId]));
    // by default: as of today
    expect((await report('warehouse.Snapshot', { filterMap: { warehouse_id: warehouseId } })).itemList).toHaveLength(4);
    const before = await report('warehouse.Snapshot', { filterMap: { warehouse_id: warehouseId }, rangeMap: { move_date: { second: '2000-01-01' } } });
    expect(before.itemList).toEqual([]);
  });

  it('效期预警表 puts the stock expiring within 30 days as 临期 and the rest as 正常', async () => {
    const rows = await report('warehouse.ExpiryReport', { filterMap: { warehouse_id: warehouseId } });
    expect(rows.itemList.map((r) => [cell(r, 'batch_no'), cell(r, 'expiry_state')])).toEqual([
      [`B1${tag}`, 'Near'],
      [`B2${tag}`, 'Valid'],
    ]);
    expect(Number(rows.itemList[0].days_left)).toBe(10);
  });

  it('入库记录 lists the lines of audited entries and quick entries as 有效, and as 已作废 once their document is un-audited', async () => {
    const records = async () =>
      (await report('warehouse.EntryRecord', { filterMap: { warehouse_id: warehouseId }, pageSize: 100 })).itemList.map((r) => [cell(r, 'batch_no'), cell(r, 'record_status')]).sort();
    expect(await records()).toEqual([[`B1${tag}`, 'Valid'], [`B2${tag}`, 'Valid'], [`B3${tag}`, 'Valid'], [`B4${tag}`, 'Valid']]);
    const quick = await audited('wms.SimpleEntry', { warehouse_id: warehouseId, items: [{ material_id: other.id, quantity: 2, unit_price: '1', batch_no: `Q${tag}`, position_id: positions[2].id }] });
    expect(await records()).toContainEqual([`Q${tag}`, 'Valid']);
    ok(await srv.call(admin, 'wms.SimpleEntry', 'deApproval', [quick.id]));
    expect(await records()).toContainEqual([`Q${tag}`, 'Invalid']);
    // a saved entry is not a record yet; the valid ones alone by the status filter
    await srv.call(admin, 'wms.Entry', 'create', [{ warehouse_id: warehouseId, items: [{ material_id: other.id, quantity: 1, unit_price: '1', batch_no: `S${tag}` }] }]);
    const valid = await report('warehouse.EntryRecord', { filterMap: { warehouse_id: warehouseId, record_status: ['Valid'] } });
    expect(valid.itemList.map((r) => cell(r, 'batch_no')).sort()).toEqual([`B1${tag}`, `B2${tag}`, `B3${tag}`, `B4${tag}`]);
  });

  it('安全库存预警表 shows a material below its safety stock with the shortage', async () => {
    const rows = await report('warehouse.SafeStockReport', { filterMap: { material_id: material.id } });
    expect(rows.itemList.map((r) => [Number(r.safe_stock), Number(r.available), Number(r.shortage), cell(r, 'safe_state')])).toEqual([[100, 33, 67, 'Below']]);
  });
});
