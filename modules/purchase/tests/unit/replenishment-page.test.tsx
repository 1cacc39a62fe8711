// 采购补货 (purchase/Replenishment) in jsdom with erp.Replenishment mocked (the call is tested against
// the server in ../server/replenishment.test.ts): the filters sent, a late order-by date in red,
// nothing to tick without the function, and 生成采购订单 on the ticked rows showing the orders made
// (each opening its detail) and the materials skipped with the server's reason.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavNode } from '../../../../schemas/menus/types';
import { mergeModuleRoutes } from '../../../../src/app/routes/registry';
import { moduleRoutesOf } from '../../../../src/pages';
import { moduleNode, pageNode } from '../../../../tests/kit/web/fixtures';
import { renderShell } from '../../../../tests/kit/web/harness';
import { client, resetServices } from '../../../../tests/kit/web/servicesMock';
import type { ReplenishmentRow } from '../../replenishment';
import purchaseWeb from '../../web';

vi.mock('../../../../src/api/services', async () => ({ ...(await import('../../../../tests/kit/web/servicesMock')) }));
vi.setConfig({ testTimeout: 30_000 });

const Api = client('erp.Replenishment');
const CREATE = 'purchase.replenishment.createOrders';
const tree: NavNode[] = [moduleNode('mod.purchase', '采购管理', [pageNode('purchase.Replenishment', 'purchase/Replenishment', '采购补货')])];
const registry = mergeModuleRoutes({ [purchaseWeb.code]: moduleRoutesOf(purchaseWeb) });
const show = (granted: string[] = [CREATE]) => renderShell(tree, 'purchase/Replenishment', Object.fromEntries(granted.map((g) => [g, true as const])), registry);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv');
function suggestion(materialId: number, code: string, extra: Partial<ReplenishmentRow> = {}): ReplenishmentRow {
  return { materialId, code, name: `物料${code}`, spec: null, unit: 'PCS', safeStock: '100', available: '10', onOrder: '0', demand: '0', suggested: '90', supplierId: 3, supplierName: '华东钢材', price: '2.5', leadDays: 5, needBy: day(5), orderBy: day(0), ...extra };
}

beforeAll(async () => {
  await Promise.all([import('../../web/ReplenishmentPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  Api.page.mockReset().mockResolvedValue({
    total: 3,
    page: 1,
    pageSize: 20,
    itemList: [suggestion(1, 'M-LATE', { orderBy: day(-3), needBy: day(2) }), suggestion(2, 'M-NEW', { supplierId: null, supplierName: null, price: null }), suggestion(3, 'M-OK', { suggested: '0' })],
  });
  Api.createOrders.mockReset();
});
afterEach(cleanup);

const row = (code: string) => screen.getByRole('cell', { name: code }).closest('tr') as HTMLElement;

describe('purchase/Replenishment', () => {
  it('shows the suggestions with a late order-by date in red and a never-bought material named so; the switch asks for every material', async () => {
    show();
    await screen.findByRole('cell', { name: 'M-LATE' });
    expect(within(row('M-LATE')).getByTitle('已晚于最迟下单日').textContent).toBe(day(-3));
    expect(within(row('M-NEW')).getByText('无采购记录')).toBeTruthy();
    // first load: the server's default, only what is short
    expect(Api.page).toHaveBeenCalledWith([{ page: 1, pageSize: 20 }], { ignoreError: true });
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(Api.page).toHaveBeenLastCalledWith([{ page: 1, pageSize: 20, onlyShort: false }], { ignoreError: true }));
  });

  it('without the function there is nothing to tick and no button', async () => {
    show([]);
    await screen.findByRole('cell', { name: 'M-LATE' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByTestId('replenishment-create')).toBeNull();
  });

  it('makes orders of the ticked rows after asking, then lists the orders made and the materials skipped', async () => {
    Api.createOrders.mockResolvedValue({ orders: [{ id: 41, code: 'CG20261129001', supplierName: '华东钢材', lines: 1 }], skipped: [{ materialId: 2, code: 'M-NEW', reason: '没有可建议的供应商，请手工下单' }] });
    show();
    await screen.findByRole('cell', { name: 'M-LATE' });
    expect((within(row('M-OK')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(row('M-LATE')).getByRole('checkbox'));
    fireEvent.click(within(row('M-NEW')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('replenishment-create'));
    const ask = (await screen.findByText('为选中的 2 个物料按建议供应商生成采购订单（草稿）？')).closest('.ant-modal-content') as HTMLElement;
    fireEvent.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(Api.createOrders).toHaveBeenCalledWith([[1, 2]], { ignoreError: true }));
    const made = await screen.findByTestId('replenish-orders');
    expect(within(made).getByText('CG20261129001')).toBeTruthy();
    expect(screen.getByTestId('replenish-skipped').textContent).toContain('M-NEW：没有可建议的供应商，请手工下单');
    // the list reloads: the ordered rows now read as on order
    expect(Api.page).toHaveBeenCalledTimes(2);
  });
});
