// The limit conditions as the allocation screen edits them: rows ↔ the conditions saveLimits takes.
import { describe, expect, it } from 'vitest';
import { conditionsOf, draftOf, draftProblems, sameDraft, withOp } from '../../../../web/portal/allocation/limitsDraft';

describe('menu limit drafts', () => {
  it('turns stored conditions into rows and back (lists for in / notIn, none for isNull)', () => {
    const stored = {
      positive: [
        { attr: 'status', op: 'in' as const, value: ['A', 'B'] },
        { attr: 'amount', op: 'gt' as const, value: 10 },
      ],
      reverse: [{ attr: 'contact', op: 'isNull' as const }],
    };
    const draft = draftOf(stored);
    expect(draft.positive[1]).toEqual({ attr: 'amount', op: 'gt', value: '10' });
    expect(draft.reverse[0]).toEqual({ attr: 'contact', op: 'isNull', value: '' });
    expect(conditionsOf(draft)).toEqual({
      positive: [
        { attr: 'status', op: 'in', value: ['A', 'B'] },
        { attr: 'amount', op: 'gt', value: '10' },
      ],
      reverse: [{ attr: 'contact', op: 'isNull' }],
    });
    expect(sameDraft(draft, draftOf(stored))).toBe(true);
  });

  it('keeps what fits when the operator changes', () => {
    expect(withOp({ attr: 'a', op: 'eq', value: 'x' }, 'in')).toEqual({ attr: 'a', op: 'in', value: ['x'] });
    expect(withOp({ attr: 'a', op: 'in', value: ['x', 'y'] }, 'ne')).toEqual({ attr: 'a', op: 'ne', value: 'x' });
    expect(withOp({ attr: 'a', op: 'eq', value: 'x' }, 'notNull')).toEqual({ attr: 'a', op: 'notNull', value: '' });
  });

  it('flags rows without an attribute or a value', () => {
    const problems = draftProblems({
      positive: [
        { attr: '', op: 'isNull', value: '' },
        { attr: 'a', op: 'eq', value: '  ' },
        { attr: 'a', op: 'isNull', value: '' },
      ],
      reverse: [{ attr: 'a', op: 'in', value: [] }],
    });
    expect([...problems].sort()).toEqual(['positive.0', 'positive.1', 'reverse.0']);
  });
});
