// The menu items of the scheduled-job pages, for the 系统管理 node: the job list as a low-code page
// (its params name the template, entity, detail page and the declared actions; its functions are
// crud plus 立即执行 / 启用 / 停用), its detail page, and the read-only run history with its detail.
// Business pages: every tenant schedules its own jobs.
import { actionButtons, crud, detail, fnPrefix, ops, page } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { paramsOf } from '../../../schemas/pages/types';
import { triggerJobPages as tj } from '../pages/trigger-jobs';

export const triggerJobMenuItems: MenuDef[] = [
  page(tj.TriggerJob.url, '定时任务', 'Scheduled jobs', {
    buttons: [...crud(fnPrefix(tj.TriggerJob.url), tj.TriggerJob.detailUrl), ...actionButtons(tj.TriggerJob)],
    params: JSON.stringify(paramsOf(tj.TriggerJob)),
    lowcodeTag: true,
  }),
  detail(tj.TriggerJob.detailUrl, '定时任务详情', 'Scheduled job detail'),
  page(tj.TriggerJobLog.url, '任务执行记录', 'Job run history', {
    buttons: ops(fnPrefix(tj.TriggerJobLog.url), ['view', 'export'], tj.TriggerJobLog.detailUrl),
    params: JSON.stringify(paramsOf(tj.TriggerJobLog)),
    lowcodeTag: true,
  }),
  detail(tj.TriggerJobLog.detailUrl, '任务执行记录详情', 'Job run detail'),
];
