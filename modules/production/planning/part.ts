// 生产计划单 (with 生成工单), 排产计划 and 产能规划: the plan documents (their page stack, pages.ts) and the
// two reports over them, in place of the planned 生产计划 node's entries by url. The two report pages
// have no detail of their own: plan/detail and plan/scaleDetail stay the planned node's hidden
// entries (the menu holds every page path exactly once).
import { stackEntities, stackEntries, stackPages } from '../../../schemas/documents/stack';
import { reportPage } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { definePart } from '../../../schemas/modules/define';
import { planningStacks } from './pages';
import { PLANNING_VIEWS, planningReports as r } from './reports';

export const planningMenus: Record<string, MenuDef[]> = {
  ...stackEntries(planningStacks),
  'plan/table': [reportPage(r.Schedule)],
  'plan/scaleTable': [reportPage(r.Capacity)],
};

export const planningPart = definePart({
  code: 'planning',
  entities: stackEntities(planningStacks),
  pages: stackPages(planningStacks),
  reports: Object.values(r),
  views: PLANNING_VIEWS,
  menus: { Web: { replace: planningMenus } },
  server: () => import('./server'),
});
