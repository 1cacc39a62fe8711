// 定时任务 (system/TriggerJob): a tenant's scheduled jobs and their run history. Each enabled job is
// a pg-boss schedule (modules/system/server/jobs): its handler is one of the job kinds below, its
// parameters a JSON object the kind validates, its cron expression five fields in the server's
// time zone. The last and next run are kept by the engine, never typed in.
import { a, codeAndName, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

/** The job kinds a job may run (each has its handler in server/jobs/kinds, checked at start). */
export const JOB_KINDS = [
  { value: 'cleanSessions', label: '清理过期会话', labelEn: 'Clean expired sessions' },
  { value: 'purgeLoginLog', label: '清理登录日志', labelEn: 'Purge login logs' },
  { value: 'purgeOpLog', label: '清理操作日志', labelEn: 'Purge operation logs' },
  { value: 'purgeUnlinkedFiles', label: '清理未引用的文件', labelEn: 'Purge unlinked files' },
  { value: 'sendMessage', label: '发送站内消息', labelEn: 'Send a portal message' },
] as const;
export type JobKindCode = (typeof JOB_KINDS)[number]['value'];

export const RUN_STATUSES = [
  { value: 'Success', label: '成功', labelEn: 'Success' },
  { value: 'Failed', label: '失败', labelEn: 'Failed' },
];
export type RunStatus = 'Success' | 'Failed';

export const RUN_TRIGGERS = [
  { value: 'Manual', label: '手动执行', labelEn: 'Manual' },
  { value: 'Schedule', label: '定时调度', labelEn: 'Schedule' },
];
export type RunTrigger = 'Manual' | 'Schedule';

export const TriggerJob = entity({
  id: 401,
  code: 'TriggerJob',
  name: '定时任务',
  nameEn: 'Scheduled job',
  module: 'system',
  table: 'sys_trigger_job',
  importKey: ['code'],
  attrs: [
    ...codeAndName('任务编码', '任务名称', 'Name'),
    a.enumType('handler', '任务类型', 'Job kind', [...JOB_KINDS], { required: true, query: true, table: 140 }),
    a.string('cron', 'Cron 表达式', 'Cron expression', { required: true, max: 64, table: 120 }),
    a.remark('params', '参数 (JSON)', 'Parameters (JSON)', { max: 2000, table: false }),
    a.bool('enabled', '启用', 'Enabled', { defaultValue: false, query: true, table: 70 }),
    a.dateTime('last_run_dt', '上次执行时间', 'Last run', { maintained: true, table: 160 }),
    a.enumType('last_run_status', '上次执行结果', 'Last result', RUN_STATUSES, { maintained: true, query: true, table: 100 }),
    a.dateTime('next_run_dt', '下次执行时间', 'Next run', { maintained: true, table: 160 }),
    remark(),
  ],
});

export const TriggerJobLog = entity({
  id: 402,
  code: 'TriggerJobLog',
  name: '任务执行记录',
  nameEn: 'Job run',
  module: 'system',
  table: 'sys_trigger_job_log',
  attrs: [
    a.quote('FuzzyCommon', 'job_id', '任务', 'Job', 'TriggerJob', { required: true, query: true, table: 180 }),
    a.dateTime('started_dt', '开始时间', 'Started', { required: true, query: true, table: 160, index: true }),
    a.dateTime('finished_dt', '结束时间', 'Finished', { table: 160 }),
    a.int('duration_ms', '耗时 (毫秒)', 'Duration (ms)', { min: 0, table: 100 }),
    a.enumType('run_status', '执行结果', 'Result', RUN_STATUSES, { required: true, query: true, table: 80 }),
    a.enumType('trigger_type', '触发方式', 'Trigger', RUN_TRIGGERS, { required: true, query: true, table: 90 }),
    a.remark('message', '执行信息', 'Message', { max: 2000, table: 300 }),
  ],
});
