// system/Api in jsdom with portal.Api mocked (the calls themselves are tested against the server in
// tests/server/menu-design.test.ts): the calls listed with their access, a search sent as typed,
// a row opening the call's argument shapes, a failed detail shown in the drawer.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavNode } from '../../../../../../schemas/menus/types';
import { moduleNode, pageNode } from '../../../../../../tests/kit/web/fixtures';
import { renderShell } from '../../../../../../tests/kit/web/harness';
import { client, resetServices } from '../../../../../../tests/kit/web/servicesMock';
import { RpcError } from '../../../../../../src/api/errors';
import { mergeModuleRoutes } from '../../../../../../src/app/routes/registry';
import { buildPermissionMap } from '../../../../../../src/engine/permissions';
import { moduleRoutesOf } from '../../../../../../src/pages';
import { portalAdminPages } from '../../../../web/portal';

vi.mock('../../../../../../src/api/services', async () => ({ ...(await import('../../../../../../tests/kit/web/servicesMock')) }));
vi.setConfig({ testTimeout: 30_000 });

const Api = client('portal.Api');
const tree: NavNode[] = [moduleNode('mod.system', '系统管理', [pageNode('system.Api', 'system/Api', '接口管理')])];
const registry = mergeModuleRoutes({ [portalAdminPages.code]: moduleRoutesOf(portalAdminPages) });
const open = () => renderShell(tree, 'system/Api', buildPermissionMap(tree), registry);

beforeAll(async () => {
  await Promise.all([import('../../../../web/portal/apis/ApiListPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  Api.summaryPage.mockResolvedValue({
    total: 2,
    page: 1,
    pageSize: 20,
    itemList: [
      { path: 'portal.Login/publicKey', access: 'public' },
      { path: 'portal.Menu/create', access: 'system/App: portal.menu.create' },
    ],
  });
});
afterEach(cleanup);

describe('system/Api', () => {
  it('lists the calls with who may make them and searches by path', async () => {
    open();
    const table = await screen.findByTestId('api-table');
    await within(table).findByText('/portal.Menu/create');
    expect(within(table).getByText('公开')).toBeTruthy();
    expect(within(table).getByText('system/App: portal.menu.create')).toBeTruthy();
    fireEvent.change(screen.getByTestId('api-keyword'), { target: { value: 'Menu' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(Api.summaryPage).toHaveBeenLastCalledWith([{ text: 'Menu', page: 1, pageSize: 20 }], { ignoreError: true }));
  });

  it('opens a call with its arguments as JSON Schema, and says when it cannot', async () => {
    Api.getApiDetail.mockResolvedValueOnce({
      path: 'portal.Menu/create',
      service: 'portal.Menu',
      method: 'create',
      access: 'system/App: portal.menu.create',
      args: [{ name: 'item', schema: { type: 'object', required: ['name'] } }],
    });
    open();
    fireEvent.click(await screen.findByTestId('api-portal.Menu/create'));
    const detail = await screen.findByTestId('api-detail');
    expect(within(detail).getByText('0 · item')).toBeTruthy();
    expect(detail.textContent).toContain('"required"');
    expect(Api.getApiDetail).toHaveBeenCalledWith(['portal.Menu/create'], { ignoreError: true });

    Api.getApiDetail.mockRejectedValueOnce(new RpcError(4003, '没有操作权限：system/Api'));
    fireEvent.click(screen.getByTestId('api-portal.Login/publicKey'));
    expect(await screen.findByText('没有操作权限：system/Api')).toBeTruthy();
  });
});
