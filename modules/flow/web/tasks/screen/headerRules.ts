// Which buttons the task screen's header shows — one pure rule:
// - 发起 only when init;
// - 保存 only for a document whose status_dict is Saved, or Ongoing while the caller handles it and
//   the tenant lets fields be edited during approval (FlowCompleteEditAllow; the server refuses the
//   save of an Ongoing document otherwise: modules/flow/engine/edit-in-approval.ts);
// - the flow operations only when the caller has a next task and the document is committed (in
//   its flow): 签收 first for a task offered to candidates; 减签 alone while the task waits for
//   signers added before it; 同意 alone for a delegate (it resolves the task back); 重新提交 on the
//   initiator's first node after a return; else 同意, 驳回, 退回, 加签, 减签, 委派, 转办 (an added
//   signer's own task: 同意 and 驳回), and 取消签收 for a task claimed from candidates.
// A view (finished, complete or detail) has no operations and a read-only form.
import type { FlowStatus, UserNextTask } from '../../../contracts';

export type HeaderButton = 'start' | 'save' | 'claim' | 'unclaim' | 'agree' | 'refuse' | 'return' | 'addSign' | 'removeSign' | 'delegate' | 'assign' | 'recommit';

export interface HeaderState {
  init: boolean;
  /** finished, complete or detail: the screen shows what happened */
  viewOnly: boolean;
  /** a document (receipt) is shown: its status decides */
  hasRecord: boolean;
  /** the document's status_dict (null: none, or not loaded) */
  status: string | null;
  /** the flow's status (null: not started — init) */
  flowStatus: FlowStatus | null;
  /** the caller's next task on the flow (getUserNextTask / detail.task) */
  task: Pick<UserNextTask, 'claimable' | 'claimed' | 'canComplete' | 'delegation' | 'signType' | 'firstNode'> | null;
  /** the tenant flag FlowCompleteEditAllow */
  editAllowed: boolean;
}

/** A document in its flow (not Saved or un-audited, which are before one), or a form flow running. */
export function isCommitted(s: Pick<HeaderState, 'hasRecord' | 'status' | 'flowStatus'>): boolean {
  if (s.flowStatus !== 'Ongoing') return false;
  return !s.hasRecord || (s.status !== null && s.status !== 'Saved' && s.status !== 'DeApproval');
}

function taskButtons(task: NonNullable<HeaderState['task']>): HeaderButton[] {
  if (task.claimable) return ['claim'];
  const unclaim: HeaderButton[] = task.claimed ? ['unclaim'] : [];
  if (!task.canComplete) return ['removeSign', ...unclaim];
  if (task.delegation === 'PENDING') return ['agree'];
  if (task.firstNode) return ['recommit', ...unclaim];
  if (task.signType !== null) return ['agree', 'refuse'];
  return ['agree', 'refuse', 'return', 'addSign', 'removeSign', 'delegate', 'assign', ...unclaim];
}

/** May the caller save the document now? */
export function maySave(s: HeaderState): boolean {
  if (!s.hasRecord || s.viewOnly) return false;
  if (s.status === 'Saved') return true;
  if (s.status !== 'Ongoing' || s.init) return false;
  const t = s.task;
  return !!t && !t.claimable && t.canComplete && s.editAllowed;
}

export function headerButtons(s: HeaderState): HeaderButton[] {
  const out: HeaderButton[] = [];
  if (s.init) out.push('start');
  if (maySave(s)) out.push('save');
  if (!s.init && !s.viewOnly && s.task && isCommitted(s)) out.push(...taskButtons(s.task));
  return out;
}

/** The form is editable on init, and wherever 保存 is offered; read-only otherwise. */
export const formEditable = (s: HeaderState): boolean => s.init || maySave(s);
