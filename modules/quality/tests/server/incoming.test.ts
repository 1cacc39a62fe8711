// Incoming inspection on a real database: an audited arrival of a material that needs inspection
// under a started incoming scheme gets its inspection (items, barcodes, the sampling plan's n / Ac /
// Re); readings saved and judged against their limits and answers; the judgement sets the
// barcodes' quality result (and they no longer wait for inspection), after which nothing changes;
// each refusal with its message: no readings, a reading missing, qualified above inspected, an
// answer not in the list, a full inspection with a barcode unjudged, a batch with a barcode in
// stock, exemption from pending only, hand-made inspections, un-auditing a judged arrival.
import { describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import { type AnyRecord, fileServer, ok, recordCalls, refused } from '../../../../tests/kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const { save } = recordCalls(srv, admin);
const EN = { language: 'en_US' };

const call = <T = AnyRecord>(service: string, method: string, args: unknown[], headers: Record<string, string> = {}) => srv.call<T>(admin, service, method, args, headers);
const insp = <T = AnyRecord>(method: string, args: unknown[], headers: Record<string, string> = {}) => call<T>('quality.IncomingInspect', method, args, headers);

const material = await save('Material', { code: 'QT-M1', name: '检验测试料', unit: 'PCS', count_type: 'Num', need_quality: true });
const unchecked = await save('Material', { code: 'QT-M2', name: '免检测试料', unit: 'PCS', count_type: 'Num', need_quality: false });
const len = await save('QualityItem', { code: 'QT_LEN', name: '长度', kind: 'Numeric' });
const look = await save('QualityItem', { code: 'QT_LOOK', name: '外观', kind: 'Choice', choices: [{ answer: '良好', qualified: true }, { answer: '破损', qualified: false }] });
const plan = await save('QualitySamplePlan', { code: 'QT-SP', name: '来料抽样', inspect_level: 'II', aql: '1.0', switching: true });
const scheme = ok(
  await call('quality.InspectScheme', 'create', [
    {
      code: 'QT-FA',
      scheme_name: '来料检验方案',
      inspect_kind: 'Incoming',
      target_type: 'Material',
      material_id: material.id,
      sample_plan_id: plan.id,
      schedule: 'PeriodicByMaterial',
      schedule_value: 1,
      measure: 'QualifiedRate',
      measure_value: 100,
      lines: [{ item_id: len.id, standard_value: 10, lower_limit: 9.8, upper_limit: 10.2, key_item: true }, { item_id: look.id }],
    },
  ]),
);
ok(await call('quality.InspectScheme', 'statusSwitch', [{ ids: [scheme.id], status: 'Passed' }]));
ok(await call('quality.InspectScheme', 'statusSwitch', [{ ids: [scheme.id], status: 'Start' }]));

let seq = 0;
const today = new Date().toISOString().slice(0, 10);
/** an audited arrival of packs of 300 (lot 1,200 with four packs: code letter J, n 80, Ac 2 Re 3 at AQL 1.0) */
async function arrive(packs = 4, extra: Record<string, unknown> = {}) {
  const n = ++seq;
  const barcodes = Array.from({ length: packs }, (_, k) => ({ code: `QT${n}-${k + 1}`, count: 300 }));
  const made = ok(await call('wms.Arrival', 'create', [{ arrival_batch: `QT-B${n}`, material_id: material.id, quantity: 300 * packs, arrival_date: today, barcodes, ...extra }]));
  ok(await call('wms.Arrival', 'audit', [made.id]));
  const list = ok(await insp<RecordPage>('summaryPage', [{ filterMap: { arrival_batch: `QT-B${n}` } }]));
  return { arrival: made, inspection: list.itemList[0] ? ok(await insp('detail', [list.itemList[0].id])) : null, codes: barcodes.map((b) => b.code) };
}
const barcode = async (code: string) => ok(await call<RecordPage>('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Barcode', filterMap: { code } }])).itemList[0];
const readingsOf = (i: AnyRecord, values: Array<[number | null, string | null]>) =>
  i.readings.map((r: AnyRecord, k: number) => ({ id: r.id, item_id: r.item_id.id, reading: values[k][0], answer: values[k][1] }));

describe('the arrival audit creates the inspection', () => {
  it('one inspection per audited arrival of a material that needs inspection: items, barcodes and the plan n 80 Ac 2 Re 3', async () => {
    const { inspection: i, codes } = await arrive();
    expect(i).toMatchObject({ state: 'Pending', result: 'Wait', inspect_method: 'Sampling', sample_size: 80, ac: 2, re: 3, arrival_batch: `QT-B${seq}` });
    expect(Number(i!.lot_qty)).toBe(1200);
    expect(i!.code).toMatch(/^LJ\d{8}\d{4}$/);
    expect(i!.readings.map((r: AnyRecord) => [r.item_id.code, r.lower_limit === null ? null : Number(r.lower_limit), r.key_item])).toEqual([
      ['QT_LEN', 9.8, true],
      ['QT_LOOK', null, false],
    ]);
    expect(i!.barcodes.map((b: AnyRecord) => [b.code, b.result])).toEqual(codes.map((c) => [c, 'Wait']));
  });

  it('none for a material that needs no inspection; the un-audit of an arrival removes its inspection not yet judged', async () => {
    const n = ++seq;
    const made = ok(await call('wms.Arrival', 'create', [{ arrival_batch: `QT-B${n}`, material_id: unchecked.id, quantity: 5, arrival_date: today, barcodes: [{ code: `QT${n}-1`, count: 5 }] }]));
    ok(await call('wms.Arrival', 'audit', [made.id]));
    expect(ok(await insp<RecordPage>('summaryPage', [{ filterMap: { arrival_batch: `QT-B${n}` } }])).total).toBe(0);
    const { arrival } = await arrive(1);
    ok(await call('wms.Arrival', 'deApproval', [arrival.id]));
    expect(ok(await insp<RecordPage>('summaryPage', [{ filterMap: { arrival_batch: `QT-B${seq}` } }])).total).toBe(0);
  });

  it('is not added nor removed by hand', async () => {
    // the page grants no create nor delete; the record rules refuse them besides (来料检验单由到货登记审核自动生成)
    refused(await call('datax.MetaDynamic', 'saveValue', ['QualityIncoming', { remark: 'x' }]), 4003);
    const { inspection: i } = await arrive(1);
    refused(await call('datax.MetaDynamic', 'removeValue', ['QualityIncoming', [i!.id]]), 4003);
  });
});

describe('readings and the judgement', () => {
  it('a sampled lot within Ac is qualified: its barcodes 合格 and no longer pending; then the inspection cannot be modified', async () => {
    const { inspection: i, codes } = await arrive();
    const saved = ok(await insp('update', [{ id: i!.id, version: i!.version, inspected_qty: 80, qualified_qty: 78, readings: readingsOf(i!, [[10.1, null], [null, '良好']]) }]));
    expect(saved.state).toBe('Inspecting');
    expect(saved.readings.map((r: AnyRecord) => r.qualified)).toEqual([true, true]);
    expect(Number(saved.pass_rate)).toBe(97.5);
    expect(ok(await insp('judge', [{ ids: [i!.id] }]))).toEqual({ msg: `来料检验单${i!.code}判定为合格`, result: 'Qualified' });
    for (const c of codes) expect(await barcode(c)).toMatchObject({ quality_result: 'Qualified', state: null });
    const judged = ok(await insp('detail', [i!.id]));
    expect(judged).toMatchObject({ state: 'Checked', result: 'Qualified', inspector: expect.any(String) });
    refused(await insp('update', [{ id: i!.id, version: judged.version, remark: '改' }]), 409, `来料检验单${i!.code}已判定，不能修改`);
    refused(await insp('judge', [i!.id]), 409, `来料检验单${i!.code}已判定，不能修改`);
    refused(await insp('exempt', [[i!.id]]), 409, `来料检验单${i!.code}当前状态为已检，只有待检的检验单可以免检`);
  });

  it('more nonconforming than Ac, or a key item out of its limits, makes the lot unqualified (to the 不合格品仓)', async () => {
    const a = await arrive();
    ok(await insp('update', [{ id: a.inspection!.id, version: a.inspection!.version, inspected_qty: 80, qualified_qty: 77, readings: readingsOf(a.inspection!, [[10, null], [null, '良好']]) }]));
    expect(ok(await insp('judge', [a.inspection!.id])).result).toBe('Unqualified');
    for (const c of a.codes) expect(await barcode(c)).toMatchObject({ quality_result: 'Unqualified', state: null });
    const b = await arrive();
    ok(await insp('update', [{ id: b.inspection!.id, version: b.inspection!.version, inspected_qty: 80, qualified_qty: 80, readings: readingsOf(b.inspection!, [[10.5, null], [null, '良好']]) }]));
    expect(ok(await insp('judge', [b.inspection!.id])).result).toBe('Unqualified');
  });

  it('is refused: no readings, a reading missing, qualified above inspected, an answer not in the list, nothing inspected', async () => {
    const { inspection: i } = await arrive();
    refused(await insp('judge', [i!.id]), 409, `来料检验单${i!.code}没有检验记录，不能判定`);
    refused(await insp('judge', [i!.id], EN), 409, `Incoming inspection ${i!.code} has no readings and cannot be judged`);
    refused(await insp('update', [{ id: i!.id, version: i!.version, inspected_qty: 5, qualified_qty: 6 }]), 400, '合格数量6不能大于检验数量5');
    refused(await insp('update', [{ id: i!.id, version: i!.version, inspected_qty: -1 }]), 400);
    refused(await insp('update', [{ id: i!.id, version: i!.version, readings: readingsOf(i!, [[10, null], [null, '还行']]) }]), 400, '检验项目QT_LOOK的结果“还行”不在可选结果中');
    const half = ok(await insp('update', [{ id: i!.id, version: i!.version, readings: readingsOf(i!, [[10, null], [null, null]]) }]));
    refused(await insp('judge', [i!.id]), 409, '检验项目QT_LOOK未录入检验结果，不能判定');
    ok(await insp('update', [{ id: i!.id, version: half.version, readings: readingsOf(i!, [[10, null], [null, '良好']]) }]));
    refused(await insp('judge', [i!.id]), 409, '检验数量必须大于0才能判定');
  });

  it('a full inspection needs every barcode judged, and judges each barcode on its own', async () => {
    const { inspection: i, codes } = await arrive(3, { quality_method: 'Full' });
    expect(i).toMatchObject({ inspect_method: 'Full', sample_size: 900, ac: null });
    const readings = readingsOf(i!, [[10, null], [null, '良好']]);
    const first = ok(await insp('update', [{ id: i!.id, version: i!.version, readings, barcodes: i!.barcodes.map((b: AnyRecord, k: number) => ({ id: b.id, code: b.code, count: b.count, result: k === 0 ? 'Unqualified' : k === 1 ? 'Qualified' : 'Wait' })) }]));
    refused(await insp('judge', [i!.id]), 409, `全检需判定每一个条码：${codes[2]}`);
    ok(await insp('update', [{ id: i!.id, version: first.version, barcodes: first.barcodes.map((b: AnyRecord, k: number) => ({ id: b.id, code: b.code, count: b.count, result: k === 0 ? 'Unqualified' : 'Qualified' })) }]));
    expect(ok(await insp('judge', [i!.id])).result).toBe('Unqualified');
    expect((await Promise.all(codes.map(barcode))).map((b) => b.quality_result)).toEqual(['Unqualified', 'Qualified', 'Qualified']);
  });

  it('is impossible when a barcode of the batch is in stock', async () => {
    const { inspection: i } = await arrive(1);
    await save('Barcode', { code: `QT-STOCK-${seq}`, barcode_type: 'Material', material_id: material.id, count: 1, arrival_batch: i!.arrival_batch, state: 'InStock', quality_result: 'Qualified' });
    ok(await insp('update', [{ id: i!.id, version: i!.version, inspected_qty: 2, qualified_qty: 2, readings: readingsOf(i!, [[10, null], [null, '良好']]) }]));
    refused(await insp('judge', [i!.id]), 409, `批次${i!.arrival_batch}的条码QT-STOCK-${seq}已入库，不能检验`);
  });

  it('exempt: pending inspections only; their barcodes 免检; a judged arrival is not un-audited', async () => {
    const p = await arrive(2);
    expect(ok(await insp('exempt', [{ ids: [p.inspection!.id] }]))).toEqual({ msg: '已免检 1 个来料检验单', updated: 1 });
    for (const c of p.codes) expect(await barcode(c)).toMatchObject({ quality_result: 'Exempt', state: null });
    refused(await call('wms.Arrival', 'deApproval', [p.arrival.id]), 409);
    const q = await arrive(1);
    ok(await insp('update', [{ id: q.inspection!.id, version: q.inspection!.version, inspected_qty: 1, qualified_qty: 1 }]));
    refused(await insp('exempt', [[q.inspection!.id]]), 409, `来料检验单${q.inspection!.code}当前状态为检验中，只有待检的检验单可以免检`);
  });

  it('the viewer reads but may not judge; another tenant finds nothing', async () => {
    const { inspection: i } = await arrive(1);
    const viewer = await srv.session('demo', 'zhaolei');
    refused(await srv.call(viewer, 'quality.IncomingInspect', 'judge', [i!.id]), 4003);
    const acme = await srv.session('acme', 'admin');
    refused(await srv.call(acme, 'quality.IncomingInspect', 'judge', [i!.id]), 11, `来料检验单不存在：${i!.id}`);
  });
});

describe('the demo data', () => {
  it('every quality page shows real rows: items of each kind, plans, started schemes, and the audited arrivals inspected (judged, being inspected, pending)', async () => {
    const count = async (entityCode: string, filterMap: object = {}) => ok(await call<RecordPage>('datax.MetaDynamic', 'summaryPage', [{ entityCode, filterMap }])).total;
    expect(await count('QualityItem', { code: 'LOOK' })).toBe(1);
    expect(await count('QualitySamplePlan', { code: 'CY-II-1.0' })).toBe(1);
    expect(await count('InspectScheme', { status: 'Start' })).toBeGreaterThan(0);
    const all = ok(await insp<RecordPage>('summaryPage', [{ pageSize: 100 }])).itemList.filter((r) => !String(r.arrival_batch).startsWith('QT-'));
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((r) => r.state))).toContain('Checked');
  });
});
