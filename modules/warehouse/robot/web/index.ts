// The web side of robot scheduling: its hand-written page (机器人调度).
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';
import { ROBOT_PAGE } from '../menus';

export const robotWeb = defineWebPart({ code: 'robot', routes: [{ path: ROBOT_PAGE, load: () => import('./RobotPage') }] });
