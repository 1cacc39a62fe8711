// A report row opening its detail in the shell's routes, with report.Report mocked: a double-click
// (or Enter) on a row of 库存查询 opens 库存明细, whose two reports ask for the row's material; a row of
// 排产计划 opens its order's 排产计划详情; a report whose rows open nothing stays where it is.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavNode } from '../../../../schemas/menus/types';
import { reportMeta } from '../../../../schemas/reports/columns';
import { entityByCode, reportByCode } from '../../../../server/modules/catalogue';
import { mergeModuleRoutes } from '../../../../src/app/routes/registry';
import { moduleNode, pageNode } from '../../../../tests/kit/web/fixtures';
import { preloadTemplates, renderShell } from '../../../../tests/kit/web/harness';
import { resetServices } from '../../../../tests/kit/web/servicesMock';

vi.mock('../../../../src/api/services', () => import('../../../../tests/kit/web/servicesMock'));
const api = vi.hoisted(() => ({ ReportApi: { meta: vi.fn(), page: vi.fn() }, exportReport: vi.fn() }));
vi.mock('../../../../src/templates/report/api', () => api);

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadTemplates, 120_000);

const reportNode = (code: string, hidden = false) => {
  const def = reportByCode(code)!;
  return pageNode(def.url.replace('/', '.'), def.url, def.name, { params: JSON.stringify({ class: 'Report', report: code }), hidden });
};
const tree: NavNode[] = [
  moduleNode('mod.warehouse', '仓储管理', [reportNode('warehouse.Stock'), reportNode('warehouse.StockBook'), pageNode('warehouse.StockDetail', 'warehouse/StockDetail', '库存明细', { hidden: true })]),
  moduleNode('mod.plan', '生产计划', [reportNode('plan.Table'), reportNode('plan.Detail', true)]),
];
const registry = mergeModuleRoutes({ warehouse: [{ path: 'warehouse/StockDetail', load: () => import('../../web/StockDetailPage') }] });
const open = (url: string) => renderShell(tree, url, undefined, registry);
const material = { id: 7, code: 'M-7', name: '六角螺栓' };
const queriesOf = (code: string) => api.ReportApi.page.mock.calls.filter(([[c]]) => c === code).map(([[, q]]) => q);

beforeEach(() => {
  resetServices();
  api.ReportApi.meta.mockReset().mockImplementation(([code]: [string]) => Promise.resolve(reportMeta(reportByCode(code)!, entityByCode)));
  api.ReportApi.page.mockReset().mockImplementation(([code]: [string]) =>
    Promise.resolve({ total: 1, page: 1, pageSize: 20, totals: {}, itemList: [code.startsWith('plan.') ? { order_code: 'WO-1', seq: 1 } : { material_id: material, warehouse_id: { id: 2, code: 'W2', name: '成品仓' }, total: '5.0000' }] }),
  );
});
afterEach(cleanup);

describe('a report row opens its detail', () => {
  it('库存查询 → 库存明细: its places and its recent moves, both for the row’s material', async () => {
    const view = open('warehouse/Stock');
    fireEvent.doubleClick((await screen.findAllByText('六角螺栓'))[0].closest('tr')!);
    await waitFor(() => expect(view.location().pathname).toBe('/demo/warehouse/StockDetail'));
    await waitFor(() => expect(queriesOf('warehouse.StockDetailMoves').length).toBeGreaterThan(0));
    await waitFor(() => expect(queriesOf('warehouse.StockDetail').length).toBeGreaterThan(0));
    expect(queriesOf('warehouse.StockDetail').at(-1).filterMap).toEqual({ material_id: 7 });
    expect(queriesOf('warehouse.StockDetailMoves').at(-1).filterMap).toEqual({ material_id: 7 });
    expect(await screen.findByTestId('stock-detail')).toBeTruthy();
  });

  it('排产计划 → 排产计划详情 with the row’s order, by Enter too', async () => {
    const view = open('plan/table');
    fireEvent.keyDown((await screen.findByText('WO-1')).closest('tr')!, { key: 'Enter' });
    await waitFor(() => expect(view.location().pathname).toBe('/demo/plan/detail'));
    await waitFor(() => expect(queriesOf('plan.Detail').at(-1)?.filterMap).toEqual({ order_code: 'WO-1' }));
  });

  it('a report whose rows open nothing stays where it is', async () => {
    const view = open('warehouse/StockBook');
    fireEvent.doubleClick((await screen.findAllByText('六角螺栓'))[0].closest('tr')!);
    expect(view.location().pathname).toBe('/demo/warehouse/StockBook');
  });
});
