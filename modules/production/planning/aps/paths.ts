// The part's page paths and action handler names, apart from its calls: the web part's manifest
// needs these only (the calls' zod schemas load with the pages that call them).
export const GANTT_PAGE = 'plan/GanttPlan';
export const APS_PAGE = 'plan/aps';
export const APS_DETAIL_PAGE = 'plan/apsDetail';

/** the APS runs' list: 运行排程 (web/aps-run.ts) */
export const APS_RUN_HANDLER = 'production.plan.apsRun';
