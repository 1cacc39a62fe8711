// 销售管理 (sales): orders, deliveries made from them, returns made from deliveries; delivered,
// returned, received and invoiced figures move as documents are audited.
import { defineModule } from '../define';
import receiptViews from './receipt-views';
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
  menus: { Web: [saleMenu] },
  reports: Object.values(saleReports),
  receiptViews,
  server: () => import('./server'),
});
