// Which actions a detail page offers, by record status and flow definition
// (docs/reference/document-states.md has the statuses and this table in words).
//   no flow:   new → save; Saved/DeApproval → audit + save; Commit → audit; Audit → un-audit
//   with flow: new → save; Saved/DeApproval → submit + save; Audit → un-audit; Ongoing/Reject → none
// A document committed without a flow (one handed on by another page: a line's material call
// submits its delivery apply) waits for its audit, so the auditor gets 审核 on it; it is not
// edited there. Statuses the table does not list (Finish, Manual, Repeal, Commit with a flow, and
// Ongoing/Reject without a flow) offer no action. Return and print are always there (print needs its code).
import type { ReceiptStatus } from '../../../schemas/entities/define';
import type { Operation } from '../shared/functionCodes';

export type DetailAction = 'save' | 'audit' | 'deApproval' | 'submit';

export interface DetailState {
  isNew: boolean;
  status: ReceiptStatus | null;
  hasFlow: boolean;
}

export function detailActions({ isNew, status, hasFlow }: DetailState): DetailAction[] {
  if (isNew) return ['save'];
  if (status === 'Saved' || status === 'DeApproval') return hasFlow ? ['submit', 'save'] : ['audit', 'save'];
  if (status === 'Commit' && !hasFlow) return ['audit'];
  if (status === 'Audit') return ['deApproval'];
  return [];
}

/** The function code operation each action needs: save is create for a new record, update otherwise. */
export function operationOf(action: DetailAction, isNew: boolean): Operation {
  const byAction: Record<DetailAction, Operation> = { save: isNew ? 'create' : 'update', audit: 'audit', deApproval: 'deApproval', submit: 'commit' };
  return byAction[action];
}

/** The form is editable while the record may be saved (new, Saved, DeApproval) and the role may save it. */
export function isEditable(state: DetailState, canSave: boolean): boolean {
  return canSave && detailActions(state).includes('save');
}
