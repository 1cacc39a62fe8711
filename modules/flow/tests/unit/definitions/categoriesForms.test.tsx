// 流程分类 (flowable/Class), 流程表单 (flowable/Form) and 表单设计器 (flowable/FormDesigner) in jsdom:
// the add/edit dialogs send what was typed, refusals stay in the dialog, removal is confirmed and
// a refusal shown; the form designer opens meta/Designer for a designed form and previews the
// entity's generated form otherwise.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityMeta, FormDefinition } from '../../../../../schemas/rpc/datax';
import { RpcError } from '../../../../../src/api/errors';
import { attr } from '../../../../../tests/kit/web/fakes';
import { CHOICES, FlowCategoryApi, FlowDefApi, FlowFormApi, flowTree, paged, renderFlow } from './harness';

const FormApi = vi.hoisted(() => ({ list: vi.fn(), getByFormId: vi.fn() }));
vi.mock('../../../../../src/api/services', async () => ({ ...(await import('../../../../../tests/kit/web/servicesMock')), FormApi }));
vi.setConfig({ testTimeout: 30_000 });

const { resetServices, EntityApi } = await import('../../../../../tests/kit/web/servicesMock');

const categories = [
  { id: 1, code: 'purchase', name: '采购审批', sn: 1, remark: null, used: 1 },
  { id: 2, code: 'office', name: '行政办公', sn: 3, remark: '日常', used: 0 },
];
const leaveForm = { formId: 9, formName: '请假单', formKey: 'Leave', entityCode: 'Leave', remark: null };
const leave = (): EntityMeta => ({
  id: 1001, code: 'Leave', name: '请假', nameIntl: { zh_CN: '请假' }, formId: 'Leave', receiptTypeCode: null, hasFlow: true, tree: false, children: [],
  attrs: [attr('days', 'Number', { name: '天数', nameIntl: { zh_CN: '天数' } }), attr('reason', 'String', { name: '事由', nameIntl: { zh_CN: '事由' } })],
});
const definitionOf = (design: boolean): FormDefinition => ({ formId: 'Leave', entityCode: 'Leave', url: 'meta/AppDataDetail', entity: leave(), design: design ? { nodes: [] } as unknown as FormDefinition['design'] : null, designVersion: design ? 4 : null });

beforeAll(async () => {
  await Promise.all([import('../../../web/definitions/CategoryPage'), import('../../../web/definitions/FormListPage'), import('../../../web/definitions/FormDesignerPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  FormApi.list.mockReset().mockResolvedValue([{ formId: 'PurchaseForm2', entityCode: 'PurchaseOrder', version: 1, fieldCount: 3, modifyName: null, modifyDt: '2025-01-01T00:00:00Z' }]);
  FormApi.getByFormId.mockReset();
  FlowDefApi.choices.mockResolvedValue(CHOICES);
  FlowCategoryApi.list.mockResolvedValue(categories);
  FlowFormApi.list.mockResolvedValue(paged([leaveForm]));
});
afterEach(cleanup);

const modal = () => document.querySelector('.ant-modal-content') as HTMLElement;
const ok = () => fireEvent.click(within(modal()).getByRole('button', { name: /确\s*定/ }));
const type = (label: string, value: string) => fireEvent.change(within(modal()).getByLabelText(label), { target: { value } });

describe('流程分类', () => {
  it('lists the categories; a new one is saved with what was typed, then listed', async () => {
    renderFlow('flowable/Class');
    await screen.findByText('行政办公');
    expect(screen.getByText('采购审批').closest('tr')!.textContent).toBe('purchase采购审批11编辑删除');
    fireEvent.click(screen.getByRole('button', { name: /新增分类/ }));
    await screen.findByTestId('flow-category-form');
    type('分类编码', 'hr');
    type('分类名称', '人事审批');
    type('排序', '4');
    FlowCategoryApi.save.mockResolvedValue({ id: 3, code: 'hr', name: '人事审批', sn: 4, remark: null, used: 0 });
    FlowCategoryApi.list.mockResolvedValue([...categories, { id: 3, code: 'hr', name: '人事审批', sn: 4, remark: null, used: 0 }]);
    ok();
    await waitFor(() => expect(FlowCategoryApi.save).toHaveBeenCalledWith([{ id: undefined, code: 'hr', name: '人事审批', sn: 4, remark: null }], expect.anything()));
    expect(await screen.findByText('人事审批')).toBeTruthy();
  });

  it('a code in use (409) stays in the dialog; a bad code is refused before sending', async () => {
    renderFlow('flowable/Class');
    await screen.findByText('行政办公');
    fireEvent.click(within(screen.getByText('行政办公').closest('tr')!).getByRole('button', { name: /编\s*辑/ }));
    await screen.findByTestId('flow-category-form');
    expect((within(modal()).getByLabelText('分类编码') as HTMLInputElement).value).toBe('office');
    type('分类编码', 'a b');
    ok();
    expect(await within(modal()).findByText('只能包含字母、数字、_ . -')).toBeTruthy();
    expect(FlowCategoryApi.save).not.toHaveBeenCalled();
    type('分类编码', 'purchase');
    FlowCategoryApi.save.mockRejectedValue(new RpcError(409, '分类编码「purchase」已存在'));
    ok();
    expect((await screen.findByTestId('flow-category-form-error')).textContent).toBe('分类编码「purchase」已存在');
    expect(FlowCategoryApi.save.mock.calls[0][0][0]).toMatchObject({ id: 2, code: 'purchase', remark: '日常' });
  });

  it('removal is confirmed; a category in use is refused with the server’s message', async () => {
    renderFlow('flowable/Class');
    await screen.findByText('采购审批');
    FlowCategoryApi.remove.mockRejectedValue(new RpcError(409, '分类「采购审批」已被 1 个流程使用，不能删除'));
    fireEvent.click(within(screen.getByText('采购审批').closest('tr')!).getByRole('button', { name: /删\s*除/ }));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(confirm.querySelector('.ant-modal-confirm-title')?.textContent).toBe('注意');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('分类「采购审批」已被 1 个流程使用，不能删除')).toBeTruthy();
    expect(FlowCategoryApi.remove).toHaveBeenCalledWith([[1]], expect.anything());
  });

  it('without the functions there is nothing to add, edit or remove', async () => {
    renderFlow('flowable/Class', flowTree([]));
    await screen.findByText('采购审批');
    expect(screen.queryByRole('button', { name: /新增分类/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});

describe('流程表单', () => {
  it('adds a form whose key is a designed form: its entity is filled in', async () => {
    renderFlow('flowable/Form');
    await screen.findByText('请假单');
    fireEvent.click(screen.getByRole('button', { name: /新增表单/ }));
    await screen.findByTestId('flow-form-form');
    type('表单名称', '采购申请');
    const key = within(modal()).getByLabelText('表单标识');
    fireEvent.focus(key);
    fireEvent.change(key, { target: { value: 'Purch' } });
    fireEvent.click(await screen.findByText('PurchaseForm2 · PurchaseOrder'));
    await waitFor(() => expect((within(modal()).getByLabelText('实体编码') as HTMLInputElement).value).toBe('PurchaseOrder'));
    FlowFormApi.add.mockResolvedValue({ formId: 10, formName: '采购申请', formKey: 'PurchaseForm2', entityCode: 'PurchaseOrder', remark: null });
    ok();
    await waitFor(() => expect(FlowFormApi.add).toHaveBeenCalledWith([{ formId: undefined, formName: '采购申请', formKey: 'PurchaseForm2', entityCode: 'PurchaseOrder', remark: null }], expect.anything()));
  });

  it('a duplicate name stays in the dialog; 设计 opens the form designer with the form id', async () => {
    const view = renderFlow('flowable/Form');
    await screen.findByText('请假单');
    fireEvent.click(within(screen.getByText('请假单').closest('tr')!).getByRole('button', { name: /编\s*辑/ }));
    await screen.findByTestId('flow-form-form');
    FlowFormApi.edit.mockRejectedValue(new RpcError(409, '表单名称「请假单」已存在'));
    ok();
    expect((await screen.findByTestId('flow-form-form-error')).textContent).toBe('表单名称「请假单」已存在');
    expect(FlowFormApi.edit.mock.calls[0][0][0]).toMatchObject({ formId: 9, formKey: 'Leave', entityCode: 'Leave' });
    fireEvent.click(within(modal()).getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(within(screen.getByText('请假单').closest('tr')!).getByRole('button', { name: /设\s*计/ }));
    await waitFor(() => expect(view.location().pathname + view.location().search).toBe('/demo/flowable/FormDesigner?formId=9'));
  });
});

describe('表单设计器', () => {
  it('a designed form is opened in the form designer', async () => {
    FlowFormApi.getInfo.mockResolvedValue(leaveForm);
    FormApi.getByFormId.mockResolvedValue(definitionOf(true));
    const view = renderFlow('flowable/FormDesigner?formId=9');
    expect(await screen.findByText('该表单在表单设计器中已有设计（版本 4）。')).toBeTruthy();
    expect(FormApi.getByFormId).toHaveBeenCalledWith(['Leave'], expect.anything());
    expect(screen.queryByTestId('flow-form-preview')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开表单设计器' }));
    await waitFor(() => expect(view.location().search).toBe('?formId=Leave&entityCode=Leave'));
  });

  it('without a design the entity’s generated form is previewed read-only, with a note', async () => {
    FlowFormApi.getInfo.mockResolvedValue(leaveForm);
    FormApi.getByFormId.mockResolvedValue(definitionOf(false));
    renderFlow('flowable/FormDesigner?formId=9');
    expect(await screen.findByText(/表单「Leave」还没有设计，流程使用实体「请假」的生成表单/)).toBeTruthy();
    const preview = screen.getByTestId('flow-form-preview');
    expect(within(preview).getByText('天数')).toBeTruthy();
    expect(within(preview).getByText('事由')).toBeTruthy();
    for (const input of preview.querySelectorAll('input')) expect(input.disabled).toBe(true);
  });

  it('a key the designer does not know falls back to the flow form’s entity; an unknown form says so', async () => {
    FlowFormApi.getInfo.mockResolvedValue({ ...leaveForm, formKey: 'Nope' });
    FormApi.getByFormId.mockRejectedValue(new RpcError(11, 'formId: 表单不存在：Nope'));
    EntityApi.detail.mockResolvedValue(leave());
    renderFlow('flowable/FormDesigner?formId=9');
    expect(await screen.findByTestId('flow-form-preview')).toBeTruthy();
    expect(EntityApi.detail).toHaveBeenCalledWith(['Leave'], expect.anything());
    cleanup();

    FlowFormApi.getInfo.mockRejectedValue(new RpcError(11, '表单不存在：77'));
    renderFlow('flowable/FormDesigner?formId=77');
    expect(within(await screen.findByTestId('flow-form-designer-error')).getByText('表单不存在：77')).toBeTruthy();
  });
});
