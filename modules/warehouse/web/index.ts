// The web part of 仓储管理: 库存可视化 and 库存明细 (hand-written pages) and the position QR sheet (an action's
// dialog), with robot scheduling's page joined (its part's web side). The documents, areas,
// positions and stock reports are the generic templates.
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { arrivalStacks } from '../arrival/pages';
import { POSITION_QR_HANDLER, warehouseStacks } from '../pages';
import { putOnStacks } from '../puton/pages';
import { stackingStacks } from '../stack/pages';
import { robotWeb } from '../robot/web';

const warehouseWeb = defineWebModule({
  code: 'warehouse',
  routes: [
    { path: 'warehouse/Visual', load: () => import('./VisualPage') },
    { path: 'warehouse/StockDetail', load: () => import('./StockDetailPage') },
  ],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  // the read-only views of its documents and its parts' (查看单据, the flow task screen), declared with their stacks
  receiptViews: stackReceiptViews({ ...warehouseStacks, ...putOnStacks, ...stackingStacks, ...arrivalStacks }),
  actions: { [POSITION_QR_HANDLER]: () => import('./qr/action') },
  // the App portal's 收货 (an arrival received by scanning its packs), 上架 (a pack to its suggested
  // position, confirmed by scanning it), 领料 (an apply's delivery picked nearest expiry first), 出库
  // (a delivery picked by scanning its packs' barcodes) and 盘点 (counted by scanning)
  portalPages: {
    App: [
      { path: 'warehouse/Entry', load: () => import('./app/ReceivePage') },
      { path: 'warehouse/PutOn', load: () => import('./app/PutAwayPage') },
      { path: 'warehouse/Apply', load: () => import('./app/ApplyPickPage') },
      { path: 'warehouse/Delivery', load: () => import('./app/PickPage') },
      { path: 'warehouse/Count', load: () => import('./app/CountPage') },
    ],
  },
  parts: [robotWeb],
});
export default warehouseWeb;
