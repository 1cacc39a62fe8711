// The shop-floor rules as pure functions (execution/rules.ts), with the exact messages
// they lead to, and the tracking map drawn as the trace graph's documents.
import { describe, expect, it } from 'vitest';
import { em } from '../../execution/messages';
import { applyRule, carryRule, feedQuantity, inFedRange, mixedBatches, outputRule, remainderOf, returnRule, reworkFeeding } from '../../execution/rules';
import { drawnTrack } from '../../execution/web/trackNodes';

const text = (r: { key: Parameters<typeof em>[1]; vars?: Record<string, string | number> } | null, lang = 'zh_CN') => (r ? em(lang, r.key, r.vars) : null);

describe('feeding rules', () => {
  it('quantity: not 0, not above the container (barcode) quantity, decimal-exact', () => {
    expect(text(feedQuantity('0', '5'))).toBe('投料数量不能为0');
    expect(text(feedQuantity('5.000001', '5'))).toBe('投料数量5.000001不能大于容器数量5');
    expect(feedQuantity('5', '5.000')).toBeNull();
    expect(feedQuantity('0.3', null)).toBeNull();
    expect(text(feedQuantity('0', null), 'en_US')).toBe('The feeding quantity cannot be 0');
  });

  it('at most two batches mixed in one operation', () => {
    expect(mixedBatches([], 'A')).toBeNull();
    expect(mixedBatches(['A'], 'B')).toBeNull();
    expect(mixedBatches(['A', 'B'], 'A')).toBeNull();
    expect(text(mixedBatches(['A', 'B'], 'C'))).toBe('最多支持2个批次混批，不支持更多批次混批');
  });

  it('fed range: the BOM lines of the process (or of no named process); no BOM, no range', () => {
    const lines = [{ material_id: 1, process_id: 10 }, { material_id: 2, process_id: null }];
    expect(inFedRange(null, 9, 10)).toBe(true);
    expect(inFedRange(lines, 1, 10)).toBe(true);
    expect(inFedRange(lines, 1, 11)).toBe(false);
    expect(inFedRange(lines, 2, 11)).toBe(true);
    expect(inFedRange(lines, 3, 10)).toBe(false);
  });

  it('unqualified material: only before an inspection, never once rework-handled', () => {
    expect(reworkFeeding({ quality: 'Qualified', reworked: true, nextProcessType: null, code: 'B1' })).toBeNull();
    expect(text(reworkFeeding({ quality: 'Unqualified', reworked: false, nextProcessType: 'MACHINING', code: 'B1' }))).toBe('投料需要下道工序为质检工序');
    expect(reworkFeeding({ quality: 'Unqualified', reworked: false, nextProcessType: 'INSPECT', code: 'B1' })).toBeNull();
    expect(text(reworkFeeding({ quality: 'Unqualified', reworked: true, nextProcessType: 'INSPECT', code: 'B1' }))).toBe('返工处理过的物料不能投料：B1');
  });

  it('return: something left, not 0, not beyond what is left', () => {
    expect(text(returnRule('1', '0'))).toBe('没有可退的物料');
    expect(text(returnRule('0', '2'))).toBe('退料数量不能为0');
    expect(text(returnRule('2.5', '2'))).toBe('退料数量2.5不能大于剩余投料数量2');
    expect(returnRule('2', '2')).toBeNull();
  });
});

describe('output, carry-over and apply rules', () => {
  const base = { qualified: '0', unqualified: '0', scrap: '0', defectReason: null, done: '0', plan: '10' };
  it('output: not 0; unqualified needs its defect reason; no over-production', () => {
    expect(text(outputRule(base))).toBe('报工数量不能为0');
    expect(text(outputRule({ ...base, unqualified: '1' }))).toBe('不合格数量大于0时必须填写不良原因');
    expect(outputRule({ ...base, unqualified: '1', defectReason: 'Burr' })).toBeNull();
    expect(outputRule({ ...base, qualified: '4', done: '6' })).toBeNull();
    expect(text(outputRule({ ...base, qualified: '4', scrap: '0.1', done: '6' }))).toBe('不能超产：工序已完成6，计划10，本次4.1');
  });

  it('carry-over: a target, not the order itself, within the remainder, not 0', () => {
    expect(text(carryRule({ orderId: 1, targetId: null, qty: '1', remainder: '5' }))).toBe('请选择结转目标工单');
    expect(text(carryRule({ orderId: 1, targetId: 1, qty: '1', remainder: '5' }))).toBe('结转目标工单不能是工单本身');
    expect(text(carryRule({ orderId: 1, targetId: 2, qty: '0', remainder: '5' }))).toBe('结转数量不能为0');
    expect(text(carryRule({ orderId: 1, targetId: 2, qty: '6', remainder: '5' }))).toBe('结转数量6不能大于剩余数量5');
    expect(carryRule({ orderId: 1, targetId: 2, qty: '5', remainder: '5' })).toBeNull();
    expect(remainderOf('10', '12')).toBe('0');
    expect(remainderOf('10', '3.5')).toBe('6.5');
  });

  it('apply: not 0, not above the original task count', () => {
    expect(text(applyRule('0', '10'))).toBe('申请数量不能为0');
    expect(text(applyRule('10.5', '10'))).toBe('申请数量10.5不能大于原任务数量10');
    expect(applyRule('10', '10')).toBeNull();
  });
});

describe('the tracking map as trace documents', () => {
  it('numbers the nodes, keeps the links between them, tags each by its kind', () => {
    const d = drawnTrack(
      {
        nodes: [
          { key: 'o1', kind: 'order', label: '齿轮', code: 'GD1', detail: [], at: null, by: null },
          { key: 't1_2', kind: 'task', label: '工序', code: '车削', detail: [], at: null, by: null },
          { key: 'bX', kind: 'input', label: '钢材', code: 'BX', detail: [['条码', 'BX']], at: '2025-01-01T08:00:00Z', by: '王强' },
        ],
        links: [{ from: 'o1', to: 't1_2' }, { from: 'bX', to: 't1_2' }, { from: 'bX', to: 'missing' }],
      },
      (k) => `K:${k}`,
    );
    expect(d.receipts.map((r) => [r.id, r.code, r.status.name, r.status.dict])).toEqual([[1, 'GD1', 'K:order', 'Commit'], [2, '车削', 'K:task', 'Saved'], [3, 'BX', 'K:input', 'DeApproval']]);
    expect(d.paths).toEqual([{ receiptId: 1, targetReceiptId: 2 }, { receiptId: 3, targetReceiptId: 2 }]);
    expect(d.byId.get(3)?.detail).toEqual([['条码', 'BX']]);
  });
});
