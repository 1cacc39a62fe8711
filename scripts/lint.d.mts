// Types of what scripts/lint.mjs offers its tests.
export interface CruisedModule {
  source: string;
  dependencies: Array<{ resolved: string }>;
}
export interface ModuleCycleEdge {
  from: string;
  to: string;
  rule: 'no-module-cycles';
  note: string;
}
/** counts per rule, per key (an import "from → to", or a file) */
export type Counts = Record<string, Record<string, number>>;

export function moduleCycleEdges(modules: CruisedModule[]): ModuleCycleEdge[];
export function compareWithKnown(found: Counts, known: Counts): { fresh: Array<{ rule: string; key: string; count: number }>; gone: Array<{ rule: string; key: string; count: number }> };
export function growingRules(found: Counts, known: Counts): string[];
/** the boundary violations of the tree at `cwd` (default: this repository), by .dependency-cruiser.cjs and the module cycle rule */
export function importViolations(cwd?: string): Array<{ rule: string; from: string; to: string; note?: string }>;
