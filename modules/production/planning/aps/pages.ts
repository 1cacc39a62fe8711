// 高级排程 (plan/aps + plan/apsDetail), declared once: the APS runs' generated list and detail — view
// and export, 运行排程, 确认排程 and 作废 (no add or edit: runs come from the pass). 运行排程 on the list
// opens the hand-written preview (choose orders, run, see the proposal in the Gantt, 确认); a run's
// detail shows the same preview beside its rows (a detail extra). Their calls are plan.Aps (contracts.ts).
import { masterDataStack, pagesByKey } from '../../../../schemas/documents/stack';
import { btn, fnPrefix, ops } from '../../../../schemas/menus/buttons';
import { ApsRun } from './entity';
import { APS_DETAIL_PAGE, APS_PAGE, APS_RUN_HANDLER } from './paths';

const aps = fnPrefix(APS_PAGE);

export const apsStacks = {
  Aps: masterDataStack({
    entity: ApsRun,
    list: {
      url: APS_PAGE,
      labels: ['高级排程', 'Advanced scheduling (APS)'],
      table: { remark: { hide: true }, confirmed_at: { hide: true } },
      actions: [{ code: 'run', label: '运行排程', labelEn: 'Run the schedule', place: 'toolbar', handler: APS_RUN_HANDLER, icon: 'ScheduleOutlined', noSelection: true }],
    },
    detail: { url: APS_DETAIL_PAGE, labels: ['高级排程详情', 'APS detail'] },
    // 确认 and 作废 are the preview's calls (plan.Aps/confirm, void), not actions of the list
    menu: { ops: ['view', 'export'], extra: [btn(aps, 'confirm', '确认排程', 'Confirm'), ...ops(aps, ['repeal'])] },
  }),
};

/** The page definitions by stack (their urls and actions). */
export const planPages = pagesByKey(apsStacks);
