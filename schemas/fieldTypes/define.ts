// A field data type (String, Number, Material, Dict …) as one object: how its values are stored, what they refer to, how lists
// filter them, which settings a tenant attribute of it takes and the limits its values always
// have. Pure declarations (no zod, no React): server, web and tests read the same list (index.ts).
// Its renderer stays a React component in renderers/fields, registered under the same name.
import type { EntityAttrMeta } from '../rpc/datax';
import type { NumberLimits, TextLimits } from './rules';

/** How an attribute is stored in a built-in entity's table. */
export type ColumnKind = 'text' | 'numeric' | 'integer' | 'bigint' | 'timestamptz' | 'date' | 'boolean' | 'jsonb';

/** The storage kind pages are told (EntityAttrMeta.dataTypeDict). */
export type Storage = EntityAttrMeta['dataTypeDict'];

/**
 * How a list query carries a filter on it: fuzzyMap (contains), filterMap (equals /
 * in) or rangeMap {first, second}.
 */
export type FilterKind = 'fuzzy' | 'filter' | 'range';

/**
 * The settings a tenant attribute of a type takes, by kind of type (keys of the saveAttribute
 * payload, modules/meta/contracts.ts). The attribute form shows these and the server keeps only
 * these; `files` is kept, not edited (the server's default limits, or the ones an edit keeps).
 */
export const SETTINGS = {
  text: ['unique', 'max', 'noSpaces', 'fuzzy', 'defaultValue'],
  number: ['unique', 'digits', 'min', 'positive', 'integer', 'defaultValue'],
  date: ['dateOnly', 'when'],
  bool: ['defaultValue'],
  options: ['options', 'defaultValue'],
  dict: ['dictCode', 'defaultValue'],
  reference: [],
  quote: ['quoteEntityCode'],
  files: ['files'],
} as const;

export type SettingsGroup = keyof typeof SETTINGS;
export type Setting = (typeof SETTINGS)[SettingsGroup][number];

/** What people read for a type (the attribute form, the form designer), in each language. */
export interface FieldTypeLabel {
  zh_CN: string;
  en_US: string;
}

interface Common {
  name: string;
  label: FieldTypeLabel;
  /** the entity every value refers to (Supplier → Supplier, SalesMan → Person) */
  quote?: string;
  /** limits the type puts over an attribute's own (money: 2 decimals at most), on both sides */
  numberLimits?: (declared: NumberLimits) => NumberLimits;
  textLimits?: (declared: TextLimits) => TextLimits;
}

interface Stored {
  /** the column of an attribute of this type */
  column: ColumnKind;
  storage: Storage;
  /** other columns an attribute may choose (integers, dates without time), with their storage */
  variants?: Partial<Record<ColumnKind, Storage>>;
  filter: FilterKind;
}

/** A type a tenant may give the attributes it adds; `settings` says what such an attribute takes. */
export interface StorableFieldTypeDef extends Common, Stored {
  storable: true;
  settings: SettingsGroup;
}

/**
 * A type only pages use: display-only (Index, TableTools), or values that refer to things that
 * are not entities yet (Settlement accounts, related receipts) or that no storage kind names.
 */
export interface PageFieldTypeDef extends Common, Partial<Stored> {
  storable: false;
}

export type FieldTypeDef = StorableFieldTypeDef | PageFieldTypeDef;

/** Keeps the literal types (name, storable, settings) so the list can derive DataType and StorableType. */
export function defineFieldType<const T extends FieldTypeDef>(def: T): T {
  return def;
}

/** A numeric type (decimal column, whole-number variant, range filter, number settings) with its own extras. */
export function numberFieldType<const N extends string>(name: N, label: FieldTypeLabel, extra: Pick<StorableFieldTypeDef, 'numberLimits'> = {}) {
  return defineFieldType({ name, label, column: 'numeric', storage: 'NUMBER', variants: { integer: 'NUMBER' }, filter: 'range', storable: true, settings: 'number', ...extra });
}
