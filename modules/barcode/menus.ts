// 条码管理 (Barcodes) of the Web menu: 条码档案 (with 打印标签 among its actions), 批次管理 and 批次调整
// as generated pages (their details hidden), 打印标签 (a hand-written page) and 标签打印记录 (a
// read-only generated list, hidden, opened from 打印标签) — the page stacks of pages.ts.
import { mod, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { barcodeStacks as s, TAG_PAGE } from './pages';

export const barcodeMenu: MenuDef = mod('barcode', '条码管理', 'Barcodes', 'BarcodeOutlined', [
  ...s.Barcode.menu,
  ...s.Batch.menu,
  ...s.BatchAdjust.menu,
  screen(TAG_PAGE, '打印标签', 'Print labels'),
  ...s.TagDetail.menu,
]);
