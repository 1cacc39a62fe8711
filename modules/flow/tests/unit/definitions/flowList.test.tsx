// 流程定义 (flowable/FlowList) in jsdom: what the list shows (category and document names, state),
// the filters it sends, its buttons by function code, and the confirmed actions with the
// server's refusals shown.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../../../src/api/errors';
import { CHOICES, definition, FlowDefApi, flowTree, paged, renderFlow } from './harness';

vi.mock('../../../../../src/api/services', async () => ({ ...(await import('../../../../../tests/kit/web/servicesMock')), FormApi: { list: vi.fn() } }));
vi.mock('../../../web/viewer/FlowViewer', async () => ({ default: (await import('./harness')).ViewerStub }));
vi.setConfig({ testTimeout: 30_000 });

const { resetServices } = await import('../../../../../tests/kit/web/servicesMock');

const purchase = definition();
const sale = definition({ key: 'saleOrderApproval', name: '销售订单审批', category: 'sale', entityCodes: ['SaleOrder'], suspended: true, version: 2, deployId: 'sale:2', procDefId: 'sale:2' });
const leave = definition({ key: 'leave', name: '请假', category: 'office', entityCodes: [], deployId: 'leave:1', procDefId: 'leave:1' });

beforeAll(async () => {
  await Promise.all([import('../../../web/definitions/FlowListPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  FlowDefApi.choices.mockResolvedValue(CHOICES);
  FlowDefApi.list.mockResolvedValue(paged([purchase, sale, leave]));
});
afterEach(cleanup);

const page = () => screen.findByTestId('flow-list-page');
const row = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('tr') as HTMLElement;
const dialog = () => document.querySelector('.ant-modal-content:not([style*="none"])') as HTMLElement;
const lastCall = () => FlowDefApi.list.mock.calls.at(-1)![0][0];

describe('流程定义', () => {
  it('lists the newest versions with category and document names, state tags and deploy data', async () => {
    renderFlow('flowable/FlowList');
    await page();
    await screen.findByText('采购订单审批');
    expect(lastCall()).toMatchObject({ latestOnly: true, page: 1, pageSize: 20 });
    const p = row('采购订单审批');
    await waitFor(() => expect(within(p).getByText('采购审批')).toBeTruthy());
    expect(within(p).getByText('采购订单')).toBeTruthy();
    expect(within(p).getByText('激活')).toBeTruthy();
    expect(within(p).getByText('v1')).toBeTruthy();
    expect(within(p).getByText('系统管理员')).toBeTruthy();
    const s = row('销售订单审批');
    expect(within(s).getByText('挂起', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(s).getByText('销售订单')).toBeTruthy();
    // a category the choices do not know keeps its code; no binding says 无
    expect(within(row('请假')).getByText('office')).toBeTruthy();
    expect(within(row('请假')).getByText('无')).toBeTruthy();
  });

  it('sends the filters; 显示全部版本 asks for every version at once', async () => {
    renderFlow('flowable/FlowList');
    await screen.findByText('采购订单审批');
    fireEvent.change(screen.getByLabelText('流程名称/标识'), { target: { value: '采购' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastCall()).toMatchObject({ keyword: '采购', latestOnly: true }));
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(lastCall()).toMatchObject({ keyword: '采购', latestOnly: false }));
    expect(lastCall()).not.toHaveProperty('suspended');
  });

  it('shows the buttons the role is granted; 流程图 for everyone, 发起 only for an active form flow', async () => {
    renderFlow('flowable/FlowList', flowTree(['design']));
    await screen.findByText('采购订单审批');
    const p = row('采购订单审批');
    expect(within(p).getByRole('button', { name: /设\s*计/ })).toBeTruthy();
    expect(within(p).getByRole('button', { name: '流程图' })).toBeTruthy();
    for (const hidden of ['挂起', '绑定单据', '删除', '发起']) expect(within(p).queryByRole('button', { name: new RegExp(`^${[...hidden].join('\\s*')}$`) }), hidden).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
    expect(within(row('请假')).getByRole('button', { name: /发\s*起/ })).toBeTruthy();
    expect(within(row('销售订单审批')).queryByRole('button', { name: /发\s*起/ })).toBeNull();
  });

  it('新建 and 设计 open the designer; a double click or Enter on a row opens the detail', async () => {
    const view = renderFlow('flowable/FlowList');
    await screen.findByText('采购订单审批');
    fireEvent.click(within(row('采购订单审批')).getByRole('button', { name: /设\s*计/ }));
    await waitFor(() => expect(view.location().pathname + view.location().search).toBe(`/demo/flow/job?deployId=${encodeURIComponent(purchase.deployId)}`));
    view.unmount();

    const again = renderFlow('flowable/FlowList');
    await screen.findByText('销售订单审批');
    fireEvent.doubleClick(row('销售订单审批'));
    await waitFor(() => expect(again.location().search).toBe('?deployId=sale%3A2'));
    expect(again.location().pathname).toBe('/demo/flowable/FlowDetail');
    again.unmount();

    const third = renderFlow('flowable/FlowList');
    await screen.findByText('请假');
    fireEvent.keyDown(row('请假'), { key: 'Enter' });
    await waitFor(() => expect(third.location().search).toBe('?deployId=leave%3A1'));
  });

  it('挂起 asks first (titled 注意), then suspends and reloads', async () => {
    renderFlow('flowable/FlowList');
    await screen.findByText('采购订单审批');
    FlowDefApi.updateState.mockResolvedValue({ ...purchase, suspended: true });
    fireEvent.click(within(row('采购订单审批')).getByRole('button', { name: /挂\s*起/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.querySelector('.ant-modal-confirm-title')?.textContent).toBe('注意');
    expect(within(confirm).getByText(/确定挂起流程「采购订单审批」v1/)).toBeTruthy();
    const before = FlowDefApi.list.mock.calls.length;
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(FlowDefApi.updateState).toHaveBeenCalledWith([{ deployId: purchase.deployId, state: 'suspended' }], expect.anything()));
    await waitFor(() => expect(FlowDefApi.list.mock.calls.length).toBeGreaterThan(before));
    // and 激活 for a suspended one
    fireEvent.click(within(row('销售订单审批')).getByRole('button', { name: /激\s*活/ }));
    await screen.findByText(/确定激活流程「销售订单审批」v2/);
  });

  it('删除 of a version with instances shows the server’s refusal', async () => {
    renderFlow('flowable/FlowList');
    await screen.findByText('采购订单审批');
    FlowDefApi.delete.mockRejectedValue(new RpcError(409, '该版本已有 3 个流程实例，不能删除'));
    fireEvent.click(within(row('采购订单审批')).getByRole('button', { name: /删\s*除/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.querySelector('.ant-modal-confirm-title')?.textContent).toBe('注意');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该版本已有 3 个流程实例，不能删除')).toBeTruthy();
    expect(FlowDefApi.delete).toHaveBeenCalledWith([{ deployId: purchase.deployId }], expect.anything());
  });

  it('绑定单据 offers the document types, says which are bound elsewhere and saves the choice for the key', async () => {
    renderFlow('flowable/FlowList');
    await screen.findByText('采购订单审批');
    FlowDefApi.bind.mockResolvedValue({ ...purchase, entityCodes: ['ExpenseClaim', 'PurchaseOrder'] });
    fireEvent.click(within(row('采购订单审批')).getByRole('button', { name: '绑定单据' }));
    await screen.findByText('绑定单据：采购订单审批');
    const form = screen.getByTestId('flow-bind-form');
    expect(within(form).getByText(/每种单据类型只能绑定一个流程/)).toBeTruthy();
    expect((within(form).getByRole('checkbox', { name: /采购订单/ }) as HTMLInputElement).checked).toBe(true);
    await within(form).findByText('当前绑定：销售订单审批');
    fireEvent.click(within(form).getByRole('checkbox', { name: /费用报销/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(FlowDefApi.bind).toHaveBeenCalledWith([{ key: 'purchaseOrderApproval', entityCodes: ['PurchaseOrder', 'ExpenseClaim'] }], expect.anything()));
    expect(await screen.findByText('绑定已保存')).toBeTruthy();
  });

  it('a refused binding stays in the dialog with the server’s message', async () => {
    renderFlow('flowable/FlowList');
    await screen.findByText('采购订单审批');
    FlowDefApi.bind.mockRejectedValue(new RpcError(400, 'Foo 不是可以绑定流程的单据类型'));
    fireEvent.click(within(row('采购订单审批')).getByRole('button', { name: '绑定单据' }));
    await screen.findByTestId('flow-bind-form');
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect((await screen.findByTestId('flow-bind-form-error')).textContent).toBe('Foo 不是可以绑定流程的单据类型');
  });

  it('流程图 opens the deployed XML in a drawer; 发起 starts a form flow and says what the server said', async () => {
    renderFlow('flowable/FlowList');
    await screen.findByText('请假');
    FlowDefApi.readXml.mockResolvedValue({ xml: '<definitions/>', svg: null, name: '请假', category: 'office' });
    fireEvent.click(within(row('请假')).getByRole('button', { name: '流程图' }));
    expect(await screen.findByText('流程图：请假 v1')).toBeTruthy();
    expect((await screen.findByTestId('flow-viewer-stub')).dataset.xmlLength).toBe('14');
    expect(FlowDefApi.readXml).toHaveBeenCalledWith([{ deployId: 'leave:1' }], expect.anything());

    FlowDefApi.start.mockResolvedValue({ msg: '提交成功。', instanceId: 'i1' });
    fireEvent.click(within(row('请假')).getByRole('button', { name: /发\s*起/ }));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(confirm.textContent).toContain('确定发起流程「请假」？');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('提交成功。')).toBeTruthy();
    expect(FlowDefApi.start).toHaveBeenCalledWith([{ procDefId: 'leave:1' }], expect.anything());
  });

  it('says when the list cannot be loaded', async () => {
    FlowDefApi.list.mockRejectedValue(new RpcError(4003, '没有权限'));
    renderFlow('flowable/FlowList');
    expect(await screen.findByText('没有权限')).toBeTruthy();
    expect(await screen.findByText('暂无流程定义')).toBeTruthy();
  });
});
