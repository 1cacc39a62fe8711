// The boards' pure arithmetic: an order's lane and current process, a machine's state, the
// hourly sums and the percentages — decimal-exact, without a database.
import { describe, expect, it } from 'vitest';
import { equipmentState, hourlyOutput, type OperationRow, percentOf, processColumns } from '../../boards/server/aggregate';
import { hourlyOption } from '../../boards/web/HourlyChart';
import { isShopFloorWrite } from '../../boards/server/push-observer';

const op = (orderId: number, state: string, seq: number, processId: number, done: string, plan = '10'): OperationRow => ({
  orderId,
  code: `GD${orderId}`,
  materialName: '齿轮',
  state,
  seq,
  processId,
  processName: `工序${processId}`,
  planQty: plan,
  doneQty: done,
  equipmentName: null,
});

describe('processColumns', () => {
  it('puts each order at its first unfinished operation, in the lane of its state', () => {
    const cols = processColumns(
      [op(1, 'Wait', 1, 100, '0'), op(1, 'Wait', 2, 200, '0'), op(2, 'Process', 1, 100, '10'), op(2, 'Process', 2, 200, '3.5'), op(3, 'Pause', 1, 100, '10'), op(3, 'Pause', 2, 200, '10'), op(4, 'Completed', 1, 100, '10')],
      [100, 200],
    );
    expect(cols.map((c) => [c.processId, c.waiting.map((o) => o.id), c.running.map((o) => o.id), c.paused.map((o) => o.id)])).toEqual([
      [100, [1], [], []],
      [200, [], [2], [3]],
    ]);
    expect(cols[1].running[0]).toMatchObject({ doneQty: '3.5', planQty: '10', percent: '35.00', seq: 2 });
  });
});

describe('equipmentState', () => {
  it('is down when stopped or in fault, else running before paused before idle', () => {
    expect(equipmentState('4', ['Process'])).toBe('down');
    expect(equipmentState('2', [])).toBe('down');
    expect(equipmentState('1', ['Pause', 'Debug'])).toBe('running');
    expect(equipmentState('1', ['Pause'])).toBe('paused');
    expect(equipmentState(null, [])).toBe('idle');
  });
});

describe('figures', () => {
  it('sums output per hour exactly, 24 hours with zeros', () => {
    const h = hourlyOutput([{ hour: 9, qty: '0.1' }, { hour: 9, qty: '0.2' }, { hour: 23, qty: '5' }]);
    expect(h).toHaveLength(24);
    expect([h[0].qty, h[9].qty, h[23].qty]).toEqual(['0', '0.3', '5']);
    expect(hourlyOption(h, '产量').series[0].data[9]).toBe(0.3);
  });

  it('rounds percentages half up to 2 decimals, at most 100, 0 of nothing', () => {
    expect(percentOf('1', '3')).toBe('33.33');
    expect(percentOf('2', '3')).toBe('66.67');
    expect(percentOf('12', '10')).toBe('100.00');
    expect(percentOf('5', '0')).toBe('0.00');
  });

  it('pushes after the shop-floor writes only, never after reads', () => {
    expect(isShopFloorWrite('/task.Order/start')).toBe(true);
    expect(isShopFloorWrite('/task.Output/report')).toBe(true);
    expect(isShopFloorWrite('/task.Order/summaryPage')).toBe(false);
    expect(isShopFloorWrite('/task.Board/display')).toBe(false);
  });
});
