// The attribute modal's values ⇄ the saveAttribute payload. Only the settings of the chosen data
// type are sent (a Number has no max length, a String no digits); empty inputs are left out.
import { SETTINGS, type Setting, type StorableType } from '../../../schemas/fieldTypes';
import type { EntityAttrMeta } from '../../../schemas/rpc/datax';
import type { AttrInput } from '../contracts';
import { canBeUnique, groupOf } from './attributeTypes';

export interface OptionValue {
  value: string;
  label: string;
  labelEn?: string;
}

export interface AttributeFormValues {
  code: string;
  name: string;
  nameEn?: string;
  dataType: StorableType;
  required?: boolean;
  unique?: boolean;
  queryDisplay?: boolean;
  tableDisplay?: boolean;
  tableWidth?: number | null;
  // text
  max?: number | null;
  noSpaces?: boolean;
  fuzzy?: boolean;
  // number
  digitsInt?: number | null;
  digitsScale?: number | null;
  min?: number | null;
  positive?: boolean;
  integer?: boolean;
  // date
  dateOnly?: boolean;
  when?: 'past' | 'future' | null;
  // dictionary, options, reference
  dictCode?: string;
  options?: OptionValue[];
  quoteEntityCode?: string;
  /** text of a text/dict/option default, number of a number, 'true' | 'false' of a Bool */
  defaultValue?: string | number | null;
}

export const NEW_ATTRIBUTE: Partial<AttributeFormValues> = {
  dataType: 'String',
  required: false,
  queryDisplay: false,
  tableDisplay: true,
  tableWidth: 120,
};

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

/** The saveAttribute payload of the form's values (kept: `files` of an edited Enclosure). */
export function toAttrInput(values: AttributeFormValues, editing?: EntityAttrMeta | null): AttrInput {
  const group = groupOf(values.dataType);
  const out: AttrInput = {
    code: values.code.trim(),
    name: values.name.trim(),
    dataType: values.dataType,
    required: !!values.required,
    queryDisplay: !!values.queryDisplay,
    tableDisplay: !!values.tableDisplay,
    tableWidth: given(values.tableWidth) ? values.tableWidth : 0,
  };
  if (given(values.nameEn)) out.nameEn = values.nameEn.trim();
  if (canBeUnique(values.dataType) && values.unique) out.unique = true;
  switch (group) {
    case 'text':
      if (given(values.max)) out.max = values.max;
      if (values.noSpaces) out.noSpaces = true;
      if (values.fuzzy) out.fuzzy = true;
      if (given(values.defaultValue)) out.defaultValue = String(values.defaultValue);
      break;
    case 'number':
      if (given(values.digitsInt)) out.digits = { int: values.digitsInt, scale: given(values.digitsScale) ? values.digitsScale : 0 };
      if (given(values.min)) out.min = values.min;
      if (values.positive) out.positive = true;
      if (values.integer) out.integer = true;
      if (given(values.defaultValue)) out.defaultValue = Number(values.defaultValue);
      break;
    case 'date':
      if (values.dateOnly) out.dateOnly = true;
      if (values.when) out.when = values.when;
      break;
    case 'bool':
      if (values.defaultValue === 'true' || values.defaultValue === 'false') out.defaultValue = values.defaultValue === 'true';
      break;
    case 'options':
      out.options = (values.options ?? [])
        .filter((o) => given(o?.value) && given(o?.label))
        .map((o) => ({ value: o.value.trim(), label: o.label.trim(), labelEn: (o.labelEn ?? '').trim() }));
      if (given(values.defaultValue)) out.defaultValue = String(values.defaultValue);
      break;
    case 'dict':
      if (given(values.dictCode)) out.dictCode = values.dictCode.trim();
      if (given(values.defaultValue)) out.defaultValue = String(values.defaultValue);
      break;
    case 'quote':
      if (given(values.quoteEntityCode)) out.quoteEntityCode = values.quoteEntityCode;
      break;
    case 'files':
      if (editing?.files) out.files = editing.files;
      break;
    default:
      break;
  }
  return out;
}

/** The form's values for an attribute being edited. */
export function formValuesOf(attr: EntityAttrMeta): AttributeFormValues {
  const dv = attr.defaultValue;
  return {
    code: attr.code,
    name: attr.nameIntl?.zh_CN || attr.name,
    nameEn: attr.nameIntl?.en_US && attr.nameIntl.en_US !== (attr.nameIntl?.zh_CN || attr.name) ? attr.nameIntl.en_US : undefined,
    dataType: attr.dataType as StorableType,
    required: attr.required,
    unique: attr.unique,
    queryDisplay: attr.queryDisplay,
    tableDisplay: attr.tableDisplay,
    tableWidth: attr.tableWidth,
    max: attr.max,
    noSpaces: attr.noSpaces,
    // not part of EntityAttrMeta (yet): read it when the server sends it
    fuzzy: !!(attr as EntityAttrMeta & { fuzzy?: boolean }).fuzzy,
    digitsInt: attr.digits?.int ?? null,
    digitsScale: attr.digits?.scale ?? null,
    min: attr.min,
    positive: attr.positive,
    integer: attr.integer,
    dateOnly: attr.dataTypeDict === 'DATE',
    when: attr.when,
    dictCode: attr.dictCode ?? undefined,
    options: attr.options ?? undefined,
    quoteEntityCode: attr.quoteEntityCode ?? undefined,
    defaultValue: typeof dv === 'boolean' ? String(dv) : typeof dv === 'number' || typeof dv === 'string' ? dv : null,
  };
}

const COMMON_FIELDS = ['code', 'name', 'nameEn', 'dataType', 'required', 'queryDisplay', 'tableDisplay', 'tableWidth'];

/** The form's inputs of a setting: digits is two inputs; files are kept from the attribute, not edited. */
const INPUTS: Partial<Record<Setting, string[]>> = { digits: ['digitsInt', 'digitsScale'], files: [] };

/** The fields the form shows for a data type (a server message naming one of them goes there). */
export function shownFields(dataType: string | undefined): string[] {
  const group = groupOf(dataType);
  const settings: readonly Setting[] = group ? SETTINGS[group] : [];
  return [...COMMON_FIELDS, ...settings.flatMap((s) => INPUTS[s] ?? [s])];
}
