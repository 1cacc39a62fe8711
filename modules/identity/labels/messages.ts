// The label templates' messages, zh_CN and en_US: one key each, so a handler names the refusal and
// a test asserts the exact text. `{n}` is an element's position from 1.
export type LabelLang = 'zh_CN' | 'en_US';

export const LABEL_MESSAGES = {
  notFound: ['标签模板不存在：{code}', 'Label template does not exist: {code}'],
  disabled: ['标签模板已停用，不能打印：{code}', 'The label template is disabled and cannot print: {code}'],
  layoutInvalid: ['标签布局无效：{reason}', 'Invalid label layout: {reason}'],
  notJson: ['不是有效的 JSON', 'not valid JSON'],
  elementInvalid: ['第{n}个元素的{what}{issue}', 'element {n}: {what} {issue}'],
  tooMany: ['元素不能超过 {max} 个', 'at most {max} elements'],
  duplicateId: ['元素标识重复：{id}', 'duplicate element id: {id}'],
  outside: ['第{n}个元素超出了标签范围（{width}×{height} mm）', 'element {n} lies outside the label ({width}×{height} mm)'],
  noContent: ['第{n}个元素没有内容：请填写文本或选择字段', 'element {n} has no content: give a text or choose a field'],
  noImage: ['第{n}个元素没有图片：请选择 PNG 或 JPEG 图片', 'element {n} has no picture: choose a PNG or JPEG image'],
  imageType: ['第{n}个元素的图片只能是 PNG 或 JPEG 格式', 'element {n}: the picture must be a PNG or JPEG image'],
  imageSize: ['第{n}个元素的图片不能超过 512 KB', 'element {n}: the picture must be at most 512 KB'],
  imagePixels: ['第{n}个元素的图片不能超过 4096×4096 像素', 'element {n}: the picture must be at most 4096×4096 pixels'],
  layoutTooLong: ['布局不能超过 {max} 个字符（图片太多或太大）', 'the layout must be at most {max} characters (too many or too large pictures)'],
  fieldNotOfKind: ['第{n}个元素的字段不是{kind}标签的字段：{field}', 'element {n}: {field} is not a field of a {kind} label'],
  wrongKind: ['标签模板“{code}”用于打印{kind}，不能打印{asked}', 'The label template {code} prints {kind} labels, not {asked} labels'],
  positionMissing: ['库位不存在：{codes}', 'Position does not exist: {codes}'],
  materialMissing: ['物料不存在：{codes}', 'Material does not exist: {codes}'],
  enabled: ['已启用 {n} 个标签模板', '{n} label templates enabled'],
  disabledDone: ['已停用 {n} 个标签模板', '{n} label templates disabled'],
} as const satisfies Record<string, readonly [string, string]>;

export type LabelMessage = keyof typeof LABEL_MESSAGES;

/** The message in the language with its {placeholders} filled. */
export function lm(lang: LabelLang, key: LabelMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = LABEL_MESSAGES[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
