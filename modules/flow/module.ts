// 流程管理 (approval flows): the flow calls over our own BPMN interpreter (server/flow), the
// designer and task pages (web/), demo approvals bound to purchase and sale orders. The menu node
// stays the catalogue's (schemas/menus/web/platform.ts flowModule).
import { defineModule } from '../define';

export default defineModule({
  code: 'flow',
  server: () => import('./server'),
});
