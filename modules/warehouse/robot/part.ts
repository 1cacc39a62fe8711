// 机器人调度 (robot scheduling): the robots' task queue over automatic positions — its entity, the
// hand-written page's menu entry (its web side: robot/web), and its server part (wms.Robot, the
// queue's hooks, the demo fleet and the simulator). Its table wms_robot is the module's migration.
import { definePart } from '../../../schemas/modules/define';
import { WmsRobotTask } from './entity';
import { robotMenus } from './menus';

export const robotPart = definePart({
  code: 'robot',
  entities: [WmsRobotTask],
  menus: { Web: { replace: robotMenus } },
  server: () => import('./server'),
});
