// The task lists' routes (modules/flow/web/index.ts): each page is the one template with its
// declaration (待办任务, 已办任务, 我的流程, 抄送我的, 全部流程, 流程任务).
import type { ComponentType } from 'react';
import { type ListKey, TASK_LISTS } from './lists/declarations';
import { TaskListTemplate } from './lists/TaskListTemplate';

function pageOf(key: ListKey): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per list when this file loads, never during a render
  const Page = () => <TaskListTemplate list={TASK_LISTS[key]} />;
  Page.displayName = `TaskList(${key})`;
  return Page;
}

export const TASK_LIST_PAGES: Record<ListKey, ComponentType> = {
  todo: pageOf('todo'),
  finished: pageOf('finished'),
  process: pageOf('process'),
  copy: pageOf('copy'),
  company: pageOf('company'),
  table: pageOf('table'),
};
