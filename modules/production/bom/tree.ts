// What the BOM calls answer: the exploded tree with names and cumulative quantities, and a
// material's active BOM (with its tree when asked).
import type { RecordValue } from '../../../schemas/rpc/datax';

/** A material in the exploded tree, with what it is and how much of it. */
export interface BomTreeNode {
  materialId: number;
  code: string;
  name: string;
  spec: string | null;
  unit: string | null;
  level: number;
  perParent: string;
  quantity: string;
  processId: number | null;
  processName: string | null;
  bomId: number | null;
  bomCode: string | null;
  children: BomTreeNode[];
}

export interface BomOfMaterial {
  bom: RecordValue;
  tree?: BomTreeNode;
}
