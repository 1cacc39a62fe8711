// 高级排程 and 甘特图排程: the APS runs (the pass itself: schedule.ts; their page stack: pages.ts) and
// the Gantt plan (its screen: 保存排程) in place of the planned 生产计划 node's entries, and the server
// part (plan.Gantt, plan.Aps, the demo's first schedule).
import { stackEntities, stackEntries, stackPages } from '../../../../schemas/documents/stack';
import { btn, fnPrefix, screen } from '../../../../schemas/menus/buttons';
import { definePart } from '../../../../schemas/modules/define';
import { apsStacks } from './pages';
import { GANTT_PAGE } from './paths';

export const apsPart = definePart({
  code: 'aps',
  entities: stackEntities(apsStacks),
  pages: stackPages(apsStacks),
  menus: {
    Web: {
      replace: {
        ...stackEntries(apsStacks),
        [GANTT_PAGE]: [screen(GANTT_PAGE, '甘特图排程', 'Gantt scheduling', { buttons: [btn(fnPrefix(GANTT_PAGE), 'save', '保存排程', 'Save schedule')] })],
      },
    },
  },
  server: () => import('./server'),
});
