// 权限定义 (a tab of system/Role) in jsdom with portal.Right mocked (its rules have server tests:
// modules/system/tests/server/rights.test.ts): the tree, adding a group under the selected group,
// a number item's bounds checked before saving, and an in-use item's refused delete shown.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RightNode } from '../../../../contracts/rights';
import type { NavNode } from '../../../../../../schemas/menus/types';
import { button, moduleNode, pageNode } from '../../../../../../tests/kit/web/fixtures';
import { renderShell } from '../../../../../../tests/kit/web/harness';
import { client, resetServices } from '../../../../../../tests/kit/web/servicesMock';
import { RpcError } from '../../../../../../src/api/errors';
import { mergeModuleRoutes } from '../../../../../../src/app/routes/registry';
import { buildPermissionMap } from '../../../../../../src/engine/permissions';
import { moduleRoutesOf } from '../../../../../../src/pages';
import { portalAdminPages } from '../../../../web/portal';

vi.mock('../../../../../../src/api/services', async () => ({ ...(await import('../../../../../../tests/kit/web/servicesMock')) }));
vi.setConfig({ testTimeout: 30_000 });

const RightApi = client('portal.Right');
const RoleApi = client('portal.Role');

const node = (extra: Partial<RightNode>): RightNode => ({ id: 1, parentId: null, kind: 'group', code: 'g', name: '分组', nameIntl: {}, options: [], sn: 0, description: null, roleCount: 0, children: [], ...extra });
const rights = (): RightNode[] => [
  node({ id: 1, code: 'prod', name: '生产权限', children: [node({ id: 2, parentId: 1, kind: 'number', code: 'maxQty', name: '最大数量', options: { min: 0, max: 100 }, roleCount: 2 })] }),
];
function tree(): NavNode[] {
  const codes = ['portal.role.update', 'portal.role.allocate'];
  return [moduleNode('mod.system', '系统管理', [pageNode('system.Role', 'system/Role', '角色管理', { functionControlTag: true, functionList: codes, buttons: codes.map((c) => button(c)) })])];
}
const registry = mergeModuleRoutes({ [portalAdminPages.code]: moduleRoutesOf(portalAdminPages) });

async function openRights() {
  renderShell(tree(), 'system/Role', buildPermissionMap(tree()), registry);
  fireEvent.click(await screen.findByText('权限定义'));
  return screen.findByTestId('rights-panel');
}

beforeAll(async () => {
  await Promise.all([import('../../../../web/portal/roles/RoleListPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  RoleApi.summaryPage.mockResolvedValue({ total: 0, page: 1, pageSize: 20, itemList: [] });
  RightApi.tree.mockResolvedValue(rights());
});
afterEach(cleanup);

describe('权限定义, the permission definition tree', () => {
  it('adds a group under the selected group', async () => {
    const panel = await openRights();
    fireEvent.click(within(panel).getByTestId('right-node-prod'));
    fireEvent.click(screen.getByTestId('add-right-group'));
    fireEvent.change(screen.getByTestId('right-code'), { target: { value: 'shift' } });
    fireEvent.change(screen.getByTestId('right-name'), { target: { value: '班次权限' } });
    RightApi.save.mockResolvedValue(node({ id: 5, parentId: 1, code: 'shift', name: '班次权限' }));
    fireEvent.click(screen.getByTestId('save-right'));
    await waitFor(() => expect(RightApi.save).toHaveBeenCalled());
    expect(RightApi.save.mock.calls[0][0][0]).toMatchObject({ id: null, parentId: 1, kind: 'group', code: 'shift', name: '班次权限', options: [] });
  });

  it("checks a number item's bounds before saving", async () => {
    const panel = await openRights();
    fireEvent.click(within(panel).getByTestId('right-node-maxQty'));
    expect(await screen.findByText(/已有 2 个角色设置了该项的值/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('right-min'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('right-max'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('save-right'));
    expect(await screen.findByText('最大值不能小于最小值')).toBeTruthy();
    expect(RightApi.save).not.toHaveBeenCalled();
  });

  it("asks before deleting and shows the server's refusal of an item in use", async () => {
    const panel = await openRights();
    fireEvent.click(within(panel).getByTestId('right-node-maxQty'));
    RightApi.delete.mockRejectedValue(new RpcError(409, '「最大数量」已有 2 个角色使用，不能删除'));
    fireEvent.click(await screen.findByTestId('delete-right'));
    expect(await screen.findByText('确定删除「最大数量」吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('「最大数量」已有 2 个角色使用，不能删除')).toBeTruthy();
    expect(RightApi.delete).toHaveBeenCalledWith([2], expect.anything());
  });
});
