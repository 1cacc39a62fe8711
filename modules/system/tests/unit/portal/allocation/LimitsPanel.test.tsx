// 行权限 in jsdom with portal.MenuAlloc mocked (the limits' effect on records is tested against a
// real database: tests/server/menu-limits.test.ts): a stored limit is shown, a condition without a
// value blocks the save, the save sends both groups, a refusal shows the server's message, and a
// page without an entity says so.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageLimitView } from '../../../../../../schemas/rpc/portal-alloc';
import { RpcError } from '../../../../../../src/api/errors';
import { i18n } from '../../../../../../src/i18n';
import { loadModuleStrings } from '../../../../../../src/i18n/modules';
import { portalAdminPages } from '../../../../web/portal';
import { LimitsPanel } from '../../../../web/portal/allocation/LimitsPanel';

const MenuAllocApi = vi.hoisted(() => ({ getLimits: vi.fn(), saveLimits: vi.fn() }));
vi.mock('../../../../../../src/api/services', async () => ({ ...(await import('../../../../../../tests/kit/web/servicesMock')), MenuAllocApi }));
vi.setConfig({ testTimeout: 30_000 });

const view = (extra: Partial<PageLimitView> = {}): PageLimitView => ({
  allocId: 5,
  entityCode: 'Supplier',
  attrs: [
    { code: 'short_name', name: '简称', dataType: 'String' },
    { code: 'contact', name: '联系人', dataType: 'String' },
  ],
  positive: [{ attr: 'short_name', op: 'eq', value: 'A' }],
  reverse: [],
  ...extra,
});
const show = () => render(<App><LimitsPanel allocId={5} canChange /></App>);

beforeAll(async () => {
  await loadModuleStrings(portalAdminPages);
  await i18n.changeLanguage('zh_CN');
}, 60_000);
beforeEach(() => {
  MenuAllocApi.getLimits.mockReset().mockResolvedValue(view());
  MenuAllocApi.saveLimits.mockReset();
});
afterEach(cleanup);

describe('LimitsPanel', () => {
  it('shows the stored limit and saves both groups with a new reverse condition', async () => {
    show();
    const positive = await screen.findByTestId('limits-positive');
    expect((within(positive).getByRole('textbox', { name: /值/ }) as HTMLInputElement).value).toBe('A');
    expect((screen.getByTestId('save-limits') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('add-limit-reverse'));
    // no attribute and no value yet: cannot save
    expect((screen.getByTestId('save-limits') as HTMLButtonElement).disabled).toBe(true);
    const reverse = screen.getByTestId('limits-reverse');
    fireEvent.mouseDown(within(reverse).getAllByRole('combobox')[0]);
    fireEvent.click(await screen.findByTitle('联系人 (contact)'));
    fireEvent.change(within(reverse).getByRole('textbox', { name: /值/ }), { target: { value: 'X' } });
    MenuAllocApi.saveLimits.mockResolvedValue(view({ reverse: [{ attr: 'contact', op: 'eq', value: 'X' }] }));
    fireEvent.click(screen.getByTestId('save-limits'));
    await waitFor(() => expect(MenuAllocApi.saveLimits).toHaveBeenCalled());
    expect(MenuAllocApi.saveLimits.mock.calls[0][0]).toEqual([{ allocId: 5, positive: [{ attr: 'short_name', op: 'eq', value: 'A' }], reverse: [{ attr: 'contact', op: 'eq', value: 'X' }] }]);
    expect(await screen.findByText('保存数据成功。')).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    show();
    const positive = await screen.findByTestId('limits-positive');
    fireEvent.change(within(positive).getByRole('textbox', { name: /值/ }), { target: { value: 'B' } });
    MenuAllocApi.saveLimits.mockRejectedValue(new RpcError(400, 'positive[0].short_name: 不是 供应商 的字段'));
    fireEvent.click(screen.getByTestId('save-limits'));
    expect(await screen.findByText('positive[0].short_name: 不是 供应商 的字段')).toBeTruthy();
  });

  it('says a page without an entity has no row limits', async () => {
    MenuAllocApi.getLimits.mockResolvedValue(view({ entityCode: null, attrs: [], positive: [] }));
    show();
    expect(await screen.findByText('该页面没有实体，不能设置行权限')).toBeTruthy();
  });
});
