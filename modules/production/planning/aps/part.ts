// 高级排程 and 甘特图排程: the APS runs (the pass itself: schedule.ts) and the Gantt plan — their entity, pages and entries
// in place of the planned 生产计划 node's (menus.ts), and the server part (plan.Gantt, plan.Aps, the
// demo's first schedule).
import { definePart } from '../../../../schemas/modules/define';
import { ApsRun } from './entity';
import { apsMenus } from './menus';
import { planPages } from './pages';

export const apsPart = definePart({
  code: 'aps',
  entities: [ApsRun],
  pages: Object.values(planPages),
  menus: { Web: { replace: apsMenus } },
  server: () => import('./server'),
});
