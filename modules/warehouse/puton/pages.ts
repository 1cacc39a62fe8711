// The put-on and stack pages: document lists with the open / history switch of 入库单 (stack
// and puton have one), 推荐库位 on the put-on's detail; and their menu nodes,
// which replace the catalogue's warehouse/PutOn and warehouse/Stack (menus.ts `built`).
import { documentMenu } from '../../../schemas/documents/menus';
import { btn, fnPrefix, screen } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { documentPageDef as doc, type PageDef } from '../../../schemas/pages/types';

const HISTORY_SWITCH = { open: ['Saved', 'Commit', 'DeApproval', 'Audit'], history: ['Finish', 'Manual', 'Reject', 'Repeal'] };

export const storagePages = {
  PutOn: doc('warehouse/PutOn', 'warehouse/PutOnDetail', 'WmsPutOn', {
    actions: [{ code: 'suggest', label: '推荐库位', labelEn: 'Suggest positions', place: 'detail', handler: 'callService', call: '/wms.PutOn/suggestPositions', statuses: ['Saved', 'DeApproval', 'Commit'] }],
    statusLists: HISTORY_SWITCH,
  }),
  Stack: doc('warehouse/Stack', 'warehouse/StackDetail', 'WmsStack', { statusLists: HISTORY_SWITCH }),
} satisfies Record<string, PageDef>;

export const ROBOT_PAGE = 'warehouse/robotScheduling';
const robotFn = fnPrefix(ROBOT_PAGE);
/** the robot page's functions: queue a task by hand, retry a failed one, cancel a queued one */
export const ROBOT_OPS = ['create', 'retry', 'cancel'] as const;

/** The menu nodes by the catalogue url they replace. */
export const storageMenus: Record<string, MenuDef[]> = {
  'warehouse/PutOn': [...documentMenu(storagePages.PutOn, ['上架单', 'Put-on orders'], ['上架单详情', 'Put-on order detail'])],
  'warehouse/Stack': [...documentMenu(storagePages.Stack, ['码垛单', 'Stacking orders'], ['码垛单详情', 'Stacking order detail'])],
  [ROBOT_PAGE]: [
    screen(ROBOT_PAGE, '机器人调度', 'Robot scheduling', {
      fc: true,
      buttons: [btn(robotFn, 'create', '新建任务', 'New task'), btn(robotFn, 'retry', '重试', 'Retry'), btn(robotFn, 'cancel', '取消任务', 'Cancel task')],
    }),
  ],
};
