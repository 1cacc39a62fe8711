// 条码管理 (Barcodes) of the Web menu: 条码档案 (with 打印标签 among its actions), 批次管理 and 批次调整
// as generated pages (their details hidden), 打印标签 (a hand-written page) and 标签打印记录 (a
// read-only generated list — view and export — hidden like every *Detail page, opened from 打印标签).
import { actionButtons, crud, detail, fnPrefix, mod, ops, page, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { type PageDef, paramsOf } from '../../schemas/pages/types';
import { barcodePages as p, TAG_PAGE } from './pages';

const listPage = (def: PageDef, name: string, nameEn: string): MenuDef =>
  page(def.url, name, nameEn, { buttons: [...crud(fnPrefix(def.url), def.detailUrl), ...actionButtons(def)], params: JSON.stringify(paramsOf(def)), lowcodeTag: true });

export const barcodeMenu: MenuDef = mod('barcode', '条码管理', 'Barcodes', 'BarcodeOutlined', [
  listPage(p.Barcode, '条码档案', 'Barcodes'),
  detail(p.Barcode.detailUrl, '条码档案详情', 'Barcode detail'),
  listPage(p.Batch, '批次管理', 'Batches'),
  detail(p.Batch.detailUrl, '批次详情', 'Batch detail'),
  listPage(p.BatchAdjust, '批次调整', 'Batch adjustments'),
  detail(p.BatchAdjust.detailUrl, '批次调整详情', 'Batch adjustment detail'),
  screen(TAG_PAGE, '打印标签', 'Print labels'),
  // a *Detail page stays out of the side menu: 打印标签 opens it (打印记录)
  page(p.TagDetail.url, '标签打印记录', 'Label print history', {
    hidden: true,
    buttons: ops(fnPrefix(p.TagDetail.url), ['view', 'export'], p.TagDetail.detailUrl),
    params: JSON.stringify(paramsOf(p.TagDetail)),
    lowcodeTag: true,
  }),
  detail(p.TagDetail.detailUrl, '标签打印记录详情', 'Label print detail'),
]);
