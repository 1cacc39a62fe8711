// The barcode module on a real database: the demo barcodes; generating by coding rule; lookups,
// trees and the scanned-string payload; bind, unbind, merge, split, transfer and adjust with every
// barcode refusal asserted by its exact text; two simultaneous splits of one barcode (one wins);
// batches and their adjustments; codes read back from real Code128 and QR images.
import bwipjs from 'bwip-js/node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../../schemas/rpc/define';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import { fileServer, ok, refused, upload as uploadFile, xlsx } from '../../../../tests/kit';
import type { BarcodeNode, BarcodeRow, ScanResult } from '../../contracts';
import { whitePng } from './pictures';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let materials: Array<{ id: number; code: string }>;
let seq = 0;

const bc = <T>(method: string, arg: unknown, headers?: Record<string, string>) => srv.call<T>(admin, 'barcode.Barcode', method, [arg], headers);
const uniq = (p: string) => `${p}${Date.now().toString(36).toUpperCase()}${++seq}`;

/** a material barcode of its own code, count, batch and quality, through generate + adjust */
async function label(o: { material?: number; count?: string; batch?: string; quality?: string; state?: string } = {}): Promise<BarcodeRow> {
  const [row] = ok(await bc<BarcodeRow[]>('generate', { ruleCode: 'WLTM', number: 1, materialId: o.material ?? materials[0].id, count: o.count ?? '10', batchNo: o.batch ?? 'B-T1', qualityResult: o.quality ?? 'Qualified', state: o.state }));
  return row;
}
const container = async () => ok(await bc<BarcodeRow[]>('generate', { ruleCode: 'RQM', number: 1, barcodeType: 'Container' }))[0];
const countOf = async (code: string) => ok(await bc<BarcodeRow>('getByCode', code)).count;

beforeAll(async () => {
  const mat = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 2 }]);
  materials = mat.json.body.itemList.map((m) => ({ id: m.id, code: String(m.code) }));
});

describe('demo barcodes', () => {
  it('labels the recent arrivals’ lines in packs, with their batches, boxes and adjustments', async () => {
    const page = ok(await bc<RecordPage>('summaryPage', { pageSize: 1 }));
    expect(page.total).toBeGreaterThan(300);
    const boxes = ok(await bc<Paged<BarcodeRow>>('fuzzyPage', { text: 'CT', barcodeType: 'Container', pageSize: 1 }));
    expect(boxes.total).toBeGreaterThan(0);
    const box = ok(await bc<BarcodeNode>('getTreeByRootId', boxes.itemList[0].id));
    expect(box.children.length).toBeGreaterThan(1);
    // the whole tree from one of its packs is the box
    const tree = ok(await bc<BarcodeNode>('getWholeTreeByCode', box.children[0].code));
    expect(tree.code).toBe(box.code);
    const batches = ok(await srv.call<RecordPage>(admin, 'barcode.Batch', 'summaryPage', [{ pageSize: 1 }]));
    expect(batches.total).toBeGreaterThan(0);
    const adjusts = ok(await srv.call<RecordPage>(admin, 'barcode.BatchAdjust', 'summaryPage', [{ pageSize: 10 }]));
    expect(adjusts.total).toBeGreaterThanOrEqual(1);
  });
});

describe('generate, look up, scan strings', () => {
  it('makes barcodes by coding rule with the material, count and batch given', async () => {
    const rows = ok(await bc<BarcodeRow[]>('generate', { ruleCode: 'WLTM', number: 3, materialId: materials[0].id, count: '12.5', batchNo: 'B-G1' }));
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r).toMatchObject({ barcode_type: 'Material', count: '12.5', batch_no: 'B-G1', quality_result: 'Wait', material_id: { id: materials[0].id } });
    expect(rows[0].code.startsWith(materials[0].code)).toBe(true);
    expect(new Set(rows.map((r) => r.code)).size).toBe(3);
    const byIds = ok(await bc<BarcodeRow[]>('getByIds', rows.map((r) => r.id)));
    expect(byIds.map((r) => r.code)).toEqual(rows.map((r) => r.code));
    const fuzzy = ok(await bc<Paged<BarcodeRow>>('fuzzyPage', { text: rows[1].code }));
    expect(fuzzy.itemList.map((r) => r.code)).toEqual([rows[1].code]);
  });

  it('refuses a count at or above ten billion, or negative, and an unknown rule', async () => {
    refused(await bc('generate', { ruleCode: 'WLTM', number: 1, materialId: materials[0].id, count: '10000000000' }), 400, '非法的物料数量：10000000000');
    refused(await bc('generate', { ruleCode: 'WLTM', number: 1, materialId: materials[0].id, count: -1 }), 400, '非法的物料数量：-1');
    expect((await bc('generate', { ruleCode: 'NO-SUCH', number: 1 })).json.code).toBe(11);
  });

  it('answers an unknown code with 条码不存在, in English for an English caller', async () => {
    refused(await bc('getByCode', 'NOPE-1'), 11, '条码不存在：NOPE-1');
    refused(await bc('getByCode', 'NOPE-1', { language: 'en_US' }), 11, 'Barcode does not exist: NOPE-1');
    refused(await bc('getWholeTreeByCode', 'NOPE-2'), 11, '条码不存在：NOPE-2');
    expect((await bc('getByCode', '')).json.code).toBe(400);
  });

  it('gives the QR string of a barcode and reads it (or a plain code) back', async () => {
    const row = await label({ count: '7.25', batch: 'B-Q1' });
    const str = ok(await srv.call<string>(admin, 'mdm.barcode', 'getBarcodeStr', [row.code]));
    expect(str).toBe(`PFBC:code=${encodeURIComponent(row.code)}&m=${encodeURIComponent(materials[0].code)}&n=7.25&b=B-Q1`);
    expect(ok(await srv.call<BarcodeRow>(admin, 'mdm.barcode', 'getBarcodeFromStr', [str])).id).toBe(row.id);
    expect(ok(await srv.call<BarcodeRow>(admin, 'mdm.barcode', 'getBarcodeFromStr', [` ${row.code} `])).id).toBe(row.id);
    expect(ok(await srv.call<BarcodeRow>(admin, 'mdm.barcode', 'getBarcode', [row.id])).code).toBe(row.code);
    refused(await srv.call(admin, 'mdm.barcode', 'getBarcodeFromStr', ['PFBC:code=GONE-9']), 11, '条码不存在：GONE-9');
    refused(await srv.call(admin, 'mdm.barcode', 'getBarcodeFromStr', ['two words']), 400, '非法条码：two words');
  });
});

describe('bind and unbind', () => {
  it('binds children under a container (parent first) and unbinds them', async () => {
    const box = await container();
    const [a, b] = [await label(), await label()];
    const tree = ok(await bc<BarcodeNode>('bind', { parentCode: box.code, childCodes: [a.code, b.code] }));
    expect(tree.children.map((c) => c.code).sort()).toEqual([a.code, b.code].sort());
    expect(ok(await bc<BarcodeNode>('getWholeTreeByCode', a.code)).code).toBe(box.code);
    // a box in a box: the whole tree is the outer one
    const outer = await container();
    ok(await bc('bind', { parentCode: outer.code, childCodes: [box.code] }));
    const whole = ok(await bc<BarcodeNode>('getWholeTreeByCode', b.code));
    expect(whole.code).toBe(outer.code);
    expect(whole.children[0].children).toHaveLength(2);

    const left = ok(await bc<BarcodeRow[]>('unbind', { codes: [a.code] }));
    expect(left[0].parent_id).toBeNull();
    expect(ok(await bc<BarcodeNode>('getTreeByRootId', box.id)).children.map((c) => c.code)).toEqual([b.code]);
    refused(await bc('unbind', { codes: [a.code] }), 400, `非法的绑定关系：${a.code}`);
  });

  it('refuses each illegal binding with its message', async () => {
    const box = await container();
    const other = await container();
    const [a, b, c] = [await label({ batch: 'B-1' }), await label({ batch: 'B-2' }), await label({ batch: 'B-3' })];
    ok(await bc('bind', { parentCode: box.code, childCodes: [a.code] }));
    refused(await bc('bind', { parentCode: box.code, childCodes: [a.code] }), 400, `绑定关系已存在：${a.code}`);
    refused(await bc('bind', { parentCode: other.code, childCodes: [a.code] }), 400, `已存在父条码：${a.code}`);
    refused(await bc('bind', { parentCode: b.code, childCodes: [c.code] }), 400, `物料条码不能有子条码：${b.code}`);
    refused(await bc('bind', { parentCode: other.code, childCodes: [b.code, b.code] }), 400, `条码重复：${b.code}`);
    refused(await bc('bind', { parentCode: other.code, childCodes: ['NO-X1', b.code, 'NO-X2'] }), 11, '存在不存在的条码：NO-X1, NO-X2');
    refused(await bc('bind', { parentCode: 'NO-P', childCodes: [b.code] }), 11, '存在不存在的条码：NO-P');
    // a box holds at most two batches (at most 2 mixed batches)
    ok(await bc('bind', { parentCode: box.code, childCodes: [b.code] }));
    refused(await bc('bind', { parentCode: box.code, childCodes: [c.code] }), 400, '批次不一致');
    // a box cannot go into what it holds
    const inner = await container();
    ok(await bc('bind', { parentCode: box.code, childCodes: [inner.code] }));
    refused(await bc('bind', { parentCode: inner.code, childCodes: [box.code] }), 400, `非法的绑定关系：${box.code}`);
  });

  it('keeps the tree rules on the list’s own edits', async () => {
    const parent = await label();
    const saved = await srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'saveValue', ['Barcode', { code: uniq('HK'), barcode_type: 'Material', count: 1, parent_id: parent.id }]);
    refused(saved, 400, `物料条码不能有子条码：${parent.code}`);
    const box = await container();
    const a = await label();
    ok(await bc('bind', { parentCode: box.code, childCodes: [a.code] }));
    refused(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['Barcode', { id: box.id, version: box.version, barcode_type: 'Virtual' }]), 400, `容器不为空：${box.code}`);
  });
});

describe('merge, split, transfer, adjust', () => {
  it('merges into the first barcode, leaving the others at 0', async () => {
    const [a, b, c] = [await label({ count: '1.5' }), await label({ count: '2.25' }), await label({ count: '3' })];
    const merged = ok(await bc<BarcodeRow>('merge', { codes: [a.code, b.code, c.code] }));
    expect(merged).toMatchObject({ code: a.code, count: '6.75' });
    expect([await countOf(b.code), await countOf(c.code)]).toEqual(['0', '0']);
  });

  it('refuses merging different materials, batches, quality results, pending, containers, duplicates and past the ceiling', async () => {
    const base = await label({ batch: 'B-M' });
    refused(await bc('merge', { codes: [base.code, (await label({ material: materials[1].id, batch: 'B-M' })).code] }), 400, '物料不一致');
    refused(await bc('merge', { codes: [base.code, (await label({ batch: 'B-N' })).code] }), 400, '批次不一致');
    refused(await bc('merge', { codes: [base.code, (await label({ batch: 'B-M', quality: 'Exempt' })).code] }), 400, '质检结果不一致');
    const pending = await label({ batch: 'B-M', state: 'Pending' });
    refused(await bc('merge', { codes: [base.code, pending.code] }), 400, `条码待检验，不能操作：${pending.code}`);
    const box = await container();
    refused(await bc('merge', { codes: [base.code, box.code] }), 400, `非法条码：${box.code}`);
    refused(await bc('merge', { codes: [base.code, base.code] }), 400, `条码重复：${base.code}`);
    const big = await label({ batch: 'B-M', count: '9999999999' });
    refused(await bc('merge', { codes: [base.code, big.code] }), 400, '非法的物料数量：10000000009');
    expect(await countOf(base.code)).toBe('10');
  });

  it('splits one barcode into pieces summing to it, with given codes or by rule', async () => {
    const box = await container();
    const a = await label({ count: '10' });
    ok(await bc('bind', { parentCode: box.code, childCodes: [a.code] }));
    const [n1, n2] = [uniq('SP'), uniq('SP')];
    const pieces = ok(await bc<BarcodeRow[]>('split', { code: a.code, counts: ['4', '3.5', '2.5'], newCodes: [n1, n2] }));
    expect(pieces.map((p) => [p.code, p.count, p.batch_no, p.parent_id])).toEqual([
      [a.code, '4', 'B-T1', box.id],
      [n1, '3.5', 'B-T1', box.id],
      [n2, '2.5', 'B-T1', box.id],
    ]);
    const byRule = ok(await bc<BarcodeRow[]>('split', { code: n1, counts: ['3', '0.5'], ruleCode: 'WLTM' }));
    expect(byRule[1].code.startsWith(materials[0].code)).toBe(true);
    expect(byRule.map((p) => p.count)).toEqual(['3', '0.5']);
  });

  it('refuses a split that does not sum to the count, reuses a code, or names no codes', async () => {
    const a = await label({ count: '10' });
    refused(await bc('split', { code: a.code, counts: ['6', '5'], ruleCode: 'WLTM' }), 400, '非法的物料数量：11');
    refused(await bc('split', { code: a.code, counts: ['10', '0'], ruleCode: 'WLTM' }), 400, '非法的物料数量：0');
    const taken = await label();
    refused(await bc('split', { code: a.code, counts: ['5', '5'], newCodes: [taken.code] }), 400, `条码已存在：${taken.code}`);
    refused(await bc('split', { code: a.code, counts: ['5', '5'] }), 400, '请指定编码规则或条码');
    expect((await bc('split', { code: a.code, counts: ['5', '5'], newCodes: [] })).json.code).toBe(400);
    refused(await bc('split', { code: 'NO-S', counts: ['5', '5'], ruleCode: 'WLTM' }), 11, '条码不存在：NO-S');
    expect(await countOf(a.code)).toBe('10');
  });

  it('lets only one of two simultaneous splits of one barcode through', async () => {
    const a = await label({ count: '10' });
    const both = await Promise.all([0, 1].map(() => bc<BarcodeRow[]>('split', { code: a.code, counts: ['5', '5'], ruleCode: 'WLTM' })));
    const codes = both.map((r) => r.json.code).sort();
    expect(codes).toEqual([200, 400]);
    expect(both.map((a) => `${a.json.code} ${a.json.msg}`).find((m) => !m.startsWith('200'))).toBe('400 非法的物料数量：10');
    expect(await countOf(a.code)).toBe('5');
    const made = ok(await bc<Paged<BarcodeRow>>('fuzzyPage', { text: materials[0].code, pageSize: 100 })).itemList.filter((r) => r.remark === `由 ${a.code} 拆分`);
    expect(made.map((r) => r.count)).toEqual(['5']);
  });

  it('gives a new code to only one of two simultaneous splits naming it', async () => {
    const [a, b] = [await label({ count: '2' }), await label({ count: '2' })];
    const code = uniq('RACE');
    const both = await Promise.all([a, b].map((x) => bc<BarcodeRow[]>('split', { code: x.code, counts: ['1', '1'], newCodes: [code] })));
    expect(both.map((a) => `${a.json.code} ${a.json.msg}`).sort()).toEqual(['200 success', `400 条码已存在：${code}`]);
    expect([await countOf(a.code), await countOf(b.code)].sort()).toEqual(['1', '2']);
  });

  it('transfers a count between barcodes of one material', async () => {
    const [a, b] = [await label({ count: '10' }), await label({ count: '1', batch: 'B-OTHER' })];
    const [from, to] = ok(await bc<BarcodeRow[]>('transfer', { fromCode: a.code, toCode: b.code, count: '2.5' }));
    expect([from.count, to.count]).toEqual(['7.5', '3.5']);
    refused(await bc('transfer', { fromCode: a.code, toCode: b.code, count: '8' }), 400, '非法的物料数量：8');
    refused(await bc('transfer', { fromCode: a.code, toCode: b.code, count: '0' }), 400, '非法的物料数量：0');
    const other = await label({ material: materials[1].id });
    refused(await bc('transfer', { fromCode: a.code, toCode: other.code, count: '1' }), 400, '物料不一致');
    refused(await bc('transfer', { fromCode: a.code, toCode: a.code, count: '1' }), 400, `条码重复：${a.code}`);
  });

  it('adjusts a count within 0 and ten billion, exactly', async () => {
    const a = await label();
    expect(ok(await bc<BarcodeRow>('adjust', { code: a.code, count: '9999999999.9999' })).count).toBe('9999999999.9999');
    expect(ok(await bc<BarcodeRow>('adjust', { code: a.code, count: 0 })).count).toBe('0');
    refused(await bc('adjust', { code: a.code, count: '-0.5' }), 400, '非法的物料数量：-0.5');
    refused(await bc('adjust', { code: a.code, count: '10000000000' }), 400, '非法的物料数量：10000000000');
    refused(await bc('adjust', { code: a.code, count: '1.00001' }), 400, '非法的物料数量：1.00001');
    refused(await bc('adjust', { code: a.code, count: 'abc' }), 400);
    refused(await bc('adjust', { code: a.code, count: '-1' }, { language: 'en_US' }), 400, 'Illegal material count: -1');
  });
});

describe('batches and adjustments', () => {
  it('applies an adjustment to its batch and records old and new values', async () => {
    const list = ok(await srv.call<RecordPage>(admin, 'barcode.Batch', 'summaryPage', [{ pageSize: 1 }]));
    const batch = list.itemList[0];
    const found = ok(await srv.call<Paged<{ id: number; code: string }>>(admin, 'barcode.Batch', 'fuzzyPage', [{ text: String(batch.code) }]));
    expect(found.itemList.map((b) => b.id)).toContain(batch.id);
    const adjustsOf = async () => ok(await srv.call<RecordPage>(admin, 'barcode.BatchAdjust', 'summaryPage', [{ filterMap: { batch_id: batch.id } }])).total;
    const before = await adjustsOf();
    const add = (a: object) => srv.call<RecordValue>(admin, 'barcode.BatchAdjust', 'add', [{ batchId: batch.id, reason: '测试', ...a }]);
    const rec = ok(await add({ adjustType: 'SupplierBatch', newValue: 'SUP-9' }));
    expect(rec).toMatchObject({ adjust_type: 'SupplierBatch', old_value: batch.code2 ?? null, new_value: 'SUP-9', reason: '测试' });
    expect(String(rec.code)).toMatch(/^PCTZ/);
    ok(await add({ adjustType: 'Expiry', newValue: '2099-12-31' }));
    const after = ok(await srv.call<RecordValue>(admin, 'barcode.Batch', 'get', [batch.id]));
    expect([after.code2, String(after.expiry_date).slice(0, 10)]).toEqual(['SUP-9', '2099-12-31']);
    refused(await add({ adjustType: 'Expiry', newValue: '2001-01-01' }), 400, '有效期必须晚于今天：2001-01-01');
    refused(await add({ adjustType: 'Reinspect', newValue: '2026-02-30' }), 400, '新值应为日期（YYYY-MM-DD）：2026-02-30');
    refused(await add({ adjustType: 'LocalBatch' }), 400, '请填写调整后的新值');
    refused(await srv.call(admin, 'barcode.BatchAdjust', 'add', [{ batchId: 99999999, adjustType: 'Other', reason: 'x' }]), 11, '批次不存在：99999999');
    expect((await add({ adjustType: 'Other', reason: '' })).json.code).toBe(400);
    expect(await adjustsOf()).toBe(before + 2);
  });
});

describe('codes read from images', () => {
  const upload = async (name: string, bytes: Buffer, type = 'image/png') => (await uploadFile(srv, admin, bytes, name, { type })).id;
  const image = (bcid: string, text: string) => bwipjs.toBuffer({ bcid, text, scale: 4, paddingwidth: 10, paddingheight: 10, backgroundcolor: 'FFFFFF' });

  it('reads a QR code carrying our payload and a Code128 carrying a plain code', async () => {
    const row = await label({ count: '3' });
    const str = ok(await srv.call<string>(admin, 'mdm.barcode', 'getBarcodeStr', [row.code]));
    const qr = ok(await srv.call<ScanResult[]>(admin, 'mdm.barcode', 'getBarcodeFromImg', [await upload('qr.png', await image('qrcode', str))]));
    expect(qr).toMatchObject([{ format: 'QRCode', text: str, code: row.code, barcode: { id: row.id, count: '3' } }]);
    const line = ok(await srv.call<ScanResult[]>(admin, 'mdm.barcode', 'getBarcodeFromImg', [await upload('c128.png', await image('code128', row.code))]));
    expect(line).toMatchObject([{ format: 'Code128', text: row.code, code: row.code, barcode: { id: row.id } }]);
    const stranger = ok(await srv.call<ScanResult[]>(admin, 'mdm.barcode', 'getBarcodeFromImg', [await upload('c128.png', await image('code128', 'NOT-OURS-1'))]));
    expect(stranger).toMatchObject([{ text: 'NOT-OURS-1', code: 'NOT-OURS-1', barcode: null }]);
  });

  it('refuses an image without a code, a file that is not an image, and another user’s file', async () => {
    const blank = await upload('blank.png', whitePng(60, 40));
    refused(await srv.call(admin, 'mdm.barcode', 'getBarcodeFromImg', [blank]), 400, '图片中未识别到条码');
    const broken = await upload('broken.png', Buffer.from('89504e470d0a1a0a', 'hex'));
    refused(await srv.call(admin, 'mdm.barcode', 'getBarcodeFromImg', [broken]), 400, '图片中未识别到条码');
    const pdf = await upload('a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    refused(await srv.call(admin, 'mdm.barcode', 'getBarcodeFromImg', [pdf]), 400, '只能识别 JPG/PNG/GIF/JPEG 图片，且不超过 2MB');
    const acme = await srv.session('acme', 'admin');
    expect((await srv.call(acme, 'mdm.barcode', 'getBarcodeFromImg', [pdf])).json.code).not.toBe(200);
    refused(await srv.call(admin, 'mdm.barcode', 'getBarcodeFromImg', [99999999]), 11, '文件不存在：99999999');
  });
});

describe('import, export, access and tenants', () => {
  it('imports barcodes from a sheet and exports the filter’s rows', async () => {
    const codes = [uniq('IM'), uniq('IM')];
    const up = await uploadFile(srv, admin, await xlsx([['条码', '条码类型', '数量', '批次号'], ...codes.map((c) => [c, '物料', 4.5, 'B-IMP'])]), 'barcodes.xlsx');
    const result = ok(await bc<{ successCnt: number; createCnt: number }>('leadIn', up.id));
    expect(result).toMatchObject({ successCnt: 2, createCnt: 2 });
    const out = ok(await bc<{ total: number; itemList: RecordValue[] }>('leadOut', { filterMap: { batch_no: 'B-IMP' } }));
    expect(out.itemList.map((r) => r.code).sort()).toEqual([...codes].sort());
    expect(await countOf(codes[0])).toBe('4.5');
  });

  it('lets the warehouse keeper operate, refuses a role without the pages, and no other tenant sees', async () => {
    const [a, b] = [await label({ count: '1' }), await label({ count: '2' })];
    const keeper = await srv.session('demo', 'wangqiang', 'Demo@123');
    expect(ok(await srv.call<BarcodeRow>(keeper, 'barcode.Barcode', 'merge', [{ codes: [a.code, b.code] }])).count).toBe('3');
    const viewer = await srv.session('demo', 'zhaolei', 'Demo@123');
    expect((await srv.call(viewer, 'barcode.Barcode', 'getByCode', [a.code])).json.code).toBe(4003);
    expect((await srv.call(viewer, 'barcode.Barcode', 'adjust', [{ code: a.code, count: '9' }])).json.code).toBe(4003);
    expect(await countOf(a.code)).toBe('3');
    const acme = await srv.session('acme', 'admin');
    refused(await srv.call(acme, 'barcode.Barcode', 'getByCode', [a.code]), 11, `条码不存在：${a.code}`);
    refused(await srv.call(acme, 'barcode.Barcode', 'adjust', [{ code: a.code, count: '9' }]), 11, `条码不存在：${a.code}`);
  });
});
