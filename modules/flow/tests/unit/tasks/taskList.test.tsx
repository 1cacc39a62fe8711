// A task list drawn by the template: the filter bar goes to the server as the list's query (Enter
// searches), the rows show the buttons the role holds, 签收 calls claim and shows the server's
// message, a double click opens the task screen, and the page is handed to the screen's pager.
// The call layer is mocked (client()); everything else is the real page.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../../../schemas/rpc/portal';
import { sessionStore } from '../../../../../src/app/session/sessionStore';
import { PermissionContext } from '../../../../../src/engine/PermissionContext';
import { i18n } from '../../../../../src/i18n';
import { TASK_LISTS } from '../../../web/tasks/lists/declarations';
import { loadList, toListFilters } from '../../../web/tasks/lists/listQuery';
import { TaskListTemplate } from '../../../web/tasks/lists/TaskListTemplate';
import { tasksZh } from '../../../web/tasks/i18n';
import { readNav } from '../../../web/tasks/shared/taskNav';
import { ME, row } from './fixtures';

const api = vi.hoisted(() => ({
  todoList: vi.fn(),
  finishedList: vi.fn(),
  myProcess: vi.fn(),
  copySendList: vi.fn(),
  companyProcess: vi.fn(),
  taskList: vi.fn(),
  claim: vi.fn(),
  copySendRead: vi.fn(),
  stopProcess: vi.fn(),
  list: vi.fn(),
}));
vi.mock('../../../../../src/api/services', async (original) => ({ ...(await original<object>()), client: () => api }));

const paged = (itemList: unknown[]) => ({ total: itemList.length, page: 1, pageSize: 20, itemList });

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderList(key: keyof typeof TASK_LISTS, codes: string[]) {
  const map = Object.fromEntries(codes.map((c) => [c, true as const]));
  render(
    <App>
      <PermissionContext.Provider value={map}>
        <MemoryRouter initialEntries={['/demo/list']}>
          <Routes>
            <Route path="/:tenant/*" element={<><TaskListTemplate list={TASK_LISTS[key]} /><Where /></>} />
          </Routes>
        </MemoryRouter>
      </PermissionContext.Provider>
    </App>,
  );
}

beforeAll(() => {
  i18n.addResourceBundle('zh_CN', 'translation', { flowTasks: tasksZh }, true, true);
});
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.list.mockResolvedValue([{ id: 1, code: 'purchase', name: '采购审批', sn: 1, remark: null, used: 1 }]);
  sessionStore.set({ token: 'x', tenant: { id: '00000002', code: 'demo', name: 'demo' }, user: { id: ME, tenantId: '00000002', code: 'lina', name: '李娜', personId: null, role: 3 }, role: { id: 3, code: 'purchaser', name: '采购员', nameIntl: {}, defaultTag: true }, roles: [], language: 'zh_CN' } as unknown as Session);
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('task list filters', () => {
  it('map to the query: keyword trimmed, category, status where the list has it, the range as days', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-03-01T10:00:00'), dayjs('2026-03-31T23:00:00')];
    expect(toListFilters({ keyword: '  CG001 ', category: 'purchase', status: 'Finish', range }, TASK_LISTS.process)).toEqual({ keyword: 'CG001', category: 'purchase', status: 'Finish', beginDate: '2026-03-01', endDate: '2026-03-31' });
    expect(toListFilters({ keyword: '   ', status: 'Finish', range: [null, dayjs('2026-03-31')] }, TASK_LISTS.todo)).toEqual({ endDate: '2026-03-31' });
    expect(toListFilters({}, TASK_LISTS.todo)).toEqual({});
  });

  it('each list asks its own call; flow/table asks taskList centerView', async () => {
    for (const fn of Object.values(api)) fn.mockResolvedValue(paged([]));
    const q = { page: 2, pageSize: 10, keyword: 'x' };
    await loadList(TASK_LISTS.todo, q);
    await loadList(TASK_LISTS.finished, q);
    await loadList(TASK_LISTS.process, q);
    await loadList(TASK_LISTS.copy, q);
    await loadList(TASK_LISTS.company, q);
    await loadList(TASK_LISTS.table, q);
    for (const m of ['todoList', 'finishedList', 'myProcess', 'copySendList', 'companyProcess'] as const) expect(api[m]).toHaveBeenCalledWith([q], expect.objectContaining({ ignoreError: true }));
    expect(api.taskList).toHaveBeenCalledWith(['centerView', q], expect.objectContaining({ ignoreError: true }));
  });
});

describe('待办任务', () => {
  it('Enter in the keyword searches on the server from page 1', async () => {
    api.todoList.mockResolvedValue(paged([row()]));
    renderList('todo', ['flowable.todo.handle']);
    await screen.findByText('CG001');
    expect(api.todoList).toHaveBeenLastCalledWith([{ page: 1, pageSize: 20 }], expect.anything());
    const keyword = screen.getByPlaceholderText('流程名称 / 单据编号 / 发起人');
    fireEvent.change(keyword, { target: { value: ' CG0 ' } });
    fireEvent.submit(keyword.closest('form')!);
    await waitFor(() => expect(api.todoList).toHaveBeenLastCalledWith([{ keyword: 'CG0', page: 1, pageSize: 20 }], expect.anything()));
    // the page went to the task screen's pager
    await waitFor(() => expect(readNav('wait')?.query).toEqual({ keyword: 'CG0', page: 1, pageSize: 20 }));
  });

  it('shows the columns, and only the buttons the role holds', async () => {
    api.todoList.mockResolvedValue(paged([row({ taskId: 'a', claimable: true, assigneeId: null, assigneeName: null }), row({ taskId: 'b', receiptCode: 'CG002' })]));
    renderList('todo', ['flowable.todo.handle', 'flowable.todo.claim']);
    await screen.findByText('CG002');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['流程名称', '单据编号', '任务名称', '发起人', '办理人', '接收时间', '操作']);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['处理', '签收']);
    expect(within(first).getByText('待签收')).toBeTruthy();
    // 委派 / 转办 are not granted
    expect(within(second).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['处理']);
    expect(within(first).getByText('v1')).toBeTruthy();
    expect(within(first).getByText('采购订单审批')).toBeTruthy();
  });

  it('marks a task nobody was found for, which went to the administrator', async () => {
    api.todoList.mockResolvedValue(paged([row({ taskId: 'a', noApprover: true, receiptCode: 'CG009' }), row({ taskId: 'b', receiptCode: 'CG002' })]));
    renderList('todo', ['flowable.todo.handle']);
    await screen.findByText('CG002');
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByTestId('no-approver').textContent).toBe('未找到审批人，已转交管理员');
    expect(within(second).queryByTestId('no-approver')).toBeNull();
  });

  it('签收 claims the task, shows 签收成功。 and reloads', async () => {
    api.todoList.mockResolvedValue(paged([row({ claimable: true, assigneeId: null })]));
    api.claim.mockResolvedValue({ msg: '签收成功。' });
    renderList('todo', ['flowable.todo.claim']);
    fireEvent.click(await screen.findByTestId('row-claim'));
    expect(await screen.findByText('签收成功。')).toBeTruthy();
    expect(api.claim).toHaveBeenCalledWith([{ taskId: 't1' }], expect.anything());
    await waitFor(() => expect(api.todoList).toHaveBeenCalledTimes(2));
  });

  it('a double click on a row opens the task screen', async () => {
    api.todoList.mockResolvedValue(paged([row()]));
    renderList('todo', []);
    const cell = await screen.findByText('CG001');
    fireEvent.doubleClick(cell);
    const where = screen.getByTestId('location').textContent ?? '';
    expect(where.startsWith('/demo/flow/taskDetail?')).toBe(true);
    expect(new URLSearchParams(where.split('?')[1]).get('taskId')).toBe('t1');
  });
});

describe('抄送我的 and 我的流程', () => {
  it('shows unread copies bold; 标为已读 marks the selected ones; opening one reads it', async () => {
    api.copySendList.mockResolvedValue(paged([row({ copySendId: 5, read: false }), row({ copySendId: 6, read: true, procInsId: 'p2', receiptCode: 'CG009' })]));
    api.copySendRead.mockResolvedValue({ updated: 1 });
    renderList('copy', ['flowable.copySend.view', 'flowable.copySend.read']);
    await screen.findByText('CG009');
    const [unread, read] = screen.getAllByRole('row').slice(1);
    expect(unread.getAttribute('data-unread')).toBe('true');
    expect(unread.style.fontWeight).toBe('600');
    expect(read.getAttribute('data-unread')).toBeNull();
    fireEvent.click(within(unread).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('mark-read'));
    await waitFor(() => expect(api.copySendRead).toHaveBeenCalledWith([[5]], expect.anything()));
    api.copySendRead.mockClear();
    await act(async () => {
      fireEvent.click(within(unread).getByTestId('row-view'));
    });
    expect(api.copySendRead).toHaveBeenCalledWith([[5]], expect.anything());
    expect(screen.getByTestId('location').textContent).toMatch(/^\/demo\/flow\/taskDetail\?.*taskType=copy/);
  });

  it('终止 asks 注意 with 确定 / 取消 before stopping the flow', async () => {
    api.myProcess.mockResolvedValue(paged([row({ taskId: null })]));
    api.stopProcess.mockResolvedValue({ msg: '成功' });
    renderList('process', ['flowable.process.stop']);
    fireEvent.click(await screen.findByTestId('row-stop'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.querySelector('.ant-modal-confirm-title')?.textContent).toBe('注意');
    expect(within(confirm).getByText('确定终止流程“采购订单审批 CG001”吗？')).toBeTruthy();
    expect(api.stopProcess).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.stopProcess).toHaveBeenCalledWith([{ instanceId: 'p1' }], expect.anything()));
    expect(await screen.findByText('成功')).toBeTruthy();
    // 撤回 is the initiator's; the status tag reads 审批中
    expect(screen.getAllByTestId('row-revoke').length).toBe(1);
    expect(screen.getByTestId('flow-status').textContent).toBe('审批中');
  });
});
