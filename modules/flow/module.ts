// 流程管理 (approval flows): the flow calls over our own BPMN interpreter (modules/flow/engine), the
// designer and task pages (web/), demo approvals bound to purchase and sale orders; its Web and App
// menu nodes. Anyone may be an approver or a copy recipient: every seeded role gets the personal task pages.
import { defineModule, ROLE_PROFILES } from '../../schemas/modules/define';
import { FLOW_PARAM_GROUPS, FLOW_PARAMS } from './params';
import { flowAppMenu } from './app-menus';
import { flowMenu } from './menus';

const PERSONAL = { pages: ['flowable/Todo', 'flowable/Finish', 'flowable/CopySend', 'flowable/Process', 'flow/taskDetail'], buttons: 'all' } as const;

export default defineModule({
  code: 'flow',
  menus: { Web: [{ ...flowMenu, after: 'mod.datagov' }], App: [{ ...flowAppMenu, after: 'mod.home' }] },
  grants: Object.fromEntries(ROLE_PROFILES.filter((p) => p !== 'all').map((p) => [p, [PERSONAL]])),
  tenantTables: ['flow_category', 'flow_definition', 'flow_binding', 'flow_instance', 'flow_execution', 'flow_task', 'flow_task_candidate', 'flow_activity', 'flow_comment', 'flow_copy', 'flow_timer', 'flow_form', 'flow_deploy_form'],
  migrations: () => import('./migrations').then((m) => m.default),
  params: FLOW_PARAMS,
  paramGroups: FLOW_PARAM_GROUPS,
  server: () => import('./server'),
});
