// The whole table of detail buttons by status and flow definition, as a pure function.
import { describe, expect, it } from 'vitest';
import { RECEIPT_STATUSES } from '../../../schemas/entities/define';
import { detailActions, isEditable, operationOf } from '../../../src/templates/detail/detailActions';

describe('detail buttons by status and flow', () => {
  const expected = (hasFlow: boolean, status: string): string[] => {
    if (status === 'Saved' || status === 'DeApproval') return hasFlow ? ['submit', 'save'] : ['audit', 'save'];
    if (status === 'Commit' && !hasFlow) return ['audit'];
    if (status === 'Audit') return ['deApproval'];
    return [];
  };

  it.each(RECEIPT_STATUSES.flatMap((status) => [false, true].map((hasFlow) => [status, hasFlow] as const)))('%s with flow %s', (status, hasFlow) => {
    expect(detailActions({ isNew: false, status, hasFlow })).toEqual(expected(hasFlow, status));
  });

  it('a document committed without a flow waits for its audit: 审核, and the form stays read-only', () => {
    expect(detailActions({ isNew: false, status: 'Commit', hasFlow: false })).toEqual(['audit']);
    expect(isEditable({ isNew: false, status: 'Commit', hasFlow: false }, true)).toBe(false);
  });

  it('a new record only saves, with or without a flow', () => {
    expect(detailActions({ isNew: true, status: null, hasFlow: false })).toEqual(['save']);
    expect(detailActions({ isNew: true, status: null, hasFlow: true })).toEqual(['save']);
  });

  it('with a flow: Ongoing and Reject have no buttons; Audit only un-audit', () => {
    expect(detailActions({ isNew: false, status: 'Ongoing', hasFlow: true })).toEqual([]);
    expect(detailActions({ isNew: false, status: 'Reject', hasFlow: true })).toEqual([]);
    expect(detailActions({ isNew: false, status: 'Audit', hasFlow: true })).toEqual(['deApproval']);
  });

  it('each action needs its function code (save: create for new records, update otherwise)', () => {
    expect(operationOf('save', true)).toBe('create');
    expect(operationOf('save', false)).toBe('update');
    expect(operationOf('audit', false)).toBe('audit');
    expect(operationOf('deApproval', false)).toBe('deApproval');
    expect(operationOf('submit', false)).toBe('commit');
  });

  it('the form is editable only while the record may be saved by this role', () => {
    expect(isEditable({ isNew: false, status: 'Saved', hasFlow: false }, true)).toBe(true);
    expect(isEditable({ isNew: false, status: 'DeApproval', hasFlow: true }, true)).toBe(true);
    expect(isEditable({ isNew: false, status: 'Audit', hasFlow: false }, true)).toBe(false);
    expect(isEditable({ isNew: false, status: 'Ongoing', hasFlow: true }, true)).toBe(false);
    expect(isEditable({ isNew: false, status: 'Saved', hasFlow: false }, false)).toBe(false);
    expect(isEditable({ isNew: true, status: null, hasFlow: false }, true)).toBe(true);
  });
});
