// @vitest-environment node
// A report row opening its detail report (the declaration's `open`): 库存查询's row opens 库存明细 with
// its material in both of the detail's reports, 排产计划's row its order's plan, 产能规划's row its
// machine on that day (the detail's date range); a malformed or foreign `open` changes nothing.
import { describe, expect, it } from 'vitest';
import { checkReport } from '../../../../schemas/reports/check';
import { reportMeta } from '../../../../schemas/reports/columns';
import { entityByCode, reportByCode } from '../../../../server/modules/catalogue';
import { openedWith, openPath } from '../../../../src/templates/report/reportQuery';

const meta = (code: string) => reportMeta(reportByCode(code)!, entityByCode);
const NONE = { values: {}, dates: null };
const paramOf = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1)).get('open');

describe('a report row opens its detail', () => {
  const material = { id: 7, code: 'M-7', name: '螺栓' };

  it('opens 库存明细 with the row’s material, in its places and its recent moves', () => {
    const path = openPath(meta('warehouse.Stock'), { material_id: material, warehouse_id: { id: 2, code: 'W2', name: '成品仓' }, total: '5' })!;
    expect(path.startsWith('warehouse/StockDetail?open=')).toBe(true);
    for (const code of ['warehouse.StockDetail', 'warehouse.StockDetailMoves']) {
      const opened = openedWith(meta(code), paramOf(path), NONE);
      expect(opened.values).toEqual({ material_id: material });
    }
  });

  it('opens the order’s plan and the machine’s day', () => {
    expect(openedWith(meta('plan.Detail'), paramOf(openPath(meta('plan.Table'), { order_code: 'WO-1', seq: 1 })!), NONE).values).toEqual({ order_code: 'WO-1' });
    const day = openedWith(meta('plan.ScaleDetail'), paramOf(openPath(meta('plan.ScaleTable'), { equipment_id: { id: 3 }, 'day:day': '2026-05-15' })!), NONE);
    expect(day.values).toEqual({ equipment_id: { id: 3 } });
    expect(day.dates?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-05-15', '2026-05-15']);
  });

  it('ignores a malformed or foreign open, and rows of reports that open nothing', () => {
    const start = { values: { status: ['Qualified'] }, dates: null };
    expect(openedWith(meta('warehouse.StockDetail'), '{not json', start)).toEqual(start);
    expect(openedWith(meta('warehouse.StockDetail'), JSON.stringify({ total: '1', nope: 2 }), start)).toEqual(start);
    expect(openPath(meta('warehouse.StockBook'), { material_id: material })).toBeNull();
  });

  it('refuses a declaration whose row opens with what is not one of its columns', () => {
    const stock = reportByCode('warehouse.Stock')!;
    expect(checkReport(stock, entityByCode)).toEqual([]);
    expect(checkReport({ ...stock, open: { url: 'warehouse/StockDetail', with: { nope: 'material_id' } } }, entityByCode)).toEqual(['report warehouse.Stock: open: nope is not a dimension of the report']);
  });
});
