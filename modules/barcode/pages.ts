// Barcode pages: generated lists and details over its entities. The barcode list's operations
// (合并, 拆分, 绑定, 解绑, 转移, 数量调整) are page actions whose handlers (web/actions.tsx) open a
// small dialog and post to barcode.Barcode; their function codes are the catalogue's
// barcode.barcode.{merge, split, bind, unbind, transfer, adjust}.
import { type ActionDef, masterDataPageDef as list, type PageDef } from '../../schemas/pages/types';

export const BARCODE_OP_HANDLER = 'barcode.operate';

const op = (code: string, label: string, labelEn: string, place: ActionDef['place'] = 'toolbar'): ActionDef => ({ code, label, labelEn, place, handler: BARCODE_OP_HANDLER, call: `/barcode.Barcode/${code}` });

export const barcodePages = {
  Barcode: list('barcode/Barcode', 'Barcode', {
    actions: [
      op('merge', '合并', 'Merge'),
      op('split', '拆分', 'Split', 'row'),
      op('bind', '绑定', 'Bind'),
      op('unbind', '解绑', 'Unbind'),
      op('transfer', '转移', 'Transfer', 'row'),
      op('adjust', '数量调整', 'Adjust quantity', 'row'),
    ],
  }),
  Batch: list('barcode/Batch', 'BarcodeBatch'),
  BatchAdjust: list('barcode/BatchAdjust', 'BatchAdjust'),
} satisfies Record<string, PageDef>;
