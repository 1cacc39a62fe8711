// 生产计划单 (with 生成工单), 排产计划 and 产能规划: the plan documents (their page stack, pages.ts) and the
// two reports over them, in place of the planned 生产计划 node's entries by url. Their rows are
// scheduled operations and machine-days, records of no document of their own: each opens a detail
// report of the row (details.ts) — plan/detail its work order's whole plan, plan/scaleDetail its
// machine's load that day — hidden from the menu like any detail.
import { stackEntities, stackEntries, stackPages } from '../../../schemas/documents/stack';
import { reportPage } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { definePart } from '../../../schemas/modules/define';
import { planningStacks } from './pages';
import { PLANNING_DETAIL_VIEWS, planningDetails as d } from './details';
import { PLANNING_VIEWS, planningReports as r } from './reports';

export const planningMenus: Record<string, MenuDef[]> = {
  ...stackEntries(planningStacks),
  'plan/table': [reportPage(r.Schedule)],
  'plan/scaleTable': [reportPage(r.Capacity)],
  'plan/detail': [reportPage(d.ScheduleDetail, { hidden: true })],
  'plan/scaleDetail': [reportPage(d.CapacityDetail, { hidden: true })],
};

export const planningPart = definePart({
  code: 'planning',
  entities: stackEntities(planningStacks),
  pages: stackPages(planningStacks),
  reports: [...Object.values(r), ...Object.values(d)],
  views: [...PLANNING_VIEWS, ...PLANNING_DETAIL_VIEWS],
  menus: { Web: { replace: planningMenus } },
  server: () => import('./server'),
});
