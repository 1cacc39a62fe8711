// What the scheduled jobs say to callers, in the caller's language.
import type { Lang } from '../../../../server/i18n';

const texts = {
  cron: ['不是有效的 Cron 表达式：需 5 段（分 时 日 月 周），例如 0 * * * * 表示每小时整点', 'is not a valid cron expression: five fields (minute hour day month weekday), e.g. 0 * * * * for every hour'],
  json: ['不是有效的 JSON 对象', 'is not a JSON object'],
  param: ['参数 {path} 不符合要求：{detail}', 'parameter {path}: {detail}'],
  unknownKind: ['未知的任务类型：{kind}', 'unknown job kind: {kind}'],
  queued: ['任务「{name}」已加入执行队列', 'Job "{name}" is queued to run'],
  enabled: ['已启用 {n} 个任务', 'Enabled {n} jobs'],
  disabled: ['已停用 {n} 个任务', 'Disabled {n} jobs'],
  notRunning: ['任务调度服务未启动', 'The job scheduler is not running'],
  scheduler: ['定时调度', 'Scheduler'],
} as const satisfies Record<string, readonly [string, string]>;

export function jm(lang: Lang, key: keyof typeof texts, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
