// 流程定义详情 (flowable/FlowDetail?deployId=) in jsdom: the version's header, its diagram, the other
// versions of its key (switching to one), and the forms of its start and user task nodes — what
// was saved shown, a new choice saved with saveDeployForms, read-only without the update function.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../../../src/api/errors';
import { approvalXml } from '../../../server/demo-processes';
import { CHOICES, definition, FlowDefApi, FlowFormApi, flowTree, paged, renderFlow } from './harness';

vi.mock('../../../../../src/api/services', async () => ({ ...(await import('../../../../../tests/kit/web/servicesMock')), FormApi: { list: vi.fn() } }));
vi.mock('../../../web/viewer/FlowViewer', async () => ({ default: (await import('./harness')).ViewerStub }));
vi.setConfig({ testTimeout: 30_000 });

const { resetServices } = await import('../../../../../tests/kit/web/servicesMock');

const KEY = 'purchaseOrderApproval';
const xml = approvalXml(KEY, '采购订单审批', 'purchase', { groupTask: '采购主管审核', group: 'ROLE1', bossTask: '总经理审批', boss: 1, amountOver: 20000, copyTo: 2 });
const v1 = definition({ version: 1, deployId: `${KEY}:1`, suspended: true, deployedBy: '李娜' });
const v2 = definition({ version: 2, deployId: `${KEY}:2`, entityCodes: ['PurchaseOrder', 'ExpenseClaim'] });
const forms = [
  { formId: 5, formName: '采购申请单', formKey: 'PurchaseOrder', entityCode: 'PurchaseOrder', remark: null },
  { formId: 6, formName: '审批意见', formKey: 'ApprovalNote', entityCode: null, remark: null },
];

beforeAll(async () => {
  await Promise.all([import('../../../web/definitions/FlowDetailPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  FlowDefApi.choices.mockResolvedValue(CHOICES);
  FlowDefApi.readXml.mockResolvedValue({ xml, svg: null, name: '采购订单审批', category: 'purchase' });
  FlowDefApi.list.mockResolvedValue(paged([v1, v2]));
  FlowFormApi.listAll.mockResolvedValue(forms);
  FlowFormApi.deployForms.mockResolvedValue([{ nodeKey: null, formId: 5 }]);
});
afterEach(cleanup);

const header = () => screen.findByTestId('flow-detail-header');
const formSelect = (label: string) => screen.getByRole('combobox', { name: `表单 ${label}` });
const selected = (label: string) => formSelect(label).closest('.ant-select')!.querySelector('.ant-select-selection-item')?.textContent ?? null;

describe('流程定义详情', () => {
  it('shows the version: header with names, its diagram and every version of the key, newest first', async () => {
    renderFlow(`flowable/FlowDetail?deployId=${encodeURIComponent(v2.deployId)}`);
    const h = await header();
    expect(FlowDefApi.readXml).toHaveBeenCalledWith([{ deployId: v2.deployId }], expect.anything());
    // the key comes from the deployed XML
    expect(FlowDefApi.list.mock.calls[0][0][0]).toMatchObject({ key: KEY });
    expect(within(h).getByText(KEY)).toBeTruthy();
    await waitFor(() => expect(within(h).getByText('采购审批')).toBeTruthy());
    expect(within(h).getByText('采购订单')).toBeTruthy();
    expect(within(h).getByText('费用报销')).toBeTruthy();
    expect(within(h).getByText('激活')).toBeTruthy();
    expect(screen.getByTestId('flow-viewer-stub').dataset.xmlLength).toBe(String(xml.length));
    const rows = within(screen.getByTestId('flow-detail-versions')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringMatching(/^v2当前/), expect.stringMatching(/^v1采购订单审批挂起.*李娜查看$/)]);
  });

  it('switches to another version of the key', async () => {
    const view = renderFlow(`flowable/FlowDetail?deployId=${encodeURIComponent(v2.deployId)}`);
    await header();
    fireEvent.click(within(screen.getByTestId('flow-detail-versions')).getByRole('button', { name: /查\s*看/ }));
    await waitFor(() => expect(view.location().search).toBe(`?deployId=${encodeURIComponent(v1.deployId)}`));
    await waitFor(() => expect(within(screen.getByTestId('flow-detail-header')).getByText('挂起')).toBeTruthy());
    expect(FlowDefApi.readXml).toHaveBeenLastCalledWith([{ deployId: v1.deployId }], expect.anything());
    expect(screen.getByRole('button', { name: /激\s*活/ })).toBeTruthy();
  });

  it('lists the start form and each user task with the form saved for it; saves a new choice', async () => {
    renderFlow(`flowable/FlowDetail?deployId=${encodeURIComponent(v2.deployId)}`);
    await header();
    const card = screen.getByTestId('flow-node-forms');
    expect(within(card).getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent)).toEqual(['开始表单', '提交申请', '采购主管审核', '总经理审批']);
    expect(FlowFormApi.deployForms).toHaveBeenCalledWith([v2.deployId], expect.anything());
    await waitFor(() => expect(selected('开始表单')).toBe('采购申请单 (PurchaseOrder)'));
    expect(selected('采购主管审核')).toBeNull();

    fireEvent.mouseDown(formSelect('采购主管审核'));
    fireEvent.click(await screen.findByTitle('审批意见 (ApprovalNote)'));
    FlowFormApi.saveDeployForms.mockResolvedValue({ saved: 2 });
    fireEvent.click(within(card).getByRole('button', { name: '保存表单' }));
    await waitFor(() =>
      expect(FlowFormApi.saveDeployForms).toHaveBeenCalledWith(
        [{ deployId: v2.deployId, forms: [{ nodeKey: null, formId: 5 }, { nodeKey: 'review', formId: 6 }] }],
        expect.anything(),
      ),
    );
    expect(await screen.findByText('节点表单已保存')).toBeTruthy();
  });

  it('without flowable.flowList.update the node forms are read-only and nothing offers a save', async () => {
    renderFlow(`flowable/FlowDetail?deployId=${encodeURIComponent(v2.deployId)}`, flowTree(['design']));
    await header();
    await waitFor(() => expect(selected('开始表单')).toBe('采购申请单 (PurchaseOrder)'));
    expect(formSelect('总经理审批').closest('.ant-select')!.classList.contains('ant-select-disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: '保存表单' })).toBeNull();
    expect(screen.queryByRole('button', { name: /挂\s*起/ })).toBeNull();
    expect(screen.getByRole('button', { name: /设\s*计/ })).toBeTruthy();
  });

  it('says what went wrong when the version cannot be read, and retries', async () => {
    FlowDefApi.readXml.mockRejectedValueOnce(new RpcError(11, '流程定义不存在'));
    renderFlow('flowable/FlowDetail?deployId=gone');
    const error = await screen.findByTestId('flow-detail-error');
    expect(within(error).getByText('流程定义不存在')).toBeTruthy();
    FlowDefApi.list.mockResolvedValue(paged([definition({ deployId: 'gone' })]));
    fireEvent.click(within(error).getByRole('button', { name: /重\s*试/ }));
    expect(await header()).toBeTruthy();
  });

  it('asks for a version to be chosen when none is given', async () => {
    renderFlow('flowable/FlowDetail');
    expect((await screen.findByTestId('no-record')).textContent).toContain('请先选择要查看的记录');
    expect(FlowDefApi.readXml).not.toHaveBeenCalled();
  });
});
