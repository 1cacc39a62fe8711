// The pure barcode rules: counts, merge and bind checks, split sums, the QR payload and trees.
import { describe, expect, it } from 'vitest';
import { packsOf } from '../../server/seed';
import { checkNewValue } from '../../server/batch-service';
import { bm } from '../../messages';
import { BarcodeRefusal, barcodeString, buildTrees, checkBind, checkMerge, checkSplit, codeFromString, duplicatesOf, legalCount, type MergeRow } from '../../rules';

const row = (o: Partial<MergeRow> = {}): MergeRow => ({ code: 'A', barcode_type: 'Material', material_id: { id: 1 }, batch_no: 'B1', quality_result: 'Qualified', state: null, count: '1', ...o });
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof BarcodeRefusal ? bm('zh_CN', e.key, e.vars) : String(e);
  }
  return 'passed';
};

describe('counts', () => {
  it('takes 0 up to just below ten billion with at most four decimals, exactly', () => {
    expect(legalCount('0')?.toString()).toBe('0');
    expect(legalCount('9999999999.9999')?.toString()).toBe('9999999999.9999');
    expect(legalCount(0.1)?.plus(0.2).toString()).toBe('0.3');
    for (const bad of ['10000000000', '-0.0001', '1.00001', 'x', null, '']) expect(legalCount(bad)).toBeNull();
    expect(legalCount('0', { positive: true })).toBeNull();
  });
});

describe('merge and bind', () => {
  it('checks materials, then batches, then quality results, and sums exactly', () => {
    expect(checkMerge([row({ count: '0.1' }), row({ code: 'B', count: '0.2' })]).toString()).toBe('0.3');
    expect(refusal(() => checkMerge([row(), row({ code: 'B', material_id: { id: 2 }, batch_no: 'X' })]))).toBe('物料不一致');
    expect(refusal(() => checkMerge([row(), row({ code: 'B', batch_no: 'X', quality_result: 'Exempt' })]))).toBe('批次不一致');
    expect(refusal(() => checkMerge([row(), row({ code: 'B', quality_result: 'Exempt' })]))).toBe('质检结果不一致');
    expect(refusal(() => checkMerge([row(), row({ code: 'B', state: 'Pending' })]))).toBe('条码待检验，不能操作：B');
    expect(refusal(() => checkMerge([row(), row({ code: 'C', barcode_type: 'Container' })]))).toBe('非法条码：C');
    expect(refusal(() => checkMerge([row({ count: '9999999999' }), row({ code: 'B', count: '1' })]))).toBe('非法的物料数量：10000000000');
  });

  it('lets a container hold two batches but not three, and a material barcode none', () => {
    const box = row({ code: 'BOX', barcode_type: 'Container', batch_no: null });
    expect(refusal(() => checkBind(box, [row({ batch_no: 'B2' })], ['B1']))).toBe('passed');
    expect(refusal(() => checkBind(box, [row({ batch_no: 'B3' })], ['B1', 'B2']))).toBe('批次不一致');
    expect(refusal(() => checkBind(row({ code: 'M' }), [row()], []))).toBe('物料条码不能有子条码：M');
  });

  it('finds codes given twice', () => {
    expect(duplicatesOf(['a', 'b', 'a', 'c', 'b', 'a'])).toEqual(['a', 'b']);
  });
});

describe('split', () => {
  it('needs positive pieces summing to the original', () => {
    expect(checkSplit('10', ['4', 3.5, '2.5']).map(String)).toEqual(['4', '3.5', '2.5']);
    expect(refusal(() => checkSplit('10', ['6', '5']))).toBe('非法的物料数量：11');
    expect(refusal(() => checkSplit('10', ['10', '0']))).toBe('非法的物料数量：0');
  });
});

describe('scanned strings', () => {
  it('round-trips the QR payload and takes a plain code as it is', () => {
    const s = barcodeString({ code: 'WL0001&X', material: 'M 1', count: '2.5', batch: 'B1' });
    expect(s).toBe('PFBC:code=WL0001%26X&m=M+1&n=2.5&b=B1');
    expect(codeFromString(s)).toBe('WL0001&X');
    expect(codeFromString(' BC00000001 ')).toBe('BC00000001');
    expect(codeFromString('two words')).toBeNull();
    expect(codeFromString('PFBC:m=1')).toBeNull();
  });
});

describe('trees', () => {
  it('builds the subtree under a root, children by code', () => {
    const rows = [
      { id: 1, parent_id: 9, code: 'R' },
      { id: 2, parent_id: 1, code: 'b' },
      { id: 3, parent_id: 1, code: 'a' },
      { id: 4, parent_id: 3, code: 'x' },
    ];
    const [tree] = buildTrees(rows, [1]) as Array<{ code: string; children: Array<{ code: string; children: unknown[] }> }>;
    expect(tree.code).toBe('R');
    expect(tree.children.map((c) => c.code)).toEqual(['a', 'b']);
    expect(tree.children[0].children).toHaveLength(1);
  });
});

describe('demo packs and batch adjustments', () => {
  it('splits a quantity into at most six round packs plus a remainder', () => {
    expect(packsOf('3')).toEqual(['1', '1', '1']);
    expect(packsOf('130')).toEqual(['25', '25', '25', '25', '25', '5']);
    expect(packsOf('12.5')).toEqual(['5', '5', '2.5']);
    for (const q of ['1', '7', '99', '1234.5', '80000']) expect(packsOf(q).reduce((s, c) => s + Number(c), 0)).toBeCloseTo(Number(q));
  });

  it('checks the new value of each adjustment type', () => {
    expect(checkNewValue('SupplierBatch', ' S1 ')).toBe('S1');
    expect(checkNewValue('Other', '')).toBeNull();
    expect(refusal(() => checkNewValue('Expiry', '2000-01-01'))).toBe('有效期必须晚于今天：2000-01-01');
    expect(refusal(() => checkNewValue('Reinspect', '2026-13-01'))).toBe('新值应为日期（YYYY-MM-DD）：2026-13-01');
    expect(refusal(() => checkNewValue('LocalBatch', ''))).toBe('请填写调整后的新值');
  });
});
