// 生产看板与报表: the process board, production display and the task/* reports — declarations merged
// into the production module as a part: 计件单价 (entities.ts, pages.ts), the report pages over views
// (reports.ts, views.ts), and their menu entries replacing the catalogue's nodes of the same url
// (计件单价 rides with 计件工资). The two screens keep the catalogue's own screen() nodes.
import { detail, masterData, reportPage } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';
import { BOARDS_ENTITIES } from './entities';
import { boardsPages as p } from './pages';
import { boardReports as r } from './reports';
import { BOARD_VIEWS } from './views';

export const boardsPart = definePart({
  code: 'boards',
  entities: BOARDS_ENTITIES,
  pages: Object.values(p),
  reports: Object.values(r),
  views: BOARD_VIEWS,
  menus: {
    Web: {
      replace: {
        'task/Production': [reportPage(r.Production)],
        'task/WipReport': [reportPage(r.WipReport)],
        'task/Performance': [reportPage(r.Performance)],
        'task/Salary': [reportPage(r.Salary), masterData(p.PieceRate, '计件单价', 'Piece rates'), detail(p.PieceRate.detailUrl, '计件单价详情', 'Piece rate detail')],
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
