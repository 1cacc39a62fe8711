// FieldMeta → Formily ISchema for detail forms, child tables and filter bars. Components are named
// by data type (`x-component: 'Supplier'`) and resolved through createFieldComponents(); a page's
// form groups by their component's name (renderers/groups).
import type { ISchema } from '@formily/react';
import type { FieldMeta } from '../../renderers/fields/types';
import { type FilterKind, filterOfStorage } from '../../schemas/fieldTypes';
import { GRID_COLUMNS } from './fieldMeta';
import { type FormGroupDef, type FormGroupProps, placeFormGroups } from './formGroups';
import { rendererFor, type RendererRegistry } from './renderers';

/**
 * Formily component names of the layout pieces (registered beside the renderers). Child tables
 * keep ArrayTable's schema dialect (columns, index, remove, addition) but are drawn by LineTable
 * (src/templates/lines): virtualised rows, keyboard moves, paste from spreadsheets.
 */
export const LAYOUT = {
  grid: 'FormGrid',
  item: 'FormItem',
  table: 'LineTable',
  column: 'LineTable.Column',
  copy: 'LineTable.Copy',
  remove: 'LineTable.Remove',
  addition: 'LineTable.Addition',
  index: 'LineTable.Index',
  range: 'RangeInputs',
  /** the grid cell of a form group (its component is the group's own, by name) */
  groupCell: 'FormGrid.GridColumn',
} as const;

/** A cell's FormItem: the message under the input without reserving room for one (a table cell's label is its column's). */
export const CELL_DECORATOR_PROPS = { feedbackLayout: 'terse', style: { marginBottom: 0 } } as const;

export const GRID_PROPS = { minColumns: GRID_COLUMNS, maxColumns: GRID_COLUMNS, columnGap: 16 };

/** The schema of one field: required, disabled when not editable, hidden (value kept) when not displayed. */
export function fieldSchema(meta: FieldMeta, registry: RendererRegistry, index = 0): ISchema {
  const renderer = rendererFor(registry, meta);
  const validators: NonNullable<ISchema['x-validator']> = [];
  if (meta.fieldLength && renderer.valueType === 'string') validators.push({ maxLength: meta.fieldLength });
  if (renderer.validate) {
    const validate = renderer.validate;
    validators.push((value: unknown) => (value === undefined || value === null || value === '' ? undefined : validate(value, meta)));
  }
  const schema: ISchema = {
    type: renderer.valueType,
    title: meta.name,
    required: meta.required,
    'x-index': index,
    'x-decorator': LAYOUT.item,
    'x-decorator-props': { gridSpan: meta.width },
    'x-component': meta.dataType,
    // FieldMeta reaches the renderer as its `field` prop (meta.props travel inside it)
    'x-component-props': { field: meta },
    // 'hidden' keeps the value in form.values (and so on save); 'none' would drop it
    'x-display': meta.visible ? 'visible' : 'hidden',
  };
  if (!meta.editable) schema['x-pattern'] = 'disabled';
  if (meta.defaultValue !== undefined) schema.default = meta.defaultValue;
  if (validators.length) schema['x-validator'] = validators;
  return schema;
}

function grid(properties: Record<string, ISchema>, name = 'grid'): ISchema {
  return { type: 'object', properties: { [name]: { type: 'void', 'x-component': LAYOUT.grid, 'x-component-props': GRID_PROPS, properties } } };
}

/**
 * The detail form: every field on a 24-column grid, in metadata order; the fields a page's form
 * group takes (PageDef.formGroups) sit in the group's node instead, where the first of them was.
 */
export function formSchema(metas: readonly FieldMeta[], registry: RendererRegistry, groups: readonly FormGroupDef[] = []): ISchema {
  const placed = placeFormGroups(metas, groups);
  const grouped = new Set(placed.flatMap((g) => g.codes));
  const properties: Record<string, ISchema> = {};
  metas.forEach((meta, i) => {
    if (!grouped.has(meta.code)) properties[meta.code] = fieldSchema(meta, registry, i);
  });
  const byCode = new Map(metas.map((meta, i) => [meta.code, { meta, index: i }] as const));
  for (const group of placed) {
    const members = group.codes.map((code) => byCode.get(code)!);
    const fields: Record<string, ISchema> = {};
    for (const { meta, index } of members) fields[meta.code] = groupedFieldSchema(meta, registry, index);
    const props: FormGroupProps = { group: group.def };
    properties[group.key] = {
      type: 'void',
      'x-index': Math.min(...members.map((m) => m.index)),
      'x-decorator': LAYOUT.groupCell,
      'x-decorator-props': { gridSpan: Math.min(Math.max(Math.round(group.def.span ?? GRID_COLUMNS), 1), GRID_COLUMNS) },
      'x-component': group.def.component,
      'x-component-props': props,
      properties: fields,
    };
  }
  return grid(properties);
}

/**
 * A field inside a form group: the field's own schema (renderer, validation, pattern, default,
 * label) without a grid span and without reserving room for a message; the group component
 * decides where (and how) its label shows.
 */
function groupedFieldSchema(meta: FieldMeta, registry: RendererRegistry, index: number): ISchema {
  return { ...fieldSchema(meta, registry, index), 'x-decorator-props': { ...CELL_DECORATOR_PROPS } };
}

/** A child table (receipt items): one column per field, a row number, add and remove rows. */
export function childTableSchema(title: string, metas: readonly FieldMeta[], registry: RendererRegistry, texts: { add: string; operations: string }): ISchema {
  const columns: Record<string, ISchema> = {
    __index: { type: 'void', 'x-component': LAYOUT.column, 'x-component-props': { width: 60, title: '#', align: 'center' }, properties: { index: { type: 'void', 'x-component': LAYOUT.index } } },
  };
  metas.forEach((meta, i) => {
    const cell = fieldSchema(meta, registry, 0);
    delete cell.title;
    cell['x-decorator-props'] = { ...CELL_DECORATOR_PROPS };
    columns[`__col_${meta.code}`] = {
      type: 'void',
      'x-index': i + 1,
      'x-component': LAYOUT.column,
      'x-component-props': { title: meta.name, width: meta.columnWidth, required: meta.required },
      'x-display': meta.visible ? 'visible' : 'hidden',
      properties: { [meta.code]: cell },
    };
  });
  columns.__operations = {
    type: 'void',
    'x-index': metas.length + 1,
    'x-component': LAYOUT.column,
    'x-component-props': { title: texts.operations, width: 80, align: 'center', fixed: 'right' },
    properties: { copy: { type: 'void', 'x-component': LAYOUT.copy }, remove: { type: 'void', 'x-component': LAYOUT.remove } },
  };
  return {
    type: 'array',
    title,
    'x-decorator': LAYOUT.item,
    'x-component': LAYOUT.table,
    items: { type: 'object', properties: columns },
    properties: { add: { type: 'void', title: texts.add, 'x-component': LAYOUT.addition } },
  };
}

export type { FilterKind };

/**
 * How the list query carries a filter: text → fuzzyMap (contains), dictionaries,
 * options, references and booleans → filterMap (equals / in), dates and numbers → rangeMap
 * {first, second}. Decided by how the attribute is stored (each field type declares its filter),
 * not by its widget.
 */
export function filterKindOf(meta: FieldMeta): FilterKind {
  return (meta.attr && filterOfStorage(meta.attr.dataTypeDict)) || 'filter';
}

/** A filter field: never required, always editable, no default. */
function filterMeta(meta: FieldMeta): FieldMeta {
  return { ...meta, required: false, editable: true, visible: true, defaultValue: undefined };
}

/**
 * The filter bar: one input per filter field (the field's own renderer); a range filter is an
 * object {first, second} of two such inputs.
 */
export function filterSchema(metas: readonly FieldMeta[], registry: RendererRegistry): ISchema {
  const properties: Record<string, ISchema> = {};
  metas.forEach((source, i) => {
    const meta = filterMeta(source);
    const input = fieldSchema(meta, registry, i);
    delete input['x-validator'];
    if (filterKindOf(source) !== 'range') {
      properties[meta.code] = { ...input, 'x-decorator-props': { gridSpan: 6 } };
      return;
    }
    const part = (index: number): ISchema => ({ ...input, title: undefined, 'x-decorator': undefined, 'x-decorator-props': undefined, 'x-index': index });
    properties[meta.code] = {
      type: 'object',
      title: meta.name,
      'x-index': i,
      'x-decorator': LAYOUT.item,
      'x-decorator-props': { gridSpan: 12 },
      'x-component': LAYOUT.range,
      properties: { first: part(0), second: part(1) },
    };
  });
  return grid(properties, 'filters');
}
