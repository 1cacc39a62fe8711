// The runs foreign-corpus.test.ts makes of the public BPMN files in modules/flow/tests/fixtures/bpmn-foreign
// (SOURCES.md): for each Flowable file, the path its own Java test (named in `flowable`) walks —
// the tasks open after each step, the messages, signals and timers it sends, the end state; for
// files with work we do not run, the element deployment names when it refuses them.
// Flowable's users (kermit, gonzo …) are our demo users; unassigned tasks go to the administrator.

export type Step =
  /** the open tasks' node ids, sorted (and their holders' user codes, in the same order) */
  | { open: string[]; by?: string[] }
  | { complete: string }
  | { message: string }
  | { signal: string }
  | { timer: string }
  | { status: 'Finish' | 'Ongoing' };

export interface Run {
  file: string;
  flowable: string;
  /** how the instance starts: plainly (with variables of user codes mapped to ids) or by a message */
  start?: { vars?: (u: Record<string, number>) => Record<string, unknown>; message?: string };
  steps: Step[];
}
export interface Refusal {
  file: string;
  key: string;
  refused: string;
}

const F = (name: string) => `flowable__flowable-engine__${name}.bpmn20.xml`;
const espPair = (kind: string, trigger: Step) => [
  { file: F(`${kind}EventSubprocessTest.testInterruptingUnderProcessDefinition`), flowable: `${kind}EventSubprocessTest.testInterruptingUnderProcessDefinition: the main task alone ends the process`, steps: [{ open: ['task'] }, { complete: 'task' }, { status: 'Finish' }] },
  { file: F(`${kind}EventSubprocessTest.testInterruptingUnderProcessDefinition`), flowable: `${kind}EventSubprocessTest.testInterruptingUnderProcessDefinition: the event replaces the main task`, steps: [trigger, { open: ['eventSubProcessTask'] }, { complete: 'eventSubProcessTask' }, { status: 'Finish' }] },
  {
    file: F(`${kind}EventSubprocessTest.testNonInterruptingUnderProcessDefinition`),
    flowable: `${kind}EventSubprocessTest.testNonInterruptingUnderProcessDefinition: both tasks run, the process ends after both`,
    steps: [trigger, { open: ['eventSubProcessTask', 'task'] }, { complete: 'task' }, { status: 'Ongoing' }, { complete: 'eventSubProcessTask' }, { status: 'Finish' }],
  },
  { file: F(`${kind}EventSubprocessTest.testInterruptingSubProcess`), flowable: `${kind}EventSubprocessTest.testInterruptingSubProcess: the nested sub-process of the event sub-process runs`, steps: [{ open: ['task'] }, trigger, { open: ['eventSubProcessTask'] }, { complete: 'eventSubProcessTask' }, { status: 'Finish' }] },
];

export const RUNS: Run[] = [
  ...(espPair('Message', { message: 'newMessage' }) as Run[]).map((r) => (r.file.includes('SubProcess.') ? { ...r, steps: r.steps.map((s) => ('message' in s ? { message: 'eventMessage' } : s)) } : r)),
  {
    file: F('MessageEventSubprocessTest.testNonInterruptingSubProcess'),
    flowable: 'MessageEventSubprocessTest.testNonInterruptingSubProcess: the event sub-process runs beside the main task',
    steps: [{ message: 'eventMessage' }, { open: ['eventSubProcessTask', 'task'] }, { complete: 'eventSubProcessTask' }, { complete: 'task' }, { status: 'Finish' }],
  },
  ...(espPair('Signal', { signal: 'newSignal' }).filter((r) => !r.file.includes('SubProcess.')) as Run[]),
  { file: F('SignalEventSubprocessTest.testInterruptingSubProcess'), flowable: 'SignalEventSubprocessTest.testInterruptingSubProcess', steps: [{ open: ['task'] }, { signal: 'eventSignal' }, { open: ['eventSubProcessTask'] }, { complete: 'eventSubProcessTask' }, { status: 'Finish' }] },
  ...(espPair('Timer', { timer: 'eventProcessStart' }) as Run[]),
  { file: F('ErrorEventSubProcessTest.testCatchErrorInEmbeddedSubProcess'), flowable: 'ErrorEventSubProcessTest.testCatchErrorInEmbeddedSubProcess', steps: [{ open: ['taskAfterErrorCatch'] }, { complete: 'taskAfterErrorCatch' }, { status: 'Finish' }] },
  { file: F('ErrorEventSubProcessTest.testEventSubprocessTakesPrecedence'), flowable: 'ErrorEventSubProcessTest.testEventSubprocessTakesPrecedence: over the boundary event', steps: [{ open: ['taskAfterErrorCatch'] }, { complete: 'taskAfterErrorCatch' }, { status: 'Finish' }] },
  { file: F('ErrorEventSubProcessTest.testErrorCodeTakesPrecedence'), flowable: 'ErrorEventSubProcessTest.testErrorCodeTakesPrecedence: the one naming the code', steps: [{ open: ['taskAfterErrorCatch2'] }, { complete: 'taskAfterErrorCatch2' }, { status: 'Finish' }] },
  { file: F('MessageIntermediateEventTest.testSingleIntermediateMessageEvent'), flowable: 'MessageIntermediateEventTest.testSingleIntermediateMessageEvent', steps: [{ open: [] }, { message: 'newInvoiceMessage' }, { open: ['task'] }, { complete: 'task' }, { status: 'Finish' }] },
  {
    file: F('MessageIntermediateEventTest.testConcurrentIntermediateMessageEvent'),
    flowable: 'MessageIntermediateEventTest.testConcurrentIntermediateMessageEvent: each message reaches one waiting execution',
    steps: [{ message: 'newInvoiceMessage' }, { open: [] }, { message: 'newInvoiceMessage' }, { open: ['task'] }, { complete: 'task' }, { status: 'Finish' }],
  },
  { file: F('MessageBoundaryEventTest.testSingleBoundaryMessageEvent'), flowable: 'MessageBoundaryEventTest.testSingleBoundaryMessageEvent: the message', steps: [{ open: ['task'] }, { message: 'messageName' }, { open: ['taskAfterMessage'] }, { complete: 'taskAfterMessage' }, { status: 'Finish' }] },
  { file: F('MessageBoundaryEventTest.testSingleBoundaryMessageEvent'), flowable: 'MessageBoundaryEventTest.testSingleBoundaryMessageEvent: the task', steps: [{ complete: 'task' }, { open: ['taskAfterTask'] }, { complete: 'taskAfterTask' }, { status: 'Finish' }] },
  { file: F('MessageBoundaryEventTest.testDoubleBoundaryMessageEvent'), flowable: 'MessageBoundaryEventTest.testDoubleBoundaryMessageEvent: the second message', steps: [{ open: ['task'] }, { message: 'messageName_2' }, { open: ['taskAfterMessage_2'] }, { complete: 'taskAfterMessage_2' }, { status: 'Finish' }] },
  {
    file: F('MessageNonInterruptingBoundaryEventTest.testSingleNonInterruptingBoundaryMessageEvent'),
    flowable: 'MessageNonInterruptingBoundaryEventTest.testSingleNonInterruptingBoundaryMessageEvent',
    steps: [{ message: 'messageName' }, { open: ['task', 'taskAfterMessage'] }, { message: 'messageName' }, { open: ['task', 'taskAfterMessage', 'taskAfterMessage'] }, { complete: 'task' }, { open: ['taskAfterMessage', 'taskAfterMessage', 'taskAfterTask'] }],
  },
  { file: F('MessageStartEventTest.testSingleMessageStartEvent'), flowable: 'MessageStartEventTest.testSingleMessageStartEvent', start: { message: 'newInvoiceMessage' }, steps: [{ open: ['task'] }, { complete: 'task' }, { status: 'Finish' }] },
  { file: F('MessageStartEventTest.testMessageStartEventAndNoneStartEvent'), flowable: 'MessageStartEventTest.testMessageStartEventAndNoneStartEvent: by key', steps: [{ open: ['taskAfterNoneStart'] }] },
  { file: F('MessageStartEventTest.testMessageStartEventAndNoneStartEvent'), flowable: 'MessageStartEventTest.testMessageStartEventAndNoneStartEvent: by message', start: { message: 'newInvoiceMessage' }, steps: [{ open: ['taskAfterMessageStart'] }] },
  { file: F('MessageStartEventTest.testMultipleMessageStartEvents'), flowable: 'MessageStartEventTest.testMultipleMessageStartEvents', start: { message: 'newInvoiceMessage2' }, steps: [{ open: ['taskAfterMessageStart2'] }, { complete: 'taskAfterMessageStart2' }, { status: 'Finish' }] },
  {
    file: F('MultiInstanceTest.sequentialUserTasksWithCollection'),
    flowable: 'MultiInstanceTest.testSequentialUserTasksWithCollection: one task after the other, to each user of taskUserList',
    start: { vars: (u) => ({ taskUserList: [u.lina, u.sunli, u.wangqiang] }) },
    steps: [{ open: ['miTasks'], by: ['lina'] }, { complete: 'miTasks' }, { open: ['miTasks'], by: ['sunli'] }, { complete: 'miTasks' }, { open: ['miTasks'], by: ['wangqiang'] }, { complete: 'miTasks' }, { status: 'Finish' }],
  },
  {
    file: F('MultiInstanceTest.testParallelUserTasksBasedOnCollection'),
    flowable: 'MultiInstanceTest.testParallelUserTasksBasedOnCollection: five at once, done after three (0.6)',
    start: { vars: (u) => ({ assigneeList: [u.lina, u.sunli, u.wangqiang, u.qianwei, u.admin] }) },
    steps: [{ open: ['miTasks', 'miTasks', 'miTasks', 'miTasks', 'miTasks'], by: ['lina', 'sunli', 'wangqiang', 'qianwei', 'admin'] }, { complete: 'miTasks' }, { complete: 'miTasks' }, { status: 'Ongoing' }, { complete: 'miTasks' }, { status: 'Finish' }],
  },
];

export const REFUSALS: Refusal[] = [
  { file: F('BoundaryErrorEventTest.testCatchErrorOnGroovyScriptTask'), key: 'catchErrorOnScriptTask', refused: 'theScript 不运行脚本任务' },
  { file: F('BoundaryErrorEventTest.testCatchErrorThrownByJavaDelegateOnServiceTask'), key: 'catchErrorThrownByJavaDelegateOnServiceTask', refused: 'serviceTask 服务任务的处理器「org.flowable.engine.test.bpmn.event.error.ThrowBpmnErrorDelegate」未在服务器注册' },
  { file: F('RuleTaskTest.testJavaDelegate'), key: 'businessRuleTaskJavaDelegate', refused: 'theTask 服务任务的处理器「org.flowable.engine.test.bpmn.ruletask.DummyServiceTask」未在服务器注册' },
  { file: F('EmailSendTaskTest.testSimpleTextMail'), key: 'simpleTextOnly', refused: '不支持的服务任务类型：mail' },
];
