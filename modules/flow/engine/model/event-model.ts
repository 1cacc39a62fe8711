// What events and service-like tasks carry into the compiled model (messages, event sub-processes,
// service handlers and their fields), and the deploy-time refusals for what the engine would not act
// on: an event definition a node kind cannot have here, a script, a business-rule or a typed
// (mail, http, …) task, a task naming no handler, an event sub-process reached by a flow.
import type { ModdleElement } from '../bpmn/moddle';
import type { FlowNodeModel, ListenerModel, NodeKind, ProcessProblem } from './types';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

type Trigger = 'message' | 'signal' | 'timer' | 'error' | 'terminate';
const TRIGGER_OF_TYPE: Record<string, Trigger> = {
  'bpmn:MessageEventDefinition': 'message',
  'bpmn:SignalEventDefinition': 'signal',
  'bpmn:TimerEventDefinition': 'timer',
  'bpmn:ErrorEventDefinition': 'error',
  'bpmn:TerminateEventDefinition': 'terminate',
};
const TRIGGER_NAMES: Record<Trigger, [string, string]> = { message: ['消息', 'message'], signal: ['信号', 'signal'], timer: ['定时', 'timer'], error: ['错误', 'error'], terminate: ['终止', 'terminate'] };

/** what each kind of event may carry here (null: no definition at all) */
const ALLOWED: Partial<Record<NodeKind, Array<Trigger | null>>> = {
  endEvent: [null, 'error', 'terminate', 'signal', 'message'],
  intermediateCatchEvent: ['timer', 'signal', 'message'],
  intermediateThrowEvent: [null, 'signal', 'message'],
  boundaryEvent: ['timer', 'error', 'signal', 'message'],
};
const START_IN_EVENT_SUB_PROCESS: Array<Trigger | null> = ['error', 'message', 'timer', 'signal'];
/** a top-level message start event starts an instance by message; a sub-process starts from a none start event */
const START_AT_TOP: Array<Trigger | null> = [null, 'message'];
const START_IN_SUB_PROCESS: Array<Trigger | null> = [null];

function messageName(ref: ModdleElement | undefined): string | null {
  return ref ? (text(ref.name) ?? text(ref.id)) : null;
}

/** The fields of FlowNodeModel this file reads. */
export function eventFieldsOf(el: ModdleElement, kind: NodeKind, attr: (name: string) => unknown): Pick<FlowNodeModel, 'serviceFields' | 'resultVariable' | 'message' | 'interrupting' | 'triggeredByEvent'> {
  const messageDef = (el.eventDefinitions ?? []).find((d: ModdleElement) => d.$type === 'bpmn:MessageEventDefinition');
  const fields: ListenerModel['fields'] = [];
  for (const x of el.extensionElements?.values ?? []) {
    if (x.$type === 'flowable:Field' || /:field$/.test(x.$type)) fields.push({ name: String(x.name ?? ''), value: String(x.stringValue ?? x.string ?? x.expression ?? '') });
  }
  const errorStart = kind === 'startEvent' && (el.eventDefinitions ?? []).some((d: ModdleElement) => d.$type === 'bpmn:ErrorEventDefinition');
  return {
    serviceFields: fields,
    resultVariable: text(attr('resultVariable')) ?? text(attr('resultVariableName')),
    message: messageDef ? (messageName(messageDef.messageRef) ?? '') : kind === 'receiveTask' || kind === 'sendTask' ? messageName(el.messageRef) : null,
    // an error start event always interrupts its scope
    interrupting: errorStart || el.isInterrupting !== false,
    triggeredByEvent: kind === 'subProcess' && el.triggeredByEvent === true,
  };
}

const problem = (elementId: string, zh: string, en: string): ProcessProblem => ({ elementId, zh, en });

/** Refusals of one element (its own attributes; `inEventSubProcess`: it lies directly in one). */
export function elementProblems(el: ModdleElement, node: FlowNodeModel, parentKind: 'top' | 'subProcess' | 'eventSubProcess', attr: (name: string) => unknown): ProcessProblem[] {
  const out: ProcessProblem[] = [];
  const triggers: Array<Trigger | null> = (el.eventDefinitions ?? []).map((d: ModdleElement) => TRIGGER_OF_TYPE[d.$type] ?? null);
  const unknown = (el.eventDefinitions ?? []).filter((d: ModdleElement) => !TRIGGER_OF_TYPE[d.$type]).map((d: ModdleElement) => String(d.$type).replace(/^bpmn:/, ''));
  const allowed = node.kind === 'startEvent' ? (parentKind === 'eventSubProcess' ? START_IN_EVENT_SUB_PROCESS : parentKind === 'top' ? START_AT_TOP : START_IN_SUB_PROCESS) : ALLOWED[node.kind];
  if (allowed) {
    if (unknown.length) out.push(problem(el.id, `不支持的事件定义：${unknown.join('、')}`, `unsupported event definition ${unknown.join(', ')}`));
    else if (triggers.length > 1) out.push(problem(el.id, '一个事件只能有一个事件定义', 'an event can have only one event definition'));
    else if (!allowed.includes(triggers[0] ?? null)) {
      const what = triggers[0] ? TRIGGER_NAMES[triggers[0]] : ['无定义', 'none'];
      if (node.kind === 'startEvent' && parentKind === 'eventSubProcess') out.push(problem(el.id, '事件子流程的开始事件必须是错误、消息、定时或信号事件', 'the start event of an event sub-process must be an error, message, timer or signal event'));
      else out.push(problem(el.id, `此处不支持${what[0]}事件`, `a ${what[1]} event is not supported here`));
    }
    if (node.message === '' || (triggers.includes('message') && !node.message)) out.push(problem(el.id, '消息事件没有指定消息（messageRef）', 'the message event names no message (messageRef)'));
  }
  out.push(...taskProblems(el, node, attr));
  return out;
}

function taskProblems(el: ModdleElement, node: FlowNodeModel, attr: (name: string) => unknown): ProcessProblem[] {
  const type = text(attr('type'));
  switch (node.kind) {
    case 'scriptTask':
      return [problem(el.id, '不运行脚本任务：服务器不执行流程中的脚本，请改用服务任务并指定已注册的处理器', 'script tasks are not run: the server runs no scripts from processes; use a service task naming a registered handler')];
    case 'businessRuleTask':
      if (node.service?.kind === 'class' || node.service?.kind === 'delegateExpression') return [];
      return [problem(el.id, '不支持业务规则任务（规则引擎）；可指定已注册的处理器（class 或 delegateExpression）', 'business-rule tasks (a rules engine) are not supported; name a registered handler (class or delegateExpression) instead')];
    case 'receiveTask':
      return node.message ? [] : [problem(el.id, '接收任务必须指定它等待的消息（messageRef）', 'a receive task must name the message it waits for (messageRef)')];
    case 'sendTask':
    case 'serviceTask': {
      if (type) return [problem(el.id, `不支持的服务任务类型：${type}`, `unsupported service task type ${type}`)];
      if (attr('triggerable') === true || attr('triggerable') === 'true') return [problem(el.id, '不支持等待触发（triggerable）的服务任务', 'triggerable service tasks are not supported')];
      if (node.kind === 'sendTask' && (node.message || node.service)) return [];
      if (!node.service) return [problem(el.id, node.kind === 'sendTask' ? '发送任务必须指定消息（messageRef）或处理器' : '服务任务没有指定处理器（class、delegateExpression 或 expression）', node.kind === 'sendTask' ? 'a send task must name a message (messageRef) or a handler' : 'the service task names no handler (class, delegateExpression or expression)')];
      return [];
    }
    default:
      return [];
  }
}

/** Refusals that need the whole process: flows at an event sub-process, its start events. */
export function eventSubProcessProblems(nodes: Map<string, FlowNodeModel>): ProcessProblem[] {
  const out: ProcessProblem[] = [];
  for (const n of nodes.values()) {
    if (!n.triggeredByEvent) continue;
    if (n.incoming.length || n.outgoing.length) out.push(problem(n.id, '事件子流程不能有进出的连线：它由事件触发', 'an event sub-process has no incoming or outgoing flows: an event starts it'));
    const starts = [...nodes.values()].filter((s) => s.parent === n.id && s.kind === 'startEvent');
    if (starts.length !== 1) out.push(problem(n.id, '事件子流程必须有且只有一个开始事件', 'an event sub-process needs exactly one start event'));
  }
  return out;
}

/** The start event of an event sub-process, when `n` is one. */
export function isEventStart(nodes: Map<string, FlowNodeModel>, n: FlowNodeModel): boolean {
  return n.kind === 'startEvent' && n.parent !== null && nodes.get(n.parent)?.triggeredByEvent === true;
}
