// The rules' logic on its own: decimal-exact comparison, the deadband's hysteresis, held-for from the
// moment it began, the rate per minute over its window, no data by the clock.
import { describe, expect, it } from 'vitest';
import { compare, type EvalState, idle, type RuleLogic, ratePerMinute, step } from '../../condition';
import { Big } from '../../../../schemas/compute/decimal';

const at = (s: number) => new Date(Date.UTC(2030, 0, 1) + s * 1000);
const logic = (r: Partial<RuleLogic>): RuleLogic => ({ condition: 'Threshold', operator: 'Gt', limit: '0.3', deadband: '0', durationSeconds: 0, windowSeconds: 0, ...r });
const none: EvalState = { holdsSince: null, raised: false };

describe('rule logic', () => {
  it('compares decimals exactly: 0.1 + 0.2 is not over 0.3', () => {
    expect(compare(new Big('0.1').plus('0.2'), 'Gt', new Big('0.3'))).toBe(false);
    expect(compare(new Big('0.30000000000000001'), 'Gt', new Big('0.3'))).toBe(true);
    expect(step(logic({}), none, { at: at(0), value: '0.3' }).verdict.kind).toBe('none');
  });

  it('clears a raised threshold only past the deadband', () => {
    const r = logic({ operator: 'Lt', limit: '10', deadband: '1' });
    const raised = step(r, none, { at: at(0), value: '9' });
    expect(raised.verdict).toMatchObject({ kind: 'raise', value: '9' });
    expect(step(r, raised.state, { at: at(1), value: '10.5' }).verdict.kind).toBe('none');
    expect(step(r, raised.state, { at: at(1), value: '11' }).verdict).toEqual({ kind: 'clear', at: at(1) });
  });

  it('raises a held-for condition at its start once it held long enough, by readings or by the clock', () => {
    const r = logic({ condition: 'Duration', operator: 'Ge', limit: '90', durationSeconds: 30 });
    const first = step(r, none, { at: at(0), value: '90' });
    expect(first.verdict.kind).toBe('none');
    expect(idle(r, first.state, at(29), at(0), '90').verdict.kind).toBe('none');
    expect(idle(r, first.state, at(30), at(0), '90').verdict).toEqual({ kind: 'raise', at: at(0), value: '90' });
    expect(step(r, first.state, { at: at(31), value: '91' }).verdict).toEqual({ kind: 'raise', at: at(0), value: '91' });
  });

  it('judges the change per minute over the window, and no data after its seconds', () => {
    expect(ratePerMinute([{ at: at(0), value: '10' }, { at: at(30), value: '13' }])?.toString()).toBe('6');
    expect(ratePerMinute([{ at: at(0), value: '10' }])).toBeNull();
    const nd = logic({ condition: 'NoData', durationSeconds: 120 });
    expect(idle(nd, none, at(119), at(0), '1').verdict.kind).toBe('none');
    const raised = idle(nd, none, at(125), at(0), '1');
    expect(raised.verdict).toEqual({ kind: 'raise', at: at(120), value: '1' });
    expect(step(nd, raised.state, { at: at(130), value: '2' }).verdict).toEqual({ kind: 'clear', at: at(130) });
  });
});
