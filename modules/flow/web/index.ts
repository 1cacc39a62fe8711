// The web part of 流程管理: the task lists (one template, a schema per list), the task screen
// 流程处理详情, the process definitions with the designer, categories and flow forms; and how a
// document bound to a flow is sent for approval from its detail (document/submit).
import { defineWebModule } from '../../../src/app/modules/defineWebModule';

const list = (name: 'todo' | 'finished' | 'process' | 'copy' | 'company' | 'table') => () => import('./tasks/TaskListPage').then((m) => ({ default: m.TASK_LIST_PAGES[name] }));
const task = () => import('./tasks/TaskDetailPage');

export default defineWebModule({
  code: 'flow',
  routes: [
    { path: 'flowable/Todo', load: list('todo') },
    { path: 'flowable/Finish', load: list('finished') },
    { path: 'flowable/Process', load: list('process') },
    { path: 'flowable/CopySend', load: list('copy') },
    { path: 'flowable/Company', load: list('company') },
    { path: 'flow/table', load: list('table') },
    { path: 'flow/taskDetail', load: task },
    { path: 'flowable/Record', load: task },
    { path: 'flow/detail', load: task },
    { path: 'flowable/FlowList', load: () => import('./definitions/FlowListPage') },
    { path: 'flowable/FlowDetail', load: () => import('./definitions/FlowDetailPage') },
    { path: 'flowable/Class', load: () => import('./definitions/CategoryPage') },
    { path: 'flowable/Form', load: () => import('./definitions/FormListPage') },
    { path: 'flowable/FormDesigner', load: () => import('./definitions/FormDesignerPage') },
    { path: 'flow/job', load: () => import('./pages/FlowJobPage') },
  ],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  documentFlow: () => import('./document/submit'),
  // the App portal's 待办任务: agree or refuse with a comment, on a phone (app/ApprovalsPage.tsx)
  portalPages: { App: [{ path: 'flowable/Todo', load: () => import('./app/ApprovalsPage') }] },
});
