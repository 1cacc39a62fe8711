// The Report template in the shell's routes, with its calls mocked: report.Report has its own
// tests against a real database (tests/server/reports.test.ts and the modules' report tests);
// here we check what the page sends (default range, filters, sort, pages, rank type, export) and
// how it shows the answers (references by name, decimal strings, totals, states) — and that the
// chart (echarts) is loaded lazily, only for a report that declares one.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { entityByCode, reportByCode } from '../../../server/modules/catalogue';
import type { NavNode } from '../../../schemas/menus/types';
import { reportMeta } from '../../../schemas/reports/columns';
import { RpcError } from '../../../src/api/errors';
import { setLanguage } from '../../../src/i18n';
import { buildRoutes } from '../../../src/app/routes/buildRoutes';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { button, moduleNode, pageNode } from '../../kit/web/fixtures';
import { preloadTemplates, renderShell } from '../../kit/web/harness';
import { resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
const api = vi.hoisted(() => ({ ReportApi: { meta: vi.fn(), page: vi.fn() }, exportReport: vi.fn() }));
vi.mock('../../../src/templates/report/api', () => api);
// the chart: a stand-in that says when its module was loaded and what it was given (echarts
// needs a real canvas; its chunk is what must stay lazy)
const chart = vi.hoisted(() => ({ loaded: 0, props: null as unknown }));
vi.mock('../../../renderers/charts/ReportChart', () => {
  chart.loaded += 1;
  return {
    default: (props: { categories: string[]; series: Array<{ name: string; values: number[] }> }) => {
      chart.props = props;
      return <div data-testid="fake-chart">{props.categories.join('|')}</div>;
    },
  };
});

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadTemplates, 120_000);

const RANK = 'sale.RankReport';
const ITEMS = 'sale.ItemReport';
const metaOf = (code: string) => reportMeta(reportByCode(code)!, entityByCode);
const urlOf = (code: string) => reportByCode(code)!.url;
const fn = (code: string, op: string) => `${urlOf(code).replace(/\/(\w)/, (_, c: string) => `.${c.toLowerCase()}`)}.${op}`;

function tree(code: string, ops: string[] = ['export', 'print']): NavNode[] {
  const codes = ops.map((op) => fn(code, op));
  const page = pageNode(urlOf(code).replace('/', '.'), urlOf(code), reportByCode(code)!.name, {
    params: JSON.stringify({ class: 'Report', report: code }),
    functionControlTag: true,
    functionList: codes,
    buttons: codes.map((c) => button(c)),
    nameIntl: { en_US: reportByCode(code)!.nameEn },
  });
  return [moduleNode('mod.sale', '销售管理', [page])];
}

const rankRows = [
  { rankNo: 1, material_id: { id: 11, code: 'M000011', name: '不锈钢板' }, amount: '1234567.50', quantity: '12.0000' },
  { rankNo: 2, material_id: { id: 12, code: 'M000012', name: '轴承' }, amount: '99.00', quantity: '3.0000' },
];
const answer = (itemList: object[], total = itemList.length, totals: object = { amount: '1234666.50', quantity: '15.0000' }) => ({ total, page: 1, pageSize: 20, itemList, totals });
const lastQuery = () => api.ReportApi.page.mock.lastCall?.[0][1];
const open = (code: string, ops?: string[]) => renderShell(tree(code, ops), urlOf(code));

beforeEach(() => {
  resetServices();
  api.ReportApi.meta.mockReset().mockImplementation(([code]: [string]) => Promise.resolve(metaOf(code)));
  api.ReportApi.page.mockReset().mockResolvedValue(answer(rankRows));
  api.exportReport.mockReset().mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('the route of a report page', () => {
  it('params {"class":"Report","report":…} make a Report template route; other pages are untouched', () => {
    const { routes, errors } = buildRoutes([...tree(RANK), pageNode('mdm.Supplier', 'mdm/Supplier', '供应商', { params: JSON.stringify({ class: 'VformList', entityCode: 'Supplier' }) })], mergeModuleRoutes({}));
    expect(errors).toEqual([]);
    expect(routes.find((r) => r.path === 'sale/RankReport')).toMatchObject({ componentKey: null, template: 'Report', meta: { title: '销售排行榜' } });
    expect(routes.find((r) => r.path === 'mdm/Supplier')?.template).toBe('VformList');
    // a report page yields no detail route
    expect(routes.map((r) => r.path)).not.toContain('sale/RankReportDetail');
  });
});

// first of the rendering tests: the chart's module is loaded once per file, so its laziness is
// observable only before any report with a chart has been shown
describe('the chart', () => {
  it('is loaded only for a report that declares one, lazily, with its rows as categories and series', async () => {
    api.ReportApi.page.mockResolvedValue(answer([{ 'header.code': 'XS1', quantity: '1.0000', amount: '5.00' }]));
    open(ITEMS);
    await screen.findByText('XS1');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(chart.loaded).toBe(0);
    cleanup();
    api.ReportApi.page.mockResolvedValue(answer(rankRows));
    open(RANK);
    expect(await screen.findByTestId('fake-chart')).toBeTruthy();
    expect(chart.loaded).toBe(1);
    expect(chart.props).toMatchObject({ type: 'bar', categories: ['不锈钢板', '轴承'], series: [{ name: '销售金额', values: [1234567.5, 99] }] });
  });

  it('echarts is imported only by the chart module, tree-shaken (echarts/core), and the template reaches it through import()', () => {
    const root = path.resolve(__dirname, '../../..');
    const dir = path.join(root, 'src/templates/report');
    for (const file of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/from ['"]echarts/);
      expect(text, file).not.toMatch(/^import .*renderers\/charts/m);
    }
    expect(fs.readFileSync(path.join(dir, 'ReportChartSlot.tsx'), 'utf8')).toContain("import('../../../renderers/charts/ReportChart')");
    const chartSource = fs.readFileSync(path.join(root, 'renderers/charts/ReportChart.tsx'), 'utf8');
    expect(chartSource).not.toMatch(/from ['"]echarts['"]/);
    expect(chartSource).toMatch(/from 'echarts\/core'/);
  });
});

describe('the Report template', () => {
  it('loads the declaration, then page 1 with the declared default range (this month), and shows rows, names, decimals and totals', async () => {
    open(ITEMS);
    api.ReportApi.page.mockResolvedValue(answer([]));
    await waitFor(() => expect(api.ReportApi.page).toHaveBeenCalled());
    expect(api.ReportApi.meta).toHaveBeenCalledWith([ITEMS], { ignoreError: true, cancelPrevious: false });
    expect(lastQuery()).toEqual({
      page: 1,
      pageSize: 20,
      filterMap: {},
      fuzzyMap: {},
      rangeMap: { 'header.bill_date': { first: dayjs().startOf('month').format('YYYY-MM-DD'), second: dayjs().format('YYYY-MM-DD') } },
    });
    cleanup();
    api.ReportApi.page.mockResolvedValue(answer(rankRows));
    open(RANK);
    expect(await screen.findByText('不锈钢板')).toBeTruthy();
    expect(screen.getByText('M000011')).toBeTruthy();
    expect(screen.getByText('1,234,567.50')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '销售排行榜' })).toBeTruthy();
    for (const title of ['排名', '物料', '销售金额', '销售数量']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const totals = screen.getByTestId('report-totals');
    expect(within(totals).getByText('合计')).toBeTruthy();
    expect(within(totals).getByText('1,234,666.50')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('sorts and pages on the server', async () => {
    api.ReportApi.page.mockResolvedValue(answer(rankRows, 45));
    const { container } = open(RANK);
    await screen.findByText('不锈钢板');
    fireEvent.click(screen.getAllByText('销售金额').find((el) => el.closest('th'))!);
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, sortField: 'amount', sortOrder: 'ascend' }));
    fireEvent.click(container.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, sortField: 'amount' }));
    // the rank column is not sortable
    expect(screen.getAllByText('排名').find((el) => el.closest('th'))!.closest('th')!.className).not.toContain('ant-table-column-has-sorters');
  });

  it('switches the rank type: the query names it and the columns follow', async () => {
    open(RANK);
    await screen.findByText('不锈钢板');
    expect(lastQuery()).toMatchObject({ rankType: 'ByMaterial' });
    api.ReportApi.page.mockResolvedValue(answer([{ rankNo: 1, 'header.customer_id': { id: 5, code: 'C1', name: '华东客户' }, amount: '10.00', quantity: '1.0000' }]));
    fireEvent.click(screen.getByText('按客户'));
    // the row (the chart above shows the same name as its category)
    await waitFor(() => expect(document.querySelector('.ant-table-tbody')?.textContent).toContain('华东客户'));
    expect(lastQuery()).toMatchObject({ rankType: 'ByCustomer', page: 1 });
    expect(screen.getAllByText('客户').some((el) => el.closest('th'))).toBe(true);
  });

  it('the filter bar: contains, the date range (cleared: every date), reset to the declared default', async () => {
    open(ITEMS);
    const bar = await screen.findByTestId('report-filters');
    fireEvent.change(within(bar).getByPlaceholderText('请输入'), { target: { value: ' XS2026 ' } });
    fireEvent.click(within(bar).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ fuzzyMap: { 'header.code': 'XS2026' } }));
    // clearing the range asks for every date (an open range), not for the default
    const clear = bar.querySelector('.ant-picker-clear');
    fireEvent.mouseUp(clear!);
    fireEvent.mouseDown(clear!);
    fireEvent.click(clear!);
    fireEvent.click(within(bar).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ rangeMap: { 'header.bill_date': {} } }));
    fireEvent.click(within(bar).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ fuzzyMap: {}, rangeMap: { 'header.bill_date': { first: dayjs().startOf('month').format('YYYY-MM-DD') } } }));
    // reference filters use the shared picker
    expect(within(bar).getAllByText(/客户|业务员|物料/).length).toBeGreaterThanOrEqual(3);
  });

  it('opens with the declared initial value of a filter and goes back to it on reset (入库记录: 有效); a snapshot asks for one day (截至日期, today)', async () => {
    api.ReportApi.page.mockResolvedValue(answer([], 0, {}));
    open('warehouse.EntryRecord', ['export']);
    await waitFor(() => expect(lastQuery()).toMatchObject({ filterMap: { record_status: ['Valid'] } }));
    const bar = await screen.findByTestId('report-filters');
    fireEvent.change(within(bar).getAllByPlaceholderText('请输入')[0], { target: { value: 'RK2026' } });
    fireEvent.click(within(bar).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ filterMap: { record_status: ['Valid'] }, fuzzyMap: { doc_code: 'RK2026' } }));
    fireEvent.click(within(bar).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ filterMap: { record_status: ['Valid'] }, fuzzyMap: {} }));
    cleanup();
    open('warehouse.Snapshot', ['export']);
    await waitFor(() => expect(lastQuery()).toMatchObject({ rangeMap: { move_date: { second: dayjs().format('YYYY-MM-DD') } } }));
    expect(lastQuery().rangeMap.move_date.first).toBeUndefined();
    expect(await screen.findByText('截至日期')).toBeTruthy();
    expect(screen.getByTestId('report-as-of')).toBeTruthy();
  });

  it('exports the whole query (page 1 onwards) with the export function, and has no export button without it', async () => {
    open(RANK);
    await screen.findByText('不锈钢板');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(api.exportReport).toHaveBeenCalled());
    const [code, query, name] = api.exportReport.mock.calls[0];
    expect([code, name]).toEqual([RANK, '销售排行榜']);
    expect(query).toMatchObject({ page: 1, rankType: 'ByMaterial', rangeMap: { 'header.bill_date': { second: dayjs().format('YYYY-MM-DD') } } });
    cleanup();
    open(RANK, ['print']);
    await screen.findByText('不锈钢板');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('in en_US: titles, rank types and the totals label from the declaration\'s English names', async () => {
    await act(() => setLanguage('en_US'));
    try {
      open(RANK);
      await screen.findByText('不锈钢板');
      expect(screen.getByRole('heading', { name: 'Sales ranking' })).toBeTruthy();
      for (const title of ['Rank', 'Material', 'Amount', 'Quantity', 'By customer']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
      expect(within(screen.getByTestId('report-totals')).getByText('Total')).toBeTruthy();
    } finally {
      await act(() => setLanguage('zh_CN'));
    }
  });

  it('shows a failed query, an empty answer and a declaration that cannot load', async () => {
    api.ReportApi.page.mockRejectedValue(new RpcError(400, 'filterMap.x: not a filter'));
    open(RANK);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('查询失败');
    expect(alert.textContent).toContain('filterMap.x: not a filter');
    cleanup();
    api.ReportApi.page.mockResolvedValue(answer([], 0, { amount: '0.00', quantity: '0.0000' }));
    open(RANK);
    await waitFor(() => expect(screen.getByText('共 0 条')).toBeTruthy());
    expect(document.querySelector('.ant-empty')).toBeTruthy();
    expect(screen.queryByTestId('report-totals')).toBeNull();
    expect(screen.queryByTestId('report-chart-slot')).toBeNull();
    cleanup();
    api.ReportApi.meta.mockRejectedValue(new RpcError(4003, '没有操作权限：sale/RankReport'));
    open(RANK);
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('没有操作权限：sale/RankReport')).toBeTruthy();
  });
});
