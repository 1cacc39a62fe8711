// The approval record table of the flow task screen: its columns, the comment types as coloured
// tags, the candidates that are set, open vs handled rows, and 审批记录为空。 without rows.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n';
import type { FlowRecord, FlowRecordRow } from '../../contracts';
import { FlowRecordTable } from '../../web/components/FlowRecordTable';

const row = (over: Partial<FlowRecordRow>): FlowRecordRow => ({
  taskId: 't1',
  taskName: '部门经理审批',
  nodeId: 'deptManager',
  assigneeName: '张 三',
  deptName: '采购部',
  candidateRole: null,
  candidateDepart: null,
  candidate: null,
  createTime: '2025-03-01T08:00:00',
  finishTime: '2025-03-01T09:30:05',
  duration: '1小时30分钟',
  status: 'completed',
  comment: { type: '1', comment: '同意' },
  ...over,
});

const record = (flowList: FlowRecordRow[]): FlowRecord => ({ flowList, entityCode: 'PurchaseOrder', receiptId: 7, formData: null });

const bodyRows = () => screen.getAllByRole('row').slice(1);

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh_CN');
});

describe('FlowRecordTable', () => {
  it('reads 审批记录为空。 without a record, and with an empty one', () => {
    const view = render(<FlowRecordTable record={null} />);
    expect(screen.getByText('审批记录为空。')).toBeTruthy();
    view.rerender(<FlowRecordTable record={record([])} />);
    expect(screen.getByText('审批记录为空。')).toBeTruthy();
  });

  it('shows one row per task with the columns of the spec', () => {
    render(<FlowRecordTable record={record([row({})])} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['任务节点', '办理人', '部门', '候选', '接收时间', '处理时间', '耗时', '处理意见']);
    const cells = within(bodyRows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['部门经理审批', '张 三', '采购部', '—', '2025-03-01 08:00:00', '2025-03-01 09:30:05', '1小时30分钟', '通过同意']);
    expect(screen.queryByText('审批记录为空。')).toBeNull();
  });

  it('shows comment types 1 通过, 2 退回, 3 驳回 as green, orange and red tags beside the comment', () => {
    render(
      <FlowRecordTable
        record={record([
          row({ taskId: 'a', comment: { type: '1', comment: '同意' } }),
          row({ taskId: 'b', comment: { type: '2', comment: '金额不对' } }),
          row({ taskId: 'c', comment: { type: '3', comment: '不采购' } }),
          row({ taskId: 'd', comment: { type: '', comment: '默认' } }),
          row({ taskId: 'e', comment: null }),
        ])}
      />,
    );
    const tag = (taskId: string) => screen.getByTestId(`comment-${taskId}`).querySelector('.ant-tag')!;
    expect([tag('a').textContent, tag('a').className]).toEqual(['通过', expect.stringContaining('ant-tag-green')]);
    expect([tag('b').textContent, tag('b').className]).toEqual(['退回', expect.stringContaining('ant-tag-orange')]);
    expect([tag('c').textContent, tag('c').className]).toEqual(['驳回', expect.stringContaining('ant-tag-red')]);
    expect(screen.getByTestId('comment-b').textContent).toBe('退回金额不对');
    // no type: the default, approve
    expect(tag('d').textContent).toBe('通过');
    expect(screen.queryByTestId('comment-e')).toBeNull();
  });

  it('the candidate column shows whichever of users, roles and departments are set', () => {
    render(
      <FlowRecordTable
        record={record([
          row({ taskId: 'a', assigneeName: null, candidate: '李四,王五', candidateRole: '采购经理', finishTime: null, duration: null, comment: null }),
          row({ taskId: 'b', candidateDepart: '财务部' }),
        ])}
      />,
    );
    const [open, handled] = bodyRows();
    const candidates = (r: HTMLElement) => within(r).getAllByRole('cell')[3].textContent;
    expect(candidates(open)).toBe('候选人：李四,王五候选角色：采购经理');
    expect(candidates(handled)).toBe('候选部门：财务部');
    // the open task: no handler, time or duration yet, a "processing" dot; the handled one a "success" dot
    const cells = within(open).getAllByRole('cell').map((c) => c.textContent);
    expect([cells[1], cells[5], cells[6], cells[7]]).toEqual(['—', '—', '—', '—']);
    expect(open.querySelector('.ant-badge-status-processing')).not.toBeNull();
    expect(handled.querySelector('.ant-badge-status-success')).not.toBeNull();
  });

  it('shows the loading state', () => {
    const { container } = render(<FlowRecordTable record={null} loading />);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('speaks en_US when the user does', async () => {
    await i18n.changeLanguage('en_US');
    const view = render(<FlowRecordTable record={null} />);
    expect(screen.getByText('No approval records.')).toBeTruthy();
    view.rerender(<FlowRecordTable record={record([row({ comment: { type: '2', comment: 'wrong amount' } })])} />);
    expect(screen.getByRole('columnheader', { name: 'Step' })).toBeTruthy();
    expect(screen.getByTestId('comment-t1').textContent).toBe('Returnedwrong amount');
  });
});
