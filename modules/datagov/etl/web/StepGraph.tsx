// The transformation's steps drawn left to right with X6 (loaded with the designer's first graph):
// a column per depth (reads first), an edge from each input; a click or Enter on a step selects it.
import { Graph } from '@antv/x6';
import { useEffect, useRef, useState } from 'react';
import type { TranStep } from '../contracts';

const COLORS = { read: '#e6f4ff', transform: '#f6ffed', write: '#fff7e6' } as const;
const inputsOf = (s: TranStep) => (s.kind === 'read' ? [] : s.kind === 'transform' ? s.inputs : [s.input]);

/** each step's column: one after its deepest input */
export function depths(steps: readonly TranStep[]): Map<string, number> {
  const byKey = new Map(steps.map((s) => [s.key, s]));
  const out = new Map<string, number>();
  const depth = (k: string, seen: Set<string>): number => {
    if (out.has(k)) return out.get(k)!;
    const s = byKey.get(k);
    if (!s || seen.has(k)) return 0;
    seen.add(k);
    const d = Math.max(-1, ...inputsOf(s).map((i) => depth(i, seen))) + 1;
    out.set(k, d);
    return d;
  };
  for (const s of steps) depth(s.key, new Set());
  return out;
}

export default function StepGraph({ steps, selected, onSelect, label }: { steps: readonly TranStep[]; selected: string | null; onSelect: (key: string) => void; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [graph, setGraph] = useState<Graph | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    if (!host.current) return;
    const g = new Graph({ container: host.current, autoResize: true, background: { color: '#fafafa' }, panning: true, interacting: false });
    g.on('node:click', ({ node }) => select.current(String(node.id)));
    const onKey = (e: KeyboardEvent) => {
      const cell = (e.target as Element | null)?.closest?.('[data-cell-id]');
      if (cell && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        select.current(cell.getAttribute('data-cell-id')!);
      }
    };
    host.current.addEventListener('keydown', onKey);
    setGraph(g);
    const el = host.current;
    return () => {
      el.removeEventListener('keydown', onKey);
      g.dispose();
    };
  }, []);
  useEffect(() => {
    if (!graph) return;
    // the cells are replaced as a whole (resetCells): the steps' keys are the nodes' ids, so adding
    // them one by one after a clear could meet a view of the same id not yet gone
    const d = depths(steps);
    const rowOf = new Map<number, number>();
    const nodes = steps.map((s) => {
      const col = d.get(s.key) ?? 0;
      const row = rowOf.get(col) ?? 0;
      rowOf.set(col, row + 1);
      return graph.createNode({
        id: s.key, x: 30 + col * 230, y: 30 + row * 100, width: 170, height: 56,
        attrs: {
          body: { fill: COLORS[s.kind], stroke: s.key === selected ? '#1677ff' : '#8c8c8c', strokeWidth: s.key === selected ? 3 : 1, rx: 6, ry: 6 },
          label: { text: `${s.name}\n${s.key}`, fontSize: 12 },
        },
      });
    });
    const keys = new Set(steps.map((s) => s.key));
    const edges = steps.flatMap((s) => inputsOf(s).filter((i) => keys.has(i)).map((i) => graph.createEdge({ source: i, target: s.key, attrs: { line: { stroke: '#8c8c8c' } } })));
    graph.resetCells([...nodes, ...edges]);
    for (const n of graph.getNodes()) graph.findViewByCell(n)?.container.setAttribute('tabindex', '0');
  }, [graph, steps, selected]);
  return <div ref={host} role="img" aria-label={label} data-testid="etl-graph" style={{ width: '100%', height: 320, border: '1px solid #f0f0f0' }} />;
}
