// The web side of plan/*: its hand-written pages and actions (merged by production/web/index.ts):
// 甘特图排程 (plan/GanttPlan), 运行排程 on the APS runs' list, 排程预览 on a run's detail.
import type { WebModule } from '../../../../src/app/modules/defineWebModule';
import type { DetailExtra } from '../../../../src/templates/detail/detailExtras';
import { APS_PAGE, GANTT_PAGE } from '../paths';
import { APS_RUN_HANDLER } from '../pages';

const runPreview: DetailExtra = { on: 'any', page: APS_PAGE, load: () => import('./ApsRunButton') };

export const planWeb: Pick<WebModule, 'routes' | 'actions' | 'detailExtras'> = {
  routes: [{ path: GANTT_PAGE, load: () => import('./GanttPlanPage') }],
  actions: { [APS_RUN_HANDLER]: () => import('./aps-run') },
  detailExtras: { 'production.plan.apsPreview': runPreview },
};
