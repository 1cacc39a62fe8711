// Validation messages of record writes, in the caller's language.
import type { RuleIssue, RuleKey } from '../../schemas/fieldTypes/rules';
import { formatFileSize } from '../../schemas/files';
import type { Lang } from '../i18n';

const texts = {
  required: ['不能为空', 'is required'],
  max: ['最多 {max} 个字符', 'at most {max} characters'],
  noSpaces: ['不能包含空格', 'must not contain spaces'],
  digits: ['整数最多 {int} 位，小数最多 {scale} 位', 'at most {int} integer and {scale} decimal digits'],
  number: ['必须是数字', 'must be a number'],
  integer: ['必须是整数', 'must be a whole number'],
  positive: ['必须大于 0', 'must be greater than 0'],
  min: ['不能小于 {min}', 'must be at least {min}'],
  maxValue: ['不能大于 {max}', 'must be at most {max}'],
  option: ['不是有效选项：{value}', 'is not one of the options: {value}'],
  date: ['不是有效日期', 'is not a valid date'],
  past: ['必须早于当前时间', 'must be in the past'],
  future: ['必须晚于当前时间', 'must be in the future'],
  bool: ['必须是是/否', 'must be true or false'],
  text: ['必须是文本', 'must be text'],
  unique: ['「{value}」已存在', '"{value}" already exists'],
  reference: ['引用的记录不存在：{value}', 'no such record: {value}'],
  notInScope: ['{field}不属于所选的{scope}', 'the {field} is not one of the chosen {scope}'],
  files: ['必须是文件列表', 'must be a list of uploaded files'],
  fileMissing: ['文件不存在：{value}', 'no such uploaded file: {value}'],
  fileType: ['只能上传 {accept} 格式的文件', 'only {accept} files are accepted'],
  fileSize: ['单个文件不能超过 {max}', 'each file must be at most {max}'],
  fileCount: ['最多 {max} 个文件', 'at most {max} files'],
  parentSelf: ['上级不能是自己或自己的下级', 'the parent cannot be the record itself or one of its descendants'],
  hasChildren: ['存在下级节点，不能删除：{value}', 'has child nodes and cannot be deleted: {value}'],
  childMin: ['至少需要 {min} 行', 'needs at least {min} rows'],
  childDuplicate: ['「{value}」重复', '"{value}" appears twice'],
  rows: ['必须是行的列表', 'must be a list of rows'],
  childRow: ['不是本单据的明细行：{value}', 'not a line of this record: {value}'],
  version: ['修改时必须带上版本号 version', 'version is required to modify a record'],
  stale: ['数据已被他人修改（当前版本 {current}），请刷新后重试', 'the record was changed by someone else (now version {current}); reload and try again'],
  transition: ['当前状态「{status}」不允许{action}', 'cannot {action} a record in status {status}'],
  notFound: ['记录不存在：{value}', 'no such record: {value}'],
  flowBound: ['该单据已绑定审批流程，请提交审批', 'This document type goes through an approval flow: submit it for approval'],
  outOfScope: ['记录「{value}」不在您的数据范围内', 'record {value} is outside your data scope'],
  outOfLimit: ['保存后的记录不符合您的行权限条件，不能保存', 'the record would fall outside your row limits and cannot be saved'],
  invalid: ['数据校验失败：{detail}', 'invalid data: {detail}'],
  rowField: ['{table}第{row}行 {field}', '{table} row {row}, {field}'],
  overLimit: ['{table}第{row}行「{item}」超出可{action}数量：最多 {remaining}，本单 {asked}', '{table} row {row} ({item}) is more than remains to {action}: at most {remaining}, asked {asked}'],
  sourceStatus: ['来源单据「{code}」当前状态「{status}」，不能引用', 'the source document {code} is {status} and cannot be used'],
  sourceRow: ['{table}第{row}行：来源明细不存在', '{table} row {row}: no such source line'],
  nothingRemains: ['来源单据「{code}」已没有剩余数量', 'nothing remains of {code}'],
  hasTargets: ['已有下游单据「{code}」，不能{action}', 'document {code} was made from it: cannot {action}'],
} as const;

export type RecordMessage = keyof typeof texts;

export function rm(lang: Lang, key: RecordMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** The message of each shared rule's issue (schemas/fieldTypes/rules.ts). */
const RULE_MESSAGES: Record<RuleKey, RecordMessage> = {
  tooLong: 'max',
  noSpaces: 'noSpaces',
  notOption: 'option',
  integer: 'integer',
  positive: 'positive',
  min: 'min',
  max: 'maxValue',
  // one message for both sides of the point: it names both limits
  intDigits: 'digits',
  scaleDigits: 'digits',
  past: 'past',
  pastDate: 'past',
  future: 'future',
  futureDate: 'future',
  tooManyFiles: 'fileCount',
  fileType: 'fileType',
  fileTooLarge: 'fileSize',
};

export function ruleMessage(lang: Lang, issue: RuleIssue): string {
  const vars = issue.key === 'fileTooLarge' ? { max: formatFileSize(Number(issue.values.maxBytes)) } : issue.values;
  return rm(lang, RULE_MESSAGES[issue.key], vars);
}

export const ACTION_NAMES: Record<string, [string, string]> = {
  create: ['新增', 'create'],
  modify: ['修改', 'modify'],
  commit: ['提交', 'commit'],
  audit: ['审核', 'audit'],
  deApproval: ['反审核', 'un-audit'],
  manualFinish: ['手动完结', 'finish manually'],
  repeal: ['作废', 'void'],
  remove: ['删除', 'delete'],
};
