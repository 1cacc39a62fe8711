// The data types a tenant attribute can store (schemas/rpc/metadata STORABLE_TYPES), grouped by
// the settings their form shows. A Record over StorableType: a type added there fails to compile
// here until it is placed in a group (the runtime list lives beside zod, which stays out of the
// browser bundle).
import type { StorableType } from '../contracts';

export type TypeGroup = 'text' | 'number' | 'date' | 'bool' | 'options' | 'dict' | 'reference' | 'quote' | 'files';

export const TYPE_GROUP: Readonly<Record<StorableType, TypeGroup>> = {
  String: 'text',
  Remark: 'text',
  Number: 'number',
  Costs: 'number',
  MaterialNum: 'number',
  Progress: 'number',
  DateTime: 'date',
  Bool: 'bool',
  Select: 'options',
  EnumType: 'options',
  Dict: 'dict',
  DictType: 'dict',
  Supplier: 'reference',
  Customer: 'reference',
  Material: 'reference',
  WareHouse: 'reference',
  SalesMan: 'reference',
  FuzzyCommon: 'quote',
  Enclosure: 'files',
};

export const ATTRIBUTE_TYPES = Object.keys(TYPE_GROUP) as StorableType[];

export function isStorableType(type: string): type is StorableType {
  return type in TYPE_GROUP;
}

export function groupOf(type: string | undefined): TypeGroup | null {
  return type && isStorableType(type) ? TYPE_GROUP[type] : null;
}

/** Types whose values can be compared for uniqueness (text and numbers). */
export const canBeUnique = (group: TypeGroup | null) => group === 'text' || group === 'number';
