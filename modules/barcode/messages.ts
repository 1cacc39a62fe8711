// The barcode refusals (exists, missing, relation exists, awaiting inspection …), in Chinese for the warehouse floor and in
// English: one key each, so a handler names the refusal and a test asserts the exact text.
import type { Lang } from '../../server/i18n';

export const BARCODE_MESSAGES = {
  exists: ['条码已存在：{codes}', 'Barcode already exists: {codes}'],
  notExist: ['条码不存在：{code}', 'Barcode does not exist: {code}'],
  relationExists: ['绑定关系已存在：{code}', 'Binding relation exists: {code}'],
  snapshotNotExist: ['快照不存在', 'Snapshot does not exist'],
  awaitingInspection: ['条码待检验，不能操作：{code}', 'Barcode awaiting inspection: {code}'],
  batchesDiffer: ['批次不一致', 'Batches are not the same'],
  duplicate: ['条码重复：{codes}', 'Duplicate barcodes: {codes}'],
  nonExistent: ['存在不存在的条码：{codes}', 'Non-existent barcodes: {codes}'],
  illegalBarcode: ['非法条码：{code}', 'Illegal barcode: {code}'],
  illegalRelation: ['非法的绑定关系：{code}', 'Illegal relation: {code}'],
  illegalCount: ['非法的物料数量：{count}', 'Illegal material count: {count}'],
  materialNoChildren: ['物料条码不能有子条码：{code}', 'A material barcode cannot have children: {code}'],
  materialsDiffer: ['物料不一致', 'Materials are not the same'],
  containerNotEmpty: ['容器不为空：{code}', 'Container is not empty: {code}'],
  parentExists: ['已存在父条码：{code}', 'A parent barcode already exists: {code}'],
  qualityDiffer: ['质检结果不一致', 'Quality results are not the same'],
  noSymbol: ['图片中未识别到条码', 'No barcode found in the image'],
  notImage: ['只能识别 JPG/PNG/GIF/JPEG 图片，且不超过 2MB', 'Only JPG/PNG/GIF/JPEG images up to 2 MB can be read'],
  imageTooLarge: ['图片像素过大（{width}×{height}），最大 {max} 像素', 'The picture is too large ({width}×{height} pixels); at most {max} pixels'],
  decodeTimeout: ['图片识别超时（超过 {seconds} 秒）', 'Reading the picture took longer than {seconds} s'],
  decodeBusy: ['条码识别繁忙，请稍后再试', 'The barcode reader is busy, try again shortly'],
  fileMissing: ['文件不存在：{id}', 'File does not exist: {id}'],
  batchNotExist: ['批次不存在：{code}', 'Batch does not exist: {code}'],
  badDate: ['新值应为日期（YYYY-MM-DD）：{value}', 'The new value must be a date (YYYY-MM-DD): {value}'],
  expiryPast: ['有效期必须晚于今天：{value}', 'The expiry date must be in the future: {value}'],
  newValueRequired: ['请填写调整后的新值', 'Give the new value'],
  needRule: ['请指定编码规则或条码', 'Give a coding rule or the new codes'],
} as const satisfies Record<string, readonly [string, string]>;

export type BarcodeMessage = keyof typeof BARCODE_MESSAGES;

/** The message in the caller's language with its {placeholders} filled. */
export function bm(lang: Lang, key: BarcodeMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = BARCODE_MESSAGES[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
