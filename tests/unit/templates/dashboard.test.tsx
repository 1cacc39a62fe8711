// The Dashboard template in the shell's routes, with its calls mocked: report.Dashboard has its
// own tests against a real database (tests/server/module-folder.test.ts, the fixture module's
// dashboard); here we check what a user sees of the answers — figures with their units, a chart's
// categories, a table's first rows and how many there are, a board's lanes — that one widget's
// failure leaves the others shown, and that the page reloads on the declared push frames and by hand.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODULES } from '../../../modules';
import type { NavNode } from '../../../schemas/menus/types';
import type { DashboardData } from '../../../schemas/rpc/dashboard';
import { useModules } from '../../../server/modules/catalogue';
import { dashboardMeta } from '../../../server/reports/dashboard';
import { buildRoutes } from '../../../src/app/routes/buildRoutes';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { notesOverview } from '../../fixtures/notes/dashboards';
import notes from '../../fixtures/notes/module';
import { moduleNode, pageNode } from '../../kit/web/fixtures';
import { preloadTemplates, renderShell } from '../../kit/web/harness';
import { resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
const api = vi.hoisted(() => ({ DashboardApi: { meta: vi.fn(), data: vi.fn() } }));
vi.mock('../../../src/templates/dashboard/api', () => api);
// the portal socket's frames, delivered by the test
const frames = vi.hoisted(() => ({ listeners: new Set<(f: { type: string }) => void>() }));
vi.mock('../../../src/app/shell/portalSocket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  onPortalFrame: (l: (f: { type: string }) => void) => {
    frames.listeners.add(l);
    return () => frames.listeners.delete(l);
  },
}));
// the chart: a stand-in showing its categories (echarts needs a real canvas)
vi.mock('../../../renderers/charts/ReportChart', () => ({
  default: (props: { categories: string[]; tone?: string }) => <div data-testid="fake-chart">{props.categories.join('|')}</div>,
}));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  useModules([...MODULES, notes]);
  await preloadTemplates();
}, 120_000);
afterAll(() => useModules(MODULES));

const ref = (id: number, code: string, name: string) => ({ id, code, name });
const answer = (over: Partial<DashboardData['widgets']> = {}): DashboardData => ({
  at: '2026-11-29T06:30:00.000Z',
  widgets: {
    quantity: { value: '1234567.5000' },
    lines: { value: '3' },
    byMaterial: { rows: [{ material_id: ref(1, 'M1', '钢板'), quantity: '5.0000' }, { material_id: ref(2, 'M2', '轴承'), quantity: '2.5000' }], total: 2 },
    top: { rows: [{ material_id: ref(1, 'M1', '钢板'), quantity: '5.0000' }], total: 7 },
    board: { rows: [{ code: 'N-1', title: '备货', kind: 'Todo' }, { code: 'N-2', title: '会议', kind: 'Memo' }, { code: 'N-3', title: '盘点', kind: 'Todo' }], total: 3 },
    ...over,
  },
});

function tree(): NavNode[] {
  const page = pageNode('notes.Overview', 'notes/Overview', '便签概览', { params: JSON.stringify({ class: 'Dashboard', dashboard: 'notes.Overview' }) });
  return [moduleNode('mod.notes', '便签', [page])];
}
const open = () => renderShell(tree(), 'notes/Overview');

beforeEach(() => {
  resetServices();
  frames.listeners.clear();
  api.DashboardApi.meta.mockReset().mockImplementation(async () => dashboardMeta(notesOverview, 'zh_CN'));
  api.DashboardApi.data.mockReset().mockResolvedValue(answer());
});
afterEach(cleanup);

describe('a dashboard page', () => {
  it('params {"class":"Dashboard","dashboard":…} make a Dashboard template route', () => {
    const { routes, errors } = buildRoutes(tree(), mergeModuleRoutes({}));
    expect(errors).toEqual([]);
    expect(routes.find((r) => r.path === 'notes/Overview')).toMatchObject({ componentKey: null, template: 'Dashboard' });
  });

  it('shows every widget of one answer: figures with digits grouped and their unit, the chart’s categories, the first rows of a table, a board in lanes', async () => {
    open();
    const figure = await screen.findByTestId('figure-quantity');
    expect(figure.textContent).toBe('1,234,567.5000件');
    expect(screen.getByTestId('figure-lines').textContent).toBe('3');
    expect((await screen.findByTestId('fake-chart')).textContent).toBe('钢板|轴承');
    const table = within(screen.getByTestId('widget-top'));
    expect(table.getByText('钢板')).toBeTruthy();
    expect(table.getByText('5.0000')).toBeTruthy();
    expect(table.getByText('显示前 1 条，共 7 条')).toBeTruthy();
    const todo = within(screen.getByTestId('lane-board-Todo'));
    expect(todo.getByText('待办 · 2')).toBeTruthy();
    expect(todo.getByText('N-1')).toBeTruthy();
    expect(todo.getByText('盘点')).toBeTruthy();
    expect(within(screen.getByTestId('lane-board-Memo')).getByText('备忘 · 1')).toBeTruthy();
    expect(screen.getByTestId('dashboard-refreshed-at').textContent).not.toBe('—');
    expect(api.DashboardApi.data).toHaveBeenCalledTimes(1);
    expect(api.DashboardApi.data.mock.calls[0][0]).toEqual(['notes.Overview']);
  });

  it('a widget that could not be read says why; the others still show', async () => {
    api.DashboardApi.data.mockResolvedValue(answer({ top: { error: { code: 400, msg: 'filterMap.material_id: 不是数字' } } }));
    open();
    const failed = within(await screen.findByTestId('widget-top'));
    expect(await failed.findByText('该指标无法显示')).toBeTruthy();
    expect(failed.getByText('filterMap.material_id: 不是数字')).toBeTruthy();
    expect(screen.getByTestId('figure-quantity').textContent).toBe('1,234,567.5000件');
  });

  it('reloads on the push frames it declares (not on others) and by hand, keeping the figures shown meanwhile', async () => {
    open();
    await screen.findByTestId('figure-quantity');
    api.DashboardApi.data.mockResolvedValue(answer({ lines: { value: '4' } }));
    act(() => {
      for (const l of frames.listeners) l({ type: 'production' });
    });
    expect(api.DashboardApi.data).toHaveBeenCalledTimes(1);
    act(() => {
      for (const l of frames.listeners) l({ type: 'notes' });
    });
    await waitFor(() => expect(screen.getByTestId('figure-lines').textContent).toBe('4'));
    expect(api.DashboardApi.data).toHaveBeenCalledTimes(2);
    api.DashboardApi.data.mockRejectedValue(new Error('network down'));
    // the button spins while a load runs (a click then is merged into it)
    await waitFor(() => expect(screen.getByTestId('dashboard-refresh').className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(api.DashboardApi.data).toHaveBeenCalledTimes(3));
    expect(await screen.findByText('network down')).toBeTruthy();
    // the last figures stay on the screen
    expect(screen.getByTestId('figure-lines').textContent).toBe('4');
  });
});
