// 到货登记 and 退货单 on a real database: every arrival rule with its exact message (the
// engine's for the declared fields, ours for the barcodes), the audit creating or taking over the
// barcodes in 条码档案 as 待检验 and the un-audit giving them back (refused once they were used), the
// returns (wms.Reject) returning barcodes on audit and giving them back on un-audit, the demo, and
// another tenant seeing none of it.
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../../schemas/rpc/define';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import { type AnyRecord, fileServer, ok, refusal, refused } from '../../../../tests/kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let supplierId: number;
let materials: number[];
let seq = 0;

// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;
const uniq = (p: string) => `${p}${Date.now().toString(36).toUpperCase()}${++seq}`;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : v);

const arrivalCall = <T = Rec>(method: string, ...a: unknown[]) => srv.call<T>(admin, 'wms.Arrival', method, a);
const rejectCall = <T = Rec>(method: string, ...a: unknown[]) => srv.call<T>(admin, 'wms.Reject', method, a);

function draft(o: Record<string, unknown> = {}, codes: Array<[string, number]> = []): Record<string, unknown> {
  const qty = codes.reduce((s, [, c]) => s + c, 0) || 10;
  return { arrival_batch: uniq('AB'), supplier_id: supplierId, material_id: materials[0], quantity: qty, arrival_date: day(0), expiry_date: day(200), barcodes: codes.map(([code, count]) => ({ code, count })), ...o };
}
const register = (o: Record<string, unknown> = {}, codes: Array<[string, number]> = []) => arrivalCall('create', draft(o, codes));
async function audited(codes: Array<[string, number]>, o: Record<string, unknown> = {}): Promise<Rec> {
  const a = ok(await register(o, codes));
  return ok(await arrivalCall('audit', a.id));
}
async function barcode(code: string) {
  return sys().selectFrom('barcode_barcode').selectAll().where('tenant_id', '=', admin.tenant.id).where('code', '=', code).executeTakeFirst() as Promise<AnyRecord | undefined>;
}
const setBarcode = (code: string, values: Record<string, unknown>) => sys().updateTable('barcode_barcode').set(values).where('tenant_id', '=', admin.tenant.id).where('code', '=', code).execute();

beforeAll(async () => {
  const sup = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 1 }]);
  supplierId = sup.json.body.itemList[0].id;
  const mat = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 2 }]);
  materials = mat.json.body.itemList.map((m) => m.id);
});
// biome-ignore lint/suspicious/noExplicitAny: the barcode table is not in the static DB type
const sys = () => srv.db.system as unknown as Kysely<any>;

describe('registering an arrival', () => {
  it('refuses a missing or too long arrival batch, an expiry not in the future and an arrival date in the future', async () => {
    refused(await register({ arrival_batch: '' }), 400, '到货批次: 不能为空');
    refused(await register({ arrival_batch: 'B'.repeat(129) }), 400, '到货批次: 最多 128 个字符');
    refused(await register({ remark: 'R'.repeat(129) }), 400, '备注: 最多 128 个字符');
    refused(await register({ expiry_date: day(0) }), 400, '有效期至: 必须晚于当前时间');
    refused(await register({ expiry_date: day(-3) }), 400, '有效期至: 必须晚于当前时间');
    refused(await register({ arrival_date: day(1) }), 400, '到货日期: 必须早于当前时间');
    // today is no future: the registration of today's arrival is saved, its number drawn
    const a = ok(await register({ arrival_date: day(0) }));
    expect(a.code).toMatch(/^DJ\d{12}$/);
    expect(a.status_dict.dict).toBe('Saved');
  });

  it('refuses a barcode listed twice, barcodes not adding up to the quantity, and a barcode registered elsewhere', async () => {
    const c = uniq('BX');
    refused(await register({}, [[c, 5], [c, 5]]), 400, `条码清单第2行 条码: 「${c}」重复`);
    refused(await register({ quantity: 12 }, [[uniq('BX'), 5], [uniq('BX'), 5]]), 400, '条码数量合计10与到货数量12不一致');
    const first = ok(await register({}, [[c, 5]]));
    refused(await register({}, [[uniq('BX'), 5], [c, 5]]), 409, `条码${c}已在到货登记${first.code}中登记，不能重复登记`);
    // a voided registration no longer holds its barcodes
    ok(await arrivalCall('repeal', first.id));
    ok(await register({}, [[c, 5]]));
    // a barcode of the demo, arrived with a purchase arrival, has been registered already
    const [demo] = (await sys().selectFrom('barcode_barcode').select(['code', 'arrival_batch']).where('tenant_id', '=', admin.tenant.id).where('code', 'like', 'BC%').orderBy('id').limit(1).execute()) as Array<{ code: string; arrival_batch: string }>;
    refused(await register({}, [[demo.code, 10]]), 409, `条码${demo.code}已登记到货（${demo.arrival_batch}），不能重复登记`);
    // English callers read the same refusal in English
    const en = await srv.call<Rec>(admin, 'wms.Arrival', 'create', [draft({ quantity: 7 }, [[uniq('BX'), 5]])], { language: 'en_US' });
    refused(en, 400, 'The barcodes count 5 in all, not the arrival quantity 7');
  });

  it('audited, its barcodes are in 条码档案 awaiting inspection; un-audited, they are gone or back to what they were', async () => {
    const fresh = uniq('BN');
    const labelled = uniq('BL');
    // a label printed before the goods came: no arrival batch, no state yet
    ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Barcode', { code: labelled, barcode_type: 'Material', count: 1, remark: '预印标签' }]));
    const a = await audited([[fresh, 40], [labelled, 60]], { material_id: materials[1] });
    for (const [code, count] of [[fresh, '40'], [labelled, '60']] as const) {
      const b = (await barcode(code))!;
      expect([Number(b.material_id), Number(b.count), b.arrival_batch, Number(b.supplier_id), b.state, b.quality_result]).toEqual([materials[1], Number(count), a.arrival_batch, supplierId, 'Pending', 'Wait']);
    }
    // as the barcode list reads them (待检验 on its page)
    const page = ok(await srv.call<RecordPage>(admin, 'barcode.Barcode', 'summaryPage', [{ fuzzyMap: { arrival_batch: a.arrival_batch } }]));
    expect(page.itemList.map((r) => [r.code, r.state, r.quality_result]).sort()).toEqual([[fresh, 'Pending', 'Wait'], [labelled, 'Pending', 'Wait']].sort());

    ok(await arrivalCall('deApproval', a.id));
    expect(await barcode(fresh)).toBeUndefined();
    const back = (await barcode(labelled))!;
    expect([back.state, back.arrival_batch, Number(back.count), back.material_id, back.remark]).toEqual([null, null, 1, null, '预印标签']);
    // audited again, the same barcodes are registered again
    ok(await arrivalCall('audit', a.id));
    expect((await barcode(fresh))!.state).toBe('Pending');
  });

  it('is not un-audited once a barcode has been inspected', async () => {
    const c = uniq('BI');
    const a = await audited([[c, 8]]);
    await setBarcode(c, { quality_result: 'Qualified', state: null });
    refused(await arrivalCall('deApproval', a.id), 409, `条码${c}已被后续业务使用（合格），不能反审核`);
    expect((await arrivalCall<Rec>('detail', a.id)).json.body.status_dict.dict).toBe('Audit');
  });
});

describe('returns of an arrival (wms.Reject)', () => {
  it('returns barcodes of an audited arrival on audit and gives them back on un-audit, with every refusal', async () => {
    const [c1, c2, c3] = [uniq('BR'), uniq('BR'), uniq('BR')];
    const saved = ok(await register({}, [[uniq('BS'), 3]]));
    refused(await rejectCall('add', { arrival_id: saved.id, return_qty: 3 }), 409, `来源单据「${saved.code}」当前状态「保存」，不能引用`);

    const a = await audited([[c1, 10], [c2, 15], [c3, 5]]);
    const d = ok(await rejectCall('arrivalToReject', { arrivalId: a.id }));
    expect([idOf(d.arrival_id), d.arrival_batch, idOf(d.material_id), idOf(d.supplier_id), Number(d.return_qty)]).toEqual([a.id, a.arrival_batch, materials[0], supplierId, 30]);
    const base = { arrival_id: a.id, material_id: materials[0], supplier_id: supplierId, arrival_batch: a.arrival_batch, reason: '来料检验不合格' };

    refused(await rejectCall('add', { ...base, code: 'TH 01', return_qty: 10, barcodes: [{ code: c1 }] }), 400, '退货单号: 不能包含空格');
    refused(await rejectCall('add', { ...base, code: `T${'H'.repeat(128)}`, return_qty: 10, barcodes: [{ code: c1 }] }), 400, '退货单号: 最多 128 个字符');
    refused(await rejectCall('add', { ...base, return_qty: 10, barcodes: [{ code: 'NOT-HERE' }] }), 400, `条码NOT-HERE不在到货登记${a.code}的条码清单中`);
    refused(await rejectCall('add', { ...base, return_qty: 12, barcodes: [{ code: c1 }] }), 400, '退货数量12与退货条码数量合计10不一致');
    refused(await rejectCall('add', { ...base, return_qty: 31 }), 409, `退货单第1行「${d.material_id.name}」超出可退货数量：最多 30，本单 31`);

    const r = ok(await rejectCall('add', { ...base, return_qty: 25, barcodes: [{ code: c1 }, { code: c2 }] }));
    expect(r.code).toMatch(/^TH\d{12}$/);
    const changed = ok(await rejectCall('update', { ...r, arrival_id: a.id, material_id: materials[0], supplier_id: supplierId, remark: '供应商已确认' }));
    expect(changed.remark).toBe('供应商已确认');
    expect((await barcode(c1))!.state).toBe('Pending');
    ok(await rejectCall('audit', r.id));
    expect([(await barcode(c1))!.state, (await barcode(c2))!.state, (await barcode(c3))!.state]).toEqual(['Returned', 'Returned', 'Pending']);
    expect(Number(ok(await arrivalCall('detail', a.id)).returned_qty)).toBe(25);

    // a returned barcode is not returned twice; the arrival with a live return is not un-audited
    refused(await rejectCall('add', { ...base, return_qty: 5, barcodes: [{ code: c2 }] }), 409, `条码${c2}已退货`);
    refused(await arrivalCall('deApproval', a.id), 409, `已有下游单据「${r.code}」，不能反审核`);

    ok(await rejectCall('deApproval', r.id));
    expect([(await barcode(c1))!.state, (await barcode(c2))!.state]).toEqual(['Pending', 'Pending']);
    expect(Number(ok(await arrivalCall('detail', a.id)).returned_qty)).toBe(0);
  });

  it('lists returns by organisation and material, newest first, and answers one by id', async () => {
    const c = uniq('BQ');
    const a = await audited([[c, 4]], { material_id: materials[1] });
    const r = ok(await rejectCall('add', { arrival_id: a.id, material_id: materials[1], return_qty: 4, barcodes: [{ code: c }] }));
    const byMaterial = ok(await rejectCall<Paged<Rec>>('summary', { materialId: materials[1], page: 1, pageSize: 50 }));
    expect(byMaterial.itemList.every((x) => idOf(x.material_id) === materials[1])).toBe(true);
    expect(byMaterial.itemList.map((x) => x.id)).toContain(r.id);
    const byOrgan = ok(await rejectCall<Paged<Rec>>('summary', { organId: r.organId, materialId: materials[1] }));
    expect(byOrgan.total).toBe(byMaterial.total);
    const elsewhere = ok(await rejectCall<Paged<Rec>>('summary', { organId: 999_999_999 }));
    expect(elsewhere).toMatchObject({ total: 0, itemList: [] });
    const one = ok(await rejectCall('detail', r.id));
    expect(one.barcodes.map((b: Rec) => b.code)).toEqual([c]);
    refused(await rejectCall('summary', { page: 0 }), 400);
  });
});

describe('the demo and other tenants', () => {
  it('seeds a dozen registrations with pending barcodes and returns consistent with 条码档案', async () => {
    const list = ok(await arrivalCall<RecordPage>('summaryPage', { pageSize: 100, rangeMap: {} }));
    expect(list.total).toBeGreaterThanOrEqual(12);
    const T = admin.tenant.id;
    const pending = await sys().selectFrom('barcode_barcode').select('code').where('tenant_id', '=', T).where('code', 'like', 'DH%').where('state', '=', 'Pending').execute();
    expect(pending.length).toBeGreaterThan(0);
    const returns = ok(await rejectCall<Paged<Rec>>('summary', { pageSize: 100 }));
    const demoReturns = returns.itemList.filter((x) => x.reason === '来料检验不合格' && String(x.code).startsWith('TH'));
    expect(demoReturns.length).toBeGreaterThanOrEqual(3);
    const auditedReturn = demoReturns.find((x) => x.status_dict.dict === 'Audit')!;
    for (const b of auditedReturn.barcodes as Rec[]) expect((await barcode(b.code))!.state).toBe('Returned');
    // an audited demo return can be un-audited like a saved one: its barcodes go back to unqualified, not returned
    ok(await rejectCall('deApproval', auditedReturn.id));
    for (const b of auditedReturn.barcodes as Rec[]) expect([(await barcode(b.code))!.state, (await barcode(b.code))!.quality_result]).toEqual([null, 'Unqualified']);
  });

  it('keeps registrations, barcodes and returns within their tenant', async () => {
    const c = uniq('BT');
    const a = await audited([[c, 3]]);
    const acme = await srv.session('acme', 'admin');
    expect((await srv.call(acme, 'wms.Arrival', 'detail', [a.id])).json.code).toBe(11);
    const theirs = ok(await srv.call<Paged<Rec>>(acme, 'wms.Reject', 'summary', [{}]));
    expect(theirs.total).toBe(0);
    // the same code is another tenant's own barcode: registered and audited there, ours untouched
    const mat = ok(await srv.call<RecordPage>(acme, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1 }]));
    const made = ok(await srv.call<Rec>(acme, 'wms.Arrival', 'create', [{ arrival_batch: 'ACME-1', material_id: mat.itemList[0].id, quantity: 3, arrival_date: day(0), barcodes: [{ code: c, count: 3 }] }]));
    ok(await srv.call<Rec>(acme, 'wms.Arrival', 'audit', [made.id]));
    expect((await barcode(c))!.arrival_batch).toBe(a.arrival_batch);
    expect([11, 400, 409]).toContain(refusal(await srv.call(acme, 'wms.Reject', 'add', [{ arrival_id: a.id, return_qty: 3, barcodes: [{ code: c }] }])).code);
  });
});
