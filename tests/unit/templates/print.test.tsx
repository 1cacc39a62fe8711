// The print preview and the two print buttons, with the RPC layer mocked (see servicesMock.ts):
// the preview lays documents out from the entity and the records (schemas/print), prints only
// itself, and downloads the server's PDF / workbook with the session headers.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityMeta } from '../../../schemas/rpc/datax';
import { RpcError } from '../../../src/api/errors';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { ListToolbar } from '../../../src/templates/list/ListToolbar';
import PrintPreview from '../../../src/templates/print/PrintPreview';
import { printFileUrl } from '../../../src/templates/print/printFiles';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { attr, supplierEntity } from '../../kit/web/fakes';
import { makeSession } from '../../kit/web/fixtures';
import { preloadTemplates, renderShell, supplierTree } from '../../kit/web/harness';
import { DictApi, EntityApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadTemplates, 120_000);

const money = { int: 14, scale: 2 };
/** a sales order: a reference, a dictionary, lines with computed amounts, a money total */
const orderEntity = (): EntityMeta => ({
  ...supplierEntity(),
  code: 'SaleOrder',
  name: '销售订单',
  nameIntl: { en_US: 'Sales order' },
  receiptTypeCode: 'SO',
  attrs: [
    attr('code', 'String', { name: '订单编号' }),
    attr('customer_id', 'Customer', { name: '客户' }),
    attr('currency', 'Dict', { name: '币种', dictCode: 'Currency' }),
    attr('total_price', 'Number', { name: '价税合计', digits: money, compute: 'sum(items.amount)' }),
  ],
  children: [
    {
      key: 'items',
      name: '订单明细',
      nameIntl: { en_US: 'Lines' },
      min: 0,
      attrs: [attr('material_id', 'Material', { name: '物料' }), attr('quantity', 'Number', { name: '数量', digits: { int: 12, scale: 2 } }), attr('amount', 'Number', { name: '金额', digits: money, compute: 'quantity * 2' })],
    },
  ],
});
const order = (id: number, code: string, total: number) => ({
  id,
  version: 1,
  code,
  customer_id: { id: 3, code: 'C001', name: '华东机械' },
  currency: 'CNY',
  total_price: total,
  status_dict: { dict: 'Saved', name: '保存' },
  createName: '张三',
  items: [
    { id: 1, material_id: { id: 9, code: 'M001', name: '深沟球轴承' }, quantity: 1, amount: 1000 },
    { id: 2, material_id: { id: 10, code: 'M002', name: '六角螺栓' }, quantity: 2, amount: total - 1000 },
  ],
});

const button = (name: RegExp) => screen.getByRole('button', { name });
const pdfResponse = (name: string, type = 'application/pdf') =>
  new Response('%PDF-1.7', { status: 200, headers: { 'content-type': type, 'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(name)}` } });

let saved: string[];
let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetServices();
  clearPageModelCache();
  sessionStorage.clear();
  sessionStore.set(makeSession());
  EntityApi.detail.mockResolvedValue(orderEntity());
  MetaDynamicApi.getValue.mockResolvedValue(order(1, 'SO-001', 1234.5));
  DictApi.listByCodes.mockResolvedValue({ Currency: [{ code: 'CNY', dict: 'Currency', name: '人民币', nameIntl: {} }] });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  saved = [];
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  click.mockRestore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPreview(ids: number[], onClose = vi.fn()) {
  render(
    <App>
      <PrintPreview entityCode="SaleOrder" ids={ids} onClose={onClose} />
    </App>,
  );
  return onClose;
}

describe('PrintPreview', () => {
  it('lays one document out from its entity and record: company, title, code, fields, lines, 合计, 大写金额, signatures', async () => {
    renderPreview([1]);
    const sheet = await screen.findByTestId('print-sheet');
    expect(MetaDynamicApi.getValue).toHaveBeenCalledWith(['SaleOrder', 1], { ignoreError: true, cancelPrevious: false });
    expect(DictApi.listByCodes).toHaveBeenCalledWith([['Currency']], { ignoreError: true, cancelPrevious: false });
    const text = sheet.textContent!;
    for (const s of ['普兰特科技有限公司', '销售订单', '订单编号：SO-001', '客户：', 'C001 华东机械', '币种：', '人民币', '单据状态：', '保存', '订单明细', '序号', '深沟球轴承', '1,000.00', '合计', '1,234.50', '价税合计：1,234.50', '大写金额：壹仟贰佰叁拾肆元伍角', '制单：', '张三', '审核：']) {
      expect(text, s).toContain(s);
    }
    expect(screen.getByText('打印预览')).toBeTruthy();
    // one document: its workbook can be exported too
    expect(button(/导出Excel/)).toBeTruthy();
  });

  it('打印 prints the preview only: body is marked while the browser prints, unmarked after', async () => {
    renderPreview([1]);
    await screen.findByTestId('print-sheet');
    let marked = false;
    vi.spyOn(window, 'print').mockImplementation(() => {
      marked = document.body.classList.contains('plantform-printing');
    });
    fireEvent.click(button(/打\s*印$/));
    expect(marked).toBe(true);
    // print.css keeps only this node of body when printing
    expect(document.querySelector('body > .plantform-print-portal [data-testid="print-sheets"]')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.body.classList.contains('plantform-printing')).toBe(false);
  });

  it('下载PDF and 导出Excel fetch the print paths with the session headers and save the server-named files', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(pdfResponse('SO-001.pdf')).mockResolvedValueOnce(pdfResponse('SO-001.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    vi.stubGlobal('fetch', fetchMock);
    renderPreview([1]);
    await screen.findByTestId('print-sheet');
    fireEvent.click(button(/下载PDF/));
    await waitFor(() => expect(saved).toEqual(['SO-001.pdf']));
    fireEvent.click(button(/导出Excel/));
    await waitFor(() => expect(saved).toEqual(['SO-001.pdf', 'SO-001.xlsx']));
    const [pdfUrl, pdfInit] = fetchMock.mock.calls[0];
    expect(pdfUrl).toMatch(/^\/ureport_keep\/pdf\?file=SaleOrder&id=1(&tz=[^&]+)?$/);
    expect(pdfInit.headers.access_token).toBe('token-1');
    expect(pdfInit.headers['content-type']).toBeUndefined();
    expect(fetchMock.mock.calls[1][0]).toMatch(/^\/ureport_keep\/excel\?file=SaleOrder&id=1/);
  });

  it('shows the server’s refusal of a download', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 11, msg: '单据不存在', body: null }), { status: 404, headers: { 'content-type': 'application/json' } })));
    renderPreview([1]);
    await screen.findByTestId('print-sheet');
    fireEvent.click(button(/下载PDF/));
    expect(await screen.findByText('单据不存在')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('several documents: one summary call with their lines, a sheet each in the order chosen, one batch PDF, no workbook', async () => {
    MetaDynamicApi.summary.mockResolvedValue({ itemList: [order(2, 'SO-002', 2000), order(1, 'SO-001', 1234.5)], total: 2 });
    const fetchMock = vi.fn().mockResolvedValue(pdfResponse('销售订单-2份.pdf'));
    vi.stubGlobal('fetch', fetchMock);
    renderPreview([1, 2]);
    await waitFor(() => expect(screen.getAllByTestId('print-sheet')).toHaveLength(2));
    expect(MetaDynamicApi.summary).toHaveBeenCalledWith([{ entityCode: 'SaleOrder', filterMap: { id: [1, 2] }, itemQueryAllTag: true }], { ignoreError: true, cancelPrevious: false });
    const [first, second] = screen.getAllByTestId('print-sheet');
    expect(first.textContent).toContain('SO-001');
    expect(second.textContent).toContain('SO-002');
    expect(second.textContent).toContain('贰仟元整');
    expect(screen.getByText('打印预览 · 共 2 份单据')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导出Excel/ })).toBeNull();
    fireEvent.click(button(/下载PDF/));
    await waitFor(() => expect(saved).toEqual(['销售订单-2份.pdf']));
    expect(fetchMock.mock.calls[0][0]).toMatch(/^\/ureport_keep\/pdf\/exportBatch\?file=SaleOrder&ids=1%2C2/);
  });

  it('says why when the documents cannot be loaded; 关闭 closes', async () => {
    MetaDynamicApi.getValue.mockRejectedValue(new RpcError(11, '记录不存在：SaleOrder 1'));
    const onClose = renderPreview([1]);
    expect(await screen.findByText('记录不存在：SaleOrder 1')).toBeTruthy();
    expect(screen.getByText('打印数据加载失败')).toBeTruthy();
    fireEvent.click(button(/关\s*闭/));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('print paths', () => {
  it('one document, a batch, a workbook', () => {
    expect(printFileUrl('pdf', 'Warehouse', [5])).toMatch(/^\/ureport_keep\/pdf\?file=Warehouse&id=5/);
    expect(printFileUrl('pdf', 'Warehouse', [5, 6])).toMatch(/^\/ureport_keep\/pdf\/exportBatch\?file=Warehouse&ids=5%2C6/);
    expect(printFileUrl('excel', 'Warehouse', [5])).toMatch(/^\/ureport_keep\/excel\?file=Warehouse&id=5/);
  });
});

describe('the print buttons', () => {
  it('detail: 打印 previews the open record', async () => {
    EntityApi.detail.mockResolvedValue(supplierEntity());
    MetaDynamicApi.getValue.mockResolvedValue({ id: 1, version: 3, code: 'S001', name: '华东供应', category: 'A', status_dict: { dict: 'Saved', name: '保存' }, createName: '张三' });
    renderShell(supplierTree(), `mdm/SupplierDetail?formId=Supplier&entityCode=Supplier&title=${encodeURIComponent('供应商')}&path=mdm%2FSupplierDetail&url=mdm%2FSupplier&id=1`);
    await screen.findByTestId('detail-VformDetail');
    fireEvent.click(await screen.findByRole('button', { name: /打\s*印/ }));
    const sheet = await screen.findByTestId('print-sheet', {}, { timeout: 20_000 });
    expect(sheet.textContent).toContain('供应商编码：S001');
    expect(sheet.textContent).toContain('华东供应');
    expect(within(document.querySelector('.plantform-print-portal') as HTMLElement).getByText('打印预览')).toBeTruthy();
  });

  const toolbar = (selectedIds?: number[]) =>
    render(
      <App>
        <ListToolbar title="销售订单" tools={['print']} can={() => true} entityCode="SaleOrder" listUrl="erp/SaleOrder" query={{ entityCode: 'SaleOrder' }} selectedCount={selectedIds?.length ?? 0} selectedIds={selectedIds} onAdd={vi.fn()} onDeleteSelected={vi.fn()} onImported={vi.fn()} />
      </App>,
    );

  it('list: without a selection, 请选择要打印的单据', async () => {
    toolbar();
    fireEvent.click(button(/打\s*印/));
    expect(await screen.findByText('请选择要打印的单据')).toBeTruthy();
    expect(screen.queryByTestId('print-sheets')).toBeNull();
  });

  it('list: more than 200 selected is refused before anything loads', async () => {
    toolbar(Array.from({ length: 201 }, (_, i) => i + 1));
    fireEvent.click(button(/打\s*印/));
    expect(await screen.findByText('一次最多打印 200 份单据')).toBeTruthy();
    expect(MetaDynamicApi.summary).not.toHaveBeenCalled();
  });

  it('list: the selected rows open the batch preview', async () => {
    MetaDynamicApi.summary.mockResolvedValue({ itemList: [order(1, 'SO-001', 1234.5), order(2, 'SO-002', 2000)], total: 2 });
    toolbar([1, 2]);
    fireEvent.click(button(/打\s*印/));
    await waitFor(() => expect(screen.getAllByTestId('print-sheet')).toHaveLength(2), { timeout: 20_000 });
    expect(MetaDynamicApi.summary.mock.calls[0][0][0]).toMatchObject({ entityCode: 'SaleOrder', filterMap: { id: [1, 2] } });
  });
});
