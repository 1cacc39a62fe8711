// The menu items of 到货登记 and 退货单 for the warehouse node's `built` table (modules/warehouse/menus.ts):
// each catalogue url with the items that replace it.
import { documentMenu } from '../../../schemas/documents/menus';
import type { MenuDef } from '../../../schemas/menus/types';
import { arrivalPages as p } from './pages';

export const arrivalMenus: Record<string, MenuDef[]> = {
  'warehouse/Arrival': [...documentMenu(p.Arrival, ['到货登记', 'Arrival registrations'], ['到货登记详情', 'Arrival registration detail'], { repeal: true })],
  'warehouse/ArrivalDetail': [],
  'warehouse/Reject': [...documentMenu(p.Reject, ['退货单', 'Return orders'], ['退货单详情', 'Return order detail'])],
};
