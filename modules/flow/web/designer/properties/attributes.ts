// The plain attributes of each kind of element (the designer's node properties), as a
// table the panel renders and one read/write pair works on. Flowable attributes by qualified name;
// isForCompensation is BPMN's own.
import { cleared, flag, flagOf, isA, textOf, type Bo, type PropertyWriter } from './moddle';

export type AttrKind = 'text' | 'bool' | 'select';

export interface AttrField {
  /** the property's qualified name */
  key: string;
  kind: AttrKind;
  /** the label's key in strings.ts */
  label: string;
  /** select: the stored values (their labels are `${label}.${value}` in strings.ts) */
  options?: readonly string[];
  /** select: what the engine does when the attribute is absent */
  fallback?: string;
}

const text = (key: string, label: string): AttrField => ({ key, kind: 'text', label });
const bool = (key: string, label: string): AttrField => ({ key, kind: 'bool', label });

export const ASYNC = bool('flowable:async', 'async');
export const SKIP = text('flowable:skipExpression', 'skipExpression');
export const COMPENSATION = bool('isForCompensation', 'isForCompensation');
export const FORM_KEY = text('flowable:formKey', 'formKey');
export const EMPTY_ASSIGNEE_POLICIES = ['autoPass', 'admin', 'error'] as const;
// absent: the engine gives the task to the tenant's administrator (modules/flow/engine/model/compile.ts)
export const EMPTY_ASSIGNEE: AttrField = { key: 'flowable:emptyAssignee', kind: 'select', label: 'emptyAssignee', options: EMPTY_ASSIGNEE_POLICIES, fallback: 'admin' };

export const START_EVENT_FIELDS = [text('flowable:initiator', 'initiator'), FORM_KEY];
export const USER_TASK_FIELDS = [EMPTY_ASSIGNEE, ASYNC, text('flowable:priority', 'priority'), FORM_KEY, SKIP, text('flowable:dueDate', 'dueDate')];
export const SERVICE_TASK_FIELDS = [ASYNC, SKIP, COMPENSATION, bool('flowable:triggerable', 'triggerable'), text('flowable:class', 'className')];
export const SCRIPT_TASK_FIELDS = [ASYNC, COMPENSATION, bool('flowable:autoStoreVariables', 'autoStoreVariables')];
export const SIMPLE_TASK_FIELDS = [ASYNC, COMPENSATION];
export const BUSINESS_RULE_FIELDS = [
  ASYNC,
  COMPENSATION,
  text('flowable:ruleVariablesInput', 'ruleVariablesInput'),
  text('flowable:rules', 'rules'),
  text('flowable:resultVariable', 'resultVariable'),
  bool('flowable:exclude', 'exclude'),
];
export const GATEWAY_FIELDS = [ASYNC];
export const SEQUENCE_FLOW_FIELDS = [SKIP];

/** The attribute fields of an element, by its type (the user task's assignment is not among them). */
export function attributeFieldsOf(bo: Bo): AttrField[] {
  if (isA(bo, 'bpmn:StartEvent')) return START_EVENT_FIELDS;
  if (isA(bo, 'bpmn:UserTask')) return USER_TASK_FIELDS;
  if (isA(bo, 'bpmn:ServiceTask')) return SERVICE_TASK_FIELDS;
  if (isA(bo, 'bpmn:ScriptTask')) return SCRIPT_TASK_FIELDS;
  if (isA(bo, 'bpmn:BusinessRuleTask')) return BUSINESS_RULE_FIELDS;
  if (isA(bo, 'bpmn:ManualTask') || isA(bo, 'bpmn:ReceiveTask') || isA(bo, 'bpmn:SendTask')) return SIMPLE_TASK_FIELDS;
  if (isA(bo, 'bpmn:Gateway')) return GATEWAY_FIELDS;
  if (isA(bo, 'bpmn:SequenceFlow')) return SEQUENCE_FLOW_FIELDS;
  return [];
}

export type AttrValues = Record<string, string | boolean>;

export function readAttributes(bo: Bo, fields: readonly AttrField[]): AttrValues {
  const out: AttrValues = {};
  for (const f of fields) out[f.key] = f.kind === 'bool' ? flagOf(bo, f.key) : textOf(bo, f.key);
  return out;
}

/** Writes some attributes in one step: empty text and false are removed. */
export function writeAttributes(w: PropertyWriter, bo: Bo, patch: AttrValues): void {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) props[key] = typeof value === 'boolean' ? flag(value) : cleared(value);
  w.update(bo, props);
}
