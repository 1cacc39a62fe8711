// 仓储管理 (warehouse): storage areas and positions, and the documents that move stock — entries
// (from purchase arrivals or direct), deliveries (from sale deliveries or direct), transfers and counts — whose audits
// post to the stock ledger by declaration (EntityDef.stock, server/stock); and its parts, each in its
// folder: put-on orders (puton/), stacking (stack/) and robot scheduling (robot/).
import { defineModule } from '../../schemas/modules/define';
import { arrivalEntities } from './arrival/entities';
import { arrivalPages } from './arrival/pages';
import { WmsCount } from './entities/count';
import { WmsDelivery, WmsDeliveryRaw } from './entities/delivery';
import { WmsDeliveryApply } from './entities/apply';
import { WmsEntry, WmsSimpleEntry } from './entities/entry';
import { WmsArea, WmsPosition } from './entities/place';
import { WmsTransfer } from './entities/transfer';
import { warehouseMenu } from './menus';
import { warehouseAppMenu } from './app-menus';
import { warehousePages } from './pages';
import { putOnPart } from './puton/part';
import { robotPart } from './robot/part';
import { stackPart } from './stack/part';
import { warehouseReports } from './reports';
import { warehouseViews } from './views';
import { WAREHOUSE_PARAMS } from './params';

export default defineModule({
  code: 'warehouse',
  entities: [WmsArea, WmsPosition, WmsEntry, WmsSimpleEntry, WmsDeliveryApply, WmsDelivery, WmsDeliveryRaw, WmsTransfer, WmsCount, ...arrivalEntities],
  pages: [...Object.values(warehousePages), ...Object.values(arrivalPages)],
  menus: { Web: [{ ...warehouseMenu, after: 'mod.pull' }], App: [{ ...warehouseAppMenu, after: 'mod.flow' }] },
  views: warehouseViews,
  reports: Object.values(warehouseReports),
  grants: {
    warehouse: [{ pages: ['warehouse/'], buttons: 'all' }],
    viewer: [{ pages: ['warehouse/'], buttons: 'readOnly' }],
  },
  tenantTables: ['wms_robot'],
  migrations: () => import('./migrations').then((m) => m.default),
  params: WAREHOUSE_PARAMS,
  server: () => import('./server'),
  parts: [putOnPart, stackPart, robotPart],
});
