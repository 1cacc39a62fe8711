// The web part of 条码管理: the operations of the barcode list (合并, 拆分, 绑定, 解绑, 转移,
// 数量调整), one action handler that opens a small dialog for the operation; 打印标签 (a dialog from
// the list, and a page of its own). Lists and details are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { BARCODE_OP_HANDLER, TAG_HANDLER, TAG_PAGE } from '../pages';

const barcodeWeb = defineWebModule({
  code: 'barcode',
  routes: [{ path: TAG_PAGE, load: () => import('./tag/TagPage') }],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  actions: { [BARCODE_OP_HANDLER]: () => import('./action'), [TAG_HANDLER]: () => import('./tag/action') },
});
export default barcodeWeb;
