// The web part of production: the factory calendar page (mdm/Calendar), the BOM structure preview
// on a BOM's detail (a detail extra: shown to roles holding mdm/Bom, drawn only for BOM records) and
// 导入BOM (a toolbar action: BOMs with their lines from one sheet, mdm.BOM/leadIn); the parts' web
// sides join after it (defineWebModule's `parts`). The strings of all of them are one bundle (i18n/).
// The read-only views of its receipt types (查看单据, the flow task screen) come with the page stacks.
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import type { DetailExtra } from '../../../src/templates/detail/detailExtras';
import { boardsWeb } from '../boards/web';
import { executionWeb } from '../execution/web';
import { ordersWeb } from '../orders/web';
import { orderStacks } from '../orders/pages';
import { outsourceStacks } from '../outsource/pages';
import { BOM_IMPORT_HANDLER, CALENDAR_PAGE } from '../paths';
import { planningStacks } from '../planning/pages';
import { apsWeb } from '../planning/aps/web';

const bomTree: DetailExtra = { on: 'any', page: 'mdm/Bom', load: () => import('./BomTreeButton') };

export default defineWebModule({
  code: 'production',
  routes: [{ path: CALENDAR_PAGE, load: () => import('./CalendarPage') }],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  receiptViews: { ...stackReceiptViews(planningStacks), ...stackReceiptViews(orderStacks), ...stackReceiptViews(outsourceStacks) },
  detailExtras: { 'production.bomTree': bomTree },
  actions: { [BOM_IMPORT_HANDLER]: () => import('./bom-import') },
  parts: [ordersWeb, apsWeb, executionWeb, boardsWeb],
});
