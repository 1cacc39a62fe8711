// Barcode pages: generated lists and details over its entities. The barcode list's operations
// (合并, 拆分, 绑定, 解绑, 转移, 数量调整) are page actions whose handlers (web/actions.tsx) open a
// small dialog and post to barcode.Barcode; their function codes are the catalogue's
// barcode.barcode.{merge, split, bind, unbind, transfer, adjust}; 打印标签 (tag) opens the label
// print dialog (web/tag). 标签打印记录 (barcode/TagDetail) lists the prints; each opens read-only.
import { type ActionDef, masterDataPageDef as list, type PageDef } from '../../schemas/pages/types';

export const BARCODE_OP_HANDLER = 'barcode.operate';
export const TAG_HANDLER = 'barcode.tag';
/** 打印标签: a hand-written page (web/tag) — codes, a label template, copies → the PDF */
export const TAG_PAGE = 'barcode/Tag';

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
      // the Tag action: the selected barcodes' labels (web/tag)
      { code: 'tag', label: '打印标签', labelEn: 'Print labels', place: 'toolbar', handler: TAG_HANDLER },
    ],
  }),
  Batch: list('barcode/Batch', 'BarcodeBatch'),
  BatchAdjust: list('barcode/BatchAdjust', 'BatchAdjust'),
  // 标签打印记录: read-only (its menu node grants view and export only); opened from 打印标签
  TagDetail: list('barcode/TagDetail', 'BarcodeTag', { detailUrl: 'barcode/TagRecord', uniqueKeys: [] }),
} satisfies Record<string, PageDef>;
