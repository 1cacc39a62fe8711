// 分配权限 on its own route (system/RoleAllocation?roleId=) in jsdom with the calls mocked: the role
// named in the header, switching role from the picker without leaving, and the role's values of
// the permission definition tree in their own tab.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RightNode } from '../../../../contracts/rights';
import type { RoleView } from '../../../../contracts/roles';
import type { NavNode } from '../../../../../../schemas/menus/types';
import { button, moduleNode, pageNode } from '../../../../../../tests/kit/web/fixtures';
import { renderShell } from '../../../../../../tests/kit/web/harness';
import { client, resetServices } from '../../../../../../tests/kit/web/servicesMock';
import { mergeModuleRoutes } from '../../../../../../src/app/routes/registry';
import { buildPermissionMap } from '../../../../../../src/engine/permissions';
import { moduleRoutesOf } from '../../../../../../src/pages';
import { portalAdminPages } from '../../../../web/portal';

const MenuAllocApi = vi.hoisted(() => ({ listTree: vi.fn(), getAllocatedTree: vi.fn(), getAllocatedPortalTree: vi.fn(), getPageDetail: vi.fn(), getPageDetailByUrl: vi.fn(), todoCount: vi.fn() }));
vi.mock('../../../../../../src/api/services', async () => ({ ...(await import('../../../../../../tests/kit/web/servicesMock')), MenuAllocApi }));
vi.setConfig({ testTimeout: 30_000 });

const RoleApi = client('portal.Role');
const RightApi = client('portal.Right');

const role = (id: number, code: string): RoleView => ({ id, code, name: `角色${id}`, nameIntl: {}, category: null, level: 0, loginType: 'Password', mergedLogin: false, homePage: null, skin: null, description: null, dataScope: 'Self', defaultTag: false, statusDict: 0, userCount: 0, createDt: '', modifyDt: '' });
const right = (extra: Partial<RightNode>): RightNode => ({ id: 1, parentId: null, kind: 'group', code: 'g', name: '分组', nameIntl: {}, options: [], sn: 0, description: null, roleCount: 0, children: [], ...extra });

function tree(): NavNode[] {
  const codes = ['portal.role.allocate'];
  return [
    moduleNode('mod.system', '系统管理', [
      pageNode('system.Role', 'system/Role', '角色管理', { functionControlTag: true, functionList: codes, buttons: codes.map((c) => button(c)) }),
      pageNode('system.RoleAllocation', 'system/RoleAllocation', '分配权限', { hidden: true }),
    ]),
  ];
}
const registry = mergeModuleRoutes({ [portalAdminPages.code]: moduleRoutesOf(portalAdminPages) });
const open = () => renderShell(tree(), 'system/RoleAllocation?roleId=7', buildPermissionMap(tree()), registry);

beforeAll(async () => {
  await Promise.all([import('../../../../web/portal/allocation/AllocationPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  for (const fn of Object.values(MenuAllocApi)) fn.mockReset();
  MenuAllocApi.listTree.mockResolvedValue([]);
  MenuAllocApi.getAllocatedTree.mockResolvedValue([]);
  RoleApi.getList.mockResolvedValue([role(7, 'planner'), role(8, 'keeper')]);
  RightApi.tree.mockResolvedValue([right({ id: 1, code: 'prod', name: '生产权限', children: [right({ id: 2, parentId: 1, kind: 'boolean', code: 'canRework', name: '允许返工' })] })]);
  RightApi.roleValues.mockResolvedValue([]);
});
afterEach(cleanup);

describe('system/RoleAllocation', () => {
  it('names the role in the header and switches role from the picker without leaving the page', async () => {
    const view = open();
    expect(await screen.findByText('分配权限 · 角色7 (planner)')).toBeTruthy();
    await waitFor(() => expect(MenuAllocApi.listTree).toHaveBeenCalledWith(['Web', 7], expect.anything()));
    fireEvent.mouseDown(within(screen.getByTestId('role-picker')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('角色8 (keeper)'));
    await waitFor(() => expect(view.location().search).toBe('?roleId=8'));
    expect(view.location().pathname).toBe('/demo/system/RoleAllocation');
    expect(await screen.findByText('分配权限 · 角色8 (keeper)')).toBeTruthy();
    await waitFor(() => expect(MenuAllocApi.listTree).toHaveBeenCalledWith(['Web', 8], expect.anything()));
  });

  it("sets the role's values of the permission definition tree in their own tab", async () => {
    open();
    fireEvent.click(await screen.findByText('权限项'));
    const rights = await screen.findByTestId('role-rights');
    expect(RightApi.roleValues).toHaveBeenCalledWith([7], expect.anything());
    fireEvent.click(within(rights).getByRole('switch', { name: '允许返工' }));
    RightApi.setRoleValues.mockResolvedValue([{ rightId: 2, code: 'canRework', value: true }]);
    fireEvent.click(screen.getByTestId('save-role-rights'));
    await waitFor(() => expect(RightApi.setRoleValues).toHaveBeenCalledWith([7, [{ rightId: 2, value: true }]], expect.anything()));
  });
});
