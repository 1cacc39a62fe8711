// A deployed process, parsed by bpmn-moddle (../bpmn/moddle.ts), compiled into plain data the
// interpreter walks (types.ts), checked at deploy time rather than when a token gets there: every
// element is of a kind we run, every flow joins two nodes of the same scope, every `${...}`
// condition, skip expression and completion condition parses, every literal timer reads, a process
// has a start event.
//
// Read as Flowable reads them: attributes of the legacy Activiti namespace (activiti:assignee …,
// which Flowable still accepts) stand for the flowable: ones; the Flowable modeler's assignee
// `$INITIATOR` is the initiator; a sequence flow drawn without an id gets one.
import { parseExpression } from '../expr';
import type { ModdleElement } from '../bpmn/moddle';
import { planTimer } from './timer-text';
import { formPropertiesOf } from './forms';
import { resourceRolesOf, splitOutsideExpressions } from './assignment';
import type { FlowNodeModel, ListenerModel, NodeKind, ProcessModel, ProcessProblem, SequenceFlowModel } from './types';
import { NODE_KINDS } from './types';
import { elementProblems, eventFieldsOf, eventSubProcessProblems } from './event-model';

/** a comma list of names or expressions (`${'a, b'}` stays one) */
const list = splitOutsideExpressions;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** a formal expression's body (conditions, completion conditions, cardinalities, timers) */
const body = (e: ModdleElement | undefined): string | null => text(e?.body);

const ACTIVITI_URI = 'http://activiti.org/bpmn';

/** the prefixes the file binds to the Activiti namespace (declared on the element or above it) */
function activitiPrefixes(el: ModdleElement): string[] {
  const out: string[] = [];
  for (let e = el; e; e = e.$parent) {
    for (const [k, v] of Object.entries((e.$attrs ?? {}) as Record<string, unknown>)) if (v === ACTIVITI_URI && k.startsWith('xmlns:')) out.push(k.slice(6));
  }
  return out;
}

/** a Flowable extension attribute, or its activiti: twin */
function attr(el: ModdleElement, name: string, prefixes: string[]): unknown {
  if (el[name] !== undefined && el[name] !== null) return el[name];
  for (const p of prefixes) if (el.$attrs?.[`${p}:${name}`] !== undefined) return el.$attrs[`${p}:${name}`];
  return undefined;
}

function listenersOf(el: ModdleElement, prefixes: string[]): ListenerModel[] {
  const out: ListenerModel[] = [];
  const named = (x: ModdleElement, local: string) => x.$type === `flowable:${local.charAt(0).toUpperCase()}${local.slice(1)}` || prefixes.some((p) => x.$type === `${p}:${local}`);
  for (const x of el.extensionElements?.values ?? []) {
    const scope = named(x, 'executionListener') ? 'execution' : named(x, 'taskListener') ? 'task' : null;
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

function signalDefinition(el: ModdleElement): ModdleElement | undefined {
  return (el.eventDefinitions ?? []).find((d: ModdleElement) => d.$type === 'bpmn:SignalEventDefinition');
}

function signalOf(el: ModdleElement): string | null {
  const def = signalDefinition(el);
  return def ? (text(def.signalRef?.name) ?? text(def.signalRef?.id) ?? '') : null;
}

/** BPMN signals are global (every waiting instance of the tenant hears them) unless flowable:scope="processInstance" */
function signalScopeOf(el: ModdleElement, prefixes: string[]): 'global' | 'processInstance' {
  const signal = signalDefinition(el)?.signalRef;
  return signal && text(attr(signal, 'scope', prefixes)) === 'processInstance' ? 'processInstance' : 'global';
}

function node(el: ModdleElement, kind: NodeKind, parent: string | null, prefixes: string[]): FlowNodeModel {
  const loop = el.loopCharacteristics?.$type === 'bpmn:MultiInstanceLoopCharacteristics' ? el.loopCharacteristics : null;
  const errorDef = (el.eventDefinitions ?? []).find((d: ModdleElement) => d.$type === 'bpmn:ErrorEventDefinition');
  const a = (name: string) => attr(el, name, prefixes);
  const roles = resourceRolesOf(el);
  // a humanPerformer is read after the attribute, as Flowable's parser does: it wins
  const assignee = roles.performer ?? text(a('assignee'));
  const service = text(a('class')) ? { kind: 'class' as const, value: String(a('class')) } : text(a('delegateExpression')) ? { kind: 'delegateExpression' as const, value: String(a('delegateExpression')) } : text(a('expression')) ? { kind: 'expression' as const, value: String(a('expression')) } : null;
  return {
    id: el.id,
    kind,
    name: text(el.name),
    parent,
    incoming: [],
    outgoing: [],
    defaultFlow: el.default?.id ?? null,
    skipExpression: text(a('skipExpression')),
    listeners: listenersOf(el, prefixes),
    multiInstance: loop
      ? {
          sequential: !!loop.isSequential,
          // the standard elements win over the flowable: attributes when a file has both, as Flowable reads them
          collection: text(loop.loopDataInputRef) ?? text(attr(loop, 'collection', prefixes)),
          elementVariable: text(loop.inputDataItem?.name) ?? text(attr(loop, 'elementVariable', prefixes)),
          elementIndexVariable: text(attr(loop, 'elementIndexVariable', prefixes)),
          loopCardinality: body(loop.loopCardinality),
          completionCondition: body(loop.completionCondition),
        }
      : null,
    userTask:
      kind === 'userTask'
        ? {
            // the Flowable modeler's "assigned to the process initiator"
            assignee: assignee === '$INITIATOR' ? '${INITIATOR}' : assignee,
            candidateUsers: [...list(a('candidateUsers')), ...roles.users],
            candidateGroups: [...list(a('candidateGroups')), ...roles.groups],
            dueDate: text(a('dueDate')),
            priority: text(a('priority')),
            formKey: text(a('formKey')),
            dataType: text(el.dataType),
            copyUsers: list(el.copyCandidateUsers),
            copyGroups: list(el.copyCandidateGroups),
            emptyAssignee: el.emptyAssignee === 'autoPass' || el.emptyAssignee === 'error' ? el.emptyAssignee : 'admin',
          }
        : null,
    timer: timerOf(el),
    attachedTo: el.attachedToRef?.id ?? null,
    cancelActivity: el.cancelActivity !== false,
    // '' for an error event naming no error: a boundary catching any error, an end throwing an unnamed one
    errorCode: errorDef ? (text(errorDef.errorRef?.errorCode) ?? text(errorDef.errorRef?.id) ?? '') : null,
    calledElement: text(el.calledElement),
    initiator: text(a('initiator')),
    signal: signalOf(el),
    signalScope: signalScopeOf(el, prefixes),
    service,
    terminate: (el.eventDefinitions ?? []).some((d: ModdleElement) => d.$type === 'bpmn:TerminateEventDefinition'),
    formKey: text(a('formKey')),
    formProperties: formPropertiesOf(el, prefixes),
    ...eventFieldsOf(el, kind, a),
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

  /** elements refused already: the flows at them are no further problem of their own */
  const refused = new Set<string>();
  const prefixes = activitiPrefixes(process);
  /** an id for a flow drawn without one (Flowable runs such files): its ends, made unique */
  const flowId = (el: ModdleElement): string => {
    if (text(el.id)) return el.id;
    const base = `${el.sourceRef?.id ?? ''}->${el.targetRef?.id ?? ''}`;
    let id = base;
    for (let i = 2; flows.has(id); i++) id = `${base}#${i}`;
    return id;
  };
  let unnamed = 0;
  const visit = (container: ModdleElement, parent: string | null) => {
    for (const el of container.flowElements ?? []) {
      if (el.$type === 'bpmn:SequenceFlow') {
        const flow = { id: flowId(el), name: text(el.name), source: el.sourceRef?.id, target: el.targetRef?.id, condition: body(el.conditionExpression), skipExpression: text(attr(el, 'skipExpression', prefixes)), scope: parent };
        checkExpression(flow.id, '条件', flow.condition);
        flows.set(flow.id, flow);
        continue;
      }
      // data objects, their references and text annotations carry no behaviour
      if (/^bpmn:(DataObject|DataObjectReference|DataStoreReference|TextAnnotation|Association)$/.test(el.$type)) continue;
      // Flowable runs elements drawn without an id (an event sub-process often is): one of their own
      if (!text(el.id)) el.id = `${String(el.$type).slice(5)}#${++unnamed}`;
      const kind = KIND_OF_TYPE.get(el.$type);
      if (!kind) {
        refused.add(el.id);
        problems.push({ elementId: el.id, zh: `不支持的元素类型：${el.$type}`, en: `unsupported element type ${el.$type}` });
        continue;
      }
      const n = node(el, kind, parent, prefixes);
      const where = parent === null ? 'top' : nodes.get(parent)?.triggeredByEvent ? 'eventSubProcess' : 'subProcess';
      problems.push(...elementProblems(el, n, where, (name) => attr(el, name, prefixes)));
      if (n.service?.kind === 'expression') checkExpression(el.id, '服务', n.service.value);
      checkExpression(el.id, '跳过', n.skipExpression);
      checkExpression(el.id, '完成条件', n.multiInstance?.completionCondition ?? null);
      // a literal timer must read now (a `${...}` one is read when the token gets there)
      if (n.timer && !n.timer.value.includes('${') && !planTimer(n.timer.kind, n.timer.value, new Date())) {
        problems.push({
          elementId: el.id,
          zh: `定时设置无法识别：${n.timer.value || '（空）'}（支持 ISO 8601 时长如 PT5M、日期、循环如 R3/PT10M；不支持 cron 表达式）`,
          en: `unreadable timer ${n.timer.value || '(empty)'} (ISO 8601 durations such as PT5M, dates and cycles such as R3/PT10M are supported; cron expressions are not)`,
        });
      }
      nodes.set(n.id, n);
      if (kind === 'subProcess') visit(el, el.id);
    }
  };
  visit(process, null);

  for (const f of flows.values()) {
    const from = f.source ? nodes.get(f.source) : undefined;
    const to = f.target ? nodes.get(f.target) : undefined;
    if (!from || !to) {
      if ((f.source && refused.has(f.source)) || (f.target && refused.has(f.target))) continue;
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
  problems.push(...eventSubProcessProblems(nodes));
  // a plain start takes the none start event; a message start event is for starting by message
  const starts = [...nodes.values()].filter((n) => n.kind === 'startEvent' && n.parent === null).sort((x, y) => Number(x.message !== null) - Number(y.message !== null)).map((n) => n.id);
  if (!starts.length) problems.push({ elementId: process.id ?? null, zh: '流程没有开始节点', en: 'the process has no start event' });

  const model: ProcessModel = { id: process.id, name: text(process.name), nodes, flows: new Map([...flows].map(([id, { scope: _s, ...f }]) => [id, f])), starts };
  return { model, problems };
}
