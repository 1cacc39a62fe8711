// Staged incoming inspection (分批检验) on a real database: part of a lot judged now and the rest
// later, the inspected / accepted / rejected / pending quantities kept per barcode and over the
// lot (decimal-exact), a barcode's quality result set in the stage that leaves nothing of it
// pending, the inspection checked when nothing is pending; judged stages never change; each
// refusal with its message.
import { describe, expect, it } from 'vitest';
import { type AnyRecord, fileServer, ok, refused } from '../../../../tests/kit';
import { incomingKit } from './incoming-kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const q = await incomingKit(srv, admin, 'QS');
const EN = { language: 'en_US' };
const byCode = (i: AnyRecord) => new Map<string, AnyRecord>(i.barcodes.map((b: AnyRecord) => [b.code, b]));
const num = (v: unknown) => (v == null ? null : Number(v));

describe('a lot of 1,000 inspected 100 now and 200 later', () => {
  it('keeps inspected / accepted / rejected / pending per barcode and over the lot; checks the inspection when nothing is pending', async () => {
    const { inspection, codes } = await q.arrive(['400', '600']);
    expect(num(inspection.pending_qty)).toBe(1000);
    const i = await q.read(inspection);
    const first = ok(await q.insp('stage', [{ id: i.id, barcodes: [{ code: codes[0], accepted: 98, rejected: 2 }] }]));
    expect(first).toEqual({ msg: `来料检验单${i.code}第1批已判定，剩余待检900`, stage: 1, pending: '900', state: 'Inspecting', result: 'Wait' });
    let d = ok(await q.insp('detail', [i.id]));
    expect(d).toMatchObject({ state: 'Inspecting', result: 'Wait' });
    expect([d.inspected_qty, d.qualified_qty, d.rejected_qty, d.pending_qty].map(num)).toEqual([100, 98, 2, 900]);
    expect(num(d.pass_rate)).toBe(98);
    // what 分批检验's dialog lists per barcode: count, inspected, accepted, rejected, pending
    const b1 = byCode(d).get(codes[0])!;
    expect([b1.count, b1.inspected_qty, b1.accepted_qty, b1.rejected_qty, b1.pending_qty].map(num)).toEqual([400, 100, 98, 2, 300]);
    expect(b1.result).toBe('Wait');
    expect(await q.barcode(codes[0])).toMatchObject({ quality_result: 'Wait' });

    ok(await q.insp('stage', [{ id: i.id, barcodes: [{ code: codes[0], accepted: 200 }] }]));
    const third = ok(await q.insp('stage', [{ id: i.id, barcodes: [{ code: codes[0], accepted: 100 }, { code: codes[1], accepted: 100 }] }], EN));
    expect(third.msg).toBe(`Stage 3 of incoming inspection ${i.code} judged: 500 pending`);
    // the first barcode has nothing pending after stage 3: its result (a rejected part makes it unqualified) set in that stage
    expect(await q.barcode(codes[0])).toMatchObject({ quality_result: 'Unqualified', state: null });
    expect(await q.barcode(codes[1])).toMatchObject({ quality_result: 'Wait' });
    d = ok(await q.insp('detail', [i.id]));
    expect(d.stages.map((s: AnyRecord) => [s.stage_no, s.code, num(s.accepted_qty), num(s.rejected_qty), s.result])).toEqual([
      [1, codes[0], 98, 2, 'Wait'],
      [2, codes[0], 200, 0, 'Wait'],
      [3, codes[0], 100, 0, 'Unqualified'],
      [3, codes[1], 100, 0, 'Wait'],
    ]);
    refused(await q.insp('judge', [i.id]), 409, `来料检验单${i.code}正在分批检验，请继续分批判定`);
    const last = ok(await q.insp('stage', [{ id: i.id, barcodes: [{ code: codes[1], accepted: 500 }] }]));
    expect(last).toMatchObject({ state: 'Checked', result: 'Unqualified', pending: '0', msg: `来料检验单${i.code}第4批已判定，全部检验完成，结果为不合格` });
    expect(await q.barcode(codes[1])).toMatchObject({ quality_result: 'Qualified', state: null });
    refused(await q.insp('stage', [{ id: i.id, barcodes: [{ code: codes[1], accepted: 1 }] }]), 409, `来料检验单${i.code}已判定，不能修改`);
  });

  it('is decimal-exact: 0.1 and then 0.2 of a barcode of 0.3 leave nothing pending', async () => {
    const { inspection, codes } = await q.arrive(['0.3']);
    const i = await q.read(inspection);
    expect(ok(await q.insp('stage', [{ id: i.id, barcodes: [{ code: codes[0], accepted: '0.1' }] }])).pending).toBe('0.2');
    const done = ok(await q.insp('stage', [{ id: i.id, barcodes: [{ code: codes[0], accepted: 0.2 }] }]));
    expect(done).toMatchObject({ pending: '0', state: 'Checked', result: 'Qualified' });
    expect(await q.barcode(codes[0])).toMatchObject({ quality_result: 'Qualified' });
  });
});

describe('refusals', () => {
  it('a stage larger than what is pending, a barcode not on the inspection or named twice, nothing inspected, no readings', async () => {
    const { inspection: i, codes } = await q.arrive(['100', '100']);
    refused(await q.insp('stage', [{ id: i.id, barcodes: [{ code: codes[0], accepted: 1 }] }]), 409, `来料检验单${i.code}没有检验记录，不能判定`);
    const r = await q.read(i);
    refused(await q.insp('stage', [{ id: r.id, barcodes: [{ code: codes[0], accepted: 90, rejected: 11 }] }]), 409, `条码${codes[0]}本批检验数量101超过待检数量100`);
    ok(await q.insp('stage', [{ id: r.id, barcodes: [{ code: codes[0], accepted: 60 }] }]));
    refused(await q.insp('stage', [{ id: r.id, barcodes: [{ code: codes[0], accepted: 41 }] }], EN), 409, `Barcode ${codes[0]}: the stage inspects 41, more than the 40 pending`);
    refused(await q.insp('stage', [{ id: r.id, barcodes: [{ code: 'NOPE', accepted: 1 }] }]), 400, `条码NOPE不属于来料检验单${i.code}`);
    refused(await q.insp('stage', [{ id: r.id, barcodes: [{ code: codes[1], accepted: 1 }, { code: codes[1], accepted: 1 }] }]), 400, `本批检验中条码${codes[1]}重复`);
    refused(await q.insp('stage', [{ id: r.id, barcodes: [{ code: codes[1], accepted: 0 }] }]), 400, `条码${codes[1]}本批的接收数量与拒收数量之和必须大于0`);
    refused(await q.insp('stage', [{ id: r.id, barcodes: [{ code: codes[1], accepted: -1 }] }]), 400);
    refused(await q.insp('stage', [{ id: r.id, barcodes: [{ code: codes[1], accepted: '0.00001' }] }]), 400);
    // nothing of the refused stages was kept
    const d = ok(await q.insp('detail', [r.id]));
    expect(num(d.pending_qty)).toBe(140);
    expect(d.stages).toHaveLength(1);
  });

  it('a judged stage cannot be modified, removed or added by a save; nor the counts the stages keep', async () => {
    const { inspection, codes } = await q.arrive(['50']);
    const i = await q.read(inspection);
    ok(await q.insp('stage', [{ id: i.id, barcodes: [{ code: codes[0], accepted: 10 }] }]));
    const d = ok(await q.insp('detail', [i.id]));
    const row = d.stages[0];
    refused(await q.insp('update', [{ id: d.id, version: d.version, stages: [{ ...row, accepted_qty: 20 }] }]), 409, `来料检验单${d.code}的第1批已判定，不能修改`);
    refused(await q.insp('update', [{ id: d.id, version: d.version, stages: [] }]), 409, `来料检验单${d.code}的第1批已判定，不能修改`);
    refused(await q.insp('update', [{ id: d.id, version: d.version, stages: [row, { stage_no: 2, code: codes[0], accepted_qty: 40 }] }]), 409, '分批检验记录只能通过分批判定新增');
    refused(await q.insp('update', [{ id: d.id, version: d.version, inspected_qty: 50, qualified_qty: 50 }]), 409, `来料检验单${d.code}正在分批检验，检验数量与合格数量由分批判定计算`);
    // a save that leaves the stages as they are passes
    ok(await q.insp('update', [{ id: d.id, version: d.version, remark: '分批', stages: d.stages }]));
  });
});
