// The task lists as declarations: which call each makes, which row buttons a row offers under
// which function codes, and what a row opens (the task screen's query).
import { describe, expect, it } from 'vitest';
import { actionCode, listOfTaskType, rowActions, rowKey, TASK_LISTS } from '../../../web/tasks/lists/declarations';
import { readTaskQuery, taskScreenHref } from '../../../web/tasks/shared/taskQuery';
import { ME, row } from './fixtures';

const all = () => true;
const only = (...codes: string[]) => (code: string) => codes.includes(code);

describe('task list declarations', () => {
  it('each list pages its own source and returns to its own page', () => {
    const shape = Object.values(TASK_LISTS).map((l) => [l.key, l.taskType, l.url, l.prefix, l.detailPath]);
    expect(shape).toEqual([
      ['todo', 'wait', 'flowable/Todo', 'flowable.todo', 'flow/taskDetail'],
      ['finished', 'finished', 'flowable/Finish', 'flowable.finish', 'flow/taskDetail'],
      ['process', 'myPross', 'flowable/Process', 'flowable.process', 'flow/taskDetail'],
      ['copy', 'copy', 'flowable/CopySend', 'flowable.copySend', 'flow/taskDetail'],
      ['company', 'All', 'flowable/Company', 'flowable.company', 'flow/taskDetail'],
      ['table', 'centerView', 'flow/table', 'flow.table', 'flow/detail'],
    ]);
    expect(listOfTaskType('copy')).toBe(TASK_LISTS.copy);
    expect(listOfTaskType('nonsense')).toBeNull();
    expect(listOfTaskType(null)).toBeNull();
  });

  it('a to-do waiting for its candidates offers 处理 and 签收; claimed it offers 取消签收, 委派, 转办', () => {
    const todo = TASK_LISTS.todo;
    expect(rowActions(todo, row({ claimable: true, assigneeId: null }), ME, all)).toEqual(['handle', 'claim']);
    expect(rowActions(todo, row({ claimed: true }), ME, all)).toEqual(['handle', 'unclaim', 'delegate', 'assign']);
    // a task of one's own (not from candidates) cannot be given back
    expect(rowActions(todo, row(), ME, all)).toEqual(['handle', 'delegate', 'assign']);
    // a delegate resolves the task: it does not pass it on
    expect(rowActions(todo, row({ delegation: 'PENDING' }), ME, all)).toEqual(['handle']);
  });

  it('shows a button only when the role holds its function code', () => {
    const todo = TASK_LISTS.todo;
    expect(rowActions(todo, row({ claimable: true, assigneeId: null }), ME, only('flowable.todo.handle'))).toEqual(['handle']);
    expect(rowActions(todo, row({ claimed: true }), ME, only('flowable.todo.unclaim', 'flowable.todo.assign'))).toEqual(['unclaim', 'assign']);
    expect(rowActions(TASK_LISTS.company, row(), ME, only('flowable.company.view'))).toEqual(['view']);
    expect(actionCode(TASK_LISTS.finished, 'revokeTask')).toBe('flowable.finish.revoke');
    expect(actionCode(TASK_LISTS.copy, 'read')).toBe('flowable.copySend.read');
  });

  it('已办 withdraws only while the flow runs; 我的流程 revokes only its initiator’s running flows, stops running ones, deletes any', () => {
    expect(rowActions(TASK_LISTS.finished, row(), ME, all)).toEqual(['view', 'revokeTask']);
    expect(rowActions(TASK_LISTS.finished, row({ status: 'Finish' }), ME, all)).toEqual(['view']);
    const process = TASK_LISTS.process;
    expect(rowActions(process, row(), ME, all)).toEqual(['view', 'revoke', 'stop', 'delete']);
    expect(rowActions(process, row({ startUserId: 99 }), ME, all)).toEqual(['view', 'stop', 'delete']);
    expect(rowActions(process, row({ status: 'Reject' }), ME, all)).toEqual(['view', 'delete']);
    // 我的流程 has no 撤回 code: its initiator may always take a running flow back
    expect(rowActions(process, row(), ME, only('flowable.process.view'))).toEqual(['view', 'revoke']);
  });

  it('抄送我的 marks unread copies read', () => {
    expect(rowActions(TASK_LISTS.copy, row({ copySendId: 3, read: false }), ME, all)).toEqual(['view', 'read']);
    expect(rowActions(TASK_LISTS.copy, row({ copySendId: 3, read: true }), ME, all)).toEqual(['view']);
  });

  it('keys rows by task, by instance on the instance lists, by copy on 抄送我的', () => {
    expect(rowKey(TASK_LISTS.todo, row())).toBe('task:t1');
    expect(rowKey(TASK_LISTS.process, row())).toBe('ins:p1');
    expect(rowKey(TASK_LISTS.copy, row({ copySendId: 9 }))).toBe('copy:9');
  });

  it('a row opens the task screen with its task, instance, definition and list; finished as the list says', () => {
    const query = (href: string) => readTaskQuery(new URLSearchParams(href.slice(href.indexOf('?'))));
    const todo = taskScreenHref(TASK_LISTS.todo, row({ appCode: 'flow' }));
    expect(todo.startsWith('flow/taskDetail?')).toBe(true);
    expect(query(todo)).toMatchObject({ taskId: 't1', procInsId: 'p1', procDefId: 'purchaseOrderApproval:1:abc', deployId: 'purchaseOrderApproval:1:abc', taskType: 'wait', finished: false, appCode: 'flow' });
    expect(query(taskScreenHref(TASK_LISTS.finished, row({ finishTime: '2026-03-02T00:00:00Z' })))).toMatchObject({ taskType: 'finished', finished: true });
    // the instance lists: no task of the caller; finished means having a finish time
    const mine = query(taskScreenHref(TASK_LISTS.process, row({ taskId: null })));
    expect(mine).toMatchObject({ taskId: null, procInsId: 'p1', taskType: 'myPross', finished: false });
    expect(query(taskScreenHref(TASK_LISTS.company, row({ taskId: null, finishTime: '2026-03-02T00:00:00Z' })))).toMatchObject({ taskType: 'All', finished: true });
    expect(taskScreenHref(TASK_LISTS.table, row()).startsWith('flow/detail?')).toBe(true);
  });
});
