// The list templates with the RPC layer mocked (see servicesMock.ts for why).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../src/api/errors';
import { importFileProblem } from '../../../src/templates/list/ImportButton';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { readPager } from '../../../src/templates/shared/pagerStore';
import { supplierEntity } from '../../kit/web/fakes';
import { grant, preloadTemplates, renderShell, supplierTree } from '../../kit/web/harness';
import { EntityApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('../../../src/api/upload', async (original) => ({ ...(await original<object>()), ...upload }));

const row = (id: number, extra: object = {}) => ({ id, version: 1, code: `S00${id}`, name: `供应商${id}`, category: 'A', status_dict: { dict: 'Saved', name: '保存' }, ...extra });
const page = (items: object[], total = items.length) => ({ itemList: items, total, page: 1, pageSize: 20 });
const lastQuery = () => MetaDynamicApi.summaryPage.mock.lastCall?.[0][0];
const okButton = () => screen.getByRole('button', { name: /确\s*定/ });

// whole pages in jsdom on a shared 2-core machine: give each test room
vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadTemplates, 120_000);

beforeEach(() => {
  resetServices();
  upload.uploadFile.mockReset();
  clearPageModelCache();
  sessionStorage.clear();
  localStorage.clear();
  EntityApi.detail.mockResolvedValue(supplierEntity());
  MetaDynamicApi.summaryPage.mockResolvedValue(page([row(1), row(2)], 2));
  MetaDynamicApi.getValue.mockResolvedValue(row(1));
});
afterEach(cleanup);

const dataList = () => supplierTree({ class: 'DataList', entityCode: 'Supplier' });

describe('DataList (v0)', () => {
  it('loads page 1 of 20 with empty maps, shows the rows, the total and the columns of the entity', async () => {
    renderShell(dataList(), 'mdm/Supplier');
    expect(await screen.findByText('S001')).toBeTruthy();
    expect(MetaDynamicApi.summaryPage).toHaveBeenCalledWith([{ entityCode: 'Supplier', page: 1, pageSize: 20, filterMap: {}, fuzzyMap: {}, rangeMap: {} }], { ignoreError: true });
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '供应商' })).toBeTruthy();
    for (const title of ['供应商编码', '供应商名称', '供应商类别', '信用额度', '状态']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(EntityApi.detail).toHaveBeenCalledWith(['Supplier'], { cancelPrevious: false });
  });

  it('the filter form builds fuzzyMap, filterMap and rangeMap and goes back to page 1', async () => {
    renderShell(dataList(), 'mdm/Supplier');
    const bar = await screen.findByTestId('filter-bar');
    fireEvent.change(within(bar).getByTestId('edit-name'), { target: { value: '华东' } });
    fireEvent.change(within(bar).getByTestId('edit-category'), { target: { value: 'A' } });
    const [from, to] = within(bar).getAllByTestId('edit-credit');
    fireEvent.change(from, { target: { value: '10' } });
    fireEvent.change(to, { target: { value: '99' } });
    fireEvent.click(within(bar).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, fuzzyMap: { name: '华东' }, filterMap: { category: 'A' }, rangeMap: { credit: { first: 10, second: 99 } } }));
    fireEvent.click(within(bar).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ fuzzyMap: {}, filterMap: {}, rangeMap: {} }));
  });

  it('pages and sorts on the server', async () => {
    MetaDynamicApi.summaryPage.mockResolvedValue(page([row(1), row(2)], 45));
    const { container } = renderShell(dataList(), 'mdm/Supplier');
    await screen.findByText('S001');
    fireEvent.click(container.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, pageSize: 20 }));
    fireEvent.click(screen.getAllByText('供应商编码').find((el) => el.closest('th'))!);
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortField: 'code', sortOrder: 'ascend' }));
  });

  it('a failed query clears the table and shows page 1 with total 0', async () => {
    MetaDynamicApi.summaryPage.mockResolvedValue(page([row(1), row(2)], 45));
    const { container } = renderShell(dataList(), 'mdm/Supplier');
    await screen.findByText('S001');
    MetaDynamicApi.summaryPage.mockRejectedValue(new RpcError(500, 'boom'));
    const calls = MetaDynamicApi.summaryPage.mock.calls.length;
    fireEvent.click(container.querySelector('.ant-pagination-item-3')!);
    await waitFor(() => expect(screen.getByText('共 0 条')).toBeTruthy());
    expect(screen.queryByText('S001')).toBeNull();
    // the user is told why, above the table
    expect(screen.getByRole('alert').textContent).toContain('boom');
    expect(container.querySelector('.ant-pagination-item-2')).toBeNull();
    // page 1 is shown, not asked for again; the next search asks for page 1
    expect(MetaDynamicApi.summaryPage.mock.calls.length).toBe(calls + 1);
    MetaDynamicApi.summaryPage.mockResolvedValue(page([row(1)], 1));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1 }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByText('S001')).toBeTruthy();
  });

  it('row edit/delete and add with every code granted', async () => {
    renderShell(dataList(), 'mdm/Supplier');
    await screen.findByText('S001');
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^编\s*辑$/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^删\s*除$/ })).toHaveLength(2);
  });

  it('buttons the permission map does not grant are removed (read-only role: no add, no delete, detail instead of edit)', async () => {
    renderShell(dataList(), 'mdm/Supplier', grant('export'));
    await screen.findByText('S001');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^删\s*除$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^编\s*辑$/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^详\s*情$/ })).toHaveLength(2);
  });

  it('a page without a code for an operation has no button for it, even when the map grants it', async () => {
    const tree = supplierTree({ class: 'DataList', entityCode: 'Supplier' }, { buttons: [], functionList: ['mdm.supplier.update'] });
    renderShell(tree, 'mdm/Supplier', grant('create', 'update', 'delete'));
    await screen.findByText('S001');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^删\s*除$/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^编\s*辑$/ })).toHaveLength(2);
  });

  it('delete asks 是否删除数据？, removes the record and says 删除数据成功。', async () => {
    MetaDynamicApi.removeValue.mockResolvedValue({ removed: 1 });
    renderShell(dataList(), 'mdm/Supplier');
    await screen.findByText('S001');
    fireEvent.click(screen.getAllByRole('button', { name: /^删\s*除$/ })[0]);
    expect(await screen.findByText('是否删除数据？')).toBeTruthy();
    const before = MetaDynamicApi.summaryPage.mock.calls.length;
    fireEvent.click(okButton());
    expect(await screen.findByText('删除数据成功。')).toBeTruthy();
    expect(MetaDynamicApi.removeValue).toHaveBeenCalledWith(['Supplier', [1]], { ignoreError: true });
    await waitFor(() => expect(MetaDynamicApi.summaryPage.mock.calls.length).toBe(before + 1));
  });

  it('add and edit open the detail route with formId, entityCode, title, path, id, url', async () => {
    const { location } = renderShell(dataList(), 'mdm/Supplier');
    await screen.findByText('S001');
    fireEvent.click(screen.getAllByRole('button', { name: /^编\s*辑$/ })[1]);
    await waitFor(() => expect(location().pathname).toBe('/demo/mdm/SupplierDetail'));
    const q = new URLSearchParams(location().search);
    expect(Object.fromEntries(q)).toEqual({ formId: 'Supplier', entityCode: 'Supplier', title: '供应商', path: 'mdm/SupplierDetail', id: '2', url: 'mdm/Supplier' });
  });

  it('hands its ordered ids and query to the detail pager', async () => {
    renderShell(dataList(), 'mdm/Supplier');
    await screen.findByText('S001');
    expect(readPager('mdm/Supplier')).toMatchObject({ ids: [1, 2], total: 2, query: { entityCode: 'Supplier', page: 1 } });
  });

  it('renders virtually when the page size is above 50', async () => {
    const { container } = renderShell(supplierTree({ class: 'DataList', entityCode: 'Supplier', defaultPageSize: 100 }), 'mdm/Supplier');
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageSize: 100 }));
    await waitFor(() => expect(container.querySelector('.ant-table-tbody-virtual')).toBeTruthy());
  });
});

describe('VformList (v2)', () => {
  it('workspace shows every status except Finish; history shows Finish; the status choice narrows it', async () => {
    renderShell(supplierTree(), 'mdm/Supplier');
    await screen.findByText('S001');
    expect(lastQuery().filterMap.status_dict).toEqual(['Saved', 'Commit', 'Audit', 'Reject', 'DeApproval', 'Manual', 'Repeal', 'Ongoing']);
    fireEvent.click(screen.getByText('历史'));
    await waitFor(() => expect(lastQuery().filterMap.status_dict).toEqual(['Finish']));
    fireEvent.click(screen.getByText('工作台'));
    await waitFor(() => expect(lastQuery().filterMap.status_dict).toHaveLength(8));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByTitle('已审核'));
    await waitFor(() => expect(lastQuery().filterMap.status_dict).toEqual(['Audit']));
  });

  it('a page declaring its status lists and opening date range (sale lists) queries them and shows them', async () => {
    const params = {
      class: 'VformList',
      entityCode: 'Supplier',
      detailClass: 'VformDetail',
      statusLists: { open: ['Saved', 'Audit', 'DeApproval', 'Commit'], history: ['Finish', 'Manual'] },
      defaultRange: { field: 'since', from: 'monthStart' },
    };
    renderShell(supplierTree(params), 'mdm/Supplier');
    await screen.findByText('S001');
    const today = new Date();
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const first = iso(new Date(today.getFullYear(), today.getMonth(), 1));
    await waitFor(() => expect(lastQuery()).toMatchObject({ filterMap: { status_dict: ['Saved', 'Audit', 'DeApproval', 'Commit'] }, rangeMap: { since: { first, second: iso(today) } } }));
    const [from] = within(screen.getByTestId('filter-bar')).getAllByTestId('edit-since');
    expect((from.querySelector('input') ?? (from as HTMLInputElement)).value).toBe(first);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    await screen.findByTitle('反审核');
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['保存', '已审核', '反审核', '已提交']);
    fireEvent.click(screen.getByText('历史'));
    await waitFor(() => expect(lastQuery().filterMap.status_dict).toEqual(['Finish', 'Manual']));
    // a reset clears the opening range: the user asked for everything
    fireEvent.click(within(screen.getByTestId('filter-bar')).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastQuery().rangeMap).toEqual({}));
  });

  it('delete asks 请确认是否删除单据：{code}?', async () => {
    renderShell(supplierTree(), 'mdm/Supplier');
    await screen.findByText('S001');
    fireEvent.click(screen.getAllByRole('button', { name: /^删\s*除$/ })[1]);
    expect(await screen.findByText('请确认是否删除单据：S002?')).toBeTruthy();
  });

  it('import, export, print and the import template are there with their codes, and gone without', async () => {
    renderShell(supplierTree(), 'mdm/Supplier');
    await screen.findByText('S001');
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载导入模板' }).getAttribute('href')).toBe('/download/template/Supplier.xlsx');
    cleanup();
    renderShell(supplierTree(), 'mdm/Supplier', grant('update'));
    await screen.findByText('S001');
    for (const name of [/导\s*入/, /导\s*出/, /打\s*印/, /新\s*增/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText('下载导入模板')).toBeNull();
  });

  it('export posts [query] with the session headers to /download/records.xlsx and saves the .xlsx', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('xlsx', { status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderShell(supplierTree(), 'mdm/Supplier');
      await screen.findByText('S001');
      fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe('/download/records.xlsx');
      expect(init.method).toBe('POST');
      expect(JSON.parse(init.body)).toEqual([lastQuery()]);
      expect(init.headers.access_token).toBe('token-1');
      expect(createObjectURL).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      click.mockRestore();
    }
  });

  it('the import template is fetched with the session headers (no token in the address) and saved', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const fetchMock = vi.fn().mockResolvedValue(new Response('xlsx', { status: 200, headers: { 'content-type': xlsx, 'content-disposition': "attachment; filename=\"_____.xlsx\"; filename*=UTF-8''%E4%BE%9B%E5%BA%94%E5%95%86%E5%AF%BC%E5%85%A5%E6%A8%A1%E6%9D%BF.xlsx" } }));
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderShell(supplierTree(), 'mdm/Supplier');
      await screen.findByText('S001');
      fireEvent.click(screen.getByRole('link', { name: '下载导入模板' }));
      await waitFor(() => expect(saved).toEqual(['供应商导入模板.xlsx']));
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe('/download/template/Supplier.xlsx');
      expect(init.headers.access_token).toBe('token-1');
      expect(init.headers['tenant-id']).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
      click.mockRestore();
    }
  });

  it('import uploads the .xlsx, calls leadIn and shows the totals and per-row errors', async () => {
    upload.uploadFile.mockResolvedValue({ id: 55, name: 's.xlsx', size: 10, path: '/f/55', fileSize: '1KB' });
    MetaDynamicApi.leadIn.mockResolvedValue({ total: 3, successCnt: 2, createCnt: 1, updateCnt: 1, errors: [{ index: 3, key: 'S003', fields: { name: '不能为空' } }] });
    const { container } = renderShell(supplierTree(), 'mdm/Supplier');
    await screen.findByText('S001');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'suppliers.xlsx')] } });
    });
    expect(await screen.findByText('导入结果')).toBeTruthy();
    expect(MetaDynamicApi.leadIn).toHaveBeenCalledWith([{ entityCode: 'Supplier', fileId: 55, pageUrl: 'mdm/Supplier' }], { ignoreError: true });
    const totals = screen.getByTestId('import-totals');
    expect(totals.textContent).toContain('总数3');
    expect(totals.textContent).toContain('成功2');
    expect(screen.getByText('S003')).toBeTruthy();
    expect(screen.getByText('name: 不能为空')).toBeTruthy();
  });

  it('import refuses other files and files over 30 MB before uploading', async () => {
    expect(importFileProblem({ name: 'a.xlsx', size: 30 * 1024 * 1024 })).toBeNull();
    expect(importFileProblem({ name: 'a.XLSX', size: 1 })).toBeNull();
    expect(importFileProblem({ name: 'a.xlsx', size: 30 * 1024 * 1024 + 1 })).toBe('templates.importTooLarge');
    expect(importFileProblem({ name: 'a.xls', size: 1 })).toBe('templates.importBadType');
    const { container } = renderShell(supplierTree(), 'mdm/Supplier');
    await screen.findByText('S001');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'suppliers.csv')] } });
    });
    expect(await screen.findByText('只能导入 .xlsx 格式的 Excel 文件')).toBeTruthy();
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });
});

describe('EntityDataList (v1)', () => {
  it('rows offer detail and delete (form-list prompt)', async () => {
    const { location } = renderShell(supplierTree({ class: 'EntityDataList', entityCode: 'Supplier' }), 'mdm/Supplier');
    await screen.findByText('S001');
    expect(screen.queryByRole('button', { name: /^编\s*辑$/ })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /^删\s*除$/ })[0]);
    expect(await screen.findByText('请确认是否删除单据：S001?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(screen.getAllByRole('button', { name: /^详\s*情$/ })[0]);
    await waitFor(() => expect(location().pathname).toBe('/demo/mdm/SupplierDetail'));
    expect(new URLSearchParams(location().search).get('id')).toBe('1');
  });
});

describe('VformDsvList', () => {
  it('asks its data source: one of our calls through rpc() ([query] → {itemList, total})', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 200, msg: 'ok', body: page([row(7)], 1) }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderShell(supplierTree({ class: 'VformDsvList', entityCode: 'Supplier', dataSource: '/erp.Report/supplierPage' }), 'mdm/Supplier');
      expect(await screen.findByText('S007')).toBeTruthy();
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe('/erp.Report/supplierPage');
      expect(JSON.parse(init.body)[0]).toMatchObject({ entityCode: 'Supplier', page: 1, pageSize: 20 });
      expect(MetaDynamicApi.summaryPage).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('any other path is posted as is', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(page([row(8)], 1)), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderShell(supplierTree({ class: 'VformDsvList', entityCode: 'Supplier', dataSource: '/api/external/suppliers' }), 'mdm/Supplier');
      expect(await screen.findByText('S008')).toBeTruthy();
      expect(fetchMock.mock.calls[0][0]).toBe('/api/external/suppliers');
      expect(fetchMock.mock.calls[0][1].method).toBe('POST');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
