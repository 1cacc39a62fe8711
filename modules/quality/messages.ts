// The refusals of 质量管理, in Chinese for the quality department and in English: one key each, so
// a hook or a call names the refusal and a test asserts the exact text. The field rules the engine
// states itself (required, max length, no spaces) keep the engine's messages.
import type { Lang } from '../../server/i18n';

export const QUALITY_MESSAGES = {
  // 检验项目
  choicesNeeded: ['选项类检验项目{code}至少需要两个可选结果，且至少一个判为合格', 'Choice item {code} needs at least two answers, at least one of them qualified'],
  choiceTwice: ['检验项目{code}的可选结果“{answer}”重复', 'Item {code} lists the answer "{answer}" twice'],
  choicesOnlyForChoice: ['只有选项类检验项目才能设置可选结果：{code}', 'Only a choice item lists answers: {code}'],
  formulaNeeded: ['公式类检验项目{code}必须填写计算公式', 'Formula item {code} needs its formula'],
  formulaOnlyForFormula: ['只有公式类检验项目才能填写计算公式：{code}', 'Only a formula item has a formula: {code}'],
  formulaInvalid: ['检验项目{code}的公式无法解析：{error}', 'The formula of item {code} cannot be read: {error}'],
  formulaUnknown: ['检验项目{code}的公式引用了不存在或非数值类的检验项目：{refs}', 'The formula of item {code} reads items that do not exist or are not numeric: {refs}'],
  itemInUse: ['检验项目{code}已被检验方案{scheme}使用，不能删除或改变类型', 'Item {code} is used by inspection scheme {scheme}: it cannot be removed nor change its kind'],
  // 检验方案
  targetNeeded: ['检验方案对象为{target}时必须选择{target}', 'A scheme for a {target} needs its {target}'],
  schemeExists: ['检验方案编码{code}已存在，请新增版本', 'Inspection scheme {code} exists already: add a version instead'],
  notLatest: ['只能在检验方案{code}的最新版本（V{latest}）上新增版本', 'A version of scheme {code} is added to its latest version (V{latest}) only'],
  previousCode: ['新版本必须沿用检验方案编码{code}', 'A new version keeps the scheme code {code}'],
  notEditable: ['检验方案{code} V{version}当前状态为{status}，不能修改；请新增版本', 'Scheme {code} V{version} is {status} and cannot be changed: add a version'],
  notRemovable: ['检验方案{code} V{version}当前状态为{status}，不能删除', 'Scheme {code} V{version} is {status} and cannot be removed'],
  itemTwice: ['检验方案明细中检验项目{item}重复', 'Item {item} is listed twice on the scheme'],
  limitsOrder: ['检验项目{item}：下限{lower}不能大于上限{upper}', 'Item {item}: the lower limit {lower} is above the upper limit {upper}'],
  standardOutside: ['检验项目{item}：标准值{standard}不在上下限之间', 'Item {item}: the standard value {standard} lies outside its limits'],
  limitsForNumeric: ['检验项目{item}为选项类，不能设置标准值和上下限', 'Item {item} is a choice item: it has no standard value nor limits'],
  scheduleValue: ['检验频次为{schedule}时，频次数值必须大于0', 'A {schedule} schedule needs a value above 0'],
  customTimes: ['自定义时间格式应为 HH:mm，多个用逗号分隔：{value}', 'Custom times are HH:mm, separated by commas: {value}'],
  measureRate: ['合格率应大于0且不超过100', 'The qualified rate lies above 0 and at most 100'],
  measureNumber: ['合格数应为不小于0的整数', 'The qualified number is a whole number of at least 0'],
  switchNotAllowed: ['检验方案{code} V{version}当前状态为{status}，不能{to}', 'Scheme {code} V{version} is {status}: it cannot be {to}'],
  noLines: ['检验方案{code}没有检验项目，不能审核', 'Scheme {code} lists no inspection items and cannot be approved'],
  schemeNotFound: ['检验方案不存在：{id}', 'Inspection scheme does not exist: {id}'],
  switched: ['已{to} {n} 个检验方案', '{n} scheme(s) {to}'],
  // 抽样方案
  planNotFound: ['抽样方案不存在：{id}', 'Sampling plan does not exist: {id}'],
  lotSize: ['批量应为不小于2的整数：{value}', 'The lot size is a whole number of at least 2: {value}'],
  // 来料检验
  generatedOnly: ['来料检验单由到货登记审核自动生成，不能手工新增或删除', 'Incoming inspections come from audited arrivals: they are not added or removed by hand'],
  judged: ['来料检验单{code}已判定，不能修改', 'Incoming inspection {code} has been judged and cannot be modified'],
  judgedArrival: ['到货登记的来料检验单{code}已判定，不能反审核', 'The incoming inspection {code} of this arrival has been judged: the arrival cannot be un-audited'],
  qualifiedAboveInspected: ['合格数量{qualified}不能大于检验数量{inspected}', 'The qualified quantity {qualified} cannot exceed the inspected quantity {inspected}'],
  notAnAnswer: ['检验项目{item}的结果“{answer}”不在可选结果中', 'Item {item}: "{answer}" is not one of its answers'],
  noReadings: ['来料检验单{code}没有检验记录，不能判定', 'Incoming inspection {code} has no readings and cannot be judged'],
  readingMissing: ['检验项目{item}未录入检验结果，不能判定', 'Item {item} has no reading yet: the inspection cannot be judged'],
  nothingInspected: ['检验数量必须大于0才能判定', 'The inspected quantity must be above 0 to judge'],
  fullNeedsAll: ['全检需判定每一个条码：{codes}', 'A full inspection needs every barcode judged: {codes}'],
  batchInStock: ['批次{batch}的条码{code}已入库，不能检验', 'Barcode {code} of batch {batch} is in stock: the batch cannot be inspected'],
  exemptOnlyPending: ['来料检验单{code}当前状态为{state}，只有待检的检验单可以免检', 'Incoming inspection {code} is {state}: only a pending inspection can be exempted'],
  inspectionNotFound: ['来料检验单不存在：{id}', 'Incoming inspection does not exist: {id}'],
  judgedDone: ['来料检验单{code}判定为{result}', 'Incoming inspection {code} judged {result}'],
  exempted: ['已免检 {n} 个来料检验单', '{n} incoming inspection(s) exempted'],
} as const satisfies Record<string, readonly [string, string]>;

export type QualityMessage = keyof typeof QUALITY_MESSAGES;

/** The message in the caller's language with its {placeholders} filled. */
export function qm(lang: Lang, key: QualityMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = QUALITY_MESSAGES[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** A fixed option's label in the caller's language. */
export function labelOf(lang: Lang, options: ReadonlyArray<{ value: string; label: string; labelEn: string }>, value: unknown): string {
  const o = options.find((x) => x.value === value);
  return o ? (lang === 'en_US' ? o.labelEn : o.label) : String(value ?? '');
}
