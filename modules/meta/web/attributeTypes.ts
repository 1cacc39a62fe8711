// The data types a tenant attribute can store and the group of settings their form shows: both
// declared by the field types (schemas/fieldTypes: `storable`, `settings`), which carry no zod,
// so the browser reads the same list the server checks against.
import { STORABLE_TYPES, type SettingsGroup, type StorableType, storableFieldType, takesSetting } from '../../../schemas/fieldTypes';

export type TypeGroup = SettingsGroup;

/** In the order the form offers them. */
export const ATTRIBUTE_TYPES: readonly StorableType[] = STORABLE_TYPES;

export function isStorableType(type: string): type is StorableType {
  return !!storableFieldType(type);
}

export function groupOf(type: string | undefined): TypeGroup | null {
  return storableFieldType(type)?.settings ?? null;
}

/** Types whose values can be compared for uniqueness (text and numbers): those that take `unique`. */
export const canBeUnique = (type: string | undefined) => takesSetting(storableFieldType(type), 'unique');
