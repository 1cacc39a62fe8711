// The App portal's 收货 and 上架 as the warehouse keeper makes them, through the Web's own calls: the
// audited arrivals still to be received, an arrival's draft entry, the entry saved with a scanned
// pack and audited into stock; then a put-on of that pack, 推荐库位, and its audit onto the position;
// 领料's apply found with its open 原料出库单. The server's refusals reach the keeper word for word.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refusal, refused } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const keeper = await srv.session('demo', 'wangqiang');
const operator = await srv.session('demo', 'liuyang');
// the demo's applies are the admin's records: outside the keeper's data scope
const admin = await srv.session('demo', 'admin');
const asAdmin = <T = Rec>(service: string, method: string, ...args: unknown[]) => srv.call<T>(admin, service, method, args);
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes
type Rec = Record<string, any>;
const call = <T = Rec>(service: string, method: string, ...args: unknown[]) => srv.call<T>(keeper, service, method, args);

let arrival: Rec;
let draft: Rec;
let line: Rec;
let pack: Rec;

beforeAll(async () => {
  const waiting = ok(await call('wms.Entry', 'fuzzyArrivalNotFinishedPage', { page: 1, pageSize: 50 })).itemList as Rec[];
  arrival = waiting.find((a) => a.warehouseId)!;
  draft = ok(await call('wms.Entry', 'arrivalToEntry', { arrivalId: arrival.id }));
  line = draft.items[0];
  const materialId = line.material_id?.id ?? line.material_id;
  [pack] = ok(await call<Rec[]>('barcode.Barcode', 'generate', { ruleCode: 'WLTM', number: 1, materialId, count: '1', batchNo: line.batch_no ?? 'APP-RCV-1', qualityResult: 'Qualified' }));
});

describe('收货 and 上架 on the App, as the keeper', () => {
  it('lists the audited arrivals with goods to receive, and makes an arrival’s draft entry', () => {
    expect(arrival, 'an arrival with a warehouse').toBeTruthy();
    expect(Number(arrival.remaining)).toBeGreaterThan(0);
    expect(draft.items.length).toBeGreaterThan(0);
  });

  it('lists only the arrivals of the keeper’s data scope (its organisation): another plant’s are not offered', async () => {
    const scoped = async (who: typeof keeper) => (ok(await srv.call<{ itemList: Rec[] }>(who, 'wms.Entry', 'fuzzyArrivalNotFinishedPage', [{ page: 1, pageSize: 100 }])).itemList as Rec[]).map((a) => a.code as string);
    const { rows } = await sql<{ code: string; organ: string | null }>`
      select a.code, o.code as organ from erp_purchase_arrival a
        left join department d on d.tenant_id = a.tenant_id and d.id = a.depart_id left join organ o on o.id = d.organ_id
       where a.tenant_id = ${keeper.tenant.id}`.execute(srv.db.system);
    const organOf = new Map(rows.map((r) => [r.code, r.organ]));
    const all = await scoped(admin);
    const mine = await scoped(keeper);
    expect(all.filter((c) => organOf.get(c) !== 'SZPM').length, 'the demo has waiting arrivals outside the keeper’s plant').toBeGreaterThan(0);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine).toEqual(all.filter((c) => organOf.get(c) === 'SZPM'));
    // nor can its entry be drafted by the arrival's id
    const other = (ok(await srv.call<{ itemList: Rec[] }>(admin, 'wms.Entry', 'fuzzyArrivalNotFinishedPage', [{ page: 1, pageSize: 100 }])).itemList as Rec[]).find((a) => organOf.get(a.code) !== 'SZPM')!;
    refused(await call('wms.Entry', 'arrivalToEntry', { arrivalId: other.id }), 11);
  });

  it('refuses the arrivals waiting to a role that neither reads arrivals nor creates entries', async () => {
    refused(await srv.call(operator, 'wms.Entry', 'fuzzyArrivalNotFinishedPage', [{ page: 1, pageSize: 5 }]), 4003);
  });

  it('refuses a pack the line does not carry, with the server’s words', async () => {
    const lineMaterial = line.material_id?.id ?? line.material_id;
    const [other] = (await sql<{ id: number }>`select id::int as id from mdm_material where tenant_id = ${keeper.tenant.id} and id <> ${lineMaterial} order by id limit 1`.execute(srv.db.system)).rows;
    const [foreign] = ok(await call<Rec[]>('barcode.Barcode', 'generate', { ruleCode: 'WLTM', number: 1, materialId: other.id, count: '1', qualityResult: 'Qualified' }));
    const r = refusal(await call('wms.Entry', 'create', { ...draft, items: [{ ...line, quantity: '1', barcodes: foreign.code }] }));
    expect(r.msg).toBe(`入库明细第1行：条码${foreign.code}的物料与明细物料不一致`);
  });

  it('receives a line by its pack into stock, then puts the pack away on the suggested position', async () => {
    // the line goes in under its pack's batch (the page's receivedLines)
    const entry = ok(await call('wms.Entry', 'create', { ...draft, items: [{ ...line, quantity: pack.count, barcodes: pack.code, batch_no: pack.batch_no }] }));
    ok(await call('wms.Entry', 'audit', entry.id, entry.version));
    const b = ok(await call('mdm.barcode', 'getBarcodeFromStr', pack.code));
    expect(b.state).toBe('InStock');
    const putOn = ok(await call('wms.PutOn', 'create', { warehouse_id: b.warehouse_id, items: [{ material_id: b.material_id.id, batch_no: b.batch_no, quantity: b.count, from_position_id: b.position_id }] }));
    ok(await call('wms.PutOn', 'suggestPositions', { ids: [putOn.id] }));
    const suggested = ok(await call('wms.PutOn', 'detail', putOn.id));
    const target = suggested.items[0].to_position_id;
    expect(target?.id, 'a suggested position').toBeTruthy();
    ok(await call('wms.PutOn', 'audit', suggested.id, suggested.version));
    const rows = ok(await call('wms.Stock', 'getMaterialByPosition', target.id)) as Rec[];
    expect(rows.length).toBeGreaterThan(0);
  });

  it('领料: an audited apply’s open 原料出库单 is found by its apply, and nothing beyond it can be made', async () => {
    // the demo's first apply has its last line waiting in a saved raw delivery
    const saved = ok(await asAdmin('wms.DeliveryRaw', 'summaryPage', { page: 1, pageSize: 100, filterMap: { status_dict: 'Saved' } })).itemList as Rec[];
    const waiting = saved.find((d) => d.apply_id);
    expect(waiting, 'a demo raw delivery waiting on an apply').toBeTruthy();
    const applyId = waiting!.apply_id?.id ?? waiting!.apply_id;
    const apply = ok(await asAdmin('wms.DeliveryApply', 'detail', applyId));
    expect(apply.status_dict.dict).toBe('Audit');
    const open = ok(await asAdmin('wms.DeliveryRaw', 'summaryPage', { page: 1, pageSize: 50, filterMap: { apply_id: applyId, status_dict: 'Saved' } })).itemList as Rec[];
    expect(open.map((d) => d.id)).toContain(waiting!.id);
    expect(open.every((d) => (d.apply_id?.id ?? d.apply_id) === applyId)).toBe(true);
    // what remains is in the open one: a second is refused with the server's words
    expect(refusal(await asAdmin('wms.DeliveryRaw', 'applyToRawDelivery', { applyId })).msg).toBe(`来源单据「${apply.code}」已没有剩余数量`);
    ok(await asAdmin('wms.DeliveryRaw', 'suggestPicking', { ids: [waiting!.id] }));
  });
});
