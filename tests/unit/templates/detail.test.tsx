// The detail templates with the RPC layer mocked (see servicesMock.ts for why).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptStatus } from '../../../schemas/entities/define';
import { RpcError } from '../../../src/api/errors';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { savePager } from '../../../src/templates/shared/pagerStore';
import { attr, supplierEntity } from '../../kit/web/fakes';
import { grant, preloadTemplates, renderShell, supplierTree } from '../../kit/web/harness';
import { client, EntityApi, MenuAllocApi, MetaDeApprovalApi, MetaDynamicApi, ReceiptTypeApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));

// whole pages in jsdom on a shared 2-core machine: give each test room
vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadTemplates, 120_000);

const STATUS_ZH: Record<ReceiptStatus, string> = { Saved: '保存', Commit: '已提交', Audit: '已审核', Reject: '驳回', DeApproval: '反审核', Finish: '完成', Manual: '手动完结', Repeal: '作废', Ongoing: '审批中' };
const record = (status: ReceiptStatus = 'Saved', extra: object = {}) => ({
  id: 1,
  version: 3,
  code: 'S001',
  name: '华东供应',
  category: 'A',
  tax_no: 'T-1',
  status_dict: { dict: status, name: STATUS_ZH[status] },
  createName: '张三',
  ...extra,
});
const detailPath = (query = 'id=1') => `mdm/SupplierDetail?formId=Supplier&entityCode=Supplier&title=${encodeURIComponent('供应商')}&path=mdm%2FSupplierDetail&url=mdm%2FSupplier${query ? `&${query}` : ''}`;
const button = (name: RegExp) => screen.queryByRole('button', { name });
const BUTTONS = { save: /保\s*存/, audit: /(?<!反)审\s*核$/, deApproval: /反审核/, submit: /提\s*交/, back: /返\s*回/, print: /打\s*印/ };
const shownActions = () => (['save', 'audit', 'deApproval', 'submit'] as const).filter((b) => button(BUTTONS[b]));
const status = () => screen.getByTestId('record-status').textContent;

beforeEach(() => {
  resetServices();
  clearPageModelCache();
  sessionStorage.clear();
  EntityApi.detail.mockResolvedValue(supplierEntity());
  MetaDynamicApi.getValue.mockResolvedValue(record());
});
afterEach(cleanup);

async function openDetail(query = 'id=1', opts: { flow?: boolean; permissions?: ReturnType<typeof grant> } = {}) {
  if (opts.flow) {
    // the entity may have a flow and the tenant bound one to it
    EntityApi.detail.mockResolvedValue(supplierEntity({ hasFlow: true }));
    ReceiptTypeApi.getByEntity.mockResolvedValue({ entity_code: 'Supplier', receipt_type_code: null, flow_id: 'supplierApproval:1:abc' });
  }
  const view = renderShell(supplierTree(), detailPath(query), opts.permissions);
  await screen.findByTestId('detail-VformDetail');
  await waitFor(() => expect(button(BUTTONS.back)).toBeTruthy());
  return view;
}

describe('detail buttons on the page by status and flow', () => {
  it.each([
    ['Saved', false, ['save', 'audit']],
    ['DeApproval', false, ['save', 'audit']],
    ['Audit', false, ['deApproval']],
    ['Saved', true, ['save', 'submit']],
    ['DeApproval', true, ['save', 'submit']],
    ['Audit', true, ['deApproval']],
    ['Ongoing', true, []],
    ['Reject', true, []],
  ] as const)('%s, flow %s → %j', async (s, flow, buttons) => {
    MetaDynamicApi.getValue.mockResolvedValue(record(s));
    await openDetail('id=1', { flow });
    await waitFor(() => expect(status()).toBe(STATUS_ZH[s]));
    expect(shownActions().sort()).toEqual([...buttons].sort());
    expect(button(BUTTONS.back)).toBeTruthy();
    expect(button(BUTTONS.print)).toBeTruthy();
    expect(MetaDynamicApi.getValue).toHaveBeenCalledWith(['Supplier', 1], { ignoreError: true });
  });

  it('a new record has only save (and return), and a 新增 tag', async () => {
    await openDetail('');
    expect(shownActions()).toEqual(['save']);
    expect(status()).toBe('新增');
    expect(MetaDynamicApi.getValue).not.toHaveBeenCalled();
  });

  it('actions need their function codes; without update the form is read-only', async () => {
    await openDetail('id=1', { permissions: grant('deApproval') });
    expect(shownActions()).toEqual([]);
    expect(screen.getByTestId('read-name').textContent).toBe('华东供应');
    expect(screen.queryByTestId('edit-name')).toBeNull();
    expect(button(BUTTONS.print)).toBeNull();
  });
});

describe('save, audit, un-audit, submit', () => {
  it('creates a record: saveValue without id, 保存数据成功。, status 保存, the url gets the id', async () => {
    MetaDynamicApi.saveValue.mockResolvedValue(record('Saved', { id: 9, version: 1, code: 'S009', name: '新供应商' }));
    const { location } = await openDetail('');
    fireEvent.change(screen.getByTestId('edit-code'), { target: { value: 'S009' } });
    fireEvent.change(screen.getByTestId('edit-name'), { target: { value: '新供应商' } });
    fireEvent.click(button(BUTTONS.save)!);
    expect(await screen.findByText('保存数据成功。')).toBeTruthy();
    const [entityCode, values] = MetaDynamicApi.saveValue.mock.calls[0][0];
    expect(entityCode).toBe('Supplier');
    expect(values).toMatchObject({ code: 'S009', name: '新供应商' });
    expect(values).not.toHaveProperty('id');
    expect(values).not.toHaveProperty('version');
    await waitFor(() => expect(status()).toBe('保存'));
    await waitFor(() => expect(new URLSearchParams(location().search).get('id')).toBe('9'));
    await waitFor(() => expect(shownActions().sort()).toEqual(['audit', 'save']));
    // the answer is shown; it is not asked for again
    expect(MetaDynamicApi.getValue).not.toHaveBeenCalled();
  });

  it('required fields are checked before anything is sent', async () => {
    await openDetail('');
    fireEvent.click(button(BUTTONS.save)!);
    await waitFor(() => expect(screen.getAllByText(/必填|required|不能为空/i).length).toBeGreaterThan(0));
    expect(MetaDynamicApi.saveValue).not.toHaveBeenCalled();
  });

  it('modifies with id and version; server-owned fields stay out; fields not shown keep their stored values', async () => {
    MetaDynamicApi.saveValue.mockResolvedValue(record('Saved', { version: 4, name: '华东供应链' }));
    await openDetail();
    fireEvent.change(screen.getByTestId('edit-name'), { target: { value: '华东供应链' } });
    fireEvent.click(button(BUTTONS.save)!);
    expect(await screen.findByText('保存数据成功。')).toBeTruthy();
    const values = MetaDynamicApi.saveValue.mock.calls[0][0][1];
    expect(values).toMatchObject({ id: 1, version: 3, name: '华东供应链', code: 'S001', tax_no: 'T-1' });
    expect(values).not.toHaveProperty('status_dict');
    expect(values).not.toHaveProperty('createName');
  });

  it('a stale version: the server’s 409 message is shown and nothing changes', async () => {
    MetaDynamicApi.saveValue.mockRejectedValue(new RpcError(409, '数据已被他人修改（当前版本 4），请刷新后重试'));
    await openDetail();
    fireEvent.change(screen.getByTestId('edit-name'), { target: { value: 'x' } });
    fireEvent.click(button(BUTTONS.save)!);
    expect(await screen.findByText('数据已被他人修改（当前版本 4），请刷新后重试')).toBeTruthy();
    expect(status()).toBe('保存');
    expect((screen.getByTestId('edit-name') as HTMLInputElement).value).toBe('x');
  });

  it('field errors of a refused write are shown on their fields', async () => {
    MetaDynamicApi.saveValue.mockRejectedValue(Object.assign(new RpcError(400, '供应商编码: 不能包含空格'), { body: { fields: { code: '不能包含空格' } } }));
    await openDetail();
    fireEvent.change(screen.getByTestId('edit-code'), { target: { value: 'S 1' } });
    fireEvent.click(button(BUTTONS.save)!);
    await waitFor(() => {
      const item = screen.getByTestId('edit-code').closest('.ant-formily-item') as HTMLElement;
      expect(within(item).getByText('不能包含空格')).toBeTruthy();
    });
  });

  it('audit: auditValue with id, version, url and app code; status 已审核; the form becomes read-pretty; only un-audit remains', async () => {
    MetaDynamicApi.auditValue.mockResolvedValue(record('Audit', { version: 4 }));
    await openDetail();
    fireEvent.click(button(BUTTONS.audit)!);
    await waitFor(() => expect(status()).toBe('已审核'));
    expect(MetaDynamicApi.auditValue).toHaveBeenCalledWith([{ entityCode: 'Supplier', recordId: 1, version: 3, url: 'mdm/Supplier', appCode: 'mdm.Supplier' }], { ignoreError: true });
    expect(screen.queryByTestId('edit-name')).toBeNull();
    expect(screen.getByTestId('read-name').textContent).toBe('华东供应');
    expect(shownActions()).toEqual(['deApproval']);
  });

  it('audit saves unsaved changes first', async () => {
    MetaDynamicApi.saveValue.mockResolvedValue(record('Saved', { version: 4, name: '改过' }));
    MetaDynamicApi.auditValue.mockResolvedValue(record('Audit', { version: 5, name: '改过' }));
    await openDetail();
    fireEvent.change(screen.getByTestId('edit-name'), { target: { value: '改过' } });
    fireEvent.click(button(BUTTONS.audit)!);
    await waitFor(() => expect(status()).toBe('已审核'));
    expect(MetaDynamicApi.auditValue.mock.calls[0][0][0]).toMatchObject({ version: 4 });
  });

  it('un-audit asks 表单将执行反审核, then status 反审核 and the form is editable again', async () => {
    MetaDynamicApi.getValue.mockResolvedValue(record('Audit'));
    MetaDeApprovalApi.deApproval.mockResolvedValue(record('DeApproval', { version: 4 }));
    await openDetail();
    expect(screen.queryByTestId('edit-name')).toBeNull();
    fireEvent.click(button(BUTTONS.deApproval)!);
    expect(await screen.findByText('表单将执行反审核')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(status()).toBe('反审核'));
    expect(MetaDeApprovalApi.deApproval).toHaveBeenCalledWith([{ entityCode: 'Supplier', recordId: 1, version: 3, url: 'mdm/Supplier', appCode: 'mdm.Supplier' }], { ignoreError: true });
    expect((screen.getByTestId('edit-name') as HTMLInputElement).disabled).toBe(false);
    expect(shownActions().sort()).toEqual(['audit', 'save']);
  });

  it('submit (flow): starts the bound flow from the user’s one department, 提交成功。, the record reloads in approval', async () => {
    const flow = client('flow.FlowableTask');
    flow.myDepartments.mockResolvedValue([{ id: 7, name: '采购部', parentId: null }]);
    flow.start.mockResolvedValue({ msg: '发布流程成功', instanceId: 'i-1' });
    await openDetail('id=1', { flow: true });
    MetaDynamicApi.getValue.mockResolvedValue(record('Ongoing', { version: 4 }));
    fireEvent.click(button(BUTTONS.submit)!);
    expect(await screen.findByText('提交成功。')).toBeTruthy();
    await waitFor(() => expect(status()).toBe('审批中'));
    expect(flow.start).toHaveBeenCalledWith([{ procDefId: 'supplierApproval:1:abc', entityCode: 'Supplier', receiptId: 1, receiptCode: 'S001', departmentId: 7, pageUrl: 'mdm/Supplier', appCode: 'mdm.Supplier' }], { ignoreError: true });
    expect(MetaDynamicApi.commitValue).not.toHaveBeenCalled();
    expect(shownActions()).toEqual([]);
  });
});

describe('pager, return, formId, child tables, unsaved changes', () => {
  const pager = (ids: number[], page = 1, total = ids.length, pageSize = 20) =>
    savePager('mdm/Supplier', { ids, total, query: { entityCode: 'Supplier', page, pageSize, filterMap: {}, fuzzyMap: {}, rangeMap: {} } });

  it('previous/next walk the list’s records and warn at the ends', async () => {
    pager([1, 2]);
    const { location } = await openDetail();
    fireEvent.click(button(/上一条/)!);
    expect(await screen.findByText('已经是第一条了！')).toBeTruthy();
    MetaDynamicApi.getValue.mockResolvedValue(record('Saved', { id: 2, code: 'S002', name: '第二' }));
    fireEvent.click(button(/下一条/)!);
    await waitFor(() => expect(new URLSearchParams(location().search).get('id')).toBe('2'));
    await waitFor(() => expect((screen.getByTestId('edit-name') as HTMLInputElement).value).toBe('第二'));
    expect(MetaDynamicApi.getValue).toHaveBeenLastCalledWith(['Supplier', 2], { ignoreError: true });
    fireEvent.click(button(/下一条/)!);
    expect(await screen.findByText('已经是最后一条了！')).toBeTruthy();
  });

  it('at the end of a list page the next list page is loaded', async () => {
    pager([1, 2], 1, 3, 2);
    MetaDynamicApi.summaryPage.mockResolvedValue({ itemList: [{ id: 3 }], total: 3, page: 2, pageSize: 2 });
    MetaDynamicApi.getValue.mockResolvedValue(record('Saved', { id: 2 }));
    const { location } = await openDetail('id=2');
    fireEvent.click(button(/下一条/)!);
    await waitFor(() => expect(new URLSearchParams(location().search).get('id')).toBe('3'));
    expect(MetaDynamicApi.summaryPage.mock.calls[0][0][0]).toMatchObject({ page: 2, pageSize: 2 });
  });

  it('return goes back to the list', async () => {
    MetaDynamicApi.summaryPage.mockResolvedValue({ itemList: [], total: 0, page: 1, pageSize: 20 });
    const { location } = await openDetail();
    fireEvent.click(button(BUTTONS.back)!);
    await waitFor(() => expect(location().pathname).toBe('/demo/mdm/Supplier'));
  });

  it('leaving a form with unsaved changes asks first', async () => {
    MetaDynamicApi.summaryPage.mockResolvedValue({ itemList: [], total: 0, page: 1, pageSize: 20 });
    const { location } = await openDetail();
    fireEvent.change(screen.getByTestId('edit-name'), { target: { value: 'dirty' } });
    fireEvent.click(button(BUTTONS.back)!);
    expect(await screen.findByText('当前表单有未保存的修改，确定离开吗？')).toBeTruthy();
    expect(location().pathname).toBe('/demo/mdm/SupplierDetail');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(location().pathname).toBe('/demo/mdm/Supplier'));
  });

  it('VformDetail with an empty formId: 动态数据详情页面formId不能为空。', async () => {
    renderShell(supplierTree(), 'mdm/SupplierDetail?formId=&entityCode=Supplier&id=1');
    expect(await screen.findByText('动态数据详情页面formId不能为空。')).toBeTruthy();
    expect(MetaDynamicApi.getValue).not.toHaveBeenCalled();
  });

  it('without a formId in the query the route’s (params.formId, else the entity code) is used', async () => {
    renderShell(supplierTree(), 'mdm/SupplierDetail?id=1');
    expect(await screen.findByTestId('detail-VformDetail')).toBeTruthy();
  });

  it('DataDetail does not need a formId', async () => {
    renderShell(supplierTree({ class: 'DataList', entityCode: 'Supplier' }), 'mdm/SupplierDetail?formId=&entityCode=Supplier&id=1');
    expect(await screen.findByTestId('detail-DataDetail')).toBeTruthy();
  });

  it('uses the page field metadata of the detail’s list page when it has one (hidden field kept, disabled field)', async () => {
    const field = (code: string, extra: object) => ({ id: 1, code, name: code, dataType: 'String', displayTag: true, editTag: true, requiredTag: false, width: 0, fieldLength: null, defaultValue: null, limitValue: null, preFun: null, fieldScript: null, multipleTag: false, extendedTag: false, sn: 1, belongPlateId: null, block: 'Form', ...extra });
    MenuAllocApi.getPageDetailByUrl.mockImplementation(async ([url]: [string]) => {
      if (url !== 'mdm/Supplier') throw new RpcError(11, 'no page');
      return { id: 1, code: 'mdm.Supplier', name: '供应商', url, buttons: [], fieldPlates: [], uniqueKeys: [], functionControlTag: true, needCopy: false, fields: [field('code', { editTag: false, sn: 1 }), field('name', { sn: 2, requiredTag: true }), field('tax_no', { displayTag: false, sn: 3 })] };
    });
    MetaDynamicApi.saveValue.mockResolvedValue(record());
    await openDetail();
    expect((screen.getByTestId('edit-code') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('edit-tax_no')).toBeNull();
    expect(screen.queryByTestId('edit-category')).toBeNull();
    fireEvent.click(button(BUTTONS.save)!);
    await waitFor(() => expect(MetaDynamicApi.saveValue).toHaveBeenCalled());
    expect(MetaDynamicApi.saveValue.mock.calls[0][0][1]).toMatchObject({ tax_no: 'T-1', code: 'S001' });
    expect(MenuAllocApi.getPageDetailByUrl).toHaveBeenCalledWith(['mdm/Supplier', 7], { cancelPrevious: false, ignoreError: true });
  });

  it('child tables: rows of the record, add and remove rows, saved under the plate code', async () => {
    EntityApi.detail.mockResolvedValue(
      supplierEntity({ children: [{ key: 'locations', name: '库位', nameIntl: {}, min: 0, attrs: [attr('loc_code', 'String', { name: '库位编码' }), attr('capacity', 'Number', { name: '容量' })] }] }),
    );
    MetaDynamicApi.getValue.mockResolvedValue(record('Saved', { locations: [{ id: 5, loc_code: 'A-01', capacity: 10 }] }));
    MetaDynamicApi.saveValue.mockResolvedValue(record());
    const { container } = await openDetail();
    expect((screen.getByTestId('edit-loc_code') as HTMLInputElement).value).toBe('A-01');
    expect(screen.getByText('库位编码')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('添加一行'));
    });
    await waitFor(() => expect(screen.getAllByTestId('edit-loc_code')).toHaveLength(2));
    fireEvent.change(screen.getAllByTestId('edit-loc_code')[1], { target: { value: 'A-02' } });
    await act(async () => {
      fireEvent.click(screen.getByText('添加一行'));
    });
    await waitFor(() => expect(screen.getAllByTestId('edit-loc_code')).toHaveLength(3));
    // remove the row just added (the third)
    await act(async () => {
      fireEvent.click(container.querySelectorAll('.ant-formily-array-base-remove')[2]);
    });
    await waitFor(() => expect(screen.getAllByTestId('edit-loc_code')).toHaveLength(2));
    fireEvent.click(button(BUTTONS.save)!);
    await waitFor(() => expect(MetaDynamicApi.saveValue).toHaveBeenCalled());
    const rows = MetaDynamicApi.saveValue.mock.calls[0][0][1].locations;
    expect(rows).toHaveLength(2);
    expect(rows).toMatchObject([{ id: 5, loc_code: 'A-01', capacity: 10 }, { loc_code: 'A-02' }]);
  });
});
