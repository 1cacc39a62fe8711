// 生产工单 (work orders): the order's page stack (pages.ts: list and detail with the shop-floor
// functions 派工, 开工, 暂停, 完工, 撤回, 回收 …) in place of the 生产管理 node's task/Order entries;
// its calls, the order's rules and the demo orders (server.ts, seeded right after the module's master data).
import { stackEntities, stackEntries, stackPages } from '../../../schemas/documents/stack';
import { definePart } from '../../../schemas/modules/define';
import { orderStacks } from './pages';

export const ordersPart = definePart({
  code: 'orders',
  entities: stackEntities(orderStacks),
  pages: stackPages(orderStacks),
  menus: { Web: { replace: stackEntries(orderStacks) } },
  server: () => import('./server'),
});
