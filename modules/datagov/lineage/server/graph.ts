// The answers of 数据血缘 over what the caller sees (view.ts): the graph of a node N levels up and
// down (table level; the column edges among its nodes come with it), the impact of a table or a
// column (everything downstream, each with the statement that carries it there), the search.
import type { ColumnEdge, FindHit, ImpactRow, LineageGraph, LineageNode } from '../contracts';
import type { Edge } from './compute';
import type { NodeInfo, Seen } from './view';

const labelOf = (i: NodeInfo) => (i.kind === 'query' ? i.name : `${i.sourceName} · ${i.schema}.${i.name}`);

/** nodes reachable from `start` within `levels` steps, with their distance */
function reach(start: string, levels: number, next: Map<string, Set<string>>): Map<string, number> {
  const found = new Map([[start, 0]]);
  let front = [start];
  for (let d = 1; d <= levels && front.length; d++) {
    const more: string[] = [];
    for (const n of front) {
      for (const m of next.get(n) ?? []) {
        if (found.has(m)) continue;
        found.set(m, d);
        more.push(m);
      }
    }
    front = more;
  }
  return found;
}

function adjacency(edges: readonly Edge[], forward: boolean): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const e of edges) {
    const [a, b] = forward ? [e.from, e.to] : [e.to, e.from];
    if (a === b) continue;
    const set = out.get(a) ?? new Set<string>();
    set.add(b);
    out.set(a, set);
  }
  return out;
}

export function graphOf(v: Seen, focus: string, up: number, down: number): LineageGraph {
  const ups = v.sees(focus) ? reach(focus, up, adjacency(v.edges, false)) : new Map<string, number>();
  const downs = v.sees(focus) ? reach(focus, down, adjacency(v.edges, true)) : new Map<string, number>();
  const level = new Map<string, number>();
  for (const [n, d] of ups) level.set(n, -d);
  for (const [n, d] of downs) if (!level.has(n) || d < -level.get(n)!) level.set(n, d);
  const inside = (e: Edge) => level.has(e.from) && level.has(e.to) && e.from !== e.to;
  const tableEdges = new Map<string, Set<number>>();
  const columnEdges: ColumnEdge[] = [];
  const outputs = new Map<string, string[]>();
  const addColumn = (node: string, c: string) => {
    const list = outputs.get(node) ?? [];
    if (!list.includes(c)) list.push(c);
    outputs.set(node, list);
  };
  for (const e of v.edges) {
    if (!inside(e)) continue;
    const key = `${e.from}\n${e.to}`;
    if (!tableEdges.has(key)) tableEdges.set(key, new Set());
    tableEdges.get(key)!.add(e.statementId);
    if (e.fromColumn && e.toColumn) {
      columnEdges.push({ from: e.from, fromColumn: e.fromColumn, to: e.to, toColumn: e.toColumn, statementId: e.statementId });
      addColumn(e.from, e.fromColumn);
      addColumn(e.to, e.toColumn);
    }
  }
  const nodes: LineageNode[] = [...level].map(([key, l]) => {
    const i = v.info(key)!;
    // harvested columns in their order, then those only the statements name
    const columns = [...i.columns.map((c) => c.toLowerCase())];
    for (const c of outputs.get(key) ?? []) if (!columns.includes(c)) columns.push(c);
    return { key, kind: i.kind, sourceName: i.sourceName, schema: i.schema, name: i.name, tableKind: i.tableKind, statementId: i.statementId, columns, level: l };
  });
  const ids = new Set([...tableEdges.values()].flatMap((s) => [...s]));
  for (const n of nodes) if (n.statementId) ids.add(n.statementId);
  return {
    focus,
    nodes: nodes.sort((a, b) => a.level - b.level || a.key.localeCompare(b.key)),
    edges: [...tableEdges].map(([k, s]) => {
      const [from, to] = k.split('\n') as [string, string];
      return { from, to, statementIds: [...s].sort((a, b) => a - b) };
    }),
    columnEdges,
    statements: [...ids].sort((a, b) => a - b).map((id) => v.brief(id)!).filter(Boolean),
    state: v.state,
  };
}

/** Everything downstream of a table (any of its columns, and tables fed by it) or of one column. */
export function impactOf(v: Seen, node: string, column: string | null): ImpactRow[] {
  if (!v.sees(node)) return [];
  const col = column?.toLowerCase() ?? null;
  const rows: ImpactRow[] = [];
  const done = new Set<string>();
  const byFrom = new Map<string, Edge[]>();
  for (const e of v.edges) {
    if (e.from === e.to) continue;
    const list = byFrom.get(e.from) ?? [];
    list.push(e);
    byFrom.set(e.from, list);
  }
  // a column follows column edges; a table follows every edge, table rows keyed by node
  let front: Array<{ node: string; column: string | null }> = [{ node, column: col }];
  const seenAt = new Set([`${node}\n${col ?? ''}`]);
  for (let depth = 1; front.length && depth <= 50; depth++) {
    const more: typeof front = [];
    for (const f of front) {
      for (const e of byFrom.get(f.node) ?? []) {
        const follows = f.column === null ? e.toColumn === null : e.fromColumn === f.column && e.toColumn !== null;
        if (!follows) continue;
        const at = `${e.to}\n${f.column === null ? '' : e.toColumn}`;
        const row = `${at}\n${e.statementId}`;
        if (done.has(row)) continue;
        done.add(row);
        const st = v.brief(e.statementId)!;
        rows.push({ key: e.to, label: labelOf(v.info(e.to)!), column: f.column === null ? null : e.toColumn, depth, statementId: e.statementId, origin: st.origin, statementName: st.name });
        if (!seenAt.has(at)) {
          seenAt.add(at);
          more.push({ node: e.to, column: f.column === null ? null : e.toColumn });
        }
      }
    }
    front = more;
  }
  return rows.sort((a, b) => a.depth - b.depth || a.label.localeCompare(b.label) || (a.column ?? '').localeCompare(b.column ?? '') || a.statementId - b.statementId);
}

export function findIn(v: Seen, text: string): FindHit[] {
  const q = text.toLowerCase();
  const linked = new Set(v.edges.flatMap((e) => [e.from, e.to]));
  const linkedColumns = new Set(v.edges.flatMap((e) => [e.fromColumn ? `${e.from}\n${e.fromColumn}` : '', e.toColumn ? `${e.to}\n${e.toColumn}` : '']));
  const nodes = new Map<string, NodeInfo>(v.harvested.map((i) => [i.key, i]));
  for (const n of linked) if (!nodes.has(n) && v.sees(n)) nodes.set(n, v.info(n)!);
  const hits: FindHit[] = [];
  for (const i of nodes.values()) {
    const label = labelOf(i);
    if (i.name.toLowerCase().includes(q) || label.toLowerCase().includes(q)) hits.push({ key: i.key, column: null, kind: i.kind, label, linked: linked.has(i.key) });
    const cols = new Set([...i.columns.map((c) => c.toLowerCase()), ...[...linkedColumns].filter((k) => k.startsWith(`${i.key}\n`)).map((k) => k.split('\n')[1]!)]);
    for (const c of cols) if (c.includes(q)) hits.push({ key: i.key, column: c, kind: i.kind, label: `${label}.${c}`, linked: linkedColumns.has(`${i.key}\n${c}`) });
  }
  // those with lineage first, then by name
  return hits.sort((a, b) => Number(b.linked) - Number(a.linked) || a.label.localeCompare(b.label)).slice(0, 50);
}
