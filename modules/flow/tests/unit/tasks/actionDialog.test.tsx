// The dialogs of the task operations: what each sends, and the checks before sending (refuse and
// return need a comment 请输入处理意见, return a target node, add-sign a type 请选择加签类型).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../src/i18n';
import { tasksZh } from '../../../web/tasks/i18n';
import { ActionDialog } from '../../../web/tasks/shared/ActionDialog';
import { type DialogKind, dialogCall, recommitCall } from '../../../web/tasks/shared/taskActions';

const api = vi.hoisted(() => ({ taskReject: vi.fn(), taskReturn: vi.fn(), addSign: vi.fn(), complete: vi.fn(), findReturnTaskList: vi.fn(), choices: vi.fn() }));
vi.mock('../../../../../src/api/services', async (original) => ({ ...(await original<object>()), client: () => api }));

const TASK = { taskId: 't1', instanceId: 'p1' };

function open(kind: DialogKind) {
  const onDone = vi.fn();
  render(
    <App>
      <ActionDialog kind={kind} task={TASK} me={4} onClose={() => undefined} onDone={onDone} />
    </App>,
  );
  return onDone;
}
const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

beforeAll(() => {
  i18n.addResourceBundle('zh_CN', 'translation', { flowTasks: tasksZh }, true, true);
});
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.choices.mockResolvedValue({ users: [{ id: 1, code: 'admin', name: '系统管理员' }, { id: 4, code: 'lina', name: '李娜' }], categories: [], roles: [], departments: [], receipts: [] });
});
afterEach(cleanup);

describe('task operation calls', () => {
  it('maps each dialog to its call', () => {
    expect(dialogCall('agree', TASK, { comment: ' ok ', copyTo: [1, 2] })).toEqual({ method: 'complete', args: [{ taskId: 't1', instanceId: 'p1', comment: 'ok', copySendUserIds: [1, 2] }] });
    expect(dialogCall('agree', TASK, {})).toEqual({ method: 'complete', args: [{ taskId: 't1', instanceId: 'p1', comment: '' }] });
    expect(dialogCall('refuse', TASK, { comment: '太贵' })).toEqual({ method: 'taskReject', args: [{ taskId: 't1', comment: '太贵' }] });
    expect(dialogCall('return', TASK, { comment: '改', targetKey: 'submit' })).toEqual({ method: 'taskReturn', args: [{ taskId: 't1', targetKey: 'submit', comment: '改' }] });
    expect(dialogCall('addSign', TASK, { signType: 0, userIds: [1] })).toEqual({ method: 'addSign', args: [{ taskId: 't1', type: 0, userIds: [1], comment: '' }] });
    expect(dialogCall('delegate', TASK, { userId: 1 })).toEqual({ method: 'delegate', args: [{ taskId: 't1', userId: 1, comment: '' }] });
    expect(dialogCall('assign', TASK, { userId: 1, comment: 'x' })).toEqual({ method: 'assign', args: [{ taskId: 't1', userId: 1, comment: 'x' }] });
    expect(recommitCall(TASK)).toEqual({ method: 'complete', args: [{ taskId: 't1', instanceId: 'p1', comment: '' }] });
  });
});

describe('ActionDialog', () => {
  it('驳回 without a comment says 请输入处理意见 and sends nothing; with one it sends and passes on the server’s message', async () => {
    api.taskReject.mockResolvedValue({ msg: '驳回成功' });
    const onDone = open('refuse');
    const dialog = await screen.findByRole('dialog');
    ok(dialog);
    expect(await within(dialog).findByText('请输入处理意见')).toBeTruthy();
    expect(api.taskReject).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '价格太高' } });
    ok(dialog);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('驳回成功'));
    expect(api.taskReject).toHaveBeenCalledWith([{ taskId: 't1', comment: '价格太高' }], expect.anything());
  });

  it('退回 needs a target node (from findReturnTaskList) and a comment', async () => {
    api.findReturnTaskList.mockResolvedValue([{ id: 'submit', name: '提交申请' }]);
    open('return');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(api.findReturnTaskList).toHaveBeenCalledWith([{ taskId: 't1' }], expect.anything()));
    ok(dialog);
    expect(await within(dialog).findByText('请选择退回节点')).toBeTruthy();
    expect(within(dialog).getByText('请输入处理意见')).toBeTruthy();
    expect(api.taskReturn).not.toHaveBeenCalled();
  });

  it('加签 needs its type: 请选择加签类型', async () => {
    open('addSign');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('前加签')).toBeTruthy();
    expect(within(dialog).getByText('后加签')).toBeTruthy();
    ok(dialog);
    expect(await within(dialog).findByText('请选择加签类型')).toBeTruthy();
    expect(within(dialog).getByText('请选择加签人员')).toBeTruthy();
    expect(api.addSign).not.toHaveBeenCalled();
  });

  it('同意 needs nothing: the comment is optional', async () => {
    api.complete.mockResolvedValue({ msg: '成功' });
    const onDone = open('agree');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('抄送人')).toBeTruthy();
    ok(dialog);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('成功'));
    expect(api.complete).toHaveBeenCalledWith([{ taskId: 't1', instanceId: 'p1', comment: '' }], expect.anything());
  });
});
