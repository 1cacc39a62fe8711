// Demo jobs of every seeded tenant, so the pages show something on the first start: an hourly
// session clean-up and a nightly purge of uploads no record names (enabled, with their recent
// runs), a nightly login-log purge and a weekday
// reminder message (disabled, each with a manual run in its history, one of them failed).
// The enabled one is scheduled in the seed's own transaction.
import type { Kysely } from 'kysely';
import { TriggerJob, TriggerJobLog, type RunStatus, type RunTrigger } from '../../entities/trigger-job';
import type { SeedContext } from '../../../../server/modules/types';
import { bossOver, executorOf } from './boss';
import { nextRun } from './cron';
import { applySchedule } from './schedules';

const HOUR = 3_600_000;

interface DemoRun {
  hoursAgo: number;
  status: RunStatus;
  trigger: RunTrigger;
  message: string;
  ms: number;
}

interface DemoJob {
  code: string;
  name: string;
  handler: string;
  cron: string;
  params: object;
  enabled: boolean;
  remark: string;
  runs: DemoRun[];
}

const JOBS: DemoJob[] = [
  {
    code: 'CLEAN_SESSIONS',
    name: '清理过期会话',
    handler: 'cleanSessions',
    cron: '0 * * * *',
    params: { hours: 24 },
    enabled: true,
    remark: '每小时整点删除超过 24 小时的登录会话',
    runs: [4, 3, 2, 1].map((h) => ({ hoursAgo: h, status: 'Success', trigger: 'Schedule', message: `删除了 ${h === 3 ? 2 : 0} 个超过 24 小时的会话`, ms: 12 + h })),
  },
  {
    code: 'PURGE_LOGIN_LOG',
    name: '清理登录日志',
    handler: 'purgeLoginLog',
    cron: '30 2 * * *',
    params: { days: 180 },
    enabled: false,
    remark: '每天凌晨 2:30 删除半年前的登录日志',
    runs: [{ hoursAgo: 72, status: 'Success', trigger: 'Manual', message: '删除了 0 条超过 180 天的登录日志', ms: 35 }],
  },
  {
    code: 'DAILY_REMINDER',
    name: '每日待办提醒',
    handler: 'sendMessage',
    cron: '0 9 * * 1-5',
    params: { user: 'admin', title: '今日待办提醒', content: '请查看今日的待办任务与待审单据。' },
    enabled: false,
    remark: '工作日早上 9 点给管理员发送站内消息',
    runs: [
      { hoursAgo: 26, status: 'Failed', trigger: 'Manual', message: '用户不存在：zhangsan', ms: 8 },
      { hoursAgo: 25, status: 'Success', trigger: 'Manual', message: '已向 {admin} 发送消息「今日待办提醒」', ms: 21 },
    ],
  },
  {
    code: 'PURGE_UNLINKED_FILES',
    name: '清理未引用的文件',
    handler: 'purgeUnlinkedFiles',
    cron: '0 3 * * *',
    params: { hours: 24 },
    enabled: true,
    remark: '每天凌晨 3 点删除上传超过 24 小时仍未被任何单据引用的文件',
    runs: [{ hoursAgo: 21, status: 'Success', trigger: 'Schedule', message: '删除了 0 个超过 24 小时未被单据引用的文件（0 B）', ms: 18 }],
  },
];

export async function seedTriggerJobsDemo({ db, tenant, creator }: SeedContext): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
  const trx = db as Kysely<any>;
  const who = { create_id: creator.id, create_name: creator.name, modify_id: creator.id, modify_name: creator.name };
  const now = Date.now();
  for (const j of JOBS) {
    const last = j.runs[j.runs.length - 1];
    const lastStarted = new Date(now - last.hoursAgo * HOUR);
    const { id } = await trx
      .insertInto(TriggerJob.table)
      .values({
        tenant_id: tenant.id,
        ...who,
        code: j.code,
        name: j.name,
        handler: j.handler,
        cron: j.cron,
        params: JSON.stringify(j.params),
        enabled: j.enabled,
        remark: j.remark,
        last_run_dt: lastStarted,
        last_run_status: last.status,
        next_run_dt: j.enabled ? nextRun(j.cron) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto(TriggerJobLog.table)
      .values(
        j.runs.map((r) => {
          const started = new Date(now - r.hoursAgo * HOUR);
          const by = r.trigger === 'Manual' ? who : { create_name: '定时调度', modify_name: '定时调度' };
          return {
            tenant_id: tenant.id,
            ...by,
            job_id: id,
            started_dt: started,
            finished_dt: new Date(started.getTime() + r.ms),
            duration_ms: r.ms,
            run_status: r.status,
            trigger_type: r.trigger,
            message: r.message.replace('{admin}', creator.name),
          };
        }),
      )
      .execute();
    if (j.enabled) await applySchedule(bossOver(executorOf(trx)), { id, tenant_id: tenant.id, cron: j.cron, enabled: true });
  }
}
