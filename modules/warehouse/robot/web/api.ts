// The typed client of the robot scheduling calls (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../../src/api/services';
import type { wmsRobot } from '../contracts';

export const RobotApi = client<typeof wmsRobot>('wms.Robot');

/** the page's functions (robot/menus.ts ROBOT_OPS under warehouse/robotScheduling) */
export const ROBOT_FN = 'warehouse.robotScheduling';

/** Our own failure display: no global notice. */
export const quiet = { ignoreError: true } as const;
