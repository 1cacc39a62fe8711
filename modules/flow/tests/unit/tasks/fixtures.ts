// A task-list row as the server answers it, for the tests of the task lists and screen.
import type { FlowTaskRow } from '../../../contracts';

export const ME = 4;

export const row = (over: Partial<FlowTaskRow> = {}): FlowTaskRow => ({
  taskId: 't1',
  taskName: '采购主管审核',
  nodeId: 'review',
  procInsId: 'p1',
  procDefId: 'purchaseOrderApproval:1:abc',
  deployId: 'purchaseOrderApproval:1:abc',
  procDefName: '采购订单审批',
  procDefVersion: 1,
  category: 'purchase',
  entityCode: 'PurchaseOrder',
  receiptId: 7,
  receiptCode: 'CG001',
  startUserId: ME,
  startUserName: '李娜',
  startDeptName: '采购部',
  assigneeId: ME,
  assigneeName: '李娜',
  claimable: false,
  claimed: false,
  delegation: null,
  noApprover: false,
  createTime: '2026-03-01T08:00:00.000Z',
  finishTime: null,
  duration: null,
  status: 'Ongoing',
  currentNodes: '采购主管审核',
  appCode: null,
  pageUrl: null,
  ...over,
});
