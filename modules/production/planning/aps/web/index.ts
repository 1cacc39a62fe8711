// The web side of APS and the Gantt plan (joined to the module's by production/web/index.ts): its
// hand-written page 甘特图排程 (plan/GanttPlan), 运行排程 on the APS runs' list, 排程预览 on a run's detail.
import { defineWebPart } from '../../../../../src/app/modules/defineWebModule';
import type { DetailExtra } from '../../../../../src/templates/detail/detailExtras';
import { APS_PAGE, APS_RUN_HANDLER, GANTT_PAGE } from '../paths';

const runPreview: DetailExtra = { on: 'any', page: APS_PAGE, load: () => import('./ApsRunButton') };

export const apsWeb = defineWebPart({
  code: 'aps',
  routes: [{ path: GANTT_PAGE, load: () => import('./GanttPlanPage') }],
  actions: { [APS_RUN_HANDLER]: () => import('./aps-run') },
  detailExtras: { 'production.plan.apsPreview': runPreview },
});
