// Actions a page declares (ActionDef) beside the template's own: resolved by handler name from the
// action registry, shown only with their function code, asked first when they say so, and the
// built-in callService posts the selection to the call they name.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionDef } from '../../../schemas/pages/types';
import { type ActionContext, registerActions } from '../../../src/templates/actions/registry';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { supplierEntity } from '../../kit/web/fakes';
import { button } from '../../kit/web/fixtures';
import { grant, preloadTemplates, renderShell, supplierTree } from '../../kit/web/harness';
import { EntityApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadTemplates, 120_000);

const row = (id: number, status = 'Saved') => ({ id, version: 1, code: `S00${id}`, name: `供应商${id}`, status_dict: { dict: status, name: status } });
const mark = vi.fn(async (_ctx: ActionContext) => '已标记开票');
registerActions({ 'test.markInvoice': async () => ({ default: mark }) }, 'the test');

const ACTIONS: ActionDef[] = [
  { code: 'markInvoice', label: '标记开票', labelEn: 'Mark invoiced', place: 'toolbar', handler: 'test.markInvoice', confirm: { zh_CN: '确定标记为已开票？', en_US: 'Mark as invoiced?' } },
  { code: 'toEntry', label: '生成入库单', labelEn: 'Make entry', place: 'row', handler: 'callService', call: '/wms.Entry/fromSupplier', statuses: ['Audit'] },
  { code: 'broken', label: '坏按钮', labelEn: 'Broken', place: 'toolbar', handler: 'nobody.registered' },
  { code: 'markInvoice', label: '标记开票', labelEn: 'Mark invoiced', place: 'detail', handler: 'test.markInvoice', statuses: ['Audit'] },
];

function tree() {
  const t = supplierTree({ class: 'VformList', entityCode: 'Supplier', detailClass: 'VformDetail', actions: ACTIONS });
  const list = t[0].children[0];
  for (const code of ['mdm.supplier.markInvoice', 'mdm.supplier.toEntry', 'mdm.supplier.broken']) {
    list.buttons.push(button(code));
    list.functionList.push(code);
  }
  return t;
}

const fetchMock = vi.fn();
beforeEach(() => {
  resetServices();
  clearPageModelCache();
  mark.mockClear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 200, msg: 'success', body: { msg: '已生成入库单 RK001' } }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  EntityApi.detail.mockResolvedValue(supplierEntity());
  MetaDynamicApi.summaryPage.mockResolvedValue({ itemList: [row(1), row(2, 'Audit')], total: 2, page: 1, pageSize: 20 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const selectRow = (code: string) => fireEvent.click(within(screen.getByText(code).closest('tr')!).getByRole('checkbox'));

describe('declared actions', () => {
  it('a detail action acts on the open record, in its statuses, and the record reloads', async () => {
    MetaDynamicApi.getValue.mockResolvedValue(row(2, 'Audit'));
    renderShell(tree(), 'mdm/SupplierDetail?formId=Supplier&entityCode=Supplier&id=2', grant('update', 'markInvoice' as never));
    const detailButton = await screen.findByRole('button', { name: '标记开票' });
    fireEvent.click(detailButton);
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
    expect(mark.mock.calls[0][0]).toMatchObject({ entityCode: 'Supplier', pageUrl: 'mdm/Supplier', records: [expect.objectContaining({ id: 2 })] });
    await waitFor(() => expect(MetaDynamicApi.getValue.mock.calls.length).toBeGreaterThan(1));
  });

  it('a detail action saves unsaved edits first, then acts on the saved record', async () => {
    MetaDynamicApi.getValue.mockResolvedValue(row(2, 'Saved'));
    MetaDynamicApi.saveValue.mockImplementation(async ([, record]) => ({ ...row(2, 'Saved'), ...record, version: 2 }));
    const saved = { id: 2, version: 2 };
    const anyStatus = tree();
    const params = JSON.parse(anyStatus[0].children[0].params!) as { actions: ActionDef[] };
    params.actions = params.actions.map(({ statuses: _s, ...a }) => a);
    anyStatus[0].children[0].params = JSON.stringify(params);
    renderShell(anyStatus, 'mdm/SupplierDetail?formId=Supplier&entityCode=Supplier&id=2', grant('update', 'markInvoice' as never));
    const name = await screen.findByTestId('edit-name');
    fireEvent.change(name, { target: { value: '改过的名字' } });
    fireEvent.click(screen.getByRole('button', { name: '标记开票' }));
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
    expect(MetaDynamicApi.saveValue).toHaveBeenCalledTimes(1);
    expect(MetaDynamicApi.saveValue.mock.calls[0][0][1]).toMatchObject({ id: 2, name: '改过的名字' });
    expect(mark.mock.calls[0][0].records[0]).toMatchObject(saved);
  });

  it('a detail action is disabled for a record outside its statuses', async () => {
    MetaDynamicApi.getValue.mockResolvedValue(row(1, 'Saved'));
    renderShell(tree(), 'mdm/SupplierDetail?formId=Supplier&entityCode=Supplier&id=1', grant('update', 'markInvoice' as never));
    expect((await screen.findByRole('button', { name: '标记开票' })).hasAttribute('disabled')).toBe(true);
  });

  it('a toolbar action needs a selection, asks first, runs its handler with the rows and says what it did', async () => {
    renderShell(tree(), 'mdm/Supplier', grant('create', 'update', 'delete', 'markInvoice' as never));
    await screen.findByText('S001');
    const markButton = screen.getByRole('button', { name: '标记开票' });
    expect(markButton.hasAttribute('disabled')).toBe(true);
    selectRow('S001');
    await waitFor(() => expect(markButton.hasAttribute('disabled')).toBe(false));
    fireEvent.click(markButton);
    expect(await screen.findByText('确定标记为已开票？')).toBeTruthy();
    expect(mark).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
    expect(mark.mock.calls[0][0]).toMatchObject({ entityCode: 'Supplier', pageUrl: 'mdm/Supplier', records: [expect.objectContaining({ id: 1 })] });
    expect(await screen.findByText('已标记开票')).toBeTruthy();
    // the list reloads what the action changed
    await waitFor(() => expect(MetaDynamicApi.summaryPage.mock.calls.length).toBeGreaterThan(1));
  });

  it('is not there without its function code', async () => {
    renderShell(tree(), 'mdm/Supplier', grant('create', 'update', 'delete'));
    await screen.findByText('S001');
    expect(screen.queryByRole('button', { name: '标记开票' })).toBeNull();
    expect(screen.queryByRole('button', { name: '生成入库单' })).toBeNull();
  });

  it('a row action applies in its statuses only; callService posts the row to the call it names', async () => {
    renderShell(tree(), 'mdm/Supplier', grant('toEntry' as never));
    await screen.findByText('S001');
    const saved = within(screen.getByText('S001').closest('tr')!).getByRole('button', { name: '生成入库单' });
    expect(saved.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(screen.getByText('S002').closest('tr')!).getByRole('button', { name: '生成入库单' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('/wms.Entry/fromSupplier');
    expect(JSON.parse(init.body)).toEqual([{ entityCode: 'Supplier', ids: [2], url: 'mdm/Supplier' }]);
    expect(await screen.findByText('已生成入库单 RK001')).toBeTruthy();
  });

  it('an action granted by another action’s function (fn) shows with that function, never by a code of its own', async () => {
    const withQuick = tree();
    const params = JSON.parse(withQuick[0].children[0].params!) as { actions: ActionDef[] };
    params.actions.push({ code: 'quickEntry', fn: 'toEntry', label: '快速入库', labelEn: 'Quick entry', place: 'row', handler: 'callService', call: '/wms.Entry/quick' });
    withQuick[0].children[0].params = JSON.stringify(params);
    renderShell(withQuick, 'mdm/Supplier', grant('toEntry' as never));
    await screen.findByText('S001');
    expect(within(screen.getByText('S001').closest('tr')!).getByRole('button', { name: '快速入库' })).toBeTruthy();
    cleanup();
    renderShell(withQuick, 'mdm/Supplier', grant('update', 'quickEntry' as never));
    await screen.findByText('S001');
    expect(screen.queryByRole('button', { name: '快速入库' })).toBeNull();
  });

  it('a handler nobody registered says so instead of failing silently', async () => {
    renderShell(tree(), 'mdm/Supplier', grant('broken' as never));
    await screen.findByText('S001');
    selectRow('S001');
    fireEvent.click(screen.getByRole('button', { name: '坏按钮' }));
    expect(await screen.findByText(/no action handler "nobody.registered"/)).toBeTruthy();
  });
});
