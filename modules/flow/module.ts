// 流程管理 (approval flows): the flow calls over our own BPMN interpreter (server/flow), the
// designer and task pages (web/), demo approvals bound to purchase and sale orders. The menu node
// stays the catalogue's (schemas/menus/web/platform.ts flowModule). Anyone may be an approver or
// a copy recipient: every seeded role gets the personal task pages.
import { defineModule, ROLE_PROFILES } from '../define';

const PERSONAL = { pages: ['flowable/Todo', 'flowable/Finish', 'flowable/CopySend', 'flowable/Process', 'flow/taskDetail'], buttons: 'all' } as const;

export default defineModule({
  code: 'flow',
  grants: Object.fromEntries(ROLE_PROFILES.filter((p) => p !== 'all').map((p) => [p, [PERSONAL]])),
  server: () => import('./server'),
});
