// The process diagram as a plain graph: nodes ({id, type, incoming, outgoing}) and sequence flows
// ({id, source, target}) by id. highlight.ts works on this shape only, so the rule runs in Node
// without bpmn-js; graphFromDefinitions reads it from bpmn-moddle's object model (what bpmn-js's
// viewer.getDefinitions() answers).

export interface GraphNode {
  id: string;
  /** the BPMN type as bpmn-moddle names it: 'bpmn:UserTask', 'bpmn:ExclusiveGateway', … */
  type: string;
  /** ids of the sequence flows arriving at / leaving the node */
  incoming: string[];
  outgoing: string[];
}

export interface GraphFlow {
  id: string;
  source: string;
  target: string;
}

export interface FlowGraph {
  nodes: ReadonlyMap<string, GraphNode>;
  flows: ReadonlyMap<string, GraphFlow>;
}

/** Builds the graph; each node's incoming/outgoing come from the flows (the XML's own lists are often missing). */
export function buildGraph(nodes: ReadonlyArray<{ id: string; type: string }>, flows: readonly GraphFlow[]): FlowGraph {
  const byId = new Map<string, GraphNode>(nodes.map((n) => [n.id, { id: n.id, type: n.type, incoming: [], outgoing: [] }]));
  const flowsById = new Map<string, GraphFlow>();
  for (const flow of flows) {
    const source = byId.get(flow.source);
    const target = byId.get(flow.target);
    if (!source || !target) continue;
    flowsById.set(flow.id, flow);
    source.outgoing.push(flow.id);
    target.incoming.push(flow.id);
  }
  return { nodes: byId, flows: flowsById };
}

/** The part of bpmn-moddle's object model the graph is read from. */
export interface ModdleElementLike {
  $type: string;
  id?: string;
  rootElements?: ModdleElementLike[];
  flowElements?: ModdleElementLike[];
  sourceRef?: { id?: string } | null;
  targetRef?: { id?: string } | null;
}

/** Every process of the definitions, sub-processes included (their elements are nodes too). */
export function graphFromDefinitions(definitions: ModdleElementLike | null | undefined): FlowGraph {
  const nodes: Array<{ id: string; type: string }> = [];
  const flows: GraphFlow[] = [];
  const visit = (elements: ModdleElementLike[] | undefined) => {
    for (const el of elements ?? []) {
      if (!el.id) continue;
      if (el.$type === 'bpmn:SequenceFlow') {
        const source = el.sourceRef?.id;
        const target = el.targetRef?.id;
        if (source && target) flows.push({ id: el.id, source, target });
        continue;
      }
      nodes.push({ id: el.id, type: el.$type });
      if (el.flowElements) visit(el.flowElements);
    }
  };
  for (const root of definitions?.rootElements ?? []) {
    if (root.$type === 'bpmn:Process') visit(root.flowElements);
  }
  return buildGraph(nodes, flows);
}
