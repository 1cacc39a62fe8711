// What the task screen derives from what it loaded: the header state (the initiator's node as the
// server marks it, for the initiator only), and a form flow's start form.
import { describe, expect, it } from 'vitest';
import type { FlowDetail, FlowRecordRow } from '../../../contracts';
import { headerStateOf, onFirstNode } from '../../../web/tasks/TaskDetailPage';
import { headerButtons } from '../../../web/tasks/screen/headerRules';
import { startFormKey, type TaskScreenData } from '../../../web/tasks/screen/useTaskScreen';
import { readTaskQuery } from '../../../web/tasks/shared/taskQuery';

const ME = 4;
const rec = (nodeId: string): FlowRecordRow => ({ taskId: nodeId, taskName: nodeId, nodeId, assigneeName: null, deptName: null, candidateRole: null, candidateDepart: null, candidate: null, createTime: '', finishTime: null, duration: null, status: 'approve', comment: null });

function data(task: Partial<NonNullable<FlowDetail['task']>> | null, over: { startUserId?: number; flow?: string[]; status?: string } = {}): TaskScreenData {
  const detail: FlowDetail = {
    instance: { instanceId: 'p1', procDefId: 'k:1', procDefName: '采购订单审批', status: 'Ongoing', startUserId: over.startUserId ?? ME, startUserName: '李娜', startTime: '', endTime: null, entityCode: 'PurchaseOrder', receiptId: 7, currentNodes: [] },
    task: task ? { taskId: 't9', nodeId: 'submit', name: '提交申请', procInsId: 'p1', canComplete: true, claimable: false, claimed: false, delegation: null, signType: null, firstNode: false, formKey: null, ...task } : null,
    record: { flowList: (over.flow ?? ['submit', 'review', 'boss', 'submit']).map(rec), entityCode: 'PurchaseOrder', receiptId: 7, formData: null },
    variables: {},
    editAllowed: false,
  };
  return { detail, chart: { xml: '', nodes: [] }, processName: '采购订单审批', entityCode: 'PurchaseOrder', record: { id: 7, version: 1, status_dict: { dict: over.status ?? 'Ongoing', name: '' } } as TaskScreenData['record'], receiptTypeCode: 'erp-purchase', formValues: {}, editAllowed: false };
}
const q = readTaskQuery(new URLSearchParams('taskType=wait'));

describe('the task screen’s header state', () => {
  it('the initiator on their node (the server’s mark) gets 重新提交', () => {
    expect(onFirstNode(data({ firstNode: true }), ME)).toBe(true);
    expect(headerButtons(headerStateOf(q, data({ firstNode: true }), ME))).toEqual(['recommit']);
  });

  it('an unmarked node is an approval, also the first one the record shows and also for the initiator; a marked node is nobody else’s first node', () => {
    expect(onFirstNode(data({}), ME)).toBe(false);
    expect(onFirstNode(data({ nodeId: 'review' }, { flow: ['review'] }), ME)).toBe(false);
    expect(onFirstNode(data({ firstNode: true }, { startUserId: 99 }), ME)).toBe(false);
    expect(onFirstNode(data(null), ME)).toBe(false);
    expect(headerButtons(headerStateOf(q, data({ nodeId: 'review' }, { flow: ['review'] }), ME))).toEqual(['agree', 'refuse', 'return', 'addSign', 'removeSign', 'delegate', 'assign']);
  });

  it('takes the document’s status and the view flags from the query', () => {
    const view = readTaskQuery(new URLSearchParams('taskType=finished&finished=true'));
    expect(headerStateOf(view, data({ nodeId: 'review' }), ME)).toMatchObject({ viewOnly: true, status: 'Ongoing', flowStatus: 'Ongoing', hasRecord: true });
    expect(headerButtons(headerStateOf(view, data({ nodeId: 'review' }), ME))).toEqual([]);
  });
});

describe('a form flow’s start form', () => {
  it('is the start event’s flowable:formKey', () => {
    expect(startFormKey('<bpmn2:process id="x"><bpmn2:startEvent id="s" flowable:formKey="ExpenseClaim" flowable:initiator="i"/></bpmn2:process>')).toBe('ExpenseClaim');
    expect(startFormKey('<startEvent id="s"></startEvent><userTask flowable:formKey="Other"/>')).toBeNull();
  });
});
