// system/Role and system/RoleDetail in jsdom with portal.Role mocked (the calls have their own
// tests against a real database: modules/system/tests/server/roles.test.ts, tests/server/menu-limits.test.ts):
// the list with its buttons per function, delete asking first and showing a refusal, 分配权限 opening
// the role's own allocation route, and the form sending every field.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavNode } from '../../../../../../schemas/menus/types';
import type { RoleView } from '../../../../contracts/roles';
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

const RoleApi = client('portal.Role');
const ALL = ['create', 'update', 'delete', 'allocate'];

function role(id: number, code: string, extra: Partial<RoleView> = {}): RoleView {
  return { id, code, name: `角色${id}`, nameIntl: {}, category: '生产', level: 1, loginType: 'Password', mergedLogin: false, homePage: null, skin: null, description: null, dataScope: 'Depart', defaultTag: false, statusDict: 0, userCount: 0, createDt: '', modifyDt: '', ...extra };
}
function tree(functions = ALL): NavNode[] {
  const codes = functions.map((f) => `portal.role.${f}`);
  return [
    moduleNode('mod.system', '系统管理', [
      pageNode('system.Role', 'system/Role', '角色管理', { functionControlTag: true, functionList: codes, buttons: codes.map((c) => button(c)) }),
      pageNode('system.RoleDetail', 'system/RoleDetail', '角色详情', { hidden: true }),
      pageNode('system.RoleAllocation', 'system/RoleAllocation', '分配权限', { hidden: true }),
    ]),
  ];
}
const registry = mergeModuleRoutes({ [portalAdminPages.code]: moduleRoutesOf(portalAdminPages) });
const open = (path: string, t = tree()) => renderShell(t, path, buildPermissionMap(t), registry);

beforeAll(async () => {
  await Promise.all([import('../../../../web/portal/roles/RoleListPage'), import('../../../../web/portal/roles/RoleDetailPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  RoleApi.summaryPage.mockResolvedValue({ total: 2, page: 1, pageSize: 20, itemList: [role(7, 'planner', { defaultTag: true }), role(8, 'keeper', { userCount: 3, dataScope: 'Whole' })] });
});
afterEach(cleanup);

describe('system/Role, the role list', () => {
  it('lists the roles with their data scope and default flag; 分配权限 opens the role on its own route', async () => {
    const view = open('system/Role');
    const table = await screen.findByTestId('role-table');
    await within(table).findByText('planner');
    expect(within(table).getByText('本部门')).toBeTruthy();
    expect(within(table).getByText('全部')).toBeTruthy();
    expect(within(table).getByText('默认')).toBeTruthy();
    expect(RoleApi.summaryPage).toHaveBeenCalledWith([expect.objectContaining({ page: 1, pageSize: 20 })], expect.anything());
    fireEvent.click(screen.getByTestId('allocate-planner'));
    await waitFor(() => expect(view.location().pathname).toBe('/demo/system/RoleAllocation'));
    expect(view.location().search).toBe('?roleId=7');
  });

  it("asks before deleting and shows the server's refusal", async () => {
    open('system/Role');
    await screen.findByText('keeper');
    RoleApi.deleteById.mockRejectedValue(new RpcError(409, '角色「角色8」已有 3 个用户，不能删除'));
    fireEvent.click(screen.getByTestId('delete-keeper'));
    expect(await screen.findByText('确定删除角色「角色8」吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('角色「角色8」已有 3 个用户，不能删除')).toBeTruthy();
    expect(RoleApi.deleteById).toHaveBeenCalledWith([8], expect.anything());
  });

  it('offers only the buttons whose functions the role holds', async () => {
    open('system/Role', tree(['update']));
    await screen.findByText('planner');
    expect(screen.queryByTestId('add-role')).toBeNull();
    expect(screen.queryByTestId('delete-planner')).toBeNull();
    expect(screen.queryByTestId('allocate-planner')).toBeNull();
    expect(screen.getAllByText('编辑').length).toBe(2);
  });
});

describe('system/RoleDetail, the role form', () => {
  it('creates a role sending every field, then opens it', async () => {
    RoleApi.save.mockResolvedValue(role(12, 'qc'));
    RoleApi.getOneById.mockResolvedValue(role(12, 'qc'));
    const view = open('system/RoleDetail');
    fireEvent.change(await screen.findByTestId('role-code'), { target: { value: 'qc' } });
    fireEvent.change(screen.getByTestId('role-name'), { target: { value: '质检员' } });
    fireEvent.change(screen.getByTestId('role-category'), { target: { value: '质量' } });
    fireEvent.click(screen.getByTestId('save-role'));
    await waitFor(() => expect(RoleApi.save).toHaveBeenCalled());
    expect(RoleApi.save.mock.calls[0][0]).toEqual([
      { id: null, code: 'qc', name: '质检员', nameIntl: { zh_CN: '质检员', en_US: '质检员' }, category: '质量', level: 0, loginType: 'Password', mergedLogin: false, homePage: null, skin: null, dataScope: 'Self', description: null, defaultTag: false, statusDict: 0 },
    ]);
    await waitFor(() => expect(view.location().search).toBe('?id=12'));
  });

  it('shows a stored role and refuses to save without a code', async () => {
    RoleApi.getOneById.mockResolvedValue(role(7, 'planner', { skin: 'dark', mergedLogin: true }));
    open('system/RoleDetail?id=7');
    const code = (await screen.findByTestId('role-code')) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('planner'));
    fireEvent.change(code, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save-role'));
    expect(await screen.findByText('不能为空')).toBeTruthy();
    expect(RoleApi.save).not.toHaveBeenCalled();
  });
});
