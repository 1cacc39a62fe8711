// The web part of 条码管理: the operations of the barcode list (合并, 拆分, 绑定, 解绑, 转移,
// 数量调整), one action handler that opens a small dialog for the operation. Lists and details
// are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { BARCODE_OP_HANDLER } from '../pages';

const barcodeWeb = defineWebModule({
  code: 'barcode',
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  actions: { [BARCODE_OP_HANDLER]: () => import('./action') },
});
export default barcodeWeb;
