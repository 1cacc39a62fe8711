// The one registry of data types: a new type is a file beside this one plus a line in the list
// (and its renderer in renderers/fields). Everything that used to be a table per concern is
// derived here: the type names, the storable ones, storage and column choice, reference
// targets, filter kinds, the settings of tenant attributes and the type-level limits.
import { BoolField } from './Bool';
import { CostsField } from './Costs';
import { CustomerField } from './Customer';
import { DateTimeField } from './DateTime';
import type { ColumnKind, FieldTypeDef, FieldTypeLabel, FilterKind, Setting, Storage, StorableFieldTypeDef } from './define';
import { SETTINGS } from './define';
import { DictField } from './Dict';
import { DictTypeField } from './DictType';
import { EnclosureField } from './Enclosure';
import { EnumTypeField } from './EnumType';
import { FuzzyCommonField } from './FuzzyCommon';
import { IndexField } from './IndexType';
import { MaterialField } from './Material';
import { MaterialNumField } from './MaterialNum';
import { NumberField } from './Number';
import { OrderByField } from './OrderBy';
import { PriceRangesField } from './PriceRanges';
import { ProgressField } from './Progress';
import { RelatedPurchaseField } from './RelatedPurchase';
import { RelatedSaleField } from './RelatedSale';
import { RemarkField } from './Remark';
import type { NumberLimits, TextLimits } from './rules';
import { SalesManField } from './SalesMan';
import { SelectField } from './Select';
import { SettlementField } from './Settlement';
import { StatusField } from './Status';
import { StringField } from './String';
import { SupplierField } from './Supplier';
import { TableToolsField } from './TableTools';
import { VformField } from './Vform';
import { WareHouseField } from './WareHouse';

export * from './define';

/** Storable types first, in the order the attribute form offers them; then the page-only ones. */
export const FIELD_TYPES = [
  StringField, RemarkField, NumberField, CostsField, MaterialNumField, ProgressField, DateTimeField, BoolField,
  SelectField, EnumTypeField, DictField, DictTypeField, SupplierField, CustomerField, MaterialField, WareHouseField,
  SalesManField, FuzzyCommonField, EnclosureField,
  VformField, OrderByField, IndexField, TableToolsField, StatusField, SettlementField, RelatedPurchaseField, RelatedSaleField, PriceRangesField,
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];
/** Field data types (each has one renderer in renderers/fields). */
export type DataType = FieldType['name'];
export const DATA_TYPES: readonly DataType[] = FIELD_TYPES.map((t) => t.name);

/** Data types a tenant attribute can store. */
export type StorableType = Extract<FieldType, { storable: true }>['name'];
export const STORABLE_TYPES = FIELD_TYPES.filter((t) => t.storable).map((t) => t.name) as readonly StorableType[];

// looked up as the general shape: not every literal object declares every member
const BY_NAME = new Map<string, FieldTypeDef>(FIELD_TYPES.map((t) => [t.name, t]));

/** Every type's label in one language, by type name (the attribute form's and the designer's type names). */
export function fieldTypeLabels(lang: keyof FieldTypeLabel): Record<DataType, string> {
  return Object.fromEntries(FIELD_TYPES.map((t) => [t.name, t.label[lang]])) as Record<DataType, string>;
}

export function fieldTypeOf(name: string | null | undefined): FieldTypeDef | undefined {
  return name ? BY_NAME.get(name) : undefined;
}

/** The type if a tenant attribute may have it. */
export function storableFieldType(name: string | null | undefined): StorableFieldTypeDef | undefined {
  const type = fieldTypeOf(name);
  return type?.storable ? type : undefined;
}

/** The columns an attribute of the type may be declared with: its own, then its variants. */
export function columnsOf(type: FieldTypeDef): ColumnKind[] {
  return type.column ? [type.column, ...(Object.keys(type.variants ?? {}) as ColumnKind[])] : [];
}

/** The column of a tenant attribute: the type's, or its integer / date-only variant when asked for. */
export function columnFor(type: StorableFieldTypeDef, choice: { integer?: boolean; dateOnly?: boolean }): ColumnKind {
  if (choice.integer && type.variants?.integer) return 'integer';
  if (choice.dateOnly && type.variants?.date) return 'date';
  return type.column;
}

/** How an attribute is stored, as pages are told (EntityAttrMeta.dataTypeDict). */
export function storageOf(attr: { dataType: string; column: ColumnKind }): Storage {
  const type = fieldTypeOf(attr.dataType);
  return type?.variants?.[attr.column] ?? type?.storage ?? 'STRING';
}

/** The storage of a type's values; null for display-only types and values no storage names. */
export function storageOfType(name: string | null | undefined): Storage | null {
  return fieldTypeOf(name)?.storage ?? null;
}

// Filters follow how an attribute is stored, not its widget: types stored alike filter alike
// (the field-type test holds them to it), so the storage of an attribute names its filter.
const FILTER_BY_STORAGE = new Map<Storage, FilterKind>();
for (const type of BY_NAME.values()) {
  for (const storage of [type.storage, ...Object.values(type.variants ?? {})]) {
    if (storage && type.filter && !FILTER_BY_STORAGE.has(storage)) FILTER_BY_STORAGE.set(storage, type.filter);
  }
}

export function filterOfStorage(storage: Storage): FilterKind | undefined {
  return FILTER_BY_STORAGE.get(storage);
}

/** Whether a tenant attribute of the type takes the setting (the form shows it, the server keeps it). */
export function takesSetting(type: StorableFieldTypeDef | undefined, setting: Setting): boolean {
  return !!type && (SETTINGS[type.settings] as readonly Setting[]).includes(setting);
}

/** An attribute's number limits under its type's own (money: 2 decimals, progress: 0–100). */
export function numberLimitsFor(dataType: string, declared: NumberLimits): NumberLimits {
  return fieldTypeOf(dataType)?.numberLimits?.(declared) ?? declared;
}

/** An attribute's text limits under its type's own (codes: no white space). */
export function textLimitsFor(dataType: string, declared: TextLimits): TextLimits {
  return fieldTypeOf(dataType)?.textLimits?.(declared) ?? declared;
}
