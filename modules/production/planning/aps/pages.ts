// 高级排程 (plan/aps + plan/apsDetail): the APS runs' generated list and detail; 运行排程 on the
// list opens the hand-written preview (choose orders, run, see the proposal in the Gantt, 确认);
// a run's detail shows the same preview beside its rows (a detail extra).
import type { PageDef } from '../../../../schemas/pages/types';
import { APS_DETAIL_PAGE, APS_PAGE } from './paths';

/** the list's 运行排程 (web/aps-run.ts) */
export const APS_RUN_HANDLER = 'production.plan.apsRun';

export const planPages = {
  Aps: {
    url: APS_PAGE,
    detailUrl: APS_DETAIL_PAGE,
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'ApsRun',
    uniqueKeys: ['code'],
    table: { remark: { hide: true }, confirmed_at: { hide: true } },
    actions: [{ code: 'run', label: '运行排程', labelEn: 'Run the schedule', place: 'toolbar', handler: APS_RUN_HANDLER, icon: 'ScheduleOutlined', noSelection: true }],
  },
} satisfies Record<string, PageDef>;
