// 条码管理's page stacks: generated lists and details over its entities, each declared once with its
// labels. The barcode list's operations (合并, 拆分, 绑定, 解绑, 转移, 数量调整) are page actions whose
// handlers (web/actions.tsx) open a small dialog and post to barcode.Barcode; their function codes
// are the catalogue's barcode.barcode.{merge, split, bind, unbind, transfer, adjust}; 打印标签 (tag)
// opens the label print dialog (web/tag). 标签打印记录 (barcode/TagDetail) lists the prints; each
// opens read-only. Each stack declares its service: barcode.Barcode (lists, lookups by code and id,
// the trees, import and export, and the operations generate, bind, unbind, merge, split, transfer and
// adjust), barcode.Batch, barcode.BatchAdjust and barcode.Tag (the print history and the templates
// 打印标签 offers); their argument shapes are call-shapes.ts.
import { z } from 'zod';
import { CRUD_OPS } from '../../schemas/documents/menus';
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import type { ActionDef } from '../../schemas/pages/types';
import type { RecordValue } from '../../schemas/rpc/datax';
import { args, call, idArg, type Paged } from '../../schemas/rpc/define';
import { boundQuery, type BoundQuery } from '../../schemas/rpc/receiptCalls';
import { KIND_SOURCES, type TargetKind, targetKind } from '../identity/public';
import { adjustArgs, type BarcodeNode, type BarcodeRow, code, codes, count, generateArgs, type Ref, splitArgs, type TagTemplate } from './call-shapes';
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

const BARCODE = Barcode.code;
const read = { entity: BARCODE, op: 'read' } as const;
const paging = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(12) };

// ---- labels (the Tag action): print labels with a label template ---------------------------------
// of barcodes, and — with a template of that kind — of positions (库位) and materials (物料): the kind
// names the codes and the list page whose 打印标签 function (`{page}.tag`) the caller needs.

/** Who may print a kind's labels: that list's 打印标签 function (barcodes: also the 打印标签 page). */
export function tagAccess(kind: TargetKind = 'barcode') {
  const list = { page: KIND_SOURCES[kind].page, op: 'tag' };
  return kind === 'barcode' ? { anyOf: [list, { page: TAG_PAGE }] } : list;
}

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
    service: 'barcode.Barcode',
    calls: ['summaryPage', 'leadIn'],
    own: (_generic, page) => {
      const op = (name: string) => ({ page, op: name });
      return {
        /** [{text, page, pageSize, barcodeType?}]: barcodes whose code contains text */
        fuzzyPage: call<[{ text?: string; page: number; pageSize: number; barcodeType?: string }], Paged<BarcodeRow>>(
          args(['query', z.object({ text: z.string().max(128).optional(), ...paging, barcodeType: z.enum(['Material', 'Container', 'Virtual']).optional() })]),
          { entity: BARCODE, op: 'lookup' },
        ),
        /** [code]: the barcode (11 条码不存在 when unknown) */
        getByCode: call<[string], BarcodeRow>(args(['code', code]), read),
        /** [code]: the root of the code's tree with everything under it */
        getWholeTreeByCode: call<[string], BarcodeNode>(args(['code', code]), read),
        /** [id]: the barcode and everything under it */
        getTreeByRootId: call<[number], BarcodeNode>(args(['id', idArg]), read),
        getByIds: call<[number[]], BarcodeRow[]>(args(['ids', z.array(idArg).min(1).max(1000)]), read),
        /** [query]: every barcode of the filter (at most 5000), for the client's export */
        leadOut: call<[BoundQuery], { total: number; itemList: RecordValue[] }>(args(['query', boundQuery]), { entity: BARCODE, op: 'export', page }),
        /** [{ruleId | ruleCode, number, barcodeType, materialId, count, batchNo …}]: new barcodes coded by the rule */
        generate: call<[z.infer<typeof generateArgs>], BarcodeRow[]>(args(['generation', generateArgs]), { entity: BARCODE, op: 'create', page }, { log: true }),
        /** [{parentCode, childCodes}]: the children under the parent (scanned parent first) */
        bind: call<[{ parentCode: string; childCodes: string[] }], BarcodeNode>(args(['binding', z.object({ parentCode: code, childCodes: codes })]), op('bind')),
        /** [{codes}]: these barcodes leave their parents */
        unbind: call<[{ codes: string[] }], BarcodeRow[]>(args(['unbinding', z.object({ codes })]), op('unbind')),
        /** [{codes}]: the first barcode takes the others' counts; they are left at 0 */
        merge: call<[{ codes: string[] }], BarcodeRow>(args(['merge', z.object({ codes: z.array(code).min(2, 'merge at least two barcodes').max(200) })]), op('merge')),
        /** [{code, counts, newCodes? | ruleId | ruleCode}]: the original keeps counts[0], new barcodes the rest */
        split: call<[z.infer<typeof splitArgs>], BarcodeRow[]>(args(['split', splitArgs]), op('split')),
        /** [{fromCode, toCode, count}]: moves a count between two barcodes of one material */
        transfer: call<[{ fromCode: string; toCode: string; count: string }], BarcodeRow[]>(args(['transfer', z.object({ fromCode: code, toCode: code, count })]), op('transfer')),
        /** [{code, count, remark?}]: the barcode's count set to count */
        adjust: call<[{ code: string; count: string; remark?: string }], BarcodeRow>(args(['adjustment', z.object({ code, count, remark: z.string().max(512).optional() })]), op('adjust')),
      };
    },
  }),
  Batch: masterDataStack({
    entity: BarcodeBatch,
    list: { url: 'barcode/Batch', labels: ['批次管理', 'Batches'] },
    detail: { url: 'barcode/BatchDetail', labels: ['批次详情', 'Batch detail'] },
    menu: records,
    service: 'barcode.Batch',
    calls: ['summaryPage'],
    aliases: { get: 'detail' },
    own: {
      /** [{text, page, pageSize}]: batches whose number contains text */
      fuzzyPage: call<[{ text?: string; page: number; pageSize: number }], Paged<Ref>>(args(['query', z.object({ text: z.string().max(128).optional(), ...paging })]), {
        entity: BarcodeBatch.code,
        op: 'lookup',
      }),
    },
  }),
  BatchAdjust: masterDataStack({
    entity: BatchAdjust,
    list: { url: 'barcode/BatchAdjust', labels: ['批次调整', 'Batch adjustments'] },
    detail: { url: 'barcode/BatchAdjustDetail', labels: ['批次调整详情', 'Batch adjustment detail'] },
    menu: records,
    service: 'barcode.BatchAdjust',
    calls: ['summaryPage'],
    own: (_generic, page) => ({
      /** [{batchId, adjustType, newValue, reason}]: applies the change to the batch and records it */
      add: call<[z.infer<typeof adjustArgs>], RecordValue>(args(['adjustment', adjustArgs]), { entity: BatchAdjust.code, op: 'create', page }),
    }),
  }),
  // 标签打印记录: read-only (view and export); a *Detail page stays out of the side menu: 打印标签 opens it (打印记录)
  TagDetail: masterDataStack({
    entity: BarcodeTag,
    list: { url: 'barcode/TagDetail', labels: ['标签打印记录', 'Label print history'], uniqueKeys: [] },
    detail: { url: 'barcode/TagRecord', labels: ['标签打印记录详情', 'Label print detail'] },
    menu: { ops: ['view', 'export'], hidden: true },
    /** summaryPage [query]: the print history (标签打印记录) */
    service: 'barcode.Tag',
    calls: ['summaryPage'],
    own: {
      /** [kind?]: the enabled label templates of the kind (barcode when not said), for 打印标签 */
      templates: call<[TargetKind?], TagTemplate[]>(args(['kind', targetKind.optional()]), ([kind]) => tagAccess(kind)),
    },
  }),
};

/** The page definitions by stack (their urls: the services' pages, 打印标签's link to the history). */
export const barcodePages = pagesByKey(barcodeStacks);
