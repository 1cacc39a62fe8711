// 条码管理's page stacks: generated lists and details over its entities, each declared once with its
// labels. The barcode list's operations (合并, 拆分, 绑定, 解绑, 转移, 数量调整) are page actions whose
// handlers (web/actions.tsx) open a small dialog and post to barcode.Barcode; their function codes
// are the catalogue's barcode.barcode.{merge, split, bind, unbind, transfer, adjust}; 打印标签 (tag)
// opens the label print dialog (web/tag). 标签打印记录 (barcode/TagDetail) lists the prints; each
// opens read-only. Their services are declared in contracts.ts over these pages.
import { CRUD_OPS } from '../../schemas/documents/menus';
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import type { ActionDef } from '../../schemas/pages/types';
import { Barcode } from './entities/barcode';
import { BarcodeBatch, BatchAdjust } from './entities/batch';
import { BarcodeTag } from './entities/tag';

export const BARCODE_OP_HANDLER = 'barcode.operate';
export const TAG_HANDLER = 'barcode.tag';
/** 打印标签: a hand-written page (web/tag) — codes, a label template, copies → the PDF */
export const TAG_PAGE = 'barcode/Tag';

const op = (code: string, label: string, labelEn: string, place: ActionDef['place'] = 'toolbar'): ActionDef => ({ code, label, labelEn, place, handler: BARCODE_OP_HANDLER, call: `/barcode.Barcode/${code}` });

/** The lists' functions: records only, no audit. */
const records = { ops: CRUD_OPS };

export const barcodeStacks = {
  Barcode: masterDataStack({
    entity: Barcode,
    list: {
      url: 'barcode/Barcode',
      labels: ['条码档案', 'Barcodes'],
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
    },
    detail: { url: 'barcode/BarcodeDetail', labels: ['条码档案详情', 'Barcode detail'] },
    menu: records,
  }),
  Batch: masterDataStack({
    entity: BarcodeBatch,
    list: { url: 'barcode/Batch', labels: ['批次管理', 'Batches'] },
    detail: { url: 'barcode/BatchDetail', labels: ['批次详情', 'Batch detail'] },
    menu: records,
  }),
  BatchAdjust: masterDataStack({
    entity: BatchAdjust,
    list: { url: 'barcode/BatchAdjust', labels: ['批次调整', 'Batch adjustments'] },
    detail: { url: 'barcode/BatchAdjustDetail', labels: ['批次调整详情', 'Batch adjustment detail'] },
    menu: records,
  }),
  // 标签打印记录: read-only (view and export); a *Detail page stays out of the side menu: 打印标签 opens it (打印记录)
  TagDetail: masterDataStack({
    entity: BarcodeTag,
    list: { url: 'barcode/TagDetail', labels: ['标签打印记录', 'Label print history'], uniqueKeys: [] },
    detail: { url: 'barcode/TagRecord', labels: ['标签打印记录详情', 'Label print detail'] },
    menu: { ops: ['view', 'export'], hidden: true },
  }),
};

/** The page definitions by stack (their urls: the services' pages, 打印标签's link to the history). */
export const barcodePages = pagesByKey(barcodeStacks);
