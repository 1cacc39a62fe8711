// Stand-in for @antv/x6's Graph in jsdom. Why not the real one: @antv/x6 3.1.8 cannot even be
// imported under vitest here — its package.json says "type": "module" while its `main` is
// CommonJS (lib/index.js: "exports is not defined") and its ES build uses directory imports
// (es/index.js → './shape') that Node's resolver refuses; Vite's bundler resolves both, so the
// app is fine. jsdom also lacks the SVG geometry x6 measures with (getCTM, getBBox). The real
// graph is covered in Chromium by the e2e test; this fake records what TraceGraph asks of it and
// draws each node as a focusable element with x6's data-cell-id, so clicks and keys can be tested.

type Handler = (args: { node: { id: string } }) => void;
interface Meta {
  id?: string;
  [key: string]: unknown;
}

export const graphs: FakeGraph[] = [];

export class FakeGraph {
  readonly options: { container: HTMLElement; scaling?: { min?: number; max?: number }; [key: string]: unknown };
  readonly handlers = new Map<string, Handler[]>();
  nodes: Meta[] = [];
  edges: Meta[] = [];
  scale = 1;
  fits = 0;
  disposed = false;

  constructor(options: FakeGraph['options']) {
    this.options = options;
    graphs.push(this);
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  /** What x6 does when a node view is clicked. */
  click(id: string) {
    for (const h of this.handlers.get('node:click') ?? []) h({ node: { id } });
  }

  createNode(meta: Meta) {
    return { kind: 'node', ...meta };
  }

  createEdge(meta: Meta) {
    return { kind: 'edge', ...meta };
  }

  resetCells(cells: Array<Meta & { kind?: string }>) {
    this.nodes = cells.filter((c) => c.kind === 'node');
    this.edges = cells.filter((c) => c.kind === 'edge');
    const { container } = this.options;
    container.replaceChildren(
      ...this.nodes.map((n) => {
        const el = document.createElement('div');
        el.setAttribute('data-cell-id', String(n.id));
        el.tabIndex = 0;
        el.textContent = String(n.id);
        return el;
      }),
    );
    return this;
  }

  // x6 semantics: relative unless absolute; minScale/maxScale of the call, then the graph's scaling
  zoom(factor?: number, opts: { absolute?: boolean; minScale?: number; maxScale?: number } = {}) {
    if (factor === undefined) return this.scale;
    let s = opts.absolute ? factor : this.scale + factor;
    if (opts.maxScale) s = Math.min(opts.maxScale, s);
    if (opts.minScale) s = Math.max(opts.minScale, s);
    const { min = 0.01, max = 16 } = this.options.scaling ?? {};
    this.scale = Math.round(Math.min(max, Math.max(min, s)) * 100) / 100;
    return this;
  }

  zoomToFit() {
    this.fits += 1;
    this.scale = 1;
    return this;
  }

  centerContent() {
    return this;
  }

  dispose() {
    this.disposed = true;
    this.options.container.replaceChildren();
  }
}

export { FakeGraph as Graph };
