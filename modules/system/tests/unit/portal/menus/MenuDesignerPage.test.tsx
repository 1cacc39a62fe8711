// system/App in jsdom with portal.Menu mocked (its rules have their own tests against a real
// database: tests/server/menu-design.test.ts): a new module shows at once as tmpId, 新功能, unsaved,
// and is created with the literal id; the product's items are locked and read-only; a wrong
// template parameter is listed with its path and blocks the save; a refused delete shows the
// server's message; leaving with unsaved items asks first.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavNode } from '../../../../../../schemas/menus/types';
import type { MenuItem } from '../../../../../../schemas/rpc/portal-menu';
import { button, moduleNode, pageNode } from '../../../../../../tests/kit/web/fixtures';
import { renderShell } from '../../../../../../tests/kit/web/harness';
import { resetServices } from '../../../../../../tests/kit/web/servicesMock';
import { RpcError } from '../../../../../../src/api/errors';
import { mergeModuleRoutes } from '../../../../../../src/app/routes/registry';
import { buildPermissionMap } from '../../../../../../src/engine/permissions';
import { moduleRoutesOf } from '../../../../../../src/pages';
import { portalAdminPages } from '../../../../web/portal';

const MenuApi = vi.hoisted(() => ({ listTree: vi.fn(), create: vi.fn(), update: vi.fn(), delete: vi.fn(), drag: vi.fn() }));
vi.mock('../../../../../../src/api/services', async () => ({ ...(await import('../../../../../../tests/kit/web/servicesMock')), MenuApi }));
vi.setConfig({ testTimeout: 30_000 });

function item(id: number, type: MenuItem['type'], parentId: number | null, own: boolean, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem {
  const name = extra.name ?? `菜单${id}`;
  return { id, name, nameIntl: { zh_CN: name }, code: `c${id}`, url: type === 2 ? `m/p${id}` : null, remark: null, icon: null, type, portalType: 'Web', parentId, sn: id, lowcodeTag: false, params: null, pageType: 'Business', own, children, ...extra };
}
const serverTree = (): MenuItem[] => [item(1, 1, null, false, [item(2, 2, 1, false, [], { name: '供应商' })], { name: '主数据' }), item(10, 1, null, true, [item(11, 2, 10, true, [], { name: '我的页面' })], { name: '我的模块' })];

function appTree(functions = ['list', 'create', 'update', 'delete']): NavNode[] {
  const codes = functions.map((f) => `portal.menu.${f}`);
  return [moduleNode('mod.system', '系统管理', [pageNode('system.App', 'system/App', '菜单管理', { functionControlTag: true, functionList: codes, buttons: codes.map((c) => button(c)) })])];
}
const registry = mergeModuleRoutes({ [portalAdminPages.code]: moduleRoutesOf(portalAdminPages) });
const open = (tree = appTree()) => renderShell(tree, 'system/App', buildPermissionMap(tree), registry);
const tree = () => screen.getByTestId('menu-tree');
const nodeTitle = (text: string) => within(tree()).getByText(text);

function hmiTree(functions = ['view', 'create', 'update', 'delete']): NavNode[] {
  const codes = functions.map((f) => `system.hmi.${f}`);
  return [
    moduleNode('mod.system', '系统管理', [
      pageNode('system.Hmi', 'system/Hmi', '工控机管理', { functionControlTag: true, functionList: codes, buttons: codes.map((c) => button(c)) }),
      pageNode('system.HmiDetail', 'system/HmiDetail', '工控机菜单详情', { hidden: true }),
    ]),
  ];
}
const openHmi = (path = 'system/Hmi', t = hmiTree()) => renderShell(t, path, buildPermissionMap(t), registry);

beforeAll(async () => {
  await Promise.all([import('../../../../web/portal/menus/MenuDesignerPage'), import('../../../../web/portal/menus/HmiDesignerPage'), import('../../../../web/portal/menus/HmiDetailPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  for (const fn of Object.values(MenuApi)) fn.mockReset();
  MenuApi.listTree.mockResolvedValue(serverTree());
});
afterEach(cleanup);

describe('system/App, the menu designer', () => {
  it('shows a new module at once as tmpId named 新功能 with an unsaved mark, and creates it with the literal id', async () => {
    open();
    await screen.findByTestId('menu-tree');
    expect(MenuApi.listTree).toHaveBeenCalledWith(['Web'], expect.anything());
    fireEvent.click(screen.getByTestId('add-module'));
    const fresh = nodeTitle('新功能').closest('[data-testid^="menu-node-"]') as HTMLElement;
    expect(within(fresh).getByText('tmpId')).toBeTruthy();
    expect(within(fresh).getByTestId('unsaved-mark').textContent).toBe('未保存');
    expect(screen.getByTestId('menu-item-id').textContent).toBe('tmpId');
    expect((screen.getByTestId('menu-name') as HTMLInputElement).value).toBe('新功能');

    const created = item(20, 1, null, true, [], { name: '新功能', code: 'module_x' });
    MenuApi.create.mockResolvedValue(created);
    MenuApi.listTree.mockResolvedValue([...serverTree(), created]);
    fireEvent.click(screen.getByTestId('menu-save'));
    await waitFor(() => expect(screen.getByTestId('menu-item-id').textContent).toBe('20'));
    expect(MenuApi.create).toHaveBeenCalledWith([expect.objectContaining({ id: 'tmpId', type: 1, portalType: 'Web', parentId: null, name: '新功能' })], expect.anything());
    // (the unsaved node may linger in the tree's leave animation, which never ends in jsdom)
    const savedNode = await within(tree()).findByTestId('menu-node-module_x');
    expect(within(savedNode).queryByTestId('unsaved-mark')).toBeNull();
    expect(within(savedNode).queryByText('tmpId')).toBeNull();
  });

  it("locks the product's items: a lock mark in the tree, a read-only form", async () => {
    open();
    await screen.findByTestId('menu-tree');
    const product = nodeTitle('主数据').closest('[data-testid^="menu-node-"]') as HTMLElement;
    expect(within(product).getByLabelText('系统内置菜单（只读）')).toBeTruthy();
    expect(within(nodeTitle('我的模块').closest('[data-testid^="menu-node-"]') as HTMLElement).queryByLabelText('系统内置菜单（只读）')).toBeNull();
    fireEvent.click(nodeTitle('主数据'));
    expect(await screen.findByText('这是系统内置菜单，只能查看；可在它下面新增本租户的模块和页面。')).toBeTruthy();
    expect((screen.getByTestId('menu-name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('menu-delete') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists a wrong template parameter with its path and keeps save disabled until it is right', async () => {
    open();
    await screen.findByTestId('menu-tree');
    fireEvent.click(nodeTitle('我的模块'));
    fireEvent.click(screen.getByTestId('add-page'));
    expect((screen.getByTestId('menu-name') as HTMLInputElement).value).toBe('新页面');
    fireEvent.change(screen.getByTestId('menu-url'), { target: { value: 'my/page' } });
    expect((screen.getByTestId('menu-save') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('params-skeleton'));
    expect(screen.getByTestId('params-problems').textContent).toContain('entityCode');
    fireEvent.change(screen.getByTestId('params-editor'), { target: { value: '{"class":"VformList","entityCode":"Supplier","defaultPageSize":"20"}' } });
    expect(screen.getByTestId('params-problems').textContent).toContain('defaultPageSize');
    expect((screen.getByTestId('menu-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('params-editor'), { target: { value: '{"class":"VformList","entityCode":"Supplier"}' } });
    expect(screen.queryByTestId('params-problems')).toBeNull();
    expect((screen.getByTestId('menu-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it("asks before deleting and shows the server's refusal while children exist", async () => {
    open();
    await screen.findByTestId('menu-tree');
    fireEvent.click(nodeTitle('我的模块'));
    MenuApi.delete.mockRejectedValue(new RpcError(409, '「我的模块」下还有子菜单，请先删除子菜单'));
    fireEvent.click(screen.getByTestId('menu-delete'));
    expect(await screen.findByText('确定删除菜单「我的模块」吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('「我的模块」下还有子菜单，请先删除子菜单')).toBeTruthy();
    expect(MenuApi.delete).toHaveBeenCalledWith([10], expect.anything());
  });

  it('asks before leaving with unsaved items', async () => {
    const view = open();
    await screen.findByTestId('menu-tree');
    fireEvent.click(screen.getByTestId('add-module'));
    await act(() => view.router.navigate('/demo/home'));
    expect(await screen.findByText('当前表单有未保存的修改，确定离开吗？')).toBeTruthy();
    expect(view.location().pathname).toBe('/demo/system/App');
  });

  it('offers no add or delete without their functions', async () => {
    open(appTree(['list']));
    await screen.findByTestId('menu-tree');
    expect((screen.getByTestId('add-module') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(nodeTitle('我的模块'));
    expect((screen.getByTestId('menu-name') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('system/App and system/Hmi, one designer per portal', () => {
  it('system/App switches between the Web and App portals', async () => {
    open();
    await screen.findByTestId('menu-tree');
    const portals = screen.getByTestId('portal-switch');
    expect(within(portals).queryByText('工控机门户')).toBeNull();
    fireEvent.click(within(portals).getByText('App 门户'));
    await waitFor(() => expect(MenuApi.listTree).toHaveBeenCalledWith(['App'], expect.anything()));
  });

  it("system/Hmi designs the Hmi tree with system/Hmi's functions and opens an item in system/HmiDetail", async () => {
    const view = openHmi();
    await screen.findByTestId('menu-tree');
    expect(MenuApi.listTree).toHaveBeenCalledWith(['Hmi'], expect.anything());
    expect(MenuApi.listTree).not.toHaveBeenCalledWith(['Web'], expect.anything());
    expect((screen.getByTestId('add-module') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('add-module'));
    MenuApi.create.mockResolvedValue(item(30, 1, null, true, [], { name: '新功能', code: 'hmi_x', portalType: 'Hmi' }));
    fireEvent.click(screen.getByTestId('menu-save'));
    await waitFor(() => expect(MenuApi.create).toHaveBeenCalledWith([expect.objectContaining({ id: 'tmpId', portalType: 'Hmi', name: '新功能' })], expect.anything()));
    fireEvent.click(nodeTitle('我的模块'));
    fireEvent.click(await screen.findByTestId('open-hmi-detail'));
    await waitFor(() => expect(view.location().pathname).toBe('/demo/system/HmiDetail'));
    expect(view.location().search).toBe('?id=10');
  });

  it('system/HmiDetail shows the item form of one Hmi item; without system.hmi.update it is read-only', async () => {
    openHmi('system/HmiDetail?id=11', hmiTree(['view']));
    const name = (await screen.findByTestId('menu-name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('我的页面'));
    expect(name.disabled).toBe(true);
    expect(MenuApi.listTree).toHaveBeenCalledWith(['Hmi'], expect.anything());
  });
});
