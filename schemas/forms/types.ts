// The form JSON (v1) of the form designer (meta/Designer): a tree of field nodes and layout nodes
// (grid rows with columns, tabs, cards, dividers, line tables), as types, plus walking the tree
// and evaluating its rules. No zod here (the detail templates import this): the zod schema that
// checks a design's shape is design.ts, the checks against an entity check.ts. Rules are data
// ({field, op, value}), never code strings.
import type { DataType } from '../fieldTypes';

export const FORM_DESIGN_VERSION = 1;
/** nodes of one design, all levels together */
export const MAX_DESIGN_NODES = 400;
/** layout nodes inside layout nodes (a grid in a tab in a card ...) */
export const MAX_LAYOUT_DEPTH = 5;
export const GRID_SPAN = 24;

export const RULE_OPS = ['filled', 'empty', 'eq', 'ne'] as const;
export type RuleOp = (typeof RULE_OPS)[number];
export type RuleValue = string | number | boolean;

/** When a field shows (visibleWhen) or is read-only (readOnlyWhen): another field's value compared. */
export interface DesignRule {
  field: string;
  op: RuleOp;
  /** eq / ne only */
  value?: RuleValue;
}

/** A reference picked as the default (a fuzzy value: id, name, code). */
export interface DefaultReference {
  id: number;
  code?: string;
  name?: string;
}

/** The member the field's storage reads wins (dictionary, reference, anything else). */
export interface FieldDefault {
  dictValue?: string;
  commonValue?: DefaultReference;
  normalValue?: RuleValue;
}

export interface FieldNode {
  type: 'field';
  id: string;
  /** the attribute (bound) or a free field's own key */
  code: string;
  dataType: DataType;
  /** empty: the attribute's name (bound fields follow renames and the language) */
  label?: string;
  labelEn?: string;
  /** the code is an attribute of the form's entity */
  bound: boolean;
  required?: boolean;
  readOnly?: boolean;
  /** span on the 24-column grid of its container; 0 (or none) → 6 */
  width?: number;
  defaultValue?: FieldDefault;
  /** pre-fills or restricts reference pickers: JSON (ids, {filterMap}) or plain text */
  limitValue?: string;
  visibleWhen?: DesignRule;
  readOnlyWhen?: DesignRule;
}

export interface GridColumn {
  id: string;
  /** 1–24 */
  span: number;
  children: DesignNode[];
}
export interface GridNode {
  type: 'grid';
  id: string;
  columns: GridColumn[];
}

export interface TabPane {
  id: string;
  label: string;
  labelEn?: string;
  children: DesignNode[];
}
export interface TabsNode {
  type: 'tabs';
  id: string;
  panes: TabPane[];
}

export interface CardNode {
  type: 'card';
  id: string;
  label: string;
  labelEn?: string;
  children: DesignNode[];
}

export interface DividerNode {
  type: 'divider';
  id: string;
  label?: string;
  labelEn?: string;
}

/** One child table of the entity (its JSON key); `columns`: attribute codes in order, empty = the page's own. */
export interface LineTableNode {
  type: 'lineTable';
  id: string;
  key: string;
  label?: string;
  labelEn?: string;
  columns?: string[];
}

export type LayoutNode = GridNode | TabsNode | CardNode | DividerNode | LineTableNode;
export type DesignNode = FieldNode | LayoutNode;
export type NodeType = DesignNode['type'];
export const LAYOUT_TYPES = ['grid', 'tabs', 'card', 'divider', 'lineTable'] as const satisfies readonly LayoutNode['type'][];

export interface FormDesign {
  version: typeof FORM_DESIGN_VERSION;
  nodes: DesignNode[];
}

export const EMPTY_DESIGN: FormDesign = { version: FORM_DESIGN_VERSION, nodes: [] };

// ---- walking the tree -----------------------------------------------------------------------------

export type DesignPath = Array<string | number>;

/** The node lists of a layout node with their paths (relative to the node). */
export function childListsOf(node: DesignNode): Array<{ list: DesignNode[]; path: DesignPath }> {
  switch (node.type) {
    case 'grid':
      return node.columns.map((c, i) => ({ list: c.children, path: ['columns', i, 'children'] }));
    case 'tabs':
      return node.panes.map((p, i) => ({ list: p.children, path: ['panes', i, 'children'] }));
    case 'card':
      return [{ list: node.children, path: ['children'] }];
    default:
      return [];
  }
}

/** Every node in document order with its path from the design (`nodes.1.panes.0.children.2`) and its layout depth. */
export function walkDesign(nodes: readonly DesignNode[], visit: (node: DesignNode, path: DesignPath, depth: number) => void, base: DesignPath = ['nodes'], depth = 0): void {
  nodes.forEach((node, i) => {
    const path = [...base, i];
    visit(node, path, depth);
    for (const child of childListsOf(node)) walkDesign(child.list, visit, [...path, ...child.path], depth + 1);
  });
}

/** The field nodes in document order. */
export function designFields(design: Pick<FormDesign, 'nodes'>): FieldNode[] {
  const out: FieldNode[] = [];
  walkDesign(design.nodes, (n) => {
    if (n.type === 'field') out.push(n);
  });
  return out;
}

// ---- rules ------------------------------------------------------------------------------------------

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** What a value is compared as: a dictionary value by its dict, a reference by its code (else id), a scalar as text. */
export function comparable(value: unknown): string | null {
  if (blank(value)) return null;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    const key = v.dict ?? v.code ?? v.id ?? v.value;
    return blank(key) ? null : String(key);
  }
  return String(value);
}

/** Whether the rule holds for the current value of its field. */
export function ruleHolds(rule: DesignRule, value: unknown): boolean {
  switch (rule.op) {
    case 'filled':
      return comparable(value) !== null;
    case 'empty':
      return comparable(value) === null;
    case 'eq':
      return comparable(value) === comparable(rule.value);
    case 'ne':
      return comparable(value) !== comparable(rule.value);
  }
}

// ---- a role's view ----------------------------------------------------------------------------------

/** The design without the bound fields of these attributes (a role's hidden fields); layout kept. */
export function withoutFields(design: FormDesign, hidden: ReadonlySet<string>): FormDesign {
  if (!hidden.size) return design;
  const prune = (nodes: readonly DesignNode[]): DesignNode[] =>
    nodes
      .filter((n) => !(n.type === 'field' && n.bound && hidden.has(n.code)))
      .map((n) => {
        switch (n.type) {
          case 'grid':
            return { ...n, columns: n.columns.map((c) => ({ ...c, children: prune(c.children) })) };
          case 'tabs':
            return { ...n, panes: n.panes.map((p) => ({ ...p, children: prune(p.children) })) };
          case 'card':
            return { ...n, children: prune(n.children) };
          default:
            return n;
        }
      });
  return { ...design, nodes: prune(design.nodes) };
}
