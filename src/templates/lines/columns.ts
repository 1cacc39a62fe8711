// The columns of a line table, read from the child table's schema (src/engine/schema.ts
// childTableSchema, ArrayTable's dialect): one void column per field holding the cell, a row
// number column, an operations column and an addition. Hidden columns are not drawn, but their
// values stay in the rows (and so in what is saved).
import { Schema } from '@formily/react';
import type { FieldMeta } from '../../../renderers/fields/types';
import { DEFAULT_COLUMN_WIDTH } from '../../engine/fieldMeta';
import { LAYOUT } from '../../engine/schema';

export interface LineColumn {
  /** the cell's field name in a row (the attribute code) */
  name: string;
  /** the cell's schema (rendered per row through RecursionField) */
  cell: Schema;
  meta: FieldMeta | null;
  title: string;
  width: number;
  required: boolean;
  /** the user may type into it (not a computed or locked field) */
  editable: boolean;
}

export interface LineLayout {
  /** the visible field columns, in order */
  columns: LineColumn[];
  hasIndex: boolean;
  /** the per-row operations column (copy, remove: rendered per row like ArrayTable's), null without one */
  operations: { title: string; width: number; schema: Schema } | null;
  /** the add button's text */
  addTitle: string;
}

const isShown = (s: Schema) => s['x-display'] !== 'hidden' && s['x-display'] !== 'none' && s['x-visible'] !== false && s['x-hidden'] !== true;

function contains(s: Schema, component: string): boolean {
  return Object.values(s.properties ?? {}).some((p) => p['x-component'] === component || contains(p, component));
}

function columnOf(column: Schema): LineColumn | null {
  const entries = Object.entries(column.properties ?? {});
  if (entries.length !== 1) return null;
  const [name, cell] = entries[0];
  if (!isShown(column) || !isShown(cell)) return null;
  const props = (column['x-component-props'] ?? {}) as { title?: unknown; width?: unknown; required?: unknown };
  const meta = ((cell['x-component-props'] as { field?: FieldMeta } | undefined)?.field ?? null) as FieldMeta | null;
  const pattern = cell['x-pattern'];
  return {
    name,
    cell,
    meta,
    title: typeof props.title === 'string' ? props.title : (column.title as string | undefined) ?? meta?.name ?? name,
    width: typeof props.width === 'number' && props.width > 0 ? props.width : DEFAULT_COLUMN_WIDTH,
    required: props.required === true || cell.required === true,
    editable: pattern !== 'disabled' && pattern !== 'readOnly' && pattern !== 'readPretty' && cell['x-disabled'] !== true && cell['x-read-only'] !== true,
  };
}

/** The table's layout from the array field's schema. */
export function lineLayoutOf(schema: Schema): LineLayout {
  const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  const layout: LineLayout = { columns: [], hasIndex: false, operations: null, addTitle: '' };
  if (items) {
    for (const { schema: column } of Schema.getOrderProperties(items)) {
      if (column['x-component'] !== LAYOUT.column) continue;
      if (contains(column, LAYOUT.index)) layout.hasIndex = true;
      else if (contains(column, LAYOUT.remove)) {
        const props = (column['x-component-props'] ?? {}) as { title?: unknown; width?: unknown };
        layout.operations = { title: String(props.title ?? ''), width: typeof props.width === 'number' ? props.width : 80, schema: column };
      } else {
        const c = columnOf(column);
        if (c) layout.columns.push(c);
      }
    }
  }
  for (const p of Object.values(schema.properties ?? {})) if (p['x-component'] === LAYOUT.addition) layout.addTitle = String(p.title ?? '');
  return layout;
}
