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
  // 分批检验
  judgeStaged: ['来料检验单{code}正在分批检验，请继续分批判定', 'Incoming inspection {code} is inspected in stages: judge its next stage'],
  stageNoBarcodes: ['来料检验单{code}没有条码，不能分批检验', 'Incoming inspection {code} has no barcodes to inspect in stages'],
  stageUnknownBarcode: ['条码{barcode}不属于来料检验单{code}', 'Barcode {barcode} is not on incoming inspection {code}'],
  stageBarcodeTwice: ['本批检验中条码{barcode}重复', 'Barcode {barcode} is listed twice in the stage'],
  stageEmpty: ['条码{barcode}本批的接收数量与拒收数量之和必须大于0', 'Barcode {barcode}: accepted and rejected together must be above 0'],
  stageAbovePending: ['条码{barcode}本批检验数量{qty}超过待检数量{pending}', 'Barcode {barcode}: the stage inspects {qty}, more than the {pending} pending'],
  stageJudged: ['来料检验单{code}的第{stage}批已判定，不能修改', 'Stage {stage} of incoming inspection {code} has been judged and cannot be modified'],
  stageByCallOnly: ['分批检验记录只能通过分批判定新增', 'Stages are added by judging a stage only'],
  stagedCounts: ['来料检验单{code}正在分批检验，检验数量与合格数量由分批判定计算', 'Incoming inspection {code} is inspected in stages: its inspected and qualified counts come from the stages'],
  stageDone: ['来料检验单{code}第{stage}批已判定，剩余待检{pending}', 'Stage {stage} of incoming inspection {code} judged: {pending} pending'],
  stageChecked: ['来料检验单{code}第{stage}批已判定，全部检验完成，结果为{result}', 'Stage {stage} of incoming inspection {code} judged: nothing pending, the inspection is {result}'],
  // 过程检验
  processGeneratedOnly: ['过程检验单由报工自动生成，不能手工新增或删除', 'In-process inspections come from output reports: they are not added or removed by hand'],
  processJudged: ['过程检验单{code}已判定，不能修改', 'In-process inspection {code} has been judged and cannot be modified'],
  processNoReadings: ['过程检验单{code}没有检验记录，不能判定', 'In-process inspection {code} has no readings and cannot be judged'],
  processNotFound: ['过程检验单不存在：{id}', 'In-process inspection does not exist: {id}'],
  processJudgedDone: ['过程检验单{code}判定为{result}', 'In-process inspection {code} judged {result}'],
  firstPieceRejected: ['工单{order}工序{process}的首检{code}不合格，复检合格前不能继续报工', 'The first piece {code} of work order {order}, process {process}, was rejected: no more output until a re-inspection passes'],
  reinspectOnlyRejected: ['过程检验单{code}未判定为不合格，不能复检', 'In-process inspection {code} is not rejected: there is nothing to re-inspect'],
  reinspectedOnce: ['过程检验单{code}已复检（{again}），只能复检一次', 'In-process inspection {code} was re-inspected already ({again}): once only'],
  reinspectNotAllowed: ['物料{material}未设置允许复检，过程检验单{code}不能复检', 'Material {material} does not allow re-inspection: {code} cannot be inspected again'],
  remindTitle: ['{kind}待检：{code}', '{kind} to inspect: {code}'],
  remindBody: ['工单{order}工序{process}报工{qty}，请进行{kind}（检验单{code}）', 'Work order {order}, process {process} reported {qty}: please inspect ({kind}, {code})'],
  // 质量放行
  barcodeTwice: ['条码{code}重复', 'Barcode {code} is listed twice'],
  releaseUnknown: ['条码不存在：{codes}', 'These barcodes do not exist: {codes}'],
  releaseMaterial: ['条码{code}的物料与放行单物料不一致', 'Barcode {code} is of another material than the release'],
  releaseWrongResult: ['条码{code}的质检结果为{result}，{type}只能放行{allowed}的条码', 'Barcode {code} is {result}: {type} releases only barcodes {allowed}'],
  releaseInStock: ['条码{code}已入库，不能放行或调整', 'Barcode {code} is in stock: it cannot be released or adjusted'],
  releaseReturned: ['条码{code}已退货，不能放行或调整', 'Barcode {code} was returned to the supplier: it cannot be released or adjusted'],
  releaseQuantity: ['放行数量{qty}与条码数量合计{sum}不一致', 'The quantity {qty} differs from the barcodes\' total {sum}'],
  releaseUndoInStock: ['条码{code}已按放行结果入库，不能反审核', 'Barcode {code} went into stock as released: the release cannot be un-audited'],
  releaseUndoChanged: ['条码{code}的质检结果已变更为{result}，不能反审核', 'Barcode {code} is {result} by now: the document cannot be un-audited'],
  // 检验结果调整
  adjustNotJudged: ['来料检验单{code}当前状态为{state}，只能调整已判定的检验结果', 'Incoming inspection {code} is {state}: only a judged result is adjusted'],
  adjustForeignBarcode: ['条码{barcode}不属于来料检验单{code}', 'Barcode {barcode} is not on incoming inspection {code}'],
  adjustNoLines: ['检验结果调整单没有条码，不能审核', 'The adjustment lists no barcodes and cannot be audited'],
  adjustBreaksStock: ['条码{code}已入库于{warehouse}，调整为{result}将违反入库规则', 'Barcode {code} is in stock in {warehouse}: being {result} would break the stock-in rules'],
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
