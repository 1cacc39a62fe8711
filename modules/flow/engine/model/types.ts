// The compiled form of a deployed process (compile.ts): what the interpreter walks. Plain data, no
// moddle objects: nodes and sequence flows by id, each node with what its kind needs.

export const NODE_KINDS = [
  'startEvent',
  'endEvent',
  'userTask',
  'serviceTask',
  'scriptTask',
  'manualTask',
  'receiveTask',
  'sendTask',
  'businessRuleTask',
  'task',
  'exclusiveGateway',
  'parallelGateway',
  'inclusiveGateway',
  'eventBasedGateway',
  'subProcess',
  'callActivity',
  'boundaryEvent',
  'intermediateCatchEvent',
  'intermediateThrowEvent',
] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** A listener names a handler the server registered (class, expression or delegate expression), never tenant code. */
export interface ListenerModel {
  scope: 'execution' | 'task';
  event: string;
  impl: { kind: 'class' | 'expression' | 'delegateExpression'; value: string };
  fields: Array<{ name: string; value: string }>;
}

export interface MultiInstanceModel {
  sequential: boolean;
  /** `${...}` or a variable name holding the list */
  collection: string | null;
  elementVariable: string | null;
  /** the variable each item's index goes into (besides loopCounter) */
  elementIndexVariable: string | null;
  loopCardinality: string | null;
  completionCondition: string | null;
}

export interface UserTaskModel {
  assignee: string | null;
  candidateUsers: string[];
  /** ROLE<id>, DEPT<id> or group names, as drawn */
  candidateGroups: string[];
  dueDate: string | null;
  priority: string | null;
  formKey: string | null;
  /** fixed (users chosen when drawn) or dynamic (a `${...}` from the variables) */
  dataType: string | null;
  /** COPY_USER / COPY_ROLE recipients: user ids, ROLE<id> / DEPT<id> groups */
  copyUsers: string[];
  copyGroups: string[];
  /** what happens when nobody can act on the task: autoPass, admin (the tenant's administrator) or error */
  emptyAssignee: 'autoPass' | 'admin' | 'error';
}

export interface TimerModel {
  kind: 'duration' | 'date' | 'cycle';
  value: string;
}

export interface FlowNodeModel {
  id: string;
  kind: NodeKind;
  name: string | null;
  /** the sub-process it lies in (null: the process itself) */
  parent: string | null;
  incoming: string[];
  outgoing: string[];
  /** gateways and activities: the flow taken when no condition holds */
  defaultFlow: string | null;
  skipExpression: string | null;
  listeners: ListenerModel[];
  multiInstance: MultiInstanceModel | null;
  userTask: UserTaskModel | null;
  timer: TimerModel | null;
  /** boundary events */
  attachedTo: string | null;
  cancelActivity: boolean;
  /** error boundary / end events */
  errorCode: string | null;
  /** call activities */
  calledElement: string | null;
  /** start events: the variable the initiator's id goes into */
  initiator: string | null;
  /** signal events: the signal's name (catch: waits for it; throw: sends it) */
  signal: string | null;
  /** a thrown signal reaches every waiting instance of the tenant (global) or its own only */
  signalScope: 'global' | 'processInstance';
  /** end events: a terminate end event ends every token of its scope */
  terminate: boolean;
  /** service, send, script and business-rule tasks: the registered handler they name */
  service: ListenerModel['impl'] | null;
  /** service tasks: their flowable:field values (text, or a `${...}` read when the task runs) */
  serviceFields: ListenerModel['fields'];
  /** service tasks: where an expression's value goes */
  resultVariable: string | null;
  /** message events, receive and send tasks: the message's name */
  message: string | null;
  /** start events of event sub-processes: whether firing cancels the rest of the scope */
  interrupting: boolean;
  /** a sub-process started by an event of its scope, never by a flow */
  triggeredByEvent: boolean;
  /** start events and user tasks: the form shown (flowable:formKey: an entity or a designed form) */
  formKey: string | null;
  /** start events and user tasks: the variables their writable flowable:formProperty entries set */
  formProperties: string[];
}

export interface SequenceFlowModel {
  id: string;
  name: string | null;
  source: string;
  target: string;
  condition: string | null;
  skipExpression: string | null;
}

export interface ProcessModel {
  id: string;
  name: string | null;
  nodes: Map<string, FlowNodeModel>;
  flows: Map<string, SequenceFlowModel>;
  /** the top-level start events */
  starts: string[];
}

/** What keeps a process from deploying, by element (Chinese and English, as the caller's language picks). */
export interface ProcessProblem {
  elementId: string | null;
  zh: string;
  en: string;
}
