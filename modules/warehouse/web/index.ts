// The web part of 仓储管理: 库存可视化 and 机器人调度 (hand-written pages) and the position QR sheet (an
// action's dialog). The documents, areas, positions and stock reports are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import receiptViews from '../receipt-views';
import { POSITION_QR_HANDLER } from '../pages';

const warehouseWeb = defineWebModule({
  code: 'warehouse',
  routes: [{ path: 'warehouse/Visual', load: () => import('./VisualPage') }, { path: 'warehouse/robotScheduling', load: () => import('../robot/web/RobotPage') }],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  receiptViews,
  actions: { [POSITION_QR_HANDLER]: () => import('./qr/action') },
});
export default warehouseWeb;
