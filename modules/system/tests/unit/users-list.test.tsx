// 用户管理 (system/User) in jsdom with portal.User and portal.Role mocked (the calls are tested against
// the server in modules/system/tests/server/users.test.ts): the filters sent, the buttons a role's
// functions show, 锁定 / 重置密码 / 设为默认角色 asked first, the generated password shown once,
// and 删除所选 on the ticked users.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavNode } from '../../../../schemas/menus/types';
import type { UserView } from '../../contracts/users';
import { RpcError } from '../../../../src/api/errors';
import { mergeModuleRoutes } from '../../../../src/app/routes/registry';
import { moduleRoutesOf } from '../../../../src/pages';
import { moduleNode, pageNode } from '../../../../tests/kit/web/fixtures';
import { renderShell } from '../../../../tests/kit/web/harness';
import { client, resetServices } from '../../../../tests/kit/web/servicesMock';
import systemWeb from '../../web';

vi.mock('../../../../src/api/services', async () => ({ ...(await import('../../../../tests/kit/web/servicesMock')) }));
vi.setConfig({ testTimeout: 30_000 });

const Users = client('portal.User');
const Roles = client('portal.Role');
const ALL = ['create', 'update', 'delete', 'lock', 'unlock', 'resetPwd', 'setDefault'].map((f) => `portal.user.${f}`);
const tree: NavNode[] = [moduleNode('mod.system', '系统管理', [pageNode('system.User', 'system/User', '用户管理')])];
const registry = mergeModuleRoutes({ [systemWeb.code]: moduleRoutesOf(systemWeb) });
const show = (granted = ALL) => renderShell(tree, 'system/User', Object.fromEntries(granted.map((g) => [g, true as const])), registry);

const roles = [
  { id: 1, code: 'admin', name: '管理员' },
  { id: 2, code: 'keeper', name: '仓库管理员' },
];
function user(id: number, code: string, extra: Partial<UserView> = {}): UserView {
  return { id, code, name: `用户${id}`, personId: null, personCode: null, personName: null, organId: null, organName: null, state: 0, kind: 0, defaultRoleId: 1, roles, language: 'zh_CN', createDt: '', modifyDt: '', ...extra };
}

beforeAll(async () => {
  await Promise.all([import('../../web/users/UserListPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  Users.listPage.mockReset().mockResolvedValue({ total: 2, page: 1, pageSize: 20, itemList: [user(5, 'wang', { personName: '王强', personCode: 'P1' }), user(6, 'li', { state: 1 })] });
  Roles.getList.mockReset().mockResolvedValue(roles);
  for (const m of ['lock', 'unlock', 'resetPassword', 'setDefaultRole', 'batchRemove']) Users[m].mockReset().mockResolvedValue({});
});
afterEach(cleanup);

const row = (code: string) => screen.getByRole('cell', { name: code }).closest('tr') as HTMLElement;
const confirmText = async (text: string) => (await screen.findByText(text)).closest('.ant-modal-content') as HTMLElement;
const ok = (box: HTMLElement) => fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }));

describe('system/User', () => {
  it('lists the users with person and roles, and sends the filters as the call takes them', async () => {
    show();
    await screen.findByRole('cell', { name: 'wang' });
    expect(within(row('wang')).getByText('王强（P1）')).toBeTruthy();
    expect(within(row('li')).getByText('已锁定')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('账号/姓名'), { target: { value: 'wa' } });
    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click((await screen.findAllByTitle('已锁定')).at(-1)!);
    fireEvent.mouseDown(screen.getByLabelText('角色'));
    fireEvent.click((await screen.findAllByTitle('仓库管理员')).at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(Users.listPage).toHaveBeenLastCalledWith([{ value: 'wa', state: 1, roleId: 2, page: 1, pageSize: 20 }], { ignoreError: true }));
  });

  it('shows only the buttons whose functions the role holds', async () => {
    show(['portal.user.lock']);
    await screen.findByRole('cell', { name: 'wang' });
    expect(within(row('wang')).getByRole('button', { name: /锁\s*定/ })).toBeTruthy();
    expect(within(row('li')).queryByRole('button', { name: /解\s*锁/ })).toBeNull();
    for (const name of [/新\s*增/, /删除所选/, /重置密码/, /编\s*辑/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByTestId('set-default-wang-2')).toBeNull();
  });

  it('锁定 asks first and a refusal is shown', async () => {
    Users.lock.mockRejectedValueOnce(new RpcError(409, '不能锁定自己'));
    show();
    await screen.findByRole('cell', { name: 'wang' });
    fireEvent.click(within(row('wang')).getByRole('button', { name: /锁\s*定/ }));
    ok(await confirmText('锁定后用户「用户5」将无法登录，确定锁定？'));
    await waitFor(() => expect(Users.lock).toHaveBeenCalledWith([[5]], { ignoreError: true }));
    expect(await screen.findByText('不能锁定自己')).toBeTruthy();
  });

  it('重置密码 asks first and shows the new password once', async () => {
    Users.resetPassword.mockResolvedValueOnce({ password: 'Xy12345678' });
    show();
    await screen.findByRole('cell', { name: 'wang' });
    fireEvent.click(within(row('wang')).getByRole('button', { name: /重置密码/ }));
    ok(await confirmText('将为用户「用户5」生成新密码，其已登录的会话将失效。确定重置？'));
    expect((await screen.findByTestId('generated-password')).textContent).toBe('Xy12345678');
    expect(Users.resetPassword).toHaveBeenCalledWith([5], { ignoreError: true });
  });

  it('a role tag other than the default makes it the default after asking', async () => {
    show();
    await screen.findByRole('cell', { name: 'wang' });
    expect(screen.queryByTestId('set-default-wang-1')).toBeNull();
    fireEvent.click(screen.getByTestId('set-default-wang-2'));
    ok(await confirmText('将「仓库管理员」设为用户「用户5」的默认角色？'));
    await waitFor(() => expect(Users.setDefaultRole).toHaveBeenCalledWith([5, 2], { ignoreError: true }));
  });

  it('删除所选 deletes the ticked users after asking', async () => {
    show();
    await screen.findByRole('cell', { name: 'wang' });
    const removeTicked = screen.getByRole('button', { name: /删除所选/ });
    expect((removeTicked as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(row('wang')).getByRole('checkbox'));
    fireEvent.click(within(row('li')).getByRole('checkbox'));
    fireEvent.click(removeTicked);
    ok(await confirmText('确定删除所选的 2 个用户？'));
    await waitFor(() => expect(Users.batchRemove).toHaveBeenCalledWith([[5, 6]], { ignoreError: true }));
    expect(await screen.findByText('删除成功。')).toBeTruthy();
  });
});
