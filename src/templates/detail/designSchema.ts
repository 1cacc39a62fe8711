// A designed form (meta/Designer, datax.Form/getByFormId's `design`) → the detail's Formily schema:
// the design's layout (grids of columns, tabs, cards, dividers, line tables) with the same field
// renderers. The page's field metadata still decides: a field the role's page does not display
// stays out, required and read-only combine (the stricter wins). Visibility and read-only rules
// are data ({field, op, value}) turned into Formily reactions here.
import type { Field } from '@formily/core';
import type { ISchema } from '@formily/react';
import type { FieldMeta } from '../../../renderers/fields/types';
import { type DesignNode, type DesignRule, type FieldNode, type FormDesign, GRID_SPAN, ruleHolds } from '../../../schemas/forms/types';
import { parseDefaultValue, parseLimitValue } from '../../engine/defaults';
import { DEFAULT_COLUMN_WIDTH, spanOf, type Language } from '../../engine/fieldMeta';
import type { PageModel } from '../../engine/pageModel';
import type { RendererRegistry } from '../../engine/renderers';
import { childTableSchema, fieldSchema, GRID_PROPS, LAYOUT } from '../../engine/schema';
import { DESIGN_COMPONENTS, registerDesignComponents } from './designComponents';

registerDesignComponents();

/** A saved design and the language its labels are shown in. */
export interface DetailDesign {
  schema: FormDesign;
  language: Language;
}

interface Build {
  model: PageModel;
  registry: RendererRegistry;
  language: Language;
  texts: { add: string; operations: string };
  /** the child tables a line table node placed (the rest follow the design) */
  placedChildren: Set<string>;
  index: number;
}

const labelOf = (node: { label?: string; labelEn?: string }, language: Language) => (language === 'en_US' ? node.labelEn?.trim() || node.label?.trim() : node.label?.trim()) || undefined;
const key = (node: { id: string }) => `__design_${node.id}`;
const fullRow = { 'x-decorator': LAYOUT.groupCell, 'x-decorator-props': { gridSpan: GRID_SPAN } } as const;

function grid(properties: Record<string, ISchema>, testId?: string): ISchema {
  return { type: 'void', 'x-component': LAYOUT.grid, 'x-component-props': { ...GRID_PROPS, ...(testId ? { 'data-testid': testId } : {}) }, properties };
}

/** A free field (no attribute behind it): its own label, type and settings. */
function freeMeta(node: FieldNode, language: Language): FieldMeta {
  return {
    code: node.code,
    name: labelOf(node, language) ?? node.code,
    dataType: node.dataType,
    required: !!node.required,
    editable: true,
    visible: true,
    width: spanOf(node.width),
    columnWidth: DEFAULT_COLUMN_WIDTH,
    fieldLength: null,
    multiple: false,
    defaultValue: node.defaultValue ? parseDefaultValue(JSON.stringify(node.defaultValue), node.dataType, null) : undefined,
    limitValue: parseLimitValue(node.limitValue),
    attr: null,
    props: {},
  };
}

/**
 * A bound field as this role sees it: null when the page does not display it; else the page's
 * field with the design's label, width, default and limit, required when either says so and
 * editable only when both allow it.
 */
export function designedFieldMeta(node: FieldNode, page: FieldMeta | undefined, language: Language): FieldMeta | null {
  if (!node.bound) return freeMeta(node, language);
  if (!page?.visible) return null;
  return {
    ...page,
    name: labelOf(node, language) ?? page.name,
    required: page.required || !!node.required,
    editable: page.editable && !node.readOnly,
    width: node.width ? spanOf(node.width) : page.width,
    defaultValue: node.defaultValue ? parseDefaultValue(JSON.stringify(node.defaultValue), page.dataType, page.attr) : page.defaultValue,
    limitValue: node.limitValue ? parseLimitValue(node.limitValue) : page.limitValue,
  };
}

/** The rules of a field as one Formily reaction: hidden (value kept) unless visibleWhen holds, read-only while readOnlyWhen holds. */
function reactionOf(visibleWhen: DesignRule | undefined, readOnlyWhen: DesignRule | undefined) {
  return (field: Field) => {
    const valueIn = (rule: DesignRule) => field.form.getValuesIn(rule.field);
    // undefined gives the field back to its parents and form (a read-pretty form stays read-pretty)
    if (visibleWhen) field.display = (ruleHolds(visibleWhen, valueIn(visibleWhen)) ? undefined : 'hidden') as Field['display'];
    if (readOnlyWhen) field.pattern = (ruleHolds(readOnlyWhen, valueIn(readOnlyWhen)) ? 'readOnly' : undefined) as Field['pattern'];
  };
}

function fieldNodeSchema(node: FieldNode, b: Build): ISchema | null {
  const page = node.bound ? b.model.form.find((f) => f.code === node.code) : undefined;
  const meta = designedFieldMeta(node, page, b.language);
  if (!meta) return null;
  const schema = fieldSchema(meta, b.registry, b.index++);
  const readOnlyWhen = meta.editable ? node.readOnlyWhen : undefined;
  if (node.visibleWhen || readOnlyWhen) schema['x-reactions'] = reactionOf(node.visibleWhen, readOnlyWhen);
  return schema;
}

function containerOf(nodes: readonly DesignNode[], b: Build, testId?: string): ISchema {
  return grid(propertiesOf(nodes, b), testId);
}

function nodeSchema(node: DesignNode, b: Build): ISchema | null {
  const title = labelOf(node as { label?: string; labelEn?: string }, b.language);
  switch (node.type) {
    case 'field':
      return fieldNodeSchema(node, b);
    case 'grid':
      return {
        ...grid(
          Object.fromEntries(
            node.columns.map((column) => [key(column), { type: 'void', 'x-component': LAYOUT.groupCell, 'x-component-props': { gridSpan: column.span }, properties: { grid: containerOf(column.children, b) } } satisfies ISchema]),
          ),
          `design-grid-${node.id}`,
        ),
        ...fullRow,
        'x-index': b.index++,
      };
    case 'tabs':
      return {
        type: 'void',
        ...fullRow,
        'x-index': b.index++,
        'x-component': DESIGN_COMPONENTS.tabs,
        'x-component-props': { 'data-testid': `design-tabs-${node.id}` },
        properties: Object.fromEntries(
          node.panes.map((pane) => [
            key(pane),
            // every pane is rendered from the start: a required field in a pane not opened yet is still checked
            { type: 'void', 'x-component': DESIGN_COMPONENTS.pane, 'x-component-props': { tab: labelOf(pane, b.language), forceRender: true }, properties: { grid: containerOf(pane.children, b) } } satisfies ISchema,
          ]),
        ),
      };
    case 'card':
      return { type: 'void', ...fullRow, 'x-index': b.index++, 'x-component': DESIGN_COMPONENTS.card, 'x-component-props': { title, 'data-testid': `design-card-${node.id}` }, properties: { grid: containerOf(node.children, b) } };
    case 'divider':
      return { type: 'void', ...fullRow, 'x-index': b.index++, 'x-component': DESIGN_COMPONENTS.divider, 'x-component-props': { title } };
    case 'lineTable': {
      const child = b.model.children.find((c) => c.key === node.key);
      if (!child || b.placedChildren.has(child.key)) return null;
      b.placedChildren.add(child.key);
      const byCode = new Map(child.fields.map((f) => [f.code, f]));
      const fields = node.columns?.length ? node.columns.map((c) => byCode.get(c)).filter((f): f is FieldMeta => !!f) : child.fields;
      return { ...childTableSchema(title ?? child.name, fields, b.registry, b.texts), 'x-decorator-props': { gridSpan: GRID_SPAN }, 'x-index': b.index++ };
    }
  }
}

function propertiesOf(nodes: readonly DesignNode[], b: Build): Record<string, ISchema> {
  const properties: Record<string, ISchema> = {};
  for (const node of nodes) {
    const schema = nodeSchema(node, b);
    if (!schema) continue;
    // fields and line tables by their value's key (void layouts do not nest values), layouts by id
    properties[node.type === 'field' ? node.code : node.type === 'lineTable' ? node.key : key(node)] = schema;
  }
  return properties;
}

/**
 * The detail form of a design: its nodes on the 24-column grid; child tables no line table node
 * placed follow at the end, so a document's lines are never out of reach.
 */
export function designFormSchema(model: PageModel, registry: RendererRegistry, design: DetailDesign, texts: { add: string; operations: string }): ISchema {
  const b: Build = { model, registry, language: design.language, texts, placedChildren: new Set(), index: 0 };
  const properties = propertiesOf(design.schema.nodes, b);
  for (const child of model.children) {
    if (!b.placedChildren.has(child.key)) properties[child.key] = { ...childTableSchema(child.name, child.fields, registry, texts), 'x-decorator-props': { gridSpan: GRID_SPAN }, 'x-index': b.index++ };
  }
  return { type: 'object', properties: { grid: grid(properties, 'designed-form') } };
}
