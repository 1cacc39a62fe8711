// flow.FlowableTask / FlowableDef / FlowableInstance / FlowableForm: approval flows
// on our own interpreter (modules/flow/engine). Task operations are open to any logged-in user and judged
// by the engine against the task (only its assignee or a candidate may act); definitions need the
// flowable/FlowList page, forms flowable/Form, the tenant-wide list flowable/Company.
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../schemas/rpc/define';

export const FLOW_LIST_PAGE = 'flowable/FlowList';
export const FLOW_FORM_PAGE = 'flowable/Form';
export const FLOW_COMPANY_PAGE = 'flowable/Company';

/** A task's, instance's or definition's id as the wire carries it. */
const key = z.string().trim().min(1, 'is required').max(64);
const comment = z.string().max(2000).optional();
const userIds = z.array(idArg).max(200);
/** process variables: JSON values by name */
const variables = z.record(z.string().max(128), z.unknown()).optional();

export const FLOW_STATUSES = ['Ongoing', 'Finish', 'Reject', 'Cancel'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export const TASK_TYPES = ['wait', 'copy', 'finished', 'All', 'myPross', 'centerView'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const flowQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  /** process name, receipt code or task name contains */
  keyword: z.string().max(128).optional(),
  category: z.string().max(64).optional(),
  entityCode: z.string().max(128).optional(),
  status: z.enum(FLOW_STATUSES).optional(),
  /** ISO dates, inclusive, on the task's (or instance's) create time */
  beginDate: z.string().max(32).optional(),
  endDate: z.string().max(32).optional(),
});
export type FlowQuery = z.infer<typeof flowQuery>;

/** One row of the task lists (todo, finished, copy, my processes, all). */
export interface FlowTaskRow {
  taskId: string | null;
  taskName: string | null;
  nodeId: string | null;
  procInsId: string;
  procDefId: string;
  deployId: string;
  procDefName: string;
  procDefVersion: number;
  category: string | null;
  entityCode: string | null;
  receiptId: number | null;
  receiptCode: string | null;
  startUserId: number;
  startUserName: string;
  startDeptName: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  /** the task waits to be claimed by one of its candidates */
  claimable: boolean;
  /** the caller claimed the task from its candidates (取消签收 gives it back) */
  claimed: boolean;
  delegation: 'PENDING' | 'RESOLVED' | null;
  /** nobody the node names could be found: the task went to the administrator by the node's empty-approver policy */
  noApprover: boolean;
  createTime: string;
  finishTime: string | null;
  duration: string | null;
  status: FlowStatus;
  /** current open nodes of the instance, comma-joined names */
  currentNodes: string | null;
  /** copy lists: the copy's id and whether it was read */
  copySendId?: number;
  read?: boolean;
  appCode: string | null;
  pageUrl: string | null;
}

export interface StartInput {
  procDefId: string;
  entityCode?: string;
  departmentId?: number;
  receiptId?: number;
  receiptCode?: string;
  variables?: Record<string, unknown>;
  copySendUserIds?: number[];
  appCode?: string;
  pageUrl?: string;
}
const startInput = z.object({
  procDefId: key,
  entityCode: z.string().max(128).optional(),
  departmentId: idArg.optional(),
  receiptId: idArg.optional(),
  receiptCode: z.string().max(128).optional(),
  variables,
  copySendUserIds: userIds.optional(),
  appCode: z.string().max(64).optional(),
  pageUrl: z.string().max(512).optional(),
});

const completeInput = z.object({
  taskId: key,
  instanceId: key.optional(),
  comment,
  /** the approval fields of the form; a field holding user ids holds them comma-joined */
  values: z.record(z.string().max(128), z.unknown()).optional(),
  variables,
  copySendUserIds: userIds.optional(),
});
export type CompleteInput = z.infer<typeof completeInput>;
const taskComment = z.object({ taskId: key, comment });
const returnInput = z.object({ taskId: key, targetKey: z.string().max(128).optional(), comment });
const addSignInput = z.object({ taskId: key, type: z.union([z.literal(0), z.literal(1)]).optional(), userIds: userIds.optional(), comment });
const removeSignInput = z.object({ taskId: key, childTaskIds: z.array(key).max(200).optional(), comment });
const toUser = z.object({ taskId: key, userId: idArg, comment });
const claimInput = z.object({ taskId: key, comment, userId: idArg.optional() });
const instanceInput = z.object({ instanceId: key, taskId: key.optional(), comment });
const byReceipt = z.object({ entityCode: z.string().min(1).max(128), receiptId: idArg });
const instanceRef = z.object({ procInsId: key.optional(), taskId: key.optional(), deployId: key.optional() });

/** A node a return may go back to. */
export interface ReturnTarget {
  id: string;
  name: string | null;
}
/** The caller's open task on an instance (null: none). */
export interface UserNextTask {
  taskId: string;
  nodeId: string;
  name: string | null;
  procInsId: string;
  /** approve/refuse/return are offered (the task is the caller's and not waiting on add-signers) */
  canComplete: boolean;
  claimable: boolean;
  /** the caller claimed it from its candidates (取消签收 gives it back) */
  claimed: boolean;
  delegation: 'PENDING' | 'RESOLVED' | null;
  /** 0 before, 1 after when this is an add-signer's task */
  signType: 0 | 1 | null;
  /** the node is the first user task (the initiator's) */
  firstNode: boolean;
  formKey: string | null;
}
export interface FlowRecordRow {
  taskId: string;
  taskName: string | null;
  nodeId: string;
  assigneeName: string | null;
  deptName: string | null;
  candidateRole: string | null;
  candidateDepart: string | null;
  candidate: string | null;
  createTime: string;
  finishTime: string | null;
  duration: string | null;
  status: string;
  comment: { type: '1' | '2' | '3' | string; comment: string } | null;
}
export interface FlowRecord {
  flowList: FlowRecordRow[];
  entityCode: string | null;
  receiptId: number | null;
  formData: { formConfig: { code: string | null } } | null;
}
/** The diagram and what to highlight: user tasks and end events in the order reached. */
export interface FlowChartData {
  xml: string;
  nodes: Array<{ key: string; completed: boolean }>;
}
export interface NextNode {
  id: string;
  name: string | null;
  kind: string;
  /** assignment as drawn: fixed users, candidate users/groups, or dynamic */
  assignee: string | null;
  candidateUsers: string[];
  candidateGroups: string[];
  dataType: string | null;
}
export interface FlowInstanceView {
  instanceId: string;
  procDefId: string;
  procDefName: string;
  status: FlowStatus;
  startUserId: number;
  startUserName: string;
  startTime: string;
  endTime: string | null;
  entityCode: string | null;
  receiptId: number | null;
  currentNodes: Array<{ id: string; name: string | null }>;
}
export interface FlowDetail {
  instance: FlowInstanceView;
  task: UserNextTask | null;
  record: FlowRecord;
  variables: Record<string, unknown>;
  /** the caller may save the document while handling its task (FlowCompleteEditAllow, or a reviewer its type names: gsReviewer) */
  editAllowed: boolean;
}
const msg = { msg: '' as string };
type Msg = typeof msg;

export const flowTask = defineService('flow.FlowableTask', {
  /** [{procDefId, entityCode, departmentId, receiptId, …}]: starts an instance (a receipt moves to Ongoing) */
  start: call<[StartInput], Msg & { instanceId: string }>(args(['start', startInput]), 'session', { log: true }),
  complete: call<[CompleteInput], Msg>(args(['task', completeInput]), 'session', { log: true }),
  /** completes the caller's open task on the receipt's running flow */
  completeByReceipt: call<[z.infer<typeof byReceipt> & { comment?: string }], Msg>(args(['task', byReceipt.extend({ comment })]), 'session', { log: true }),
  taskReject: call<[z.infer<typeof taskComment>], Msg>(args(['task', taskComment]), 'session', { log: true }),
  taskReturn: call<[z.infer<typeof returnInput>], Msg>(args(['task', returnInput]), 'session', { log: true }),
  getFlowChartData: call<[z.infer<typeof instanceRef>], FlowChartData>(args(['ref', instanceRef]), 'session'),
  getFlowViewer: call<[z.infer<typeof instanceRef>], FlowChartData['nodes']>(args(['ref', instanceRef]), 'session'),
  getUserNextTask: call<[z.infer<typeof instanceRef>], UserNextTask | null>(args(['ref', instanceRef]), 'session'),
  getCurrentNode: call<[z.infer<typeof instanceRef>], Array<{ id: string; name: string | null }>>(args(['ref', instanceRef]), 'session'),
  /** [taskId]: the user tasks that follow the task's node (through gateways, variables as they are) */
  listNext: call<[z.infer<typeof instanceRef>], NextNode[]>(args(['ref', instanceRef]), 'session'),
  getNextFlowNode: call<[z.infer<typeof instanceRef> & { variables?: Record<string, unknown> }], NextNode[]>(args(['ref', instanceRef.extend({ variables })]), 'session'),
  getInstanceByReceipt: call<[z.infer<typeof byReceipt>], FlowInstanceView | null>(args(['receipt', byReceipt]), 'session'),
  /** [{taskId, type 0 before / 1 after, userIds, comment}] */
  addSign: call<[z.infer<typeof addSignInput>], Msg>(args(['sign', addSignInput]), 'session', { log: true }),
  /** [{taskId, childTaskIds?}]: removes add-signers' tasks that are still open (all of them when none are named) */
  removeSign: call<[z.infer<typeof removeSignInput>], Msg>(args(['sign', removeSignInput]), 'session', { log: true }),
  companyProcess: call<[FlowQuery], Paged<FlowTaskRow>>(args(['query', flowQuery]), { page: FLOW_COMPANY_PAGE }),
  finishedList: call<[FlowQuery], Paged<FlowTaskRow>>(args(['query', flowQuery]), 'session'),
  myProcess: call<[FlowQuery], Paged<FlowTaskRow>>(args(['query', flowQuery]), 'session'),
  todoList: call<[FlowQuery], Paged<FlowTaskRow>>(args(['query', flowQuery]), 'session'),
  copySendList: call<[FlowQuery], Paged<FlowTaskRow>>(args(['query', flowQuery]), 'session'),
  /** [taskType, query]: the list a task screen pages through (previous/next) */
  taskList: call<[TaskType, FlowQuery], Paged<FlowTaskRow>>(args(['taskType', z.enum(TASK_TYPES)], ['query', flowQuery]), 'session'),
  copySendRead: call<[number[]], { updated: number }>(args(['ids', z.array(idArg).min(1).max(1000)]), 'session', { log: true }),
  detail: call<[z.infer<typeof instanceRef>], FlowDetail>(args(['ref', instanceRef]), 'session'),
  /** [{instanceId}]: the initiator takes the flow back; [{instanceId, taskId}]: an approver withdraws the approval of a finished task */
  revokeProcess: call<[z.infer<typeof instanceInput>], Msg>(args(['instance', instanceInput]), 'session', { log: true }),
  stopProcess: call<[z.infer<typeof instanceInput>], Msg>(args(['instance', instanceInput]), 'session', { log: true }),
  delete: call<[z.infer<typeof instanceInput>], Msg>(args(['instance', instanceInput]), 'session', { log: true }),
  processVariables: call<[z.infer<typeof instanceRef>], Record<string, unknown>>(args(['ref', instanceRef]), 'session'),
  flowRecord: call<[z.infer<typeof instanceRef>], FlowRecord>(args(['ref', instanceRef]), 'session'),
  findReturnTaskList: call<[z.infer<typeof instanceRef>], ReturnTarget[]>(args(['ref', instanceRef]), 'session'),
  claim: call<[z.infer<typeof claimInput>], Msg>(args(['claim', claimInput]), 'session', { log: true }),
  unClaim: call<[z.infer<typeof taskComment>], Msg>(args(['claim', taskComment]), 'session', { log: true }),
  delegate: call<[z.infer<typeof toUser>], Msg>(args(['delegate', toUser]), 'session', { log: true }),
  assign: call<[z.infer<typeof toUser>], Msg>(args(['assign', toUser]), 'session', { log: true }),
  /** []: the caller's departments, for 部门选择 */
  myDepartments: call<[], Array<{ id: number; name: string; parentId: number | null }>>(args(), 'session'),
});

export interface FlowDefinitionView {
  procDefId: string;
  deployId: string;
  key: string;
  name: string;
  category: string | null;
  version: number;
  suspended: boolean;
  deployTime: string;
  deployedBy: string | null;
  /** entity codes of the receipt types bound to this key */
  entityCodes: string[];
  formId: number | null;
}
const saveDefinition = z.object({
  process: z.object({ id: z.string().trim().min(1, 'Id 不能为空').max(64).regex(/^[A-Za-z_][\w.-]*$/, 'must start with a letter or _'), name: z.string().trim().min(1, 'is required').max(128), category: z.string().trim().min(1, '流程分类不能为空').max(64) }),
  xml: z.string().min(1, 'is required').max(2_000_000),
  svg: z.string().max(4_000_000).optional(),
});
export type SaveDefinitionInput = z.infer<typeof saveDefinition>;
const defQuery = flowQuery.extend({ key: z.string().max(64).optional(), latestOnly: z.boolean().optional(), suspended: z.boolean().optional() });

export const flowDef = defineService('flow.FlowableDef', {
  list: call<[z.infer<typeof defQuery>], Paged<FlowDefinitionView>>(args(['query', defQuery]), { page: FLOW_LIST_PAGE }),
  /** [{deployId}]: a version with running instances is refused (409) */
  delete: call<[{ deployId: string }], { removed: number }>(args(['def', z.object({ deployId: key })]), { page: FLOW_LIST_PAGE, op: 'delete' }),
  /** [{process, xml, svg}]: deploys the next version of the process key; running instances stay on theirs */
  save: call<[SaveDefinitionInput], FlowDefinitionView>(args(['def', saveDefinition]), { page: FLOW_LIST_PAGE, op: 'create' }),
  updateState: call<[{ deployId: string; state: 'active' | 'suspended' }], FlowDefinitionView>(
    args(['def', z.object({ deployId: key, state: z.enum(['active', 'suspended']) })]),
    { page: FLOW_LIST_PAGE, op: 'updateState' },
  ),
  readXml: call<[{ deployId: string }], { xml: string; svg: string | null; name: string; category: string | null }>(args(['def', z.object({ deployId: key })]), 'session'),
  /** [{procDefId, variables, valData}]: starts a form flow (no receipt) */
  start: call<[{ procDefId: string; variables?: Record<string, unknown>; valData?: Record<string, unknown> }], Msg & { instanceId: string }>(
    args(['start', z.object({ procDefId: key, variables, valData: variables })]),
    'session',
    { log: true },
  ),
  /** [{key, entityCodes}]: the receipt types a submit starts this process for (replaces the key's bindings) */
  bind: call<[{ key: string; entityCodes: string[] }], FlowDefinitionView>(
    args(['binding', z.object({ key, entityCodes: z.array(z.string().min(1).max(128)).max(100) })]),
    { page: FLOW_LIST_PAGE, op: 'update' },
  ),
  /** []: categories, users, roles and departments for the designer's pickers */
  choices: call<[], DesignerChoices>(args(), 'session'),
});
export interface DesignerChoices {
  categories: Array<{ code: string; name: string }>;
  users: Array<{ id: number; code: string; name: string }>;
  roles: Array<{ id: number; code: string; name: string }>;
  departments: Array<{ id: number; code: string; name: string; parentId: number | null; organId: number }>;
  /** receipt entities that may have a flow */
  receipts: Array<{ entityCode: string; name: string }>;
}

/** a message to a running instance (one, or those of a document code), or by name to a message start event */
const messageInput = z.object({
  messageName: z.string().trim().min(1, 'is required').max(255),
  instanceId: key.optional(),
  /** the code of the document the instance runs for */
  businessKey: z.string().trim().min(1).max(128).optional(),
});

export const flowInstance = defineService('flow.FlowableInstance', {
  delete: call<[z.infer<typeof instanceInput>], Msg>(args(['instance', instanceInput]), 'session', { log: true }),
  /**
   * [{messageName, instanceId?, businessKey?}]: the first instance waiting for the message takes it,
   * else (no instance or key named) a definition's message start event starts one. Moving any
   * instance of the tenant on is as strong as stopping it: who may stop all processes may send.
   */
  correlateMessage: call<[z.infer<typeof messageInput>], Msg & { instanceId: string; started: boolean }>(args(['message', messageInput]), { page: FLOW_COMPANY_PAGE, op: 'stop' }, { log: true }),
  processVariables: call<[string], Record<string, unknown>>(args(['instanceId', key]), 'session'),
});

export interface FlowFormView {
  formId: number;
  formName: string;
  /** a designed form (datax.Form formId) or an entity whose generated form is used */
  formKey: string;
  entityCode: string | null;
  remark: string | null;
}
const formInput = z.object({
  formId: idArg.optional(),
  formName: z.string().trim().min(1, 'is required').max(128),
  formKey: z.string().trim().min(1, 'is required').max(128),
  entityCode: z.string().max(128).nullish(),
  remark: z.string().max(512).nullish(),
});
const deployForm = z.object({ deployId: key, formId: idArg, nodeKey: z.string().max(128).nullish() });

export const flowForm = defineService('flow.FlowableForm', {
  list: call<[FlowQuery], Paged<FlowFormView>>(args(['query', flowQuery]), { page: FLOW_FORM_PAGE }),
  listAll: call<[], FlowFormView[]>(args(), 'session'),
  add: call<[z.infer<typeof formInput>], FlowFormView>(args(['form', formInput]), { page: FLOW_FORM_PAGE, op: 'create' }),
  edit: call<[z.infer<typeof formInput>], FlowFormView>(args(['form', formInput]), { page: FLOW_FORM_PAGE, op: 'update' }),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(1000)]), { page: FLOW_FORM_PAGE, op: 'delete' }),
  addDeployForm: call<[z.infer<typeof deployForm>], { saved: true }>(args(['deployForm', deployForm]), { page: FLOW_LIST_PAGE, op: 'update' }),
  modifyDeployForm: call<[z.infer<typeof deployForm>], { saved: true }>(args(['deployForm', deployForm]), { page: FLOW_LIST_PAGE, op: 'update' }),
  /** [formId] */
  getInfo: call<[number], FlowFormView>(args(['formId', idArg]), 'session'),
  /** [deployId]: the forms saved for a deployment's nodes (the start form: nodeKey null), for FlowDetail */
  deployForms: call<[string], Array<{ nodeKey: string | null; formId: number }>>(args(['deployId', key]), { page: FLOW_LIST_PAGE }),
  /** [{deployId, forms:[{nodeKey, formId}]}]: the start form (nodeKey null) and node forms of a deployment */
  saveDeployForms: call<[{ deployId: string; forms: Array<{ nodeKey?: string | null; formId: number }> }], { saved: number }>(
    args(['deployForms', z.object({ deployId: key, forms: z.array(z.object({ nodeKey: z.string().max(128).nullish(), formId: idArg })).max(200) })]),
    { page: FLOW_LIST_PAGE, op: 'update' },
  ),
});

export const FLOW_CLASS_PAGE = 'flowable/Class';
export interface FlowCategoryView {
  id: number;
  code: string;
  name: string;
  sn: number;
  remark: string | null;
  /** deployed process keys in the category (a category in use cannot be removed) */
  used: number;
}
const categoryInput = z.object({
  id: idArg.optional(),
  code: z.string().trim().min(1, 'is required').max(64).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only'),
  name: z.string().trim().min(1, 'is required').max(128),
  sn: z.coerce.number().int().min(0).max(99999).default(0),
  remark: z.string().max(512).nullish(),
});
export type FlowCategoryInput = z.infer<typeof categoryInput>;

/** 流程分类 (flowable/Class): the categories the designer's process category picks from. */
export const flowCategory = defineService('flow.FlowableCategory', {
  list: call<[], FlowCategoryView[]>(args(), 'session'),
  save: call<[FlowCategoryInput], FlowCategoryView>(args(['category', categoryInput]), ([c]) => ({ page: FLOW_CLASS_PAGE, op: c.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(1000)]), { page: FLOW_CLASS_PAGE, op: 'delete' }),
});

export const FLOW_SERVICES = [flowTask, flowDef, flowInstance, flowForm, flowCategory] as const;
