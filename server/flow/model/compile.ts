// A deployed process, parsed by bpmn-moddle (../bpmn/moddle.ts), compiled into plain data the
// interpreter walks (types.ts), checked at deploy time rather than when a token gets there: every
// element is of a kind we run, every flow joins two nodes of the same scope, every `${...}`
// condition, skip expression and completion condition parses, a process has a start event.
import { parseExpression } from '../expr';
import type { ModdleElement } from '../bpmn/moddle';
import type { FlowNodeModel, ListenerModel, NodeKind, ProcessModel, ProcessProblem, SequenceFlowModel } from './types';
import { NODE_KINDS } from './types';

const list = (s: unknown): string[] =>
  typeof s === 'string'
    ? s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
    : [];
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** a formal expression's body (conditions, completion conditions, cardinalities, timers) */
const body = (e: ModdleElement | undefined): string | null => text(e?.body);

function listenersOf(el: ModdleElement): ListenerModel[] {
  const out: ListenerModel[] = [];
  for (const x of el.extensionElements?.values ?? []) {
    const scope = x.$type === 'flowable:ExecutionListener' ? 'execution' : x.$type === 'flowable:TaskListener' ? 'task' : null;
    if (!scope) continue;
    const impl = x.class ? { kind: 'class' as const, value: x.class } : x.delegateExpression ? { kind: 'delegateExpression' as const, value: x.delegateExpression } : x.expression ? { kind: 'expression' as const, value: x.expression } : null;
    if (!impl) continue;
    const fields = (x.fields ?? []).map((f: ModdleElement) => ({ name: String(f.name ?? ''), value: String(f.stringValue ?? f.string ?? f.expression ?? '') }));
    out.push({ scope, event: String(x.event ?? (scope === 'task' ? 'create' : 'start')), impl, fields });
  }
  return out;
}

function timerOf(el: ModdleElement) {
  const def = (el.eventDefinitions ?? []).find((d: ModdleElement) => d.$type === 'bpmn:TimerEventDefinition');
  if (!def) return null;
  if (def.timeDuration) return { kind: 'duration' as const, value: body(def.timeDuration) ?? '' };
  if (def.timeDate) return { kind: 'date' as const, value: body(def.timeDate) ?? '' };
  if (def.timeCycle) return { kind: 'cycle' as const, value: body(def.timeCycle) ?? '' };
  return null;
}

function signalOf(el: ModdleElement): string | null {
  const def = (el.eventDefinitions ?? []).find((d: ModdleElement) => d.$type === 'bpmn:SignalEventDefinition');
  return def ? (text(def.signalRef?.name) ?? text(def.signalRef?.id) ?? '') : null;
}

function node(el: ModdleElement, kind: NodeKind, parent: string | null): FlowNodeModel {
  const loop = el.loopCharacteristics?.$type === 'bpmn:MultiInstanceLoopCharacteristics' ? el.loopCharacteristics : null;
  const errorDef = (el.eventDefinitions ?? []).find((d: ModdleElement) => d.$type === 'bpmn:ErrorEventDefinition');
  return {
    id: el.id,
    kind,
    name: text(el.name),
    parent,
    incoming: [],
    outgoing: [],
    defaultFlow: el.default?.id ?? null,
    skipExpression: text(el.skipExpression),
    listeners: listenersOf(el),
    multiInstance: loop
      ? {
          sequential: !!loop.isSequential,
          collection: text(loop.collection),
          elementVariable: text(loop.elementVariable),
          loopCardinality: body(loop.loopCardinality),
          completionCondition: body(loop.completionCondition),
        }
      : null,
    userTask:
      kind === 'userTask'
        ? {
            assignee: text(el.assignee),
            candidateUsers: list(el.candidateUsers),
            candidateGroups: list(el.candidateGroups),
            dueDate: text(el.dueDate),
            priority: text(el.priority),
            formKey: text(el.formKey),
            dataType: text(el.dataType),
            copyUsers: list(el.copyCandidateUsers),
            copyGroups: list(el.copyCandidateGroups),
            emptyAssignee: el.emptyAssignee === 'autoPass' || el.emptyAssignee === 'error' ? el.emptyAssignee : 'admin',
          }
        : null,
    timer: timerOf(el),
    attachedTo: el.attachedToRef?.id ?? null,
    cancelActivity: el.cancelActivity !== false,
    errorCode: errorDef ? (text(errorDef.errorRef?.errorCode) ?? text(errorDef.errorRef?.id)) : null,
    calledElement: text(el.calledElement),
    initiator: text(el.initiator),
    signal: signalOf(el),
    service: el.class ? { kind: 'class', value: String(el.class) } : el.delegateExpression ? { kind: 'delegateExpression', value: String(el.delegateExpression) } : el.expression ? { kind: 'expression', value: String(el.expression) } : null,
    terminate: (el.eventDefinitions ?? []).some((d: ModdleElement) => d.$type === 'bpmn:TerminateEventDefinition'),
  };
}

const KIND_OF_TYPE = new Map<string, NodeKind>(NODE_KINDS.map((k) => [`bpmn:${k.charAt(0).toUpperCase()}${k.slice(1)}`, k]));

/** Compiles one bpmn:Process; `problems` lists what keeps it from deploying (empty: it deploys). */
export function compileProcess(process: ModdleElement): { model: ProcessModel; problems: ProcessProblem[] } {
  const problems: ProcessProblem[] = [];
  const nodes = new Map<string, FlowNodeModel>();
  const flows = new Map<string, SequenceFlowModel & { scope: string | null }>();
  const checkExpression = (elementId: string, what: string, expr: string | null) => {
    if (!expr) return;
    try {
      parseExpression(expr);
    } catch (e) {
      problems.push({ elementId, zh: `${what}表达式有误：${(e as Error).message}`, en: `bad ${what} expression: ${(e as Error).message}` });
    }
  };

  const visit = (container: ModdleElement, parent: string | null) => {
    for (const el of container.flowElements ?? []) {
      if (el.$type === 'bpmn:SequenceFlow') {
        const flow = { id: el.id, name: text(el.name), source: el.sourceRef?.id, target: el.targetRef?.id, condition: body(el.conditionExpression), skipExpression: text(el.skipExpression), scope: parent };
        checkExpression(el.id, '条件', flow.condition);
        flows.set(el.id, flow);
        continue;
      }
      // data objects, their references and text annotations carry no behaviour
      if (/^bpmn:(DataObject|DataObjectReference|DataStoreReference|TextAnnotation|Association)$/.test(el.$type)) continue;
      const kind = KIND_OF_TYPE.get(el.$type);
      if (!kind) {
        problems.push({ elementId: el.id, zh: `不支持的元素类型：${el.$type}`, en: `unsupported element type ${el.$type}` });
        continue;
      }
      const n = node(el, kind, parent);
      checkExpression(el.id, '跳过', n.skipExpression);
      checkExpression(el.id, '完成条件', n.multiInstance?.completionCondition ?? null);
      nodes.set(n.id, n);
      if (kind === 'subProcess') visit(el, el.id);
    }
  };
  visit(process, null);

  for (const f of flows.values()) {
    const from = f.source ? nodes.get(f.source) : undefined;
    const to = f.target ? nodes.get(f.target) : undefined;
    if (!from || !to) {
      problems.push({ elementId: f.id, zh: '连线的起点或终点不存在', en: 'the flow has no source or target node' });
      continue;
    }
    if (from.parent !== to.parent) problems.push({ elementId: f.id, zh: '连线不能跨越子流程的边界', en: 'a flow cannot cross a sub-process boundary' });
    from.outgoing.push(f.id);
    to.incoming.push(f.id);
  }
  for (const n of nodes.values()) {
    if (n.defaultFlow && !n.outgoing.includes(n.defaultFlow)) problems.push({ elementId: n.id, zh: '默认连线不是该节点的出线', en: 'the default flow does not leave this node' });
    if (n.attachedTo && !nodes.has(n.attachedTo)) problems.push({ elementId: n.id, zh: '边界事件所附着的节点不存在', en: 'the boundary event is attached to no node' });
  }
  const starts = [...nodes.values()].filter((n) => n.kind === 'startEvent' && n.parent === null).map((n) => n.id);
  if (!starts.length) problems.push({ elementId: process.id ?? null, zh: '流程没有开始节点', en: 'the process has no start event' });

  const model: ProcessModel = { id: process.id, name: text(process.name), nodes, flows: new Map([...flows].map(([id, { scope: _s, ...f }]) => [id, f])), starts };
  return { model, problems };
}
