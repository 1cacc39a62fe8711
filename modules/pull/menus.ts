// The 车间物流 node of the Web menu: material monitoring (a call-backed list and its detail), process
// material calls, material pulls and the pull rules behind them.
import { btn, detail, mod, ops, page } from '../../schemas/menus/buttons';
import { stackMenus } from '../../schemas/documents/stack';
import type { MenuDef } from '../../schemas/menus/types';
import { MAT_MON_DETAIL_PAGE, MAT_MON_PAGE, pullStacks } from './pages';

export const pullMenu: MenuDef = mod('pull', '车间物流', 'Workshop logistics', 'CarOutlined', [
  page(MAT_MON_PAGE, '物料监控', 'Material monitoring', { fc: false }),
  detail(MAT_MON_DETAIL_PAGE, '物料监控详情', 'Material monitoring detail', { fc: false }),
  ...stackMenus(pullStacks),
]);

// 叫料 of the Hmi (industrial computer) portal: the station calls a line's shortage; 物料监控's figures
// come with it (hidden: the page shows them itself)
export const pullHmiMenu: MenuDef = mod('pull', '车间物流', 'Workshop logistics', 'CarOutlined', [
  page('pull/process', '叫料', 'Call material', { icon: 'CarOutlined', buttons: [btn('pull.process', 'call', '叫料', 'Call'), ...ops('pull.process', ['create'])] }),
  detail(MAT_MON_PAGE, '物料监控', 'Material monitoring', { fc: false }),
]);
