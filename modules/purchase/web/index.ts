// The web part of 采购管理: the read-only views of its documents (查看单据, the flow task screen),
// declared with their page stacks, and 采购补货 (a call-backed list of suggestions). Its other pages
// are the generic templates.
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { purchaseStacks } from '../pages';
import { REPLENISHMENT_PAGE } from '../replenishment';

export default defineWebModule({
  code: 'purchase',
  routes: [{ path: REPLENISHMENT_PAGE, load: () => import('./ReplenishmentPage') }],
  receiptViews: stackReceiptViews(purchaseStacks),
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
});
