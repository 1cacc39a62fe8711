// The part's page paths, apart from its calls: the web part's manifest loads with the login page
// and needs the paths only (the calls' zod schemas load with the pages that call them).
export const GANTT_PAGE = 'plan/GanttPlan';
export const APS_PAGE = 'plan/aps';
export const APS_DETAIL_PAGE = 'plan/apsDetail';
