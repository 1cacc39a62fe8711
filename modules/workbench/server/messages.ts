// The workbench's refusals, in the caller's language (zh_CN the default). Tests assert these texts.
import type { Lang } from '../../../server/i18n';

const zh = {
  hidden: (where: string) => `${where}: 当前角色无权查看该字段`,
  undeclared: (where: string, code: string, source: string) => `${where}: ${code} 不是数据源「${source}」声明的字段`,
  bucketNeedsDate: (where: string) => `${where}: 只有日期字段可以按日、月、年分组`,
  duplicateDimension: (where: string) => `${where}: 维度重复`,
  measureNeedsField: (where: string) => `${where}: 除计数外，度量须指定字段`,
  sumNeedsNumber: (where: string) => `${where}: 只有数值字段可以求和或求平均`,
  minMaxNeedsOrder: (where: string) => `${where}: 只有数值或日期字段可以取最小、最大值`,
  duplicateFilter: (where: string) => `${where}: 同一字段只能有一个筛选条件`,
  betweenNeedsDate: (where: string) => `${where}: 只有日期或数值字段可以按区间筛选`,
  valuesNeedDimension: (where: string) => `${where}: 数值字段没有可选值，请按区间筛选`,
  containsNeedsText: (where: string) => `${where}: 只有文本字段可以按包含筛选`,
  tooManyGroups: (n: number, max: number) => `分组过多：共 ${n} 组，最多 ${max} 组，请减少维度或增加筛选条件`,
  tooManyColumns: (n: number, max: number) => `列分组过多：共 ${n} 组，最多 ${max} 组，请减少列维度或增加筛选条件`,
  notYours: '只能修改或删除自己创建的分析',
  total: '合计',
  rowTotal: '行合计',
  all: '全部',
  sheet: 'BI分析',
  unknownRoles: '共享的角色不存在',
};

const en: typeof zh = {
  hidden: (where) => `${where}: a field your role may not see`,
  undeclared: (where, code, source) => `${where}: ${code} is not a declared field of source "${source}"`,
  bucketNeedsDate: (where) => `${where}: only date fields group by day, month or year`,
  duplicateDimension: (where) => `${where}: this dimension is used twice`,
  measureNeedsField: (where) => `${where}: a measure other than count names a field`,
  sumNeedsNumber: (where) => `${where}: only numeric fields are summed or averaged`,
  minMaxNeedsOrder: (where) => `${where}: only numeric or date fields have a min or max`,
  duplicateFilter: (where) => `${where}: one filter per field`,
  betweenNeedsDate: (where) => `${where}: only date or numeric fields filter by a range`,
  valuesNeedDimension: (where) => `${where}: a numeric field has no values to pick from; filter it by a range`,
  containsNeedsText: (where) => `${where}: only text fields filter by contains`,
  tooManyGroups: (n, max) => `Too many groups: ${n}, at most ${max}; use fewer dimensions or more filters`,
  tooManyColumns: (n, max) => `Too many column groups: ${n}, at most ${max}; use fewer column dimensions or more filters`,
  notYours: 'Only your own analyses can be changed or deleted',
  total: 'Total',
  rowTotal: 'Row total',
  all: 'All',
  sheet: 'BI analysis',
  unknownRoles: 'A role to share with does not exist',
};

export const biText = (lang: Lang): typeof zh => (lang === 'en_US' ? en : zh);
