// The scheduled-job pages: the jobs (list + detail, with 立即执行 / 启用 / 停用 as declared actions,
// each also a function button of the page) and their run history (read-only: its menu node carries
// only view and export).
import type { PageDef } from '../../../schemas/pages/types';

const TRIGGER_JOB_CALL = '/system.TriggerJob';

export const triggerJobPages = {
  TriggerJob: {
    url: 'system/TriggerJob',
    detailUrl: 'system/TriggerJobDetail',
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'TriggerJob',
    uniqueKeys: ['code'],
    actions: [
      {
        code: 'run',
        label: '立即执行',
        labelEn: 'Run now',
        place: 'row',
        handler: 'callService',
        call: `${TRIGGER_JOB_CALL}/run`,
        confirm: { zh_CN: '确定立即执行该任务？', en_US: 'Run this job now?' },
      },
      { code: 'enable', label: '启用', labelEn: 'Enable', place: 'toolbar', handler: 'callService', call: `${TRIGGER_JOB_CALL}/enable` },
      {
        code: 'disable',
        label: '停用',
        labelEn: 'Disable',
        place: 'toolbar',
        handler: 'callService',
        call: `${TRIGGER_JOB_CALL}/disable`,
        confirm: { zh_CN: '停用后任务将不再按计划执行，确定停用？', en_US: 'Disabled jobs no longer run on their schedule. Disable?' },
      },
    ],
  },
  TriggerJobLog: {
    url: 'system/TriggerJobLog',
    detailUrl: 'system/TriggerJobLogDetail',
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'TriggerJobLog',
  },
} satisfies Record<string, PageDef>;
