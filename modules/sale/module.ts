// 销售管理 (sales): orders, deliveries made from them, returns made from deliveries; delivered,
// returned, received and invoiced figures move as documents are audited.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { saleMenu } from './menus';
import { saleStacks } from './pages';
import { saleReports } from './reports';

export default defineModule({
  code: 'sale',
  entities: stackEntities(saleStacks),
  pages: stackPages(saleStacks),
  menus: { Web: [{ ...saleMenu, after: 'mod.purchase' }] },
  reports: Object.values(saleReports),
  server: () => import('./server'),
});
