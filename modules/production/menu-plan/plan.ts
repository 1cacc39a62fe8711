// The pages of 生产计划 as the product plans them, the module's node: its parts (planning/ and
// planning/aps/) put the built pages in their place (by url); the others stay as planned
// (placeholders) until they are built.
import { detail, list, mod, screen } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';

export const planPlan: MenuDef = mod('plan', '生产计划', 'Production planning', 'ScheduleOutlined', [
  list('plan/productionPlan', '生产计划单', 'Production plans', 'plan/productionPlanDetail'),
  detail('plan/productionPlanDetail', '生产计划单详情', 'Production plan detail'),
  list('plan/table', '排产计划', 'Scheduling plans', 'plan/detail'),
  detail('plan/detail', '排产计划详情', 'Scheduling plan detail'),
  list('plan/scaleTable', '产能规划', 'Capacity plans', 'plan/scaleDetail'),
  detail('plan/scaleDetail', '产能规划详情', 'Capacity plan detail'),
  list('plan/aps', '高级排程', 'Advanced scheduling (APS)', 'plan/apsDetail'),
  detail('plan/apsDetail', '高级排程详情', 'APS detail'),
  screen('plan/GanttPlan', '甘特图排程', 'Gantt scheduling'),
]);
