// 审批 of the App (mobile) portal: the personal task lists and the task screen, laid out for a phone.
import { btn, detail, mod, page } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

const openTask = { detailPath: 'flow/taskDetail', detailAppCode: 'flow' };

export const flowAppMenu: MenuDef = mod('flow', '审批', 'Approvals', 'AuditOutlined', [
  page('flowable/Todo', '待办任务', 'To-do tasks', {
    icon: 'ScheduleOutlined',
    buttons: [btn('flowable.todo', 'handle', '处理', 'Handle', openTask), btn('flowable.todo', 'claim', '签收', 'Claim')],
  }),
  page('flowable/Finish', '已办任务', 'Done tasks', {
    icon: 'FileDoneOutlined',
    buttons: [btn('flowable.finish', 'view', '查看', 'View', openTask)],
  }),
  page('flowable/CopySend', '抄送我的', 'Copied to me', {
    icon: 'SendOutlined',
    buttons: [btn('flowable.copySend', 'view', '查看', 'View', openTask)],
  }),
  detail('flow/taskDetail', '流程处理详情', 'Task handling', { fc: false }),
]);
