// What zod cannot say about a form design: its fields against the entity it is the form of
// (bound codes are attributes of the right type, free codes are not), unique ids and codes, rules
// naming fields of the form, line tables naming child tables, sizes. The server refuses a design
// with issues (400 naming the node's path); the designer shows the same issues before saving.
import { type DesignNode, type DesignPath, type FormDesign, GRID_SPAN, MAX_DESIGN_NODES, MAX_LAYOUT_DEPTH, walkDesign } from './types';

/** The entity a design is checked against (EntityMeta has this shape). */
export interface DesignEntityShape {
  attrs: ReadonlyArray<{ code: string; dataType: string }>;
  children: ReadonlyArray<{ key: string; attrs: ReadonlyArray<{ code: string }> }>;
}

const TEXTS = {
  tooManyNodes: ['节点过多（最多 {max} 个）', 'too many nodes (at most {max})'],
  tooDeep: ['布局嵌套过深（最多 {max} 层）', 'layouts nested too deep (at most {max} levels)'],
  duplicateId: ['节点标识「{id}」重复', 'node id {id} is used twice'],
  duplicateCode: ['字段「{code}」重复', 'field {code} is placed twice'],
  unknownAttr: ['实体 {entity} 没有字段「{code}」', 'entity {entity} has no attribute {code}'],
  freeIsAttr: ['「{code}」是实体字段，应绑定（bound: true）', '{code} is an attribute of the entity: bind it (bound: true)'],
  typeMismatch: ['字段「{code}」的数据类型是 {expected}，不是 {actual}', 'attribute {code} is of type {expected}, not {actual}'],
  labelRequired: ['自由字段需要标签', 'a free field needs a label'],
  ruleUnknownField: ['规则引用的字段「{code}」不在表单中', 'the rule names {code}, which is not a field of the form'],
  ruleSelf: ['规则不能引用字段自身', 'a rule cannot name its own field'],
  ruleNeedsValue: ['「{op}」规则需要比较值', 'an {op} rule needs a value'],
  ruleNoValue: ['「{op}」规则不需要比较值', 'an {op} rule takes no value'],
  gridTooWide: ['栅格各列宽度之和为 {total}，超过 24', 'the columns span {total}, more than 24'],
  unknownChild: ['实体 {entity} 没有明细表「{key}」', 'entity {entity} has no child table {key}'],
  duplicateLineTable: ['明细表「{key}」重复', 'child table {key} is placed twice'],
  unknownColumn: ['明细表「{key}」没有字段「{code}」', 'child table {key} has no attribute {code}'],
} as const;

export type DesignIssueKey = keyof typeof TEXTS;

export interface DesignIssue {
  /** from the design: ['nodes', 1, 'panes', 0, 'children', 2, 'code'] */
  path: DesignPath;
  key: DesignIssueKey;
  vars: Record<string, string | number>;
}

export function designIssueText(issue: DesignIssue, lang: 'zh_CN' | 'en_US' = 'zh_CN'): string {
  const [zh, en] = TEXTS[issue.key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(issue.vars[k] ?? ''));
}

/** `nodes.1.panes.0.children.2.code` */
export const pathText = (path: DesignPath) => path.join('.');

/** The issues of a (zod-valid) design against its entity; none means it may be saved. */
export function checkDesign(design: FormDesign, entity: DesignEntityShape & { code?: string }): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const add = (path: DesignPath, key: DesignIssueKey, vars: Record<string, string | number> = {}) => issues.push({ path, key, vars });
  const entityName = entity.code ?? '';
  const attrs = new Map(entity.attrs.map((a) => [a.code, a]));
  const children = new Map(entity.children.map((c) => [c.key, new Set(c.attrs.map((a) => a.code))]));

  let count = 0;
  const ids = new Set<string>();
  const codes = new Set<string>();
  const tables = new Set<string>();
  const fields: Array<{ node: Extract<DesignNode, { type: 'field' }>; path: DesignPath }> = [];
  walkDesign(design.nodes, (node, path, depth) => {
    count++;
    if (depth > MAX_LAYOUT_DEPTH) add(path, 'tooDeep', { max: MAX_LAYOUT_DEPTH });
    if (ids.has(node.id)) add([...path, 'id'], 'duplicateId', { id: node.id });
    ids.add(node.id);
    const inner = node.type === 'grid' ? node.columns : node.type === 'tabs' ? node.panes : [];
    for (const [i, part] of inner.entries()) {
      if (ids.has(part.id)) add([...path, node.type === 'grid' ? 'columns' : 'panes', i, 'id'], 'duplicateId', { id: part.id });
      ids.add(part.id);
    }
    switch (node.type) {
      case 'field': {
        fields.push({ node, path });
        if (codes.has(node.code)) add([...path, 'code'], 'duplicateCode', { code: node.code });
        codes.add(node.code);
        const attr = attrs.get(node.code);
        if (node.bound && !attr) add([...path, 'code'], 'unknownAttr', { entity: entityName, code: node.code });
        if (!node.bound && attr) add([...path, 'bound'], 'freeIsAttr', { code: node.code });
        if (node.bound && attr && attr.dataType !== node.dataType) add([...path, 'dataType'], 'typeMismatch', { code: node.code, expected: attr.dataType, actual: node.dataType });
        if (!node.bound && !node.label?.trim()) add([...path, 'label'], 'labelRequired');
        break;
      }
      case 'grid': {
        const total = node.columns.reduce((s, c) => s + c.span, 0);
        if (total > GRID_SPAN) add([...path, 'columns'], 'gridTooWide', { total });
        break;
      }
      case 'lineTable': {
        const columns = children.get(node.key);
        if (!columns) add([...path, 'key'], 'unknownChild', { entity: entityName, key: node.key });
        else for (const [i, c] of (node.columns ?? []).entries()) if (!columns.has(c)) add([...path, 'columns', i], 'unknownColumn', { key: node.key, code: c });
        if (tables.has(node.key)) add([...path, 'key'], 'duplicateLineTable', { key: node.key });
        tables.add(node.key);
        break;
      }
      default:
        break;
    }
  });
  if (count > MAX_DESIGN_NODES) add(['nodes'], 'tooManyNodes', { max: MAX_DESIGN_NODES });

  for (const { node, path } of fields) {
    for (const which of ['visibleWhen', 'readOnlyWhen'] as const) {
      const rule = node[which];
      if (!rule) continue;
      const at = [...path, which];
      if (rule.field === node.code) add([...at, 'field'], 'ruleSelf');
      else if (!codes.has(rule.field)) add([...at, 'field'], 'ruleUnknownField', { code: rule.field });
      const needsValue = rule.op === 'eq' || rule.op === 'ne';
      const hasValue = rule.value !== undefined && rule.value !== '';
      if (needsValue && !hasValue) add([...at, 'value'], 'ruleNeedsValue', { op: rule.op });
      if (!needsValue && rule.value !== undefined) add([...at, 'value'], 'ruleNoValue', { op: rule.op });
    }
  }
  return issues;
}
