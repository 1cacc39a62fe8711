// The web part of 生产基础: the factory calendar page (mdm/Calendar) and the BOM structure preview
// on a BOM's detail (a detail extra: shown to roles holding mdm/Bom, drawn only for BOM records), and
// 导入BOM (a toolbar action: BOMs with their lines from one sheet, mdm.BOM/leadIn).
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import receiptViews from '../receipt-views';
import type { DetailExtra } from '../../../src/templates/detail/detailExtras';
import { boardsWeb } from '../boards/web';
import { executionWeb } from '../execution/web';
import { ORDER_DIALOG, ORDER_MOVE } from '../orders/pages';
import { BOM_IMPORT_HANDLER, CALENDAR_PAGE } from '../pages';
import { planWeb } from '../plan/web';
import { planningWeb } from '../planning/web';

const bomTree: DetailExtra = { on: 'any', page: 'mdm/Bom', load: () => import('./BomTreeButton') };

export default defineWebModule({
  code: 'production',
  routes: [{ path: CALENDAR_PAGE, load: () => import('./CalendarPage') }, ...(planWeb.routes ?? []), ...(executionWeb.routes ?? []), ...(boardsWeb.routes ?? []), ...(planningWeb.routes ?? [])],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  receiptViews,
  detailExtras: { 'production.bomTree': bomTree, ...planWeb.detailExtras, ...executionWeb.detailExtras, ...boardsWeb.detailExtras, ...planningWeb.detailExtras },
  actions: { [BOM_IMPORT_HANDLER]: () => import('./bom-import'), [ORDER_MOVE]: () => import('./orders/moveAction'), [ORDER_DIALOG]: () => import('./orders/dialogAction'), ...planWeb.actions, ...executionWeb.actions, ...boardsWeb.actions, ...planningWeb.actions },
});
