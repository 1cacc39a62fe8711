// Messages of metadata changes (datax.Metadata), in the caller's language.
import type { Lang } from '../../../server/i18n';

const texts = {
  builtinEntity: ['entity.code: 「{code}」是系统内置实体', 'entity.code: {code} is a built-in entity'],
  builtinRemove: ['entityCode: 系统内置实体不能删除：{code}', 'entityCode: built-in entity {code} cannot be removed'],
  entityHasRecords: ['实体「{name}」还有 {count} 条数据，请先删除数据', 'entity {name} still has {count} records; remove them first'],
  builtinAttr: ['attribute.code: 「{code}」已是 {entity} 的内置字段', 'attribute.code: {code} is a built-in field of {entity}'],
  reservedAttr: ['attribute.code: 「{code}」是保留字段名', 'attribute.code: {code} is a reserved field name'],
  noAttr: ['attrCode: {entity} 没有自定义字段 {code}', 'attrCode: {entity} has no tenant field {code}'],
  needsDict: ['attribute.dictCode: {type} 类型需要字典编码', 'attribute.dictCode: a {type} field needs a dictionary code'],
  needsOptions: ['attribute.options: {type} 类型需要选项', 'attribute.options: a {type} field needs options'],
  needsQuoteEntity: ['attribute.quoteEntityCode: {type} 类型需要引用的实体', 'attribute.quoteEntityCode: a {type} field needs the entity it refers to'],
  needsQuote: ['attribute.quoteEntityCode: 引用的实体不存在：{code}', 'attribute.quoteEntityCode: no entity {code} to refer to'],
  kindChange: ['字段「{name}」已有数据，不能改为其他数据类型', 'field {name} already holds values; its data type cannot change'],
  duplicates: ['字段「{name}」已有重复的值（如「{value}」），不能设为唯一', 'field {name} already has duplicate values (e.g. {value}); it cannot be unique'],
  sortUnknown: ['attrCodes: 不是自定义字段：{code}', 'attrCodes: not a tenant field: {code}'],
  noExtend: ['values.{code}: 不是自定义字段', 'values.{code}: not a tenant field'],
} as const;

export type MetadataMessage = keyof typeof texts;

export function mm(lang: Lang, key: MetadataMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
