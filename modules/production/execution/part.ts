// 生产执行: feeding, output, carry-over, returns, order tasks and the tracking map — declarations
// merged into the production module: the records (entities.ts), their read-only lists (pages.ts),
// the task and defect reports over views (reports.ts), and their menu entries replacing the
// catalogue's task/OrderTask, task/Output, task/Defect, task/MaterialList (+ detail) nodes. The
// 追踪图谱 node (dcm/track) stays in modules/trace/menus.ts; its page is our web part's route.
import { btn, detail, fnPrefix, ops, page, reportPage } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { type PageDef, paramsOf } from '../../../schemas/pages/types';
import { definePart } from '../../../schemas/modules/define';
import { EXECUTION_ENTITIES } from './entities';
import { executionPages as p } from './pages';
import { executionReports as r, VIEWS } from './reports';

/** a read-only generated list: view and export (its records are written by the shop-floor calls) */
const readOnly = (def: PageDef, name: string, nameEn: string): MenuDef =>
  page(def.url, name, nameEn, { buttons: ops(fnPrefix(def.url), ['view', 'export'], def.detailUrl), params: JSON.stringify(paramsOf(def)), lowcodeTag: true });

export const executionPart = definePart({
  code: 'execution',
  entities: EXECUTION_ENTITIES,
  pages: Object.values(p),
  reports: Object.values(r),
  views: VIEWS,
  menus: {
    Web: {
      replace: {
        'task/OrderTask': [reportPage(r.OrderTask, { extra: [btn('task.orderTask', 'finish', '按工序完工', 'Finish by process'), btn('task.orderTask', 'apply', '任务申请', 'Apply for task')] })],
        'task/Output': [readOnly(p.Output, '产出记录', 'Output records'), detail(p.Output.detailUrl, '产出记录详情', 'Output record detail')],
        'task/Defect': [reportPage(r.Defect)],
        'task/MaterialList': [readOnly(p.MaterialList, '工单物料', 'Work order materials')],
        'task/MaterialDetail': [detail(p.MaterialList.detailUrl, '工单物料详情', 'Work order material detail')],
      },
    },
  },
  server: () => import('./server'),
});
