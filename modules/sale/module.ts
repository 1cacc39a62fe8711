// 销售管理 (sales): orders, deliveries made from them, returns made from deliveries; delivered,
// returned, received and invoiced figures move as documents are audited.
import { defineModule } from '../../schemas/modules/define';
import { SaleDelivery } from './entities/delivery';
import { SaleOrder } from './entities/order';
import { SaleReject } from './entities/reject';
import { saleMenu } from './menus';
import { salePages } from './pages';
import { saleReports } from './reports';

export default defineModule({
  code: 'sale',
  entities: [SaleOrder, SaleDelivery, SaleReject],
  pages: Object.values(salePages),
  menus: { Web: [{ ...saleMenu, after: 'mod.purchase' }] },
  reports: Object.values(saleReports),
  server: () => import('./server'),
});
