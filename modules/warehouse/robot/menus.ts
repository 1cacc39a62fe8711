// 机器人调度's menu entry (a hand-written screen, robot/web) in place of the planned one, with the
// page's functions: queue a task by hand, retry a failed one, cancel a queued one.
import { btn, fnPrefix, screen } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';

export const ROBOT_PAGE = 'warehouse/robotScheduling';
const robotFn = fnPrefix(ROBOT_PAGE);
/** the robot page's functions */
export const ROBOT_OPS = ['create', 'retry', 'cancel'] as const;

export const robotMenus: Record<string, MenuDef[]> = {
  [ROBOT_PAGE]: [
    screen(ROBOT_PAGE, '机器人调度', 'Robot scheduling', {
      fc: true,
      buttons: [btn(robotFn, 'create', '新建任务', 'New task'), btn(robotFn, 'retry', '重试', 'Retry'), btn(robotFn, 'cancel', '取消任务', 'Cancel task')],
    }),
  ],
};
