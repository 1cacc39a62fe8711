// 流程管理 of the Web menu: the task lists, process definitions, the designer and the task screen.
import { btn, detail, list, mod, ops, page, screen } from '../../schemas/menus/buttons';
import type { ButtonDef, MenuDef } from '../../schemas/menus/types';

/** Buttons that open the flow task detail screen (flow/taskDetail) for the `flow` app. */
function openTask(prefix: string, op: string, name: string, nameEn: string): ButtonDef {
  return btn(prefix, op, name, nameEn, { detailPath: 'flow/taskDetail', detailAppCode: 'flow' });
}

export const flowMenu: MenuDef = mod('flow', '流程管理', 'Workflow', 'ApartmentOutlined', [
  page('flowable/Todo', '待办任务', 'To-do tasks', {
    buttons: [
      openTask('flowable.todo', 'handle', '处理', 'Handle'),
      btn('flowable.todo', 'claim', '签收', 'Claim'),
      btn('flowable.todo', 'unclaim', '取消签收', 'Unclaim'),
      btn('flowable.todo', 'delegate', '委派', 'Delegate'),
      btn('flowable.todo', 'assign', '转办', 'Assign'),
    ],
  }),
  page('flowable/Finish', '已办任务', 'Done tasks', {
    buttons: [openTask('flowable.finish', 'view', '查看', 'View'), btn('flowable.finish', 'revoke', '撤回', 'Revoke')],
  }),
  page('flowable/Process', '我的流程', 'My processes', {
    buttons: [
      btn('flowable.process', 'start', '发起流程', 'Start process'),
      openTask('flowable.process', 'view', '查看', 'View'),
      btn('flowable.process', 'stop', '终止', 'Stop'),
      ...ops('flowable.process', ['delete']),
    ],
  }),
  page('flowable/CopySend', '抄送我的', 'Copied to me', {
    buttons: [openTask('flowable.copySend', 'view', '查看', 'View'), btn('flowable.copySend', 'read', '标为已读', 'Mark as read')],
  }),
  page('flowable/Company', '全部流程', 'All processes', {
    buttons: [
      openTask('flowable.company', 'view', '查看', 'View'),
      btn('flowable.company', 'stop', '终止', 'Stop'),
      ...ops('flowable.company', ['delete', 'export']),
    ],
  }),
  detail('flowable/Record', '流程办理记录', 'Process handling record'),
  list('flowable/FlowList', '流程定义', 'Process definitions', 'flowable/FlowDetail', {
    extra: [
      btn('flowable.flowList', 'design', '设计', 'Design', { detailPath: 'flow/job' }),
      btn('flowable.flowList', 'updateState', '激活/挂起', 'Activate or suspend'),
    ],
  }),
  detail('flowable/FlowDetail', '流程定义详情', 'Process definition detail'),
  list('flowable/Form', '流程表单', 'Flow forms', undefined, {
    extra: [btn('flowable.form', 'design', '设计', 'Design', { detailPath: 'flowable/FormDesigner' })],
  }),
  screen('flowable/FormDesigner', '表单设计器', 'Form designer'),
  list('flowable/Class', '流程分类', 'Process categories'),
  screen('flow/job', '流程设计', 'Process design'),
  page('flow/table', '流程任务', 'Flow tasks', { buttons: ops('flow.table', ['view', 'export'], 'flow/detail') }),
  detail('flow/detail', '流程详情', 'Flow detail'),
  // The flow task detail screen (titled 流程处理详情, route not shown in the spec).
  detail('flow/taskDetail', '流程处理详情', 'Task handling', { fc: false }),
]);
