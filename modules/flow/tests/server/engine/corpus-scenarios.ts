// The runs corpus-run.test.ts makes of each corpus file with user tasks (modules/flow/tests/fixtures/bpmn-corpus):
// enough runs that every outgoing flow of every exclusive/inclusive gateway (and of a conditional
// activity) is taken once, each written down as the drawing implies it — the user tasks made in
// order with their end state and holder, and the end events reached.
//
// How the drawings meet our server (the same for every run):
// - The starter is zhaolei. Our demo users stand in for the drawings' people through variables
//   (`${pm}`, `${user}`, candidate groups `ROLE<id>`); names and ids of other systems' users
//   (kermit, johndoe, "1", role codes such as management) are nobody here, so those tasks go to
//   the tenant's administrator (admin), the default empty-assignee policy.
// - The initiator's own first task passes by itself at the start (status approve, nobody acted).
// - Listeners naming Java classes do nothing here; the Java delegates service tasks name are
//   registered as no-op handlers by the test (an integrator maps them to handlers): the variables
//   they would set are given at the start instead.
// - Files with work the engine does not do are refused at deploy naming it (REFUSED).

export type Users = Record<string, number>;

/** complete the open task at a node: by id, or by name when the name is unique */
export interface CompleteStep {
  node: string;
  /** who acts (a user code); default: the assignee, else the first of our candidates */
  as?: string;
  /** variables the completion sets: they choose the following gateway's branch */
  vars?: Record<string, unknown>;
}
/** fire the timer of a boundary event now (as the poller would when it is due) */
export interface TimerStep {
  timer: string;
  /** when it was due, counted from the start of the run */
  dueInMs: number;
}
export type Step = CompleteStep | TimerStep;

export interface Scenario {
  file: string;
  branch: string;
  vars?: (u: Users, roles: Users) => Record<string, unknown>;
  steps: Step[];
  /** every user task made, in order: [name (else node id), final status, holder's code (null: nobody)] */
  tasks: Array<[string, string, string | null]>;
  /** end events reached, in order (name, else id) */
  ends: string[];
  /** variables the instance ends with (some of them) */
  endVars?: (u: Users) => Record<string, unknown>;
}

const F = {
  oaLeave: 'YunaiV__ruoyi-vue-pro__oa-leave.bpmn',
  budget: 'alfred224-82__ruoyi-flowable-budget-demo__budgetProcess.bpmn20.xml',
  camunda: 'camunda__camunda-bpm-examples__process.bpmn',
  leave7: 'dromara__RuoYi-Vue-Plus__请假流程(监听)-leave7.bpmn20.xml',
  leave5: 'dromara__RuoYi-Vue-Plus__请假流程（会签）-leave5.bpmn20.xml',
  leave4: 'dromara__RuoYi-Vue-Plus__请假流程（包容网关）-leave4.bpmn20.xml',
  leave6: 'dromara__RuoYi-Vue-Plus__请假流程（子流程）-leave6.bpmn20.xml',
  leave2: 'dromara__RuoYi-Vue-Plus__请假流程（排他网关）-leave2.bpmn20.xml',
  javaDelegate: 'flowable__flowable-engine__ExecutionListenerJavaDelegate.bpmn20.xml',
  timerBoundary: 'flowable__flowable-engine__ExecutionListenerTest.testExecutionListenersOnTimerBoundary.bpmn20.xml',
  inclusiveMerge: 'flowable__flowable-engine__InclusiveGatewayTest.testMergeWithEndedExecution.bpmn20.xml',
  miParallel: 'flowable__flowable-engine__MultiInstanceTest.testParallelUserTasksCompletionCondition.bpmn20.xml',
  miSequential: 'flowable__flowable-engine__MultiInstanceTest.testSequentialExecutionListener.bpmn20.xml',
  salesLead: 'flowable__flowable-engine__reviewSalesLead.bpmn20.xml',
  serviceAndUser: 'flowable__flowable-engine__serviceAndUserTask.bpmn20.xml',
  userTaskModel: 'flowable__flowable-engine__usertaskmodel.bpmn',
  vacation: 'flowable__flowable-examples__VacationRequest.bpmn20.xml',
  benchmark: 'flowable__flowable-examples__benchmark-process.bpmn20.xml',
  sentiment: 'flowable__flowable-examples__call-semantic-analysis.bpmn20.xml',
  testProcess: 'flowable__flowable-examples__test-process.bpmn20.xml',
} as const;
export const CORPUS_FILES = F;

const HOUR = 3_600_000;
const a = (name: string, who: string | null = 'admin'): [string, string, string | null] => [name, 'approve', who];
const c = (name: string, who: string | null = 'admin'): [string, string, string | null] => [name, 'cancel', who];

// activiti: namespace, assignees ${pm}/${bm}/${hr}; four exclusive gateways (days, and approved after each approver)
const oaVars = (u: Users) => ({ pm: u.lina, bm: u.sunli, hr: u.wangqiang });
const oaLeave: Scenario[] = [
  { file: F.oaLeave, branch: '≤3 days: project manager agrees, HR agrees', vars: (u) => ({ ...oaVars(u), day: 2 }), steps: [{ node: 'pmVerify', vars: { approved: 'true' } }, { node: 'hrVerify', vars: { approved: 'true' } }], tasks: [a('项目经理审批', 'lina'), a('人事审批', 'wangqiang')], ends: ['end'], endVars: (u) => ({ applyUserId: u.zhaolei }) },
  { file: F.oaLeave, branch: '≤3 days: project manager refuses', vars: (u) => ({ ...oaVars(u), day: 3 }), steps: [{ node: 'pmVerify', vars: { approved: 'false' } }], tasks: [a('项目经理审批', 'lina')], ends: ['end'] },
  { file: F.oaLeave, branch: '>3 days: department manager agrees, HR refuses', vars: (u) => ({ ...oaVars(u), day: 5 }), steps: [{ node: 'bmVerify', vars: { approved: 'true' } }, { node: 'hrVerify', vars: { approved: 'false' } }], tasks: [a('部门经理审批', 'sunli'), a('人事审批', 'wangqiang')], ends: ['end'] },
  { file: F.oaLeave, branch: '>3 days: department manager refuses', vars: (u) => ({ ...oaVars(u), day: 4 }), steps: [{ node: 'bmVerify', vars: { approved: 'false' } }], tasks: [a('部门经理审批', 'sunli')], ends: ['end'] },
];

// candidate groups from variables; three gateways pass/reject, the rejects end at 审批驳回 (an end event, on purpose)
const budgetVars = (_u: Users, r: Users) => ({ deptLeaderGroup: `ROLE${r.purchaser}`, branchLeaderGroup: `ROLE${r.warehouse}`, hqLeaderGroup: `ROLE${r.admin}` });
const budget: Scenario[] = [
  { file: F.budget, branch: 'all three levels pass', vars: budgetVars, steps: [{ node: 'deptLeaderApproval', vars: { result: 'pass' } }, { node: 'branchLeaderApproval', vars: { result: 'pass' } }, { node: 'hqLeaderApproval', vars: { result: 'pass' } }], tasks: [a('部门领导审批', 'lina'), a('分公司领导审批', 'wangqiang'), a('总公司领导审批', 'admin')], ends: ['审批通过'] },
  { file: F.budget, branch: 'department leader rejects', vars: budgetVars, steps: [{ node: 'deptLeaderApproval', vars: { result: 'reject' } }], tasks: [a('部门领导审批', 'lina')], ends: ['审批驳回'] },
  { file: F.budget, branch: 'branch leader rejects', vars: budgetVars, steps: [{ node: 'deptLeaderApproval', vars: { result: 'pass' } }, { node: 'branchLeaderApproval', vars: { result: 'reject' } }], tasks: [a('部门领导审批', 'lina'), a('分公司领导审批', 'wangqiang')], ends: ['审批驳回'] },
  { file: F.budget, branch: 'headquarters rejects', vars: budgetVars, steps: [{ node: 'deptLeaderApproval', vars: { result: 'pass' } }, { node: 'branchLeaderApproval', vars: { result: 'pass' } }, { node: 'hqLeaderApproval', vars: { result: 'reject' } }], tasks: [a('部门领导审批', 'lina'), a('分公司领导审批', 'wangqiang'), a('总公司领导审批', 'admin')], ends: ['审批驳回'] },
];

// RuoYi-Vue-Plus drawings: 申请人 has no assignee, assignee "1" is RuoYi's admin and nobody here → admin
const dromara: Scenario[] = [
  { file: F.leave7, branch: 'straight through (listeners are no-ops)', steps: [{ node: '申请人' }, { node: '组长' }, { node: '部门领导' }], tasks: [a('申请人'), a('组长'), a('部门领导')], ends: ['Event_03vch48'] },
  {
    file: F.leave5,
    branch: 'sequential then parallel countersign',
    vars: (u) => ({ userList: [u.lina, u.wangqiang], userList2: [u.sunli, u.qianwei] }),
    steps: [{ node: '申请人' }, { node: '串行会签' }, { node: '串行会签' }, { node: '并行会签', as: 'qianwei' }, { node: '并行会签', as: 'sunli' }, { node: '总经理' }],
    tasks: [a('申请人'), a('串行会签', 'lina'), a('串行会签', 'wangqiang'), a('并行会签', 'sunli'), a('并行会签', 'qianwei'), a('总经理')],
    ends: ['Event_1it04q9'],
  },
  { file: F.leave4, branch: 'leaveDays > 2: both inclusive branches', vars: () => ({ entity: { leaveDays: 3 } }), steps: [{ node: '申请人' }, { node: '综合部门' }, { node: '科研部门' }, { node: '总经理' }], tasks: [a('申请人'), a('科研部门', 'wangqiang'), a('综合部门'), a('总经理')], ends: ['Event_0k2b5e5'] },
  { file: F.leave4, branch: 'leaveDays ≤ 2: only the unconditioned branch', vars: () => ({ entity: { leaveDays: 1 } }), steps: [{ node: '申请人' }, { node: '科研部门' }, { node: '总经理' }], tasks: [a('申请人'), a('科研部门', 'wangqiang'), a('总经理')], ends: ['Event_0k2b5e5'] },
  { file: F.leave6, branch: 'through the sub-process', steps: [{ node: '申请人' }, { node: '组长' }, { node: '部门副经理' }, { node: '部门经理' }, { node: '总经理' }], tasks: [a('申请人'), a('组长'), a('部门副经理'), a('部门经理'), a('总经理')], ends: ['Event_0ategpj', 'Event_1ixvcma'] },
  { file: F.leave2, branch: 'leaveDays > 2: the condition leaving 组长 → 总经理', vars: () => ({ entity: { leaveDays: 3 } }), steps: [{ node: '申请人' }, { node: '组长' }, { node: '总经理' }], tasks: [a('申请人'), a('组长'), a('总经理')], ends: ['Event_1shlpsv'] },
  { file: F.leave2, branch: 'leaveDays ≤ 2: 组长’s default flow → 部门领导', vars: () => ({ entity: { leaveDays: 2 } }), steps: [{ node: '申请人' }, { node: '组长' }, { node: '部门领导' }], tasks: [a('申请人'), a('组长'), a('部门领导')], ends: ['Event_1shlpsv'] },
];

const flowableEngine: Scenario[] = [
  { file: F.javaDelegate, branch: 'straight through (class listeners are no-ops)', steps: [{ node: 'Production Manager' }, { node: 'Station Manager' }], tasks: [a('Production Manager'), a('Station Manager')], ends: ['sid-A46C569A-2C8D-448B-9F98-BBB6C13061E0'] },
  { file: F.timerBoundary, branch: 'task done before the timer', steps: [{ node: 'formTask1' }], tasks: [a('User task')], ends: ['endNoneEvent1'] },
  { file: F.timerBoundary, branch: 'the R/P1D boundary timer interrupts the task', steps: [{ timer: 'boundary', dueInMs: 24 * HOUR }, { node: 'formTask2' }], tasks: [c('User task'), a('Task after boundary')], ends: ['endNoneEvent2'] },
  // Task 1 is the initiator's first task: it passes at the start and waits at the merge
  { file: F.inclusiveMerge, branch: 'go up: both branches meet at the merge', steps: [{ node: 'formTask2', vars: { decision: 'goUp' } }], tasks: [a('Task 1', 'zhaolei'), a('Task 2', 'zhaolei')], ends: ['End'] },
  { file: F.inclusiveMerge, branch: 'go down: the ended branch frees the merge', steps: [{ node: 'formTask2', vars: { decision: 'goDown' } }], tasks: [a('Task 1', 'zhaolei'), a('Task 2', 'zhaolei')], ends: ['Other end', 'End'] },
  {
    file: F.miParallel,
    branch: '5 parallel tasks, done when half are',
    steps: [{ node: 'miTasks' }, { node: 'miTasks' }, { node: 'miTasks' }],
    tasks: [a('My Task 0'), a('My Task 1'), a('My Task 2'), c('My Task 3'), c('My Task 4')],
    ends: ['theEnd'],
  },
  { file: F.miSequential, branch: 'sequential audit, pass', vars: (u) => ({ countersignAssigneeList: [u.lina, u.wangqiang] }), steps: [{ node: 'step1' }, { node: 'step1', vars: { approveResult: 'pass' } }], tasks: [a('AUDIT', 'lina'), a('AUDIT', 'wangqiang')], ends: ['end'] },
  { file: F.miSequential, branch: 'sequential audit, not pass', vars: (u) => ({ countersignAssigneeList: [u.lina, u.wangqiang] }), steps: [{ node: 'step1' }, { node: 'step1', vars: { approveResult: 'notpass' } }, { node: 'step3' }], tasks: [a('AUDIT', 'lina'), a('AUDIT', 'wangqiang'), a('Im not pass')], ends: ['end'] },
  // activiti: namespace; the initiator's lead passes at the start; candidate groups management/accountancy are nobody → admin
  {
    file: F.salesLead,
    branch: 'enough information',
    steps: [{ node: 'reviewCustomerRating' }, { node: 'reviewProfitability', vars: { notEnoughInformation: 'false' } }],
    tasks: [a('Provide new sales lead', 'zhaolei'), a('Review profitability'), a('Review customer rating')],
    ends: ['subProcessEnd1', 'subProcessEnd2', 'processEnd'],
  },
  {
    file: F.salesLead,
    branch: 'not enough information: the error end is caught on the sub-process',
    steps: [{ node: 'reviewProfitability', vars: { notEnoughInformation: 'true' } }, { node: 'provideAdditionalDetails' }, { node: 'reviewProfitability', vars: { notEnoughInformation: 'false' } }, { node: 'reviewCustomerRating' }],
    tasks: [a('Provide new sales lead', 'zhaolei'), a('Review profitability'), c('Review customer rating'), a('Provide additional details', 'zhaolei'), a('Review profitability'), a('Review customer rating')],
    ends: ['notEnoughInformationEnd', 'subProcessEnd2', 'subProcessEnd1', 'processEnd'],
  },
  { file: F.serviceAndUser, branch: 'service task (Java class, no-op) then the user task', steps: [{ node: 'userTask' }], tasks: [a('Some user task')], ends: ['theEnd'] },
  // the boundary's cycle is `${cronExpression}`: an ISO cycle runs; a cron text is refused at the start (corpus-run.test.ts)
  { file: F.userTaskModel, branch: 'task done before the timer', vars: () => ({ cronExpression: 'R3/PT10M' }), steps: [{ node: 'usertask' }], tasks: [a('User task')], ends: ['endEvent'] },
  { file: F.userTaskModel, branch: 'the ${cronExpression} cycle timer interrupts the task', vars: () => ({ cronExpression: 'R3/PT10M' }), steps: [{ timer: 'escalationTimer', dueInMs: HOUR / 6 }], tasks: [c('User task')], ends: ['endEvent'] },
];

// assignee $INITIATOR (Flowable modeler) is the initiator: his first task passes at the start, so the first decision comes with the start
const flowableExamples: Scenario[] = [
  { file: F.vacation, branch: 'approved', vars: () => ({ vacationApproved: 'Approve' }), steps: [], tasks: [a('Handle vacation request', 'zhaolei')], ends: ['theEnd1'], endVars: (u) => ({ employeeName: u.zhaolei }) },
  {
    file: F.vacation,
    branch: 'rejected, adjusted and resent, then approved',
    vars: () => ({ vacationApproved: 'Reject' }),
    steps: [{ node: 'adjustVacationRequestTask', vars: { resendRequest: 'Yes', vacationApproved: 'Approve' } }, { node: 'handleRequest' }],
    tasks: [a('Handle vacation request', 'zhaolei'), a('Adjust vacation request', 'zhaolei'), a('Handle vacation request', 'zhaolei')],
    ends: ['theEnd1'],
  },
  { file: F.vacation, branch: 'rejected, not resent', vars: () => ({ vacationApproved: 'Reject' }), steps: [{ node: 'adjustVacationRequestTask', vars: { resendRequest: 'No' } }], tasks: [a('Handle vacation request', 'zhaolei'), a('Adjust vacation request', 'zhaolei')], ends: ['theEnd2'] },
  { file: F.benchmark, branch: 'input not valid: Inspect data', vars: () => ({ inputValid: false }), steps: [{ node: 'Inspect data' }], tasks: [a('Inspect data')], ends: ['sid-3D875740-529B-4A46-8973-C80D6EE6A49B'] },
  {
    file: F.benchmark,
    branch: 'valid, sub-process done in time, go up: User task D',
    vars: () => ({ inputValid: true }),
    steps: [{ node: 'User task B' }, { node: 'User task A' }, { node: 'User task C', vars: { goUp: true } }, { node: 'User task D' }],
    tasks: [a('User task A'), a('User task B'), a('User task C'), a('User task D')],
    ends: ['sid-BE985F87-2EB5-40C3-8509-92B11C6B6317', 'sid-2FB5F5E1-F217-4880-A1F5-BFA8128BF8C8'],
  },
  {
    file: F.benchmark,
    branch: 'valid, sub-process done in time, not go up',
    vars: () => ({ inputValid: true }),
    steps: [{ node: 'User task A' }, { node: 'User task B' }, { node: 'User task C', vars: { goUp: false } }],
    tasks: [a('User task A'), a('User task B'), a('User task C')],
    ends: ['sid-BE985F87-2EB5-40C3-8509-92B11C6B6317', 'sid-2FB5F5E1-F217-4880-A1F5-BFA8128BF8C8'],
  },
  {
    file: F.benchmark,
    branch: 'valid, the PT3H timer on the sub-process interrupts it',
    vars: () => ({ inputValid: true }),
    steps: [{ node: 'User task B' }, { timer: 'sid-7B21D5E4-30F4-471B-98B2-987733FC24F3', dueInMs: 3 * HOUR }, { node: 'Resolution not within acceptable time' }],
    tasks: [c('User task A'), a('User task B'), c('User task C'), a('Resolution not within acceptable time')],
    ends: ['sid-51CBCCC9-53F5-4794-B516-E8DBC17B8BCC'],
  },
  {
    file: F.testProcess,
    branch: 'nested parallel forks and joins (flows drawn without ids)',
    vars: (u) => ({ assignee02: u.lina, assignee03: u.wangqiang, assignee04: u.sunli, assignee05: u.qianwei, assignee06: u.zhoujie, assignee07: u.lina, assignee08: u.wangqiang, assignee09: u.admin }),
    steps: ['userTask03', 'userTask02', 'userTask08', 'userTask04', 'userTask05', 'userTask06', 'userTask07', 'userTask09'].map((node) => ({ node })),
    tasks: [
      a('User Task 01', 'zhaolei'),
      a('User Task 02', 'lina'),
      a('User Task 03', 'wangqiang'),
      a('User Task 04', 'sunli'),
      a('User Task 05', 'qianwei'),
      a('User Task 06', 'zhoujie'),
      a('User Task 07', 'lina'),
      a('User Task 08', 'wangqiang'),
      a('User Task 09', 'admin'),
    ],
    ends: ['End'],
  },
];

export const SCENARIOS: Scenario[] = [...oaLeave, ...budget, ...dromara, ...flowableEngine, ...flowableExamples];

/** corpus files with user tasks that deployment refuses, and the refusal (element and reason) */
export const REFUSED: Record<string, string> = {
  // camunda:class is Camunda's (Flowable reads no class there); its script task would never run
  [F.camunda]: 'serviceTask 服务任务没有指定处理器',
  // the send-event task waits for Flowable's event registry, which we do not have
  [F.sentiment]: 'sendAndReceiveEventTask1 不支持的服务任务类型：send-event',
};

/** the Java delegates the corpus' service tasks name */
export const JAVA_DELEGATES = [
  'org.flowable.engine.test.logging.ServiceTaskLoggingTest$VariableServiceTaskDelegate',
  'org.flowable.delegate.ValidateInputDelegate',
  'org.flowable.delegate.SetVariablesDelegate',
  'org.flowable.delegate.NoopDelegate',
  'org.flowable.delegate.DummyServiceTask',
];
