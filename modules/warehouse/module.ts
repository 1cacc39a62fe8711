// 仓储管理 (warehouse): storage areas and positions, and the documents that move stock — entries
// (from purchase arrivals or direct), deliveries (from sale deliveries or direct), transfers and counts — whose audits
// post to the stock ledger by declaration (EntityDef.stock, server/stock); and its parts, each in its
// folder: arrival registrations and their returns (arrival/), put-on orders (puton/), stacking
// (stack/) and robot scheduling (robot/).
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { arrivalPart } from './arrival/part';
import { warehouseMenu } from './menus';
import { warehouseAppMenu } from './app-menus';
import { warehouseStacks } from './pages';
import { putOnPart } from './puton/part';
import { robotPart } from './robot/part';
import { stackPart } from './stack/part';
import { warehouseReports } from './reports';
import { warehouseViews } from './views';
import { STOCK_DETAIL_VIEWS, stockDetailReports } from './stock-detail/report';
import { WAREHOUSE_PARAMS } from './params';

export default defineModule({
  code: 'warehouse',
  entities: stackEntities(warehouseStacks),
  pages: stackPages(warehouseStacks),
  menus: { Web: [{ ...warehouseMenu, after: 'mod.pull' }], App: [{ ...warehouseAppMenu, after: 'mod.flow' }] },
  views: [...warehouseViews, ...STOCK_DETAIL_VIEWS],
  reports: [...Object.values(warehouseReports), ...Object.values(stockDetailReports)],
  grants: {
    warehouse: [{ pages: ['warehouse/'], buttons: 'all' }],
    viewer: [{ pages: ['warehouse/'], buttons: 'readOnly' }],
  },
  tenantTables: ['wms_robot'],
  migrations: () => import('./migrations').then((m) => m.default),
  params: WAREHOUSE_PARAMS,
  server: () => import('./server'),
  parts: [arrivalPart, putOnPart, stackPart, robotPart],
});
