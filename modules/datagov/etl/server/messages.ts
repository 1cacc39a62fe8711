// Messages of ETL与调度, in the caller's language (the tests assert these texts). Run logs are written
// in Chinese (a run has no caller's language).
import type { Lang } from '../../../../server/i18n';

const texts = {
  noRepo: ['资源库不存在：{id}', 'No such repository: {id}'],
  noTran: ['转换不存在：{id}', 'No such transformation: {id}'],
  noScript: ['脚本不存在：{id}', 'No such script: {id}'],
  noJob: ['作业不存在：{id}', 'No such job: {id}'],
  noSchedule: ['调度不存在：{id}', 'No such schedule: {id}'],
  noRun: ['运行记录不存在：{id}', 'No such run: {id}'],
  codeTaken: ['编码已存在：{code}', 'The code {code} is already taken'],
  repoInUse: ['资源库 {name} 中还有转换、脚本或作业，不能删除', 'The repository {name} still holds transformations, scripts or jobs'],
  inUse: ['{name} 被作业 {job} 使用，不能删除', '{name} is used by the job {job}'],
  jobScheduled: ['作业 {name} 有调度，请先删除调度', 'The job {name} has a schedule: remove it first'],
  changed: ['已被他人修改，请刷新后再试', 'It was changed by someone else: reload it'],
  stepKeyTwice: ['步骤标识重复：{key}', 'The step key {key} is used twice'],
  stepInputUnknown: ['步骤 {step} 的输入 {input} 不存在或不在它之前', 'The input {input} of the step {step} is not an earlier step'],
  stepCycle: ['转换的步骤构成了环', 'The steps of the transformation form a cycle'],
  needWrite: ['转换至少需要一个写入步骤', 'A transformation needs at least one write step'],
  needKeys: ['步骤 {step}：按主键更新需要填写主键列', 'Step {step}: an upsert needs its key columns'],
  transformSelect: ['步骤 {step}：转换SQL必须是一条SELECT语句', 'Step {step}: a transform must be one SELECT statement'],
  ownNotTarget: ['步骤 {step}：本系统数据库不能作为写入目标（它的数据只由本系统的业务规则写入）', 'Step {step}: the product database cannot be a write target (only its own rules write it)'],
  targetReadOnly: ['数据源 {source} 只读，不能写入（只有 PostgreSQL 和 SQLite 数据源可写）', 'The source {source} is read-only (only PostgreSQL and SQLite sources can be written)'],
  maskedRead: ['步骤 {step}：列 {column} 对你的角色脱敏，不能经ETL搬运', 'Step {step}: the column {column} is masked for your role and cannot be moved by ETL'],
  noTargetTable: ['目标表 {table} 不存在', 'The target table {table} does not exist'],
  keyNotInRows: ['主键列 {key} 不在步骤 {step} 的结果中', 'The key column {key} is not in the rows of step {step}'],
  scriptOnOwn: ['ETL脚本不能在本系统数据库上运行：本系统数据库只由本系统的业务规则写入', 'ETL scripts cannot run on the product database: only its own rules write it'],
  scriptOnFile: ['ETL脚本不能在文件数据源上运行（CSV / Excel 是只读快照）', 'ETL scripts cannot run on file sources (CSV / Excel are read-only snapshots)'],
  badCron: ['cron 表达式无效（五段：分 时 日 月 周）：{cron}', 'Invalid cron expression (five fields: minute hour day month weekday): {cron}'],
  stepRefUnknown: ['作业步骤引用的{kind}不存在：{id}', 'The job step refers to a missing {kind}: {id}'],
  noOwner: ['负责人不存在：{id}', 'No such owner: {id}'],
  timeLimit: ['运行超过时限（{seconds} 秒）', 'The run took longer than its limit ({seconds} s)'],
  lostWorker: ['运行中断（服务停止或重启），按重试处理', 'The run was cut off (the server stopped or restarted): retried'],
  stopped: ['已由 {by} 停止', 'Stopped by {by}'],
  notStoppable: ['运行 {id} 已结束，不能停止', 'The run {id} is over: it cannot be stopped'],
  runFailedTitle: ['ETL作业运行失败：{name}', 'ETL run failed: {name}'],
  runFailedBody: ['{name} 第 {attempt} 次运行失败，不再重试：{error}', '{name} failed on attempt {attempt} and will not be retried: {error}'],
} as const;

export type EtlMessage = keyof typeof texts;

export function em(lang: Lang, key: EtlMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
