// The contract of a field renderer: one per field data type (schemas/fieldTypes), one file each in this folder,
// registered by name in index.ts (no switch anywhere). The schema engine (src/engine) resolves
// `x-component: <dataType>` through that map, Formily-style (createSchemaField({ components })).
import type { ComponentType, ReactNode } from 'react';
import type { DataType } from '../../schemas/entities/define';
import type { EntityAttrMeta } from '../../schemas/rpc/datax';

/** Everything a renderer knows about its field: page field metadata merged with the entity attribute. */
export interface FieldMeta {
  code: string;
  /** label in the current language */
  name: string;
  dataType: DataType;
  required: boolean;
  editable: boolean;
  visible: boolean;
  /** span on the 24-column grid (metadata width 0 → 6) */
  width: number;
  /** column width in px for tables */
  columnWidth: number;
  fieldLength: number | null;
  multiple: boolean;
  /** parsed default value (JSON {dictValue, commonValue, normalValue}) */
  defaultValue: unknown;
  /** parsed limitValue: pre-fills or restricts fuzzy selections */
  limitValue: unknown;
  /** the entity attribute behind the field, when there is one */
  attr: EntityAttrMeta | null;
  /** extra props from the page override (x-component-props) */
  props: Record<string, unknown>;
}

export interface EditProps<V = unknown> {
  value?: V;
  onChange?: (value: V) => void;
  field: FieldMeta;
  disabled?: boolean;
}

export interface ReadProps<V = unknown> {
  value?: V;
  field: FieldMeta;
}

export interface CellProps<V = unknown> {
  value?: V;
  record: Record<string, unknown>;
  /** row index within the page (for Index) */
  index: number;
  field: FieldMeta;
}

export interface FieldRenderer {
  dataType: DataType;
  /** JSON-schema type of the value in Formily */
  valueType: 'string' | 'number' | 'boolean' | 'array' | 'object' | 'void';
  /** edit mode: a controlled input (value/onChange) */
  Edit: ComponentType<EditProps>;
  /** read mode (a disabled/audited form, read-pretty) */
  Read: ComponentType<ReadProps>;
  /** table cell */
  Cell: (props: CellProps) => ReactNode;
  /** text for filters, exports, sorting hints: the value as a user reads it */
  text?: (value: unknown, field: FieldMeta) => string;
  /** a message when the value is invalid for the field (beyond `required`), else undefined */
  validate?: (value: unknown, field: FieldMeta) => string | undefined;
}
