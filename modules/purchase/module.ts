// 采购管理 (purchasing): orders, arrivals made from them, returns made from arrivals; their
// progress (arrived, returned, paid, invoiced) moves as documents are audited.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { purchaseMenu } from './menus';
import { purchaseStacks } from './pages';
import { purchaseReports } from './reports';

export default defineModule({
  code: 'purchase',
  entities: stackEntities(purchaseStacks),
  pages: stackPages(purchaseStacks),
  menus: { Web: [{ ...purchaseMenu, after: 'mod.workbench' }] },
  reports: Object.values(purchaseReports),
  dicts: {
    purchase_type: [['Normal', '普通采购', 'Standard purchase'], ['Outsource', '委外采购', 'Outsourced'], ['Consign', '代销采购', 'Consignment']],
  },
  grants: {
    purchaser: [{ pages: ['purchase/'], buttons: 'all' }],
    viewer: [{ pages: ['purchase/'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
