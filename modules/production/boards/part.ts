// 生产看板与报表: the process board, production display and the task/* reports — declarations merged
// into the production module as a part: 计件单价 (entities.ts, pages.ts), the report pages over views
// (reports.ts, views.ts), and their menu entries replacing the catalogue's nodes of the same url
// (计件单价's page stack beside 计件工资). The two screens keep the catalogue's own screen() nodes.
import { stackEntries, stackPages } from '../../../schemas/documents/stack';
import { reportPage } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';
import { BOARDS_ENTITIES } from './entities';
import { boardsStacks } from './pages';
import { boardReports as r } from './reports';
import { BOARD_VIEWS } from './views';

export const boardsPart = definePart({
  code: 'boards',
  entities: BOARDS_ENTITIES,
  pages: stackPages(boardsStacks),
  reports: Object.values(r),
  views: BOARD_VIEWS,
  menus: {
    Web: {
      replace: {
        'task/Production': [reportPage(r.Production)],
        'task/WipReport': [reportPage(r.WipReport)],
        'task/Performance': [reportPage(r.Performance)],
        'task/Salary': [reportPage(r.Salary)],
        ...stackEntries(boardsStacks),
        'task/Schedule': [reportPage(r.Schedule)],
        'task/Dynamics': [reportPage(r.Dynamics)],
        'task/ProcessOrder': [reportPage(r.ProcessOrder)],
        'task/ProcessRoute': [reportPage(r.ProcessRoute)],
        'pmt/list': [reportPage(r.OrderList)],
        'pmt/orderRecord': [reportPage(r.OrderRecord)],
        'completedProducts/list': [reportPage(r.Completed)],
      },
    },
  },
  server: () => import('./server'),
});
