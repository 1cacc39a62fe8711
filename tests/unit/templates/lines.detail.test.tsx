// Documents with lines on the real detail page (RPC mocked, see servicesMock.ts): the header and
// its lines saved in one call with the rows' ids and the values of columns the role cannot see;
// a refused line shown on its cell (scrolled into view) with the server's message naming row and
// field; a 1,000-line document opening without drawing 1,000 rows.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityMeta } from '../../../schemas/rpc/datax';
import type { PageField } from '../../../schemas/rpc/portal';
import { RpcError } from '../../../src/api/errors';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { attr, pageField, supplierEntity } from '../../kit/web/fakes';
import { preloadTemplates, renderShell, supplierTree } from '../../kit/web/harness';
import { EntityApi, MenuAllocApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadTemplates, 120_000);

const money = { int: 12, scale: 2 };

/** the supplier page's entity, given lines with a computed amount and a header total */
function withLines(): EntityMeta {
  return supplierEntity({
    attrs: [attr('code', 'String', { name: '单号', required: true }), attr('total_price', 'Number', { name: '合计', digits: money, compute: 'sum(items.amount)' })],
    children: [
      {
        key: 'items',
        name: '明细',
        nameIntl: {},
        min: 0,
        attrs: [
          attr('quantity', 'Number', { name: '数量', digits: { int: 12, scale: 4 } }),
          attr('unit_price', 'Number', { name: '单价', digits: { int: 12, scale: 6 } }),
          attr('amount', 'Number', { name: '金额', digits: money, compute: 'quantity * unit_price' }),
          attr('cost_center', 'String', { name: '成本中心' }),
        ],
      },
    ],
  });
}

const record = (items: Array<Record<string, unknown>>) => ({ id: 1, version: 3, code: 'PO-1', total_price: 0, status_dict: { dict: 'Saved', name: '保存' }, items });
const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 + i, quantity: 1, unit_price: 2, amount: 2, cost_center: `CC${i}` }));
const detailPath = 'mdm/SupplierDetail?formId=Supplier&entityCode=Supplier&title=PO&path=mdm%2FSupplierDetail&url=mdm%2FSupplier&id=1';
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
const inputs = (code: string) => screen.getAllByTestId(`edit-${code}`) as HTMLInputElement[];

/** the list page's field metadata: the header, and lines whose cost centre this role does not see */
function pageFields(): PageField[] {
  const f = (code: string, dataType: string, block: PageField['block'], sn: number, extra: Partial<PageField> = {}) => pageField(code, dataType, { block, sn, ...extra });
  return [
    f('code', 'String', 'Form', 1),
    f('total_price', 'Number', 'Form', 2),
    f('quantity', 'Number', 'Item', 1),
    f('unit_price', 'Number', 'Item', 2),
    f('amount', 'Number', 'Item', 3),
    f('cost_center', 'String', 'Item', 4, { displayTag: false }),
  ];
}

async function openDocument(items: Array<Record<string, unknown>>) {
  MetaDynamicApi.getValue.mockResolvedValue(record(items));
  const view = renderShell(supplierTree(), detailPath);
  await screen.findByTestId('detail-VformDetail');
  await waitFor(() => expect(screen.getAllByTestId('edit-quantity').length).toBeGreaterThan(0));
  return view;
}

beforeEach(() => {
  resetServices();
  clearPageModelCache();
  sessionStorage.clear();
  EntityApi.detail.mockResolvedValue(withLines());
  MenuAllocApi.getPageDetailByUrl.mockImplementation(async ([url]: [string]) => {
    if (url !== 'mdm/Supplier') throw new RpcError(11, 'no page');
    return { id: 1, code: 'mdm.Supplier', name: '供应商', url, buttons: [], fieldPlates: [], uniqueKeys: [], functionControlTag: true, needCopy: false, fields: pageFields() };
  });
});
afterEach(cleanup);

describe('a document with lines on its detail page', () => {
  it('saves the header with its lines in one call: ids kept, hidden columns’ values kept, totals computed live', async () => {
    MetaDynamicApi.saveValue.mockResolvedValue(record(lines(2)));
    await openDocument(lines(2));
    expect(screen.queryByText('成本中心')).toBeNull();
    fireEvent.change(inputs('quantity')[1], { target: { value: '3' } });
    fireEvent.change(inputs('unit_price')[1], { target: { value: '0.1' } });
    await waitFor(() => expect((screen.getByTestId('edit-total_price') as HTMLInputElement).value).toBe('2.3'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    });
    await waitFor(() => expect(inputs('quantity')).toHaveLength(3));
    fireEvent.change(inputs('quantity')[2], { target: { value: '1' } });
    save();
    await waitFor(() => expect(MetaDynamicApi.saveValue).toHaveBeenCalledTimes(1));
    const [entityCode, payload] = MetaDynamicApi.saveValue.mock.calls[0][0];
    expect(entityCode).toBe('Supplier');
    expect(payload).toMatchObject({ id: 1, version: 3, total_price: 2.3 });
    expect(payload.items).toEqual([
      { id: 100, quantity: 1, unit_price: 2, amount: 2, cost_center: 'CC0' },
      { id: 101, quantity: 3, unit_price: 0.1, amount: 0.3, cost_center: 'CC1' },
      { quantity: 1 },
    ]);
  });

  it('a refused line: the message on its cell (row 4, quantity), and the server’s message naming row and field at the top', async () => {
    MetaDynamicApi.saveValue.mockRejectedValue(
      Object.assign(new RpcError(400, '明细第4行 数量: 必须大于0'), { body: { fields: { 'items[3].quantity': '必须大于0' } } }),
    );
    const { container } = await openDocument(lines(5));
    fireEvent.change(inputs('quantity')[3], { target: { value: '0' } });
    save();
    expect(await screen.findByText('明细第4行 数量: 必须大于0')).toBeTruthy();
    const row = container.querySelector('tr[data-row="3"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('必须大于0')).toBeTruthy());
    expect(within(row).getByTestId('edit-quantity')).toBeTruthy();
    // no other row shows it
    expect(screen.getAllByText('必须大于0')).toHaveLength(1);
  });

  it('a 1,000-line document opens drawing a few rows; a refused line far down is scrolled to and shows its message', async () => {
    MetaDynamicApi.saveValue.mockRejectedValue(Object.assign(new RpcError(400, '明细第801行 单价: 不能为空'), { body: { fields: { 'items[800].unit_price': '不能为空' } } }));
    const { container } = await openDocument(lines(1000));
    expect(container.querySelectorAll('tr[data-row]').length).toBeLessThan(40);
    expect(screen.getByText('共 1000 行')).toBeTruthy();
    expect(container.querySelector('tr[data-row="800"]')).toBeNull();
    save();
    await waitFor(() => expect(container.querySelector('tr[data-row="800"]')).toBeTruthy());
    const row = container.querySelector('tr[data-row="800"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('不能为空')).toBeTruthy());
    expect(container.querySelectorAll('tr[data-row]').length).toBeLessThan(40);
    expect(MetaDynamicApi.saveValue.mock.calls[0][0][1].items).toHaveLength(1000);
  });
});
