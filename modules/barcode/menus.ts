// 条码管理 (Barcodes) of the Web menu: 条码档案, 批次管理 and 批次调整 as generated pages (their
// details hidden), and the label pages (条码标签 and its detail) kept as the catalogue declares them.
import { actionButtons, crud, detail, fnPrefix, mod, page } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { barcodeModule as catalogueNode } from '../../schemas/menus/web/warehouse';
import { type PageDef, paramsOf } from '../../schemas/pages/types';
import { barcodePages as p } from './pages';

/** pages another task builds (labels): as the catalogue has them */
const labelPages = (catalogueNode.children ?? []).filter((c) => c.url === 'barcode/Tag' || c.url === 'barcode/TagDetail');

const listPage = (def: PageDef, name: string, nameEn: string): MenuDef =>
  page(def.url, name, nameEn, { buttons: [...crud(fnPrefix(def.url), def.detailUrl), ...actionButtons(def)], params: JSON.stringify(paramsOf(def)), lowcodeTag: true });

export const barcodeMenu: MenuDef = mod('barcode', '条码管理', 'Barcodes', 'BarcodeOutlined', [
  listPage(p.Barcode, '条码档案', 'Barcodes'),
  detail(p.Barcode.detailUrl, '条码档案详情', 'Barcode detail'),
  listPage(p.Batch, '批次管理', 'Batches'),
  detail(p.Batch.detailUrl, '批次详情', 'Batch detail'),
  listPage(p.BatchAdjust, '批次调整', 'Batch adjustments'),
  detail(p.BatchAdjust.detailUrl, '批次调整详情', 'Batch adjustment detail'),
  ...labelPages,
]);
