// The task screen's header rules: 发起 only on init, 保存 only for a Saved or
// (with FlowCompleteEditAllow, to who handles it) an Ongoing document, the flow operations only
// with a next task on a committed document, nothing to do in a view.
import { describe, expect, it } from 'vitest';
import type { UserNextTask } from '../../../contracts';
import { formEditable, headerButtons, type HeaderState, isCommitted } from '../../../web/tasks/screen/headerRules';

const task = (over: Partial<UserNextTask> = {}): HeaderState['task'] => ({ claimable: false, claimed: false, canComplete: true, delegation: null, signType: null, firstNode: false, ...over });
const state = (over: Partial<HeaderState> = {}): HeaderState => ({ init: false, viewOnly: false, hasRecord: true, status: 'Ongoing', flowStatus: 'Ongoing', task: task(), editAllowed: false, ...over });
const ALL_OPS = ['agree', 'refuse', 'return', 'addSign', 'removeSign', 'delegate', 'assign'];

describe('task screen header', () => {
  it('offers the approver of a document in its flow every operation', () => {
    expect(headerButtons(state())).toEqual(ALL_OPS);
    expect(formEditable(state())).toBe(false);
  });

  it('shows no operation without a next task, or on a document not committed, or once the flow ended', () => {
    expect(headerButtons(state({ task: null }))).toEqual([]);
    expect(headerButtons(state({ status: 'Saved' }))).toEqual(['save']);
    expect(headerButtons(state({ status: 'DeApproval' }))).toEqual([]);
    expect(headerButtons(state({ status: 'Audit', flowStatus: 'Finish' }))).toEqual([]);
    expect(isCommitted({ hasRecord: false, status: null, flowStatus: 'Ongoing' })).toBe(true);
    expect(isCommitted({ hasRecord: true, status: null, flowStatus: 'Ongoing' })).toBe(false);
  });

  it('a view (finished, complete, detail) has no operations and a read-only form', () => {
    expect(headerButtons(state({ viewOnly: true }))).toEqual([]);
    expect(headerButtons(state({ viewOnly: true, status: 'Saved' }))).toEqual([]);
    expect(formEditable(state({ viewOnly: true, editAllowed: true }))).toBe(false);
  });

  it('发起 only on init, with 保存 for a Saved document; the form is editable', () => {
    const init = state({ init: true, status: 'Saved', flowStatus: null, task: null });
    expect(headerButtons(init)).toEqual(['start', 'save']);
    expect(formEditable(init)).toBe(true);
    // a form flow: nothing to save, the form filled in for the start
    const formFlow = state({ init: true, hasRecord: false, status: null, flowStatus: null, task: null });
    expect(headerButtons(formFlow)).toEqual(['start']);
    expect(formEditable(formFlow)).toBe(true);
    expect(headerButtons(state({ init: false, status: 'Saved', flowStatus: null, task: null }))).not.toContain('start');
  });

  it('保存 an Ongoing document only while handling it with FlowCompleteEditAllow on', () => {
    expect(headerButtons(state({ editAllowed: true }))).toEqual(['save', ...ALL_OPS]);
    expect(formEditable(state({ editAllowed: true }))).toBe(true);
    expect(headerButtons(state({ editAllowed: true, task: null }))).toEqual([]);
    expect(headerButtons(state({ task: task({ firstNode: true }) }))).toEqual(['recommit']);
    expect(headerButtons(state({ task: task({ firstNode: true }), editAllowed: true }))).toEqual(['save', 'recommit']);
    expect(headerButtons(state({ editAllowed: true, task: task({ claimable: true }) }))).toEqual(['claim']);
    expect(headerButtons(state({ status: 'Audit', editAllowed: true, flowStatus: 'Ongoing' }))).toEqual(ALL_OPS);
    expect(headerButtons(state({ hasRecord: false, status: null, editAllowed: true }))).toEqual(ALL_OPS);
  });

  it('签收 first for a task offered to candidates; 取消签收 once claimed from them', () => {
    expect(headerButtons(state({ task: task({ claimable: true }) }))).toEqual(['claim']);
    expect(headerButtons(state({ task: task({ claimable: true }), editAllowed: true }))).toEqual(['claim']);
    expect(headerButtons(state({ task: task({ claimed: true }) }))).toEqual([...ALL_OPS, 'unclaim']);
  });

  it('减签 alone while waiting for signers added before; 同意 alone for a delegate; 同意 / 驳回 for an added signer', () => {
    expect(headerButtons(state({ task: task({ canComplete: false }) }))).toEqual(['removeSign']);
    expect(headerButtons(state({ task: task({ delegation: 'PENDING' }) }))).toEqual(['agree']);
    expect(headerButtons(state({ task: task({ delegation: 'RESOLVED' }) }))).toEqual(ALL_OPS);
    expect(headerButtons(state({ task: task({ signType: 1 }) }))).toEqual(['agree', 'refuse']);
  });

  it('重新提交 on the initiator’s first node after a return', () => {
    expect(headerButtons(state({ task: task({ firstNode: true }), status: 'Ongoing' }))).toContain('recommit');
    expect(headerButtons(state({ task: task({ firstNode: true }) }))).not.toContain('agree');
  });
});
