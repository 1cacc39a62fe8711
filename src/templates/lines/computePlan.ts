// What the live form needs to know about an entity's computed attributes: the attributes in the
// shape schemas/compute reads (AttrDef: code, compute, column, digits — adapted from the
// EntityAttrMeta the page has) and which changes make what stale.
import type { AttrDef, ColumnKind, DataType } from '../../../schemas/entities/define';
import { compile } from '../../../schemas/compute/expr';
import type { EntityAttrMeta, EntityMeta } from '../../../schemas/rpc/datax';

/** How computeRecord stores a value: numbers rounded to their digits, yes/no, or text. */
export function columnOf(meta: Pick<EntityAttrMeta, 'dataTypeDict' | 'integer'>): ColumnKind {
  if (meta.dataTypeDict === 'NUMBER') return meta.integer ? 'integer' : 'numeric';
  if (meta.dataTypeDict === 'BOOL') return 'boolean';
  return 'text';
}

/** An attribute of the page's metadata as the evaluator's declaration. */
export function attrDefOf(meta: EntityAttrMeta): AttrDef {
  return {
    code: meta.code,
    name: meta.name,
    nameEn: meta.nameIntl?.en_US ?? meta.name,
    dataType: meta.dataType as DataType,
    column: columnOf(meta),
    ...(meta.digits ? { digits: meta.digits } : {}),
    ...(meta.compute ? { compute: meta.compute } : {}),
  };
}

export interface LinePlan {
  attrs: AttrDef[];
  computed: Set<string>;
  /** fields of the row its expressions read */
  reads: Set<string>;
  /** header fields its expressions read (header.x) */
  headerReads: Set<string>;
}

export interface ComputePlan {
  code: string;
  header: AttrDef[];
  headerComputed: Set<string>;
  /** header fields the header's expressions read */
  headerReads: Set<string>;
  /** per child key: the line fields the header aggregates ('*': the rows themselves) */
  aggregates: Map<string, Set<string>>;
  lines: Map<string, LinePlan>;
}

/** An expression the page cannot evaluate is left to the server (warned once), not a broken form. */
function compiles(at: AttrDef): boolean {
  try {
    compile(at.compute!);
    return true;
  } catch (e) {
    console.warn(`computed attribute ${at.code}: ${(e as Error).message}`);
    return false;
  }
}

function usable(attrs: readonly EntityAttrMeta[]): AttrDef[] {
  return attrs.map(attrDefOf).map((at) => (at.compute && !compiles(at) ? { ...at, compute: undefined } : at));
}

/** The plan of an entity; null when nothing of it is computed. */
export function computePlanOf(entity: Pick<EntityMeta, 'code' | 'attrs' | 'children'>): ComputePlan | null {
  const header = usable(entity.attrs);
  const plan: ComputePlan = { code: entity.code, header, headerComputed: new Set(), headerReads: new Set(), aggregates: new Map(), lines: new Map() };
  for (const at of header.filter((a) => a.compute)) {
    plan.headerComputed.add(at.code);
    const c = compile(at.compute!);
    for (const f of c.fields) plan.headerReads.add(f);
    for (const [child, fields] of Object.entries(c.childFields)) {
      const set = plan.aggregates.get(child) ?? new Set<string>();
      for (const f of fields) set.add(f);
      plan.aggregates.set(child, set);
    }
  }
  for (const child of entity.children ?? []) {
    const attrs = usable(child.attrs);
    const computed = attrs.filter((a) => a.compute);
    if (!computed.length) continue;
    const line: LinePlan = { attrs, computed: new Set(computed.map((a) => a.code)), reads: new Set(), headerReads: new Set() };
    for (const at of computed) {
      const c = compile(at.compute!);
      for (const f of c.fields) line.reads.add(f);
      for (const f of c.headerFields) line.headerReads.add(f);
    }
    plan.lines.set(child.key, line);
  }
  return plan.headerComputed.size || plan.lines.size ? plan : null;
}
