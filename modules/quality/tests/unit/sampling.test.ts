// Single sampling by GB/T 2828.1 (ISO 2859-1), checked against printed cells: Table 1 (code
// letters), Table 2-A (normal) and Table 2-B (tightened), arrows followed; and the switching rules.
import { describe, expect, it } from 'vitest';
import { accepts, codeLetter, masterPlan, SamplingError, samplingPlan } from '../../sampling/plan';
import { afterLot, type LotOutcome, resumeAfterDiscontinuation, START, type SwitchingState } from '../../sampling/switching';
import { CODE_LETTERS, type INSPECTION_LEVELS } from '../../sampling/tables';

describe('Table 1: sample size code letters', () => {
  it('lot 1,200 level II → J; lot 1,201 level II → K; lot 8 level II → A; lot 500,001 level II → Q', () => {
    expect(codeLetter(1200, 'II')).toBe('J');
    expect(codeLetter(1201, 'II')).toBe('K');
    expect(codeLetter(8, 'II')).toBe('A');
    expect(codeLetter(500_001, 'II')).toBe('Q');
  });

  it('the special levels, band by band: S-1 AAAABBBBCCCCDDD, S-2 AAABBBCCCDDDEEE, S-3 AABBCCDDEEFFGGH, S-4 AABCCDEEFGGHJJK', () => {
    const bands = [8, 15, 25, 50, 90, 150, 280, 500, 1200, 3200, 10000, 35000, 150000, 500000, 600000];
    const column = (level: (typeof INSPECTION_LEVELS)[number]) => bands.map((n) => codeLetter(n, level)).join('');
    expect(column('S-1')).toBe('AAAABBBBCCCCDDD');
    expect(column('S-2')).toBe('AAABBBCCCDDDEEE');
    expect(column('S-3')).toBe('AABBCCDDEEFFGGH');
    expect(column('S-4')).toBe('AABCCDEEFGGHJJK');
    expect(column('I')).toBe('AABCCDEFGHJKLMN');
    expect(column('II')).toBe('ABCDEFGHJKLMNPQ');
    expect(column('III')).toBe('BCDEFGHJKLMNPQR');
  });

  it('refuses a lot below 2 or not whole, and a level the standard does not have', () => {
    expect(() => codeLetter(1, 'II')).toThrow(SamplingError);
    expect(() => codeLetter(10.5, 'II')).toThrow(SamplingError);
    expect(() => codeLetter(10, 'IV' as never)).toThrow(SamplingError);
  });
});

describe('Table 2-A: normal inspection', () => {
  it('J AQL 1.0 normal → n 80 Ac 2 Re 3; J AQL 0.65 → n 80 Ac 1 Re 2 (lot 1,200 level II)', () => {
    expect(samplingPlan({ lotSize: 1200, level: 'II', aql: '1.0' })).toEqual({ letter: 'J', planLetter: 'J', table: 'Normal', sampleSize: 80, ac: 2, re: 3, fullInspection: false });
    expect(samplingPlan({ lotSize: 1200, level: 'II', aql: '0.65' })).toMatchObject({ sampleSize: 80, ac: 1, re: 2 });
  });

  it('K AQL 10 → n 125 Ac 21 Re 22; K AQL 15 is ↑ → J: n 80 Ac 21 Re 22', () => {
    expect(masterPlan('K', '10', 'Normal')).toEqual({ planLetter: 'K', ac: 21, re: 22 });
    expect(masterPlan('K', '15', 'Normal')).toEqual({ planLetter: 'J', ac: 21, re: 22 });
  });

  it('F AQL 1.0 is ↑ → E: n 13 Ac 0 Re 1; F AQL 1.5 is ↓ → G: n 32 Ac 1 Re 2', () => {
    expect(samplingPlan({ lotSize: 100, level: 'II', aql: '1.0' })).toMatchObject({ letter: 'F', planLetter: 'E', sampleSize: 13, ac: 0, re: 1 });
    expect(samplingPlan({ lotSize: 100, level: 'II', aql: '1.5' })).toMatchObject({ letter: 'F', planLetter: 'G', sampleSize: 32, ac: 1, re: 2 });
  });

  it('A AQL 6.5 → n 2 Ac 0 Re 1; A AQL 1000 → Ac 30 Re 31; B AQL 1000 → Ac 44 Re 45; F AQL 100 is ↑ → E: Ac 21 Re 22', () => {
    expect(masterPlan('A', '6.5', 'Normal')).toEqual({ planLetter: 'A', ac: 0, re: 1 });
    expect(masterPlan('A', '1000', 'Normal')).toEqual({ planLetter: 'A', ac: 30, re: 31 });
    expect(masterPlan('B', '1000', 'Normal')).toEqual({ planLetter: 'B', ac: 44, re: 45 });
    expect(masterPlan('F', '100', 'Normal')).toEqual({ planLetter: 'E', ac: 21, re: 22 });
  });

  it('Q AQL 0.65 → n 1250 Ac 14 Re 15; Q AQL 1.5 is ↑ → P: n 800 Ac 21 Re 22', () => {
    expect(masterPlan('Q', '0.65', 'Normal')).toEqual({ planLetter: 'Q', ac: 14, re: 15 });
    expect(masterPlan('Q', '1.5', 'Normal')).toEqual({ planLetter: 'P', ac: 21, re: 22 });
  });

  it('a sample reaching the lot size is 100 % inspection of the lot (lot 10 level II, AQL 0.65: ↓ to n 20)', () => {
    expect(samplingPlan({ lotSize: 10, level: 'II', aql: '0.65' })).toMatchObject({ letter: 'B', planLetter: 'F', sampleSize: 10, ac: 0, re: 1, fullInspection: true });
  });

  it('every code letter and AQL has a plan, and Re is always Ac + 1', () => {
    for (const l of CODE_LETTERS) {
      for (const q of ['0.010', '0.65', '10', '1000'] as const) {
        const p = masterPlan(l, q, 'Normal');
        expect(p.re).toBe(p.ac + 1);
      }
    }
  });
});

describe('Table 2-B: tightened inspection', () => {
  it('J AQL 1.0 tightened → n 80 Ac 1 Re 2; K AQL 10 → n 125 Ac 18 Re 19', () => {
    expect(samplingPlan({ lotSize: 1200, level: 'II', aql: '1.0', severity: 'Tightened' })).toMatchObject({ table: 'Tightened', sampleSize: 80, ac: 1, re: 2 });
    expect(masterPlan('K', '10', 'Tightened')).toEqual({ planLetter: 'K', ac: 18, re: 19 });
  });

  it('H AQL 6.5 → Ac 5 Re 6; H AQL 10 → Ac 8 Re 9; G AQL 0.65 → n 32 Ac 0 Re 1; B AQL 6.5 → n 3 Ac 0 Re 1', () => {
    expect(masterPlan('H', '6.5', 'Tightened')).toEqual({ planLetter: 'H', ac: 5, re: 6 });
    expect(masterPlan('H', '10', 'Tightened')).toEqual({ planLetter: 'H', ac: 8, re: 9 });
    expect(masterPlan('G', '0.65', 'Tightened')).toEqual({ planLetter: 'G', ac: 0, re: 1 });
    expect(masterPlan('B', '6.5', 'Tightened')).toEqual({ planLetter: 'B', ac: 0, re: 1 });
  });

  it('A AQL 10 is ↓, C AQL 10 is ↓ → D: n 8 Ac 1 Re 2; L AQL 10 is ↑ → K: n 125 Ac 18 Re 19; L AQL 0.65 → Ac 2 Re 3', () => {
    expect(masterPlan('A', '10', 'Tightened')).toEqual({ planLetter: 'D', ac: 1, re: 2 });
    expect(masterPlan('C', '10', 'Tightened')).toEqual({ planLetter: 'D', ac: 1, re: 2 });
    expect(masterPlan('L', '10', 'Tightened')).toEqual({ planLetter: 'K', ac: 18, re: 19 });
    expect(masterPlan('L', '0.65', 'Tightened')).toEqual({ planLetter: 'L', ac: 2, re: 3 });
  });

  it('the lot is accepted up to Ac nonconforming and rejected from Re on; a count found must be a whole number ≥ 0', () => {
    const p = masterPlan('J', '1.0', 'Normal');
    expect([0, 2, 3].map((found) => accepts(p, found))).toEqual([true, true, false]);
    expect(() => accepts(p, -1)).toThrow(SamplingError);
  });
});

describe('the switching rules', () => {
  const ok: LotOutcome = { accepted: true, ac: 1 };
  const rejected: LotOutcome = { accepted: false, ac: 1 };
  const run = (lots: LotOutcome[], from: SwitchingState = START, opts = {}) => lots.reduce((s, l) => afterLot(s, l, opts), from);

  it('normal → tightened when 2 of 5 consecutive lots are not accepted, not when they lie 5 lots apart', () => {
    expect(run([ok, rejected, ok, ok, rejected]).severity).toBe('Tightened');
    expect(run([rejected, ok, ok, ok, ok, rejected]).severity).toBe('Normal');
  });

  it('tightened → normal after 5 consecutive lots accepted; a rejection starts the count again', () => {
    const tight = run([rejected, rejected]);
    expect(tight.severity).toBe('Tightened');
    expect(run([ok, ok, ok, ok], tight).severity).toBe('Tightened');
    expect(run([ok, ok, ok, ok, ok], tight).severity).toBe('Normal');
    expect(run([ok, ok, rejected, ok, ok, ok, ok], tight).severity).toBe('Tightened');
  });

  it('tightened → discontinued after 5 lots not accepted on tightened inspection; resumption is on tightened', () => {
    const stopped = run([rejected, rejected, rejected, ok, rejected, ok, rejected, rejected, rejected]);
    expect(run([rejected, rejected, rejected, ok, rejected, ok, rejected, rejected]).severity).toBe('Tightened');
    expect(stopped.severity).toBe('Discontinued');
    expect(afterLot(stopped, ok).severity).toBe('Discontinued');
    expect(resumeAfterDiscontinuation().severity).toBe('Tightened');
  });

  it('normal → reduced when the switching score reaches 30 (Ac 0/1: +2 per accepted lot), production steady and reduced allowed', () => {
    const fifteen = Array.from({ length: 15 }, () => ok);
    expect(run(fifteen.slice(1), START, { reducedAllowed: true })).toMatchObject({ severity: 'Normal', score: 28 });
    expect(run(fifteen, START, { reducedAllowed: true }).severity).toBe('Reduced');
    expect(run(fifteen, START, { reducedAllowed: false }).severity).toBe('Normal');
    expect(run(fifteen, START, { reducedAllowed: true, steady: false }).severity).toBe('Normal');
  });

  it('Ac 2 or more: +3 only when the lot passes at the next tighter AQL, otherwise the score falls back to 0', () => {
    const tight: LotOutcome = { accepted: true, ac: 2, acceptedOneStepTighter: true };
    const loose: LotOutcome = { accepted: true, ac: 2, acceptedOneStepTighter: false };
    expect(run([tight, tight, tight]).score).toBe(9);
    expect(run([tight, tight, loose]).score).toBe(0);
    expect(run(Array.from({ length: 10 }, () => tight), START, { reducedAllowed: true }).severity).toBe('Reduced');
  });

  it('reduced → normal on a lot not accepted, or when production is no longer steady', () => {
    const reduced: SwitchingState = { severity: 'Reduced', recent: [], score: 0, tightenedRejected: 0 };
    expect(afterLot(reduced, ok).severity).toBe('Reduced');
    expect(afterLot(reduced, rejected).severity).toBe('Normal');
    expect(afterLot(reduced, ok, { steady: false }).severity).toBe('Normal');
  });
});
