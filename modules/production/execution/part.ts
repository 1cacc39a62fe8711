// 生产执行: feeding, output, carry-over, returns, order tasks and the tracking map — declarations
// merged into the production module: the records (entities.ts), their read-only lists (pages.ts),
// the task and defect reports over views (reports.ts), and their menu entries replacing the
// catalogue's task/OrderTask, task/Output, task/Defect, task/MaterialList (+ details) nodes. The
// 追踪图谱 node (dcm/track) stays in modules/trace/menus.ts; its page is our web part's route.
import { stackEntries, stackPages } from '../../../schemas/documents/stack';
import { btn, reportPage } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';
import { EXECUTION_ENTITIES } from './entities';
import { executionStacks } from './pages';
import { executionReports as r, VIEWS } from './reports';

export const executionPart = definePart({
  code: 'execution',
  entities: EXECUTION_ENTITIES,
  pages: stackPages(executionStacks),
  reports: Object.values(r),
  views: VIEWS,
  menus: {
    Web: {
      replace: {
        'task/OrderTask': [reportPage(r.OrderTask, { extra: [btn('task.orderTask', 'finish', '按工序完工', 'Finish by process'), btn('task.orderTask', 'apply', '任务申请', 'Apply for task')] })],
        ...stackEntries(executionStacks),
        'task/Defect': [reportPage(r.Defect)],
      },
    },
  },
  server: () => import('./server'),
});
