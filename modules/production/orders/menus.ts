// The work order's entries of 生产管理 (Production), by the url of the planned entry they replace:
// the list with the shop-floor functions beyond the document's own, and its detail.
import { btn, detail, documentPage } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { orderPages as p } from './pages';

const wo = 'task.order';
export const orderMenus: Record<string, MenuDef[]> = {
  'task/Order': [
    documentPage(p.Order, '生产工单', 'Work orders', {
      extra: [btn(wo, 'createFromSale', '销售转工单', 'From sales orders'), btn(wo, 'reject', '驳回', 'Refuse')],
    }),
  ],
  'task/OrderDetail': [detail(p.Order.detailUrl, '生产工单详情', 'Work order detail')],
};
