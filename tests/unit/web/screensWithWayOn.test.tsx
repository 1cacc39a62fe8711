// The two screens of the menu that show facts rather than records also offer a way on: the process
// board with nothing on the floor says so and opens 生产工单 (for those who hold it), and the big
// screen of a role with no dashboard to show offers module tiles opening each module's first page.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import productionWeb from '../../../modules/production/web/index';
import workbenchWeb from '../../../modules/workbench/web/index';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { buildPermissionMap } from '../../../src/engine/permissions';
import { loadModuleStrings } from '../../../src/i18n/modules';
import { renderShell } from '../../kit/web/harness';
import { client } from '../../kit/web/servicesMock';
import { moduleNode, pageNode } from '../../kit/web/fixtures';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const registry = mergeModuleRoutes({
  pages: [
    { path: 'task/ProcessBoard', load: () => Promise.all([loadModuleStrings(productionWeb), import('../../../modules/production/boards/web/ProcessBoard')]).then(([, page]) => page) },
    { path: 'app/Display', load: () => Promise.all([loadModuleStrings(workbenchWeb), import('../../../modules/workbench/web/display/DisplayPage')]).then(([, page]) => page), fixed: true },
  ],
});
const tree = () => [
  moduleNode('mod.production', '生产管理', [pageNode('task.Order', 'task/Order', '生产工单'), pageNode('task.ProcessBoard', 'task/ProcessBoard', '工序看板')]),
  moduleNode('mod.sale', '销售管理', [pageNode('sale.Order', 'sale/Order', '销售订单')]),
  moduleNode('mod.workbench', '工作台', [pageNode('app.Display', 'app/Display', '大屏展示')]),
];

describe('screens with a way on', () => {
  it('the process board with no order on the floor says so and opens 生产工单', async () => {
    client('task.Board').process.mockResolvedValue({ processes: [], totals: { running: 0, finishedToday: 0, outputToday: '0', qualifiedRate: '0' } });
    const t = tree();
    const { location } = renderShell(t, 'task/ProcessBoard', buildPermissionMap(t), registry, true);
    const empty = await screen.findByTestId('board-empty', {}, { timeout: 15_000 });
    expect(empty.textContent).toContain('暂无在制工单');
    fireEvent.click(screen.getByRole('button', { name: '查看生产工单' }));
    await waitFor(() => expect(location().pathname).toBe('/demo/task/Order'));
  });

  it('the big screen with no dashboard for the role shows the module tiles, each opening the module’s first page', async () => {
    client('workbench.Display').screens.mockResolvedValue([]);
    const t = tree();
    const { location } = renderShell(t, 'app/Display', buildPermissionMap(t), registry, true);
    fireEvent.click(await screen.findByTestId('display-module-mod.sale', {}, { timeout: 15_000 }));
    await waitFor(() => expect(location().pathname).toBe('/demo/sale/Order'));
  });
});
