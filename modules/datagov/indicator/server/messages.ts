// Messages of 指标与数据模型, in the caller's language (the tests assert these texts).
import type { Lang } from '../../../../server/i18n';

const texts = {
  noModel: ['数据模型不存在：{id}', 'No such data model: {id}'],
  noIndicator: ['指标不存在：{id}', 'No such indicator: {id}'],
  noReport: ['model.reportCode: 报表源不存在：{code}', 'model.reportCode: no such report source: {code}'],
  modelCodeTaken: ['model.code: 模型编码已存在：{code}', 'model.code: the model code {code} is already taken'],
  indicatorCodeTaken: ['indicator.code: 指标编码已存在：{code}', 'indicator.code: the indicator code {code} is already taken'],
  needReport: ['model.reportCode: 请选择报表源', 'model.reportCode: choose a report source'],
  needTable: ['model.table: 请选择数据源和数据表', 'model.table: choose a source and a table'],
  ownIsReport: ['model.sourceId: 本系统数据库请以报表源建模（按列表的数据范围读取）', 'model.sourceId: model the product database through a report source (read with the lists\' data scope)'],
  noColumn: ['{where}: 模型数据没有列 {column}', '{where}: the model\'s data has no column {column}'],
  oneTime: ['model.columns: 须有且仅有一个时间列', 'model.columns: exactly one column must be the time column'],
  timeNotDate: ['model.columns: 时间列 {column} 不是日期', 'model.columns: the time column {column} is not a date'],
  measureNotNumber: ['model.columns: 度量列 {column} 不是数值', 'model.columns: the measure column {column} is not numeric'],
  modelInUse: ['模型 {name} 已有指标，不能删除', 'The model {name} has indicators: it cannot be removed'],
  notDimension: ['indicator.dimensions: {column} 不是模型的维度', 'indicator.dimensions: {column} is not a dimension of the model'],
  notMeasure: ['{where}: {column} 不是模型的度量', '{where}: {column} is not a measure of the model'],
  needColumn: ['{where}: 该聚合须选择列', '{where}: this aggregate needs a column'],
  distinctOnReport: ['{where}: 报表源模型不支持去重计数', '{where}: a report-source model cannot count distinct values'],
  distinctByWeek: ['{where}: 去重计数不能按周汇总', '{where}: a distinct count cannot be summed up by week'],
  hiddenColumn: ['无权查看字段：{column}', 'Your role may not see the field {column}'],
  maskedColumn: ['列 {column} 已脱敏，不能用于指标', 'The column {column} is masked for your role: it cannot feed an indicator'],
  tableHidden: ['无权查询数据表：{table}', 'Your role may not query the table {table}'],
  computeFailed: ['计算失败：{error}', 'The computation failed: {error}'],
  alarmSide: ['indicator.alarm: 告警阈值应在目标值的{side}', 'indicator.alarm: the alarm threshold must lie {side} the target'],
  wholeOnly: ['只有数据范围为“全部”的角色可以计算指标（计算结果为全租户共享）', 'Only a role whose data scope is Whole may compute an indicator (its figures are the whole tenant\'s)'],
  pinNarrow: ['按您的数据范围，请在指标详情中查看', 'For your data scope, see the indicator\'s detail'],
  stale: ['该指标已被他人修改，请刷新后重试', 'The indicator was changed by someone else: reload and try again'],
} as const;

export type IndicatorMessage = keyof typeof texts;

export function im(lang: Lang, key: IndicatorMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
