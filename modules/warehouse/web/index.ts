// The web part of 仓储管理: 库存可视化 (a hand-written page). The documents, areas, positions and
// stock reports are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';

const warehouseWeb = defineWebModule({
  code: 'warehouse',
  routes: [{ path: 'warehouse/Visual', load: () => import('./VisualPage') }, { path: 'warehouse/robotScheduling', load: () => import('../robot/web/RobotPage') }],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
});
export default warehouseWeb;
