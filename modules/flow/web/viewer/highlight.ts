// Which diagram elements the flow-chart viewer marks done and which to-do,
// from the instance's node list (flow.FlowableTask/
// getFlowChartData: user tasks and end events in the order reached, `completed` = ended):
// - a user task in the list is done when completed, else to-do. A node listed more than once
//   (returned to, or a multi-instance node) is to-do while one of its entries is still open: the
//   latest round wins over earlier finished ones, and a countersign is pending until all are done;
// - a sequence flow into a listed task, coming from a listed node, the start event or a gateway on
//   the way, is marked like that task; so are the gateways on the way (and the automatic steps —
//   service/script tasks, intermediate events — the list never holds) and the flows into them.
//   An element on the way to both a done and a to-do task is done;
// - the start event is marked done when one of its flows leads to a listed task;
// - the end event only when it is the list's last entry and completed (then its flows likewise).
// Pure: works on the plain graph of graph.ts.
import type { FlowGraph } from './graph';

export interface ChartNode {
  key: string;
  completed: boolean;
}

export interface Highlight {
  done: string[];
  todo: string[];
}

type Mark = 'done' | 'todo';

const START = 'bpmn:StartEvent';
const END = 'bpmn:EndEvent';

/** Nodes the list never holds that a token passes through on its way to the next listed task. */
const ON_THE_WAY = new Set([
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:EventBasedGateway',
  'bpmn:ComplexGateway',
  'bpmn:ServiceTask',
  'bpmn:ScriptTask',
  'bpmn:SendTask',
  'bpmn:ReceiveTask',
  'bpmn:ManualTask',
  'bpmn:BusinessRuleTask',
  'bpmn:Task',
  'bpmn:IntermediateCatchEvent',
  'bpmn:IntermediateThrowEvent',
]);

/** Each listed key's state: to-do while any entry of it is open. */
function listedStates(graph: FlowGraph, entries: readonly ChartNode[]): Map<string, Mark> {
  const states = new Map<string, Mark>();
  for (const { key, completed } of entries) {
    const type = graph.nodes.get(key)?.type;
    if (!type || type === START || type === END) continue;
    if (!completed) states.set(key, 'todo');
    else if (!states.has(key)) states.set(key, 'done');
  }
  return states;
}

/** The on-the-way nodes a token can have reached: forward from the start events and the listed nodes. */
function reachableOnTheWay(graph: FlowGraph, listed: ReadonlyMap<string, Mark>): Set<string> {
  const reached = new Set<string>();
  const queue = [...graph.nodes.values()].filter((n) => n.type === START || listed.has(n.id)).map((n) => n.id);
  while (queue.length) {
    const node = graph.nodes.get(queue.shift()!)!;
    for (const flowId of node.outgoing) {
      const target = graph.nodes.get(graph.flows.get(flowId)!.target)!;
      if (reached.has(target.id) || listed.has(target.id) || !ON_THE_WAY.has(target.type)) continue;
      reached.add(target.id);
      queue.push(target.id);
    }
  }
  return reached;
}

export function highlight(graph: FlowGraph, entries: readonly ChartNode[]): Highlight {
  const listed = listedStates(graph, entries);
  const onTheWay = reachableOnTheWay(graph, listed);
  const marks = new Map<string, Mark>(listed);
  // done wins: an element on the way to a done task has been passed
  const mark = (id: string, m: Mark) => {
    if (m === 'done' || !marks.has(id)) marks.set(id, m);
  };

  /** Marks a flow into a marked node, and backwards through the on-the-way nodes it comes from. */
  const markBack = (flowId: string, m: Mark, seen: Set<string>) => {
    if (seen.has(flowId)) return;
    seen.add(flowId);
    const source = graph.nodes.get(graph.flows.get(flowId)!.source)!;
    if (source.type === START) {
      mark(flowId, m);
      mark(source.id, 'done');
    } else if (listed.has(source.id)) {
      mark(flowId, m);
    } else if (onTheWay.has(source.id)) {
      mark(flowId, m);
      mark(source.id, m);
      for (const incoming of source.incoming) markBack(incoming, m, seen);
    }
  };

  for (const [key, m] of listed) {
    for (const incoming of graph.nodes.get(key)!.incoming) markBack(incoming, m, new Set());
  }

  const last = entries.at(-1);
  const end = last?.completed ? graph.nodes.get(last.key) : undefined;
  if (end?.type === END) {
    marks.set(end.id, 'done');
    for (const incoming of end.incoming) markBack(incoming, 'done', new Set());
  }

  const done: string[] = [];
  const todo: string[] = [];
  for (const [id, m] of marks) (m === 'done' ? done : todo).push(id);
  return { done, todo };
}
