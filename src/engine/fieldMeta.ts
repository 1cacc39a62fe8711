// Page field metadata + entity attribute (+ code override) → FieldMeta, the one description of a
// field that renderers, form schemas and table columns are built from: required from requiredTag, width 0 means 6, non-editable disabled.
import type { DataType } from '../../schemas/entities/define';
import type { EntityAttrMeta } from '../../schemas/rpc/datax';
import type { PageField } from '../../schemas/rpc/portal';
import type { FieldMeta } from '../../renderers/fields/types';
import { parseDefaultValue, parseLimitValue } from './defaults';
import { isSystemField, SYSTEM_FIELDS } from './systemFields';

export const INVALID_VALUE = 'invalid value passed';
/** span of a field whose width is 0 (24-column grid) */
export const DEFAULT_SPAN = 6;
export const GRID_COLUMNS = 24;
/** px of a table column when neither the page nor the attribute gives one */
export const DEFAULT_COLUMN_WIDTH = 120;

export type Language = 'zh_CN' | 'en_US';

export interface MergeOptions {
  language?: Language;
  /** extra x-component-props from a code override */
  props?: Record<string, unknown>;
}

const localised = (name: string, intl: Record<string, string> | null | undefined, language: Language) =>
  language === 'zh_CN' ? name : intl?.[language] || name;

/** Grid span: width 0 (or missing) means 6; spans beyond the grid are the whole row. */
export function spanOf(width: number | null | undefined): number {
  if (!width || width < 0) return DEFAULT_SPAN;
  return Math.min(Math.round(width), GRID_COLUMNS);
}

/**
 * Table column width in px: a Table-block field's own width (px there), else the attribute's
 * tableWidth, else DEFAULT_COLUMN_WIDTH.
 */
export function columnWidthOf(field: PageField, attr: EntityAttrMeta | null): number {
  if (field.block === 'Table' && field.width > 0) return field.width;
  if (attr && attr.tableWidth > 0) return attr.tableWidth;
  return DEFAULT_COLUMN_WIDTH;
}

/**
 * Merges one page field with the attribute behind it. Throws Error('invalid value passed') when
 * the field metadata is missing, or when its code is neither an attribute of the entity nor a
 * system field (a page that names a field the entity does not have is misconfigured).
 */
export function mergeFieldMeta(field: PageField | null | undefined, attr: EntityAttrMeta | null | undefined, options: MergeOptions = {}): FieldMeta {
  if (!field || typeof field !== 'object' || typeof field.code !== 'string' || !field.code) throw new Error(INVALID_VALUE);
  if (!attr && !isSystemField(field.code)) throw new Error(INVALID_VALUE);
  const language = options.language ?? 'zh_CN';
  const a = attr ?? null;
  const dataType = (field.dataType || a?.dataType || SYSTEM_FIELDS[field.code]?.dataType || 'String') as DataType;
  return {
    code: field.code,
    name: field.name || (a ? localised(a.name, a.nameIntl, language) : field.code),
    dataType,
    required: !!field.requiredTag,
    // a computed attribute is the expression's, never the user's (the server recomputes it anyway)
    editable: !!field.editTag && !a?.compute,
    visible: !!field.displayTag,
    width: spanOf(field.width),
    columnWidth: columnWidthOf(field, a),
    fieldLength: field.fieldLength ?? a?.max ?? null,
    multiple: !!field.multipleTag,
    defaultValue: parseDefaultValue(field.defaultValue, dataType, a),
    limitValue: parseLimitValue(field.limitValue),
    attr: a,
    props: { ...(options.props ?? {}) },
  };
}

/** A page field made from an attribute, for pages whose metadata does not list the block. */
export function pageFieldFromAttr(attr: EntityAttrMeta, block: PageField['block'], sn: number, language: Language = 'zh_CN', belongPlateId: number | null = null): PageField {
  return {
    id: -(attr.id || sn),
    code: attr.code,
    name: localised(attr.name, attr.nameIntl, language),
    dataType: attr.dataType,
    displayTag: true,
    editTag: true,
    requiredTag: attr.required,
    width: block === 'Table' ? attr.tableWidth : 0,
    fieldLength: attr.max,
    defaultValue: null,
    limitValue: null,
    preFun: null,
    fieldScript: null,
    multipleTag: false,
    extendedTag: attr.extended,
    sn,
    belongPlateId,
    block,
  };
}

/** A page field for a system field (status, audit columns). */
export function systemPageField(code: string, block: PageField['block'], sn: number, language: Language = 'zh_CN'): PageField {
  const sys = SYSTEM_FIELDS[code];
  if (!sys) throw new Error(INVALID_VALUE);
  return {
    id: -100000 - sn,
    code,
    name: language === 'zh_CN' ? sys.name : sys.nameEn,
    dataType: sys.dataType,
    displayTag: true,
    editTag: false,
    requiredTag: false,
    width: block === 'Table' ? 100 : 0,
    fieldLength: null,
    defaultValue: null,
    limitValue: null,
    preFun: null,
    fieldScript: null,
    multipleTag: false,
    extendedTag: false,
    sn,
    belongPlateId: null,
    block,
  };
}

/** Whether the server can sort a list by the field (attributes and sortable system fields; not files). */
export function isSortable(meta: FieldMeta): boolean {
  if (typeof meta.props.sortable === 'boolean') return meta.props.sortable;
  if (meta.attr) return meta.attr.dataTypeDict !== 'FILES' && !meta.attr.extended;
  return SYSTEM_FIELDS[meta.code]?.sortable ?? false;
}
