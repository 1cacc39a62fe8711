// Messages of 数据标准与数据质量, in the caller's language (the tests assert these texts).
import type { Lang } from '../../../../server/i18n';

const texts = {
  dictCodeTaken: ['dict.code: 标准编码已存在：{code}', 'dict.code: the standard code {code} is already taken'],
  valueTwice: ['dict.values: 码值重复：{code}', 'dict.values: the code {code} is listed twice'],
  noDict: ['标准字典不存在：{id}', 'No such standard: {id}'],
  dictInUse: ['标准「{name}」已被对照或规则使用，不能删除', 'The standard {name} is used by a mapping or a rule and cannot be removed'],
  noColumn: ['数据源中没有此列：{column}（请先采集元数据）', 'The source has no column {column} (harvest its metadata first)'],
  noTable: ['数据源中没有此表：{table}（请先采集元数据）', 'The source has no table {table} (harvest its metadata first)'],
  tableHidden: ['无权使用数据表：{table}', 'Your role may not use the table {table}'],
  maskedColumn: ['列 {column} 对您已脱敏，不能用于质量规则或对照', 'The column {column} is masked to you: it cannot be checked or mapped'],
  contrastTaken: ['此列已有标准对照', 'This column already follows a standard'],
  noContrast: ['标准对照不存在：{id}', 'No such mapping: {id}'],
  noStdCode: ['标准「{dict}」中没有码值：{code}', 'The standard {dict} has no code {code}'],
  readFailed: ['读取源编码失败：{error}', 'Reading the source codes failed: {error}'],
  ruleCodeTaken: ['rule.code: 规则编码已存在：{code}', 'rule.code: the rule code {code} is already taken'],
  noRule: ['质量规则不存在：{id}', 'No such quality rule: {id}'],
  needColumn: ['rule.column: 此类规则须指定列', 'rule.column: this kind of rule checks a column'],
  needDict: ['rule.params: 有效性规则须选择标准字典', 'rule.params: a validity rule needs a standard'],
  needRange: ['rule.params: 范围规则须填写最小值、最大值或正则表达式', 'rule.params: a range rule needs a minimum, a maximum or a pattern'],
  minOverMax: ['rule.params: 最小值不能大于最大值', 'rule.params: the minimum is greater than the maximum'],
  badPattern: ['rule.params: 正则表达式无效：{error}', 'rule.params: the pattern is not a valid regular expression: {error}'],
  needRef: ['rule.params: 参照规则须填写参照表和参照列', 'rule.params: a referential rule needs the referenced table and column'],
  needHours: ['rule.params: 及时性规则须填写小时数', 'rule.params: a freshness rule needs a number of hours'],
  needSql: ['rule.params: 自定义规则须填写 SQL', 'rule.params: a custom rule needs its SQL'],
  customShape: ['自定义 SQL 须返回一行一列：不合格行数', 'The custom SQL must answer one row of one column: the failing-row count'],
  ratioRange: ['rule.threshold: 通过率阈值须在 0 到 100 之间', 'rule.threshold: a pass-rate threshold is between 0 and 100'],
  failuresRange: ['rule.threshold: 失败行数阈值须为非负整数', 'rule.threshold: a failure threshold is a whole number of at least 0'],
  badCron: ['rule.cron: 调度表达式无效（5 段 cron：分 时 日 月 周）', 'rule.cron: not a valid schedule (five-field cron: minute hour day month weekday)'],
  noPerson: ['rule.ownerId: 负责人不存在：{id}', 'rule.ownerId: no such person: {id}'],
  changed: ['质量规则已被他人修改，请刷新后再试', 'The rule was changed by someone else: reload it'],
  noIssue: ['质量问题不存在：{id}', 'No such quality issue: {id}'],
  issueClosed: ['问题已关闭（{status}），不能再变更', 'The issue is closed ({status}) and cannot change'],
  issueTitle: ['【数据质量】{rule} 未通过', '[Data quality] {rule} failed'],
  issueBody: ['规则 {code}（{table}）检查未通过：检查 {checked} 行，不合格 {failed} 行。问题 #{issue} 已分派给您。', 'Rule {code} ({table}) failed: {checked} rows checked, {failed} failing. Issue #{issue} is yours.'],
} as const;

export type QualityMessage = keyof typeof texts;

export function qm(lang: Lang, key: QualityMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
