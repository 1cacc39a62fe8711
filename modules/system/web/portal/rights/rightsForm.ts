// The permission definition form, pure: a node of portal.Right/tree as form values and back, and
// the tree as antd Tree data (groups hold groups and data items).
import type { NumberBounds, RightInput, RightKind, RightNode, RightOption } from '../../../contracts/rights';

export const ITEM_KINDS = ['boolean', 'single', 'multi', 'number'] as const satisfies readonly RightKind[];

export interface RightFormValues {
  kind: RightKind;
  code: string;
  name: string;
  nameEn?: string;
  description?: string;
  sn?: number;
  options?: RightOption[];
  min?: number | null;
  max?: number | null;
}

/** What the form edits: a stored node, or a new one under a group (null: at the top). */
export type RightTarget = { node: RightNode } | { parentId: number | null; kind: RightKind };

export function formValuesOf(target: RightTarget): RightFormValues {
  if (!('node' in target)) return { kind: target.kind, code: '', name: '', sn: 0, options: target.kind === 'single' || target.kind === 'multi' ? [{ value: '', label: '' }] : [] };
  const n = target.node;
  const bounds = Array.isArray(n.options) ? {} : (n.options as NumberBounds);
  return {
    kind: n.kind,
    code: n.code,
    name: n.name,
    nameEn: n.nameIntl.en_US && n.nameIntl.en_US !== n.name ? n.nameIntl.en_US : undefined,
    description: n.description ?? undefined,
    sn: n.sn,
    options: Array.isArray(n.options) ? n.options : [],
    min: bounds.min ?? null,
    max: bounds.max ?? null,
  };
}

/** The form's values as portal.Right/save takes them: options for single/multi, bounds for number. */
export function rightInputOf(target: RightTarget, v: RightFormValues): RightInput {
  const name = v.name.trim();
  const base = {
    id: 'node' in target ? target.node.id : null,
    parentId: 'node' in target ? target.node.parentId : target.parentId,
    kind: v.kind,
    code: v.code.trim(),
    name,
    nameIntl: { zh_CN: name, en_US: v.nameEn?.trim() || name },
    sn: v.sn ?? 0,
    description: v.description?.trim() || null,
  };
  if (v.kind === 'single' || v.kind === 'multi') {
    const options = (v.options ?? []).map((o) => ({ value: o.value.trim(), label: o.label.trim(), ...(o.labelEn?.trim() ? { labelEn: o.labelEn.trim() } : {}) }));
    return { ...base, options };
  }
  if (v.kind === 'number') {
    const bounds: NumberBounds = {};
    if (v.min != null) bounds.min = v.min;
    if (v.max != null) bounds.max = v.max;
    return { ...base, options: bounds };
  }
  return { ...base, options: [] };
}

/** Bounds that cannot hold any number. */
export const boundsProblem = (v: Pick<RightFormValues, 'min' | 'max'>) => v.min != null && v.max != null && v.min > v.max;

/** Two options with one value. */
export function duplicateOption(options: readonly RightOption[] | undefined): string | null {
  const seen = new Set<string>();
  for (const o of options ?? []) {
    const v = o?.value?.trim();
    if (!v) continue;
    if (seen.has(v)) return v;
    seen.add(v);
  }
  return null;
}

export function findRight(nodes: readonly RightNode[], id: number): RightNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findRight(n.children, id);
    if (hit) return hit;
  }
  return null;
}

export function flattenRights(nodes: readonly RightNode[], out: RightNode[] = []): RightNode[] {
  for (const n of nodes) {
    out.push(n);
    flattenRights(n.children, out);
  }
  return out;
}
