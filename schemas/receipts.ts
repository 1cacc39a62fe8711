// The generic receipt state machine: which action may run from which status, and where it leads.
// Every entity record carries status_dict; receipts add a type code and optionally a flow.
// (README of schemas/ repeats this table for people.)
import type { ReceiptStatus } from './entities/define';

export const RECEIPT_ACTIONS = ['create', 'modify', 'commit', 'audit', 'deApproval', 'manualFinish', 'repeal', 'remove'] as const;
export type ReceiptAction = (typeof RECEIPT_ACTIONS)[number];

export const FINISHED_GROUP: ReceiptStatus[] = ['Finish', 'Manual', 'Reject', 'Repeal'];
export const OPEN_GROUP: ReceiptStatus[] = ['Saved', 'Commit', 'Audit', 'DeApproval'];

/** from: statuses the action is allowed from (null = a new record); to: the status after it (null = deleted). */
export const TRANSITIONS: Record<ReceiptAction, { from: Array<ReceiptStatus | null>; to: ReceiptStatus | null }> = {
  create: { from: [null], to: 'Saved' },
  // editing an un-audited record: it is (again) a saved draft
  modify: { from: ['Saved', 'DeApproval', 'Commit'], to: 'Saved' },
  // submitted for audit (a receipt type bound to an approval flow is moved by its flow instead:
  // Ongoing, then Audit or Reject — modules/flow/engine/receipt.ts)
  commit: { from: ['Saved', 'DeApproval'], to: 'Commit' },
  audit: { from: ['Saved', 'Commit', 'DeApproval'], to: 'Audit' },
  deApproval: { from: ['Audit'], to: 'DeApproval' },
  manualFinish: { from: ['Audit'], to: 'Manual' },
  repeal: { from: ['Saved', 'Commit', 'DeApproval'], to: 'Repeal' },
  remove: { from: ['Saved', 'DeApproval'], to: null },
};

export const STATUS_NAMES: Record<ReceiptStatus, { zh_CN: string; en_US: string }> = {
  Saved: { zh_CN: '保存', en_US: 'Saved' },
  Commit: { zh_CN: '已提交', en_US: 'Committed' },
  Audit: { zh_CN: '已审核', en_US: 'Audited' },
  Reject: { zh_CN: '驳回', en_US: 'Rejected' },
  DeApproval: { zh_CN: '反审核', en_US: 'Un-audited' },
  Finish: { zh_CN: '完成', en_US: 'Finished' },
  Manual: { zh_CN: '手动完结', en_US: 'Manually finished' },
  Repeal: { zh_CN: '作废', en_US: 'Void' },
  Ongoing: { zh_CN: '审批中', en_US: 'In approval' },
};

export function allowed(action: ReceiptAction, status: ReceiptStatus | null): boolean {
  return TRANSITIONS[action].from.includes(status);
}
