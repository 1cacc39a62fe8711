// The 车间物流 node of the Web menu: material monitoring (a call-backed list and its detail), process
// material calls, material pulls and the pull rules behind them.
import { detail, mod, page } from '../../schemas/menus/buttons';
import { stackMenus } from '../../schemas/documents/stack';
import type { MenuDef } from '../../schemas/menus/types';
import { MAT_MON_DETAIL_PAGE, MAT_MON_PAGE, pullStacks } from './pages';

export const pullMenu: MenuDef = mod('pull', '车间物流', 'Workshop logistics', 'CarOutlined', [
  page(MAT_MON_PAGE, '物料监控', 'Material monitoring', { fc: false }),
  detail(MAT_MON_DETAIL_PAGE, '物料监控详情', 'Material monitoring detail', { fc: false }),
  ...stackMenus(pullStacks),
]);
