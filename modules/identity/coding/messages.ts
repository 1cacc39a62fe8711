// The identity rules' messages (the save checks; rule invalid, field too long, date format),
// zh_CN and en_US, shared by the server (save, generation) and the web
// (preview). `{row}` is a segment's row number from 1.
import type { Lang } from './types';

const texts = {
  // saving a rule
  segmentsRequired: ['编码规则至少需要一个编码段', 'a coding rule needs at least one segment'],
  fixedTextRequired: ['编码段第{row}行：固定文本不能为空', 'segment row {row}: the fixed text is required'],
  delimiterRequired: ['编码段第{row}行：分隔符不能为空', 'segment row {row}: the delimiter is required'],
  kindRequired: ['编码段第{row}行：请选择段类型', 'segment row {row}: choose the segment kind'],
  oneFlow: ['流水号段只能有一个', 'a rule may have only one flow-number segment'],
  flowLength: ['编码段第{row}行：流水号长度必须是正整数', 'segment row {row}: the flow-number length must be a positive whole number'],
  flowLengthMax: ['编码段第{row}行：流水号长度最多 {max} 位', 'segment row {row}: the flow-number length is at most {max}'],
  flowStart: ['编码段第{row}行：流水号起始值必须是不小于 0 的整数', 'segment row {row}: the flow-number start must be a whole number of at least 0'],
  flowStep: ['编码段第{row}行：流水号步长必须是正整数', 'segment row {row}: the flow-number step must be a positive whole number'],
  flowStartTooLong: ['编码段第{row}行：流水号起始值超过了 {length} 位', 'segment row {row}: the flow-number start has more than {length} digits'],
  fillChar: ['编码段第{row}行：填充字符必须是一个字符', 'segment row {row}: the fill character must be exactly one character'],
  fillNeedsLength: ['编码段第{row}行：填充时必须设置长度', 'segment row {row}: filling needs a length'],
  fillNeedsChar: ['编码段第{row}行：填充时必须设置填充字符', 'segment row {row}: filling needs a fill character'],
  length: ['编码段第{row}行：长度必须是正整数', 'segment row {row}: the length must be a positive whole number'],
  sourceRequired: ['编码段第{row}行：请选择来源字段', 'segment row {row}: choose the source field'],
  sourceOfType: ['编码段第{row}行：「{field}」不是「{type}」类型的标识字段', 'segment row {row}: {field} is not an identity field of type {type}'],
  typeRequired: ['请选择规则类型', 'choose the rule type'],
  dateFormatRequired: ['编码段第{row}行：日期格式不能为空', 'segment row {row}: the date format is required'],
  dateFormat: [
    '编码段第{row}行：日期格式只能由 YYYY、YY、MM、DD 组成（可用 - / . _ 分隔），如 YYYYMMDD、YYYY-MM-DD',
    'segment row {row}: the date format may only combine YYYY, YY, MM and DD (separated by - / . _ if you like), e.g. YYYYMMDD, YYYY-MM-DD',
  ],
  // generating codes
  ruleNotFound: ['编码规则不存在：{rule}', 'no such coding rule: {rule}'],
  ruleInvalid: ['编码规则「{code}」无效：{reason}', 'coding rule {code} is invalid: {reason}'],
  needFlow: ['编码规则「{code}」没有流水号段，不能生成编码', 'coding rule {code} has no flow-number segment and cannot generate codes'],
  count: ['生成数量必须是 1 到 {max} 之间的整数', 'the count must be a whole number from 1 to {max}'],
  missingValue: ['生成编码缺少字段「{field}」的值', 'the value of {field} is missing to generate codes'],
  fieldTooLong: ['字段「{field}」的值「{value}」超过长度 {length}', 'the value "{value}" of {field} is longer than {length}'],
  notNumber: ['字段「{field}」的值「{value}」不是数字', 'the value "{value}" of {field} is not a number'],
  flowExhausted: ['编码规则「{code}」的流水号已用完（{length} 位）', 'coding rule {code} has run out of flow numbers ({length} digits)'],
  // removing a rule
  inUse: ['编码规则「{code}」已被{entity}「{record}」使用，不能删除', 'coding rule {code} is used by {entity} {record} and cannot be deleted'],
} as const satisfies Record<string, readonly [string, string]>;

export type IdentityMessage = keyof typeof texts;
export type Vars = Record<string, string | number>;

/** A message not yet put into words: the server says it in the caller's language, the web in the user's. */
export interface Said {
  key: IdentityMessage;
  vars: Vars;
}

export function im(lang: Lang, key: IdentityMessage, vars: Vars = {}): string {
  const text: string = texts[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const say = (lang: Lang, s: Said): string => im(lang, s.key, s.vars);

/** A refusal while making codes (a value too long, a missing value, numbers used up). */
export class CodeError extends Error {
  constructor(
    readonly key: IdentityMessage,
    readonly vars: Vars = {},
  ) {
    super(im('zh_CN', key, vars));
    this.name = 'CodeError';
  }
}
