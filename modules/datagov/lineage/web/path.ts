// Pure: the column edges a chosen column's lineage runs along (no x6, no dagre: the page reads it too).
/** The column edges on the way to and from one column: everything it is made from and everything made from it. */
export function columnPath<E extends { from: string; fromColumn: string; to: string; toColumn: string }>(edges: readonly E[], node: string, column: string): Set<E> {
  const on = new Set<E>();
  const walk = (start: string, forward: boolean) => {
    const seen = new Set([start]);
    let front = [start];
    while (front.length) {
      const next: string[] = [];
      for (const e of edges) {
        const [a, b] = forward ? [`${e.from}\n${e.fromColumn}`, `${e.to}\n${e.toColumn}`] : [`${e.to}\n${e.toColumn}`, `${e.from}\n${e.fromColumn}`];
        if (!front.includes(a)) continue;
        on.add(e);
        if (!seen.has(b)) {
          seen.add(b);
          next.push(b);
        }
      }
      front = next;
    }
  };
  walk(`${node}\n${column}`, true);
  walk(`${node}\n${column}`, false);
  return on;
}
