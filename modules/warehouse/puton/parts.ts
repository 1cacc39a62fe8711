// What put-on (上架单), stack (码垛单) and robot scheduling (机器人调度) add to 仓储管理: entities,
// pages and menu nodes (module.ts and menus.ts spread them in), beside the server part
// (robot/server/index.ts withStorage) and the web route (web/index.ts).
import { WmsRobotTask } from '../robot/entity';
import { WmsStack } from '../stack/entity';
import { WmsPutOn } from './entity';
import { storageMenus, storagePages } from './pages';

export const storageEntities = [WmsPutOn, WmsStack, WmsRobotTask];
export const storagePageList = Object.values(storagePages);
export { storageMenus };
