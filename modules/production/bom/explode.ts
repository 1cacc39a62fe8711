// A bill of materials exploded over its levels, and the cycle check — pure, so the BOM calls, the
// cycle rule and the APS pass share one definition. Quantities are decimal-exact (big.js): a
// child's quantity for q of its parent is q × quantity per ÷ the BOM's base quantity × (1 + loss
// rate %), rounded to 6 decimals (the attributes' scale) at each level.
import { Big, dec, round } from '../../../schemas/compute/decimal';

export const QUANTITY_SCALE = 6;

export interface BomLineInput {
  materialId: number;
  /** quantity per the BOM's base quantity of its material */
  quantity: string | number;
  /** loss rate in percent (5 = 5 %) */
  lossRate?: string | number | null;
  processId?: number | null;
  sn?: number;
}

export interface BomInput {
  id: number;
  materialId: number;
  /** the base quantity the lines are for (default 1) */
  quantity?: string | number | null;
  lines: readonly BomLineInput[];
}

export interface ExplodedNode {
  materialId: number;
  /** 0 the root */
  level: number;
  /** this node's quantity per one of its parent (loss included); the root's is 1 */
  perParent: string;
  /** the cumulative quantity for the root quantity asked */
  quantity: string;
  processId: number | null;
  /** the BOM this node is made by (null: a bought or leaf material) */
  bomId: number | null;
  children: ExplodedNode[];
}

const text = (b: Big) => round(b, QUANTITY_SCALE).toFixed();

/** q × quantity per ÷ base × (1 + loss %): what one line needs for q of its parent. */
export function lineNeed(parentQuantity: Big, line: BomLineInput, base: Big): Big {
  const per = dec(line.quantity) ?? new Big(0);
  const loss = dec(line.lossRate) ?? new Big(0);
  return round(parentQuantity.times(per).div(base).times(new Big(1).plus(loss.div(100))), QUANTITY_SCALE);
}

/**
 * The tree of `materialId` for `quantity` of it, each material expanded by `bomOf` (its active
 * BOM, or undefined). A material met again on its own path is not expanded twice (a cycle the
 * save rule refuses; the explosion stays finite either way).
 */
export function explode(materialId: number, bomOf: (materialId: number) => BomInput | undefined, quantity: string | number = 1): ExplodedNode {
  const walk = (id: number, level: number, per: Big, need: Big, processId: number | null, path: ReadonlySet<number>): ExplodedNode => {
    const bom = path.has(id) ? undefined : bomOf(id);
    const node: ExplodedNode = { materialId: id, level, perParent: text(per), quantity: text(need), processId, bomId: bom?.id ?? null, children: [] };
    if (!bom) return node;
    const base = dec(bom.quantity) ?? new Big(1);
    const inner = new Set(path).add(id);
    const lines = [...bom.lines].sort((a, b) => (a.sn ?? 0) - (b.sn ?? 0));
    for (const line of lines) {
      const perOne = lineNeed(new Big(1), line, base.eq(0) ? new Big(1) : base);
      node.children.push(walk(line.materialId, level + 1, perOne, lineNeed(need, line, base.eq(0) ? new Big(1) : base), line.processId ?? null, inner));
    }
    return node;
  };
  return walk(materialId, 0, new Big(1), dec(quantity) ?? new Big(1), null, new Set());
}

/** The exploded tree as rows (depth first), e.g. for a table or the APS material requirement. */
export function flatten(node: ExplodedNode): ExplodedNode[] {
  return [node, ...node.children.flatMap(flatten)];
}

/**
 * A path root → … → root when the materials' BOMs lead back to `root`, else null. `childrenOf`
 * answers the child materials of every BOM of a material (all of its BOMs: a disabled version
 * enabled later must not close a loop either).
 */
export function findCycle(root: number, childrenOf: (materialId: number) => readonly number[]): number[] | null {
  const done = new Set<number>();
  const visit = (id: number, path: number[]): number[] | null => {
    for (const child of childrenOf(id)) {
      if (child === root) return [...path, child];
      if (done.has(child) || path.includes(child)) continue;
      const found = visit(child, [...path, child]);
      if (found) return found;
    }
    done.add(id);
    return null;
  };
  return visit(root, [root]);
}
