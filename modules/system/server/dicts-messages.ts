// What the dictionary calls (system.Dict) say to callers, in the caller's language.
import type { Lang } from '../../../server/i18n';

const texts = {
  dictNotFound: ['字典不存在：{code}', 'No such dictionary: {code}'],
  entryNotFound: ['字典项不存在：{id}', 'No such dictionary entry: {id}'],
  dictExists: ['字典编码「{code}」已存在', 'The dictionary code "{code}" already exists'],
  entryExists: ['字典项编码「{code}」已存在', 'The entry code "{code}" already exists in this dictionary'],
  builtinDictDelete: ['「{name}」是产品内置字典，不能删除，可以停用', 'Dictionary "{name}" is part of the product and cannot be deleted; disable it instead'],
  builtinDictCode: ['「{name}」是产品内置字典，不能修改编码', 'Dictionary "{name}" is part of the product: its code cannot change'],
  builtinEntryDelete: ['「{name}」是产品内置字典项，不能删除，可以停用', 'Entry "{name}" is part of the product and cannot be deleted; disable it instead'],
  builtinEntryCode: ['「{name}」是产品内置字典项，不能修改编码', 'Entry "{name}" is part of the product: its code cannot change'],
  dictInUse: ['字典「{name}」被 {n} 个属性引用，不能删除', 'Dictionary "{name}" is used by {n} attributes and cannot be deleted'],
  importDictRequired: ['字典编码必填', 'the dictionary code is required'],
  importOtherDict: ['不属于当前字典「{code}」', 'does not belong to the dictionary "{code}"'],
  importStatus: ['状态须为「启用」或「停用」', 'status must be 启用 (enabled) or 停用 (disabled)'],
  importColor: ['标签颜色无效：{value}', 'unknown tag colour: {value}'],
  importNumber: ['须为非负整数', 'must be a whole number of 0 or more'],
  importDuplicate: ['文件中重复：{value}', 'appears twice in the file: {value}'],
  importBadCode: ['只能包含字母、数字、_ . -', 'may hold letters, digits, _ . - only'],
} as const satisfies Record<string, readonly [string, string]>;

export type DictMessage = keyof typeof texts;

export function dm(lang: Lang, key: DictMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
