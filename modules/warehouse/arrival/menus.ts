// The menu items of 到货登记 and 退货单 for the warehouse node's `built` table (modules/warehouse/menus.ts):
// each catalogue url with the items that replace it.
import { detail, documentPage } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { arrivalPages as p } from './pages';

export const arrivalMenus: Record<string, MenuDef[]> = {
  'warehouse/Arrival': [documentPage(p.Arrival, '到货登记', 'Arrival registrations', { repeal: true }), detail(p.Arrival.detailUrl, '到货登记详情', 'Arrival registration detail')],
  'warehouse/ArrivalDetail': [],
  'warehouse/Reject': [documentPage(p.Reject, '退货单', 'Return orders'), detail(p.Reject.detailUrl, '退货单详情', 'Return order detail')],
};
