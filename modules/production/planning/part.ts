// The remaining plan/* pages: 生产计划单 (with 生成工单), 排产计划 and 产能规划 — declarations merged into
// the production module; planningMenus replaces the catalogue's entries of the 生产计划 node by url
// The two report pages have no detail of their own: plan/detail and plan/scaleDetail stay the
// catalogue's hidden entries (spec paths: the menu holds every one of them exactly once).
import { detail, documentPage, reportPage } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import type { ProductionPart } from '../part';
import { ProductionPlan } from './entity';
import { planningPages as p } from './pages';
import { PLANNING_VIEWS, planningReports as r } from './reports';

export const planningPart: ProductionPart = {
  entities: [ProductionPlan],
  pages: Object.values(p),
  reports: Object.values(r),
  views: PLANNING_VIEWS,
};

export const planningMenus: Record<string, MenuDef[]> = {
  'plan/productionPlan': [documentPage(p.ProductionPlan, '生产计划单', 'Production plans')],
  'plan/productionPlanDetail': [detail(p.ProductionPlan.detailUrl, '生产计划单详情', 'Production plan detail')],
  'plan/table': [reportPage(r.Schedule)],
  'plan/scaleTable': [reportPage(r.Capacity)],
};
