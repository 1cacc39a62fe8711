// The payroll rule alone (payroll-rule.ts): working days of a month, basic pay prorated by the days
// attended and capped at the working days, overtime at 1.5 × the hourly rate, cents rounded half up
// per component, borrowing instalments (the last takes the rest; never more than the balance) and
// deductions stopping at the gross pay — every figure decimal-exact.
import { describe, expect, it } from 'vitest';
import { instalmentDue, payLine, workingDays } from '../../payroll-rule';

const line = (more: Partial<Parameters<typeof payLine>[0]>) =>
  payLine({ month: '2026-03', basicSalary: '6000', attendDays: '22', overtimeHours: '0', pieceWage: '0', borrowings: [], ...more });

describe('the payroll rule', () => {
  it('counts a month’s Mondays to Fridays as its working days', () => {
    expect(workingDays('2026-03')).toBe(22);
    expect(workingDays('2026-02')).toBe(20);
    expect(workingDays('2024-02')).toBe(21); // a leap February
    expect(workingDays('2026-11')).toBe(21);
  });

  it('prorates the basic salary by the days attended, never above the full salary', () => {
    expect(line({ attendDays: '22' }).basic_pay).toBe('6000.00');
    expect(line({ attendDays: '25' }).basic_pay).toBe('6000.00');
    expect(line({ attendDays: '0' }).basic_pay).toBe('0.00');
    // 6000 × 21.5 / 22 = 5863.636… → 5863.64 (half up)
    expect(line({ attendDays: '21.5' }).basic_pay).toBe('5863.64');
    // a third of a cent never shows: 1000 × 1 / 3 working-day ratio kept exact until the cent
    expect(line({ basicSalary: '1000', attendDays: '7' }).basic_pay).toBe('318.18');
  });

  it('pays overtime at 1.5 × basic / (working days × 8), to the cent half up', () => {
    // 6000 / 176 = 34.0909…; × 3 h × 1.5 = 153.409… → 153.41
    expect(line({ overtimeHours: '3' }).overtime_pay).toBe('153.41');
    // 0.1 + 0.2 style sums stay exact: 0.1 h + 0.2 h as 0.3 h
    expect(line({ basicSalary: '1760', overtimeHours: '0.3' }).overtime_pay).toBe('4.50');
  });

  it('adds piece-rate wages and deducts borrowings, the net never negative', () => {
    const l = line({ attendDays: '11', pieceWage: '123.455', borrowings: [{ id: 1, amount: '10000', repaid: '0', instalments: 2, start_month: '2026-01' }] });
    expect(l.piece_wage).toBe('123.46');
    expect(l.gross_pay).toBe('3123.46');
    // the whole 10000 is due (its last instalment month is past) but only the gross is deducted
    expect(l.borrow_deduct).toBe('3123.46');
    expect(l.net_pay).toBe('0.00');
    expect(l.deductions).toEqual([{ borrowing_id: 1, amount: '3123.46' }]);
  });

  it('takes one instalment a month, the last one the rest, nothing before the first month', () => {
    const b = { id: 7, amount: '1000.00', repaid: '0', instalments: 3, start_month: '2026-03' };
    expect(instalmentDue(b, '2026-02').toFixed(2)).toBe('0.00');
    expect(instalmentDue(b, '2026-03').toFixed(2)).toBe('333.33');
    expect(instalmentDue({ ...b, repaid: '666.66' }, '2026-05').toFixed(2)).toBe('333.34');
    // a month skipped: the last month still asks only what is left
    expect(instalmentDue({ ...b, repaid: '333.33' }, '2026-06').toFixed(2)).toBe('666.67');
    // never more than the balance
    expect(instalmentDue({ ...b, repaid: '900' }, '2026-04').toFixed(2)).toBe('100.00');
    expect(instalmentDue({ ...b, repaid: '1000' }, '2026-04').toFixed(2)).toBe('0.00');
  });

  it('deducts several borrowings in the order given until the gross is used up', () => {
    const l = line({ basicSalary: '1000', borrowings: [
      { id: 1, amount: '600', repaid: '0', instalments: 1, start_month: '2026-03' },
      { id: 2, amount: '600', repaid: '0', instalments: 1, start_month: '2026-03' },
    ] });
    expect(l.deductions).toEqual([{ borrowing_id: 1, amount: '600.00' }, { borrowing_id: 2, amount: '400.00' }]);
    expect(l.net_pay).toBe('0.00');
  });

  it('adds the allowances decimal-exact as their own figures: monthly ones whole, the meal allowance per day attended', () => {
    // 2026-03: 22 working days; 21.5 days attended
    const l = line({ attendDays: '21.5', allowances: { post: '300', transport: '200.005', mealPerDay: '15.35' } });
    expect(l.basic_pay).toBe('5863.64');
    expect(l.post_allowance).toBe('300.00');
    expect(l.transport_allowance).toBe('200.01');
    // 15.35 × 21.5 = 330.025 → 330.03 (a binary float would say 330.02499…)
    expect(l.meal_allowance).toBe('330.03');
    expect(l.gross_pay).toBe('6693.68');
    // every day attended earns the meal allowance, beyond the working days too; the hourly rate stays the basic salary's
    const long = line({ attendDays: '25', overtimeHours: '3', allowances: { post: '0', transport: '0', mealPerDay: '10' } });
    expect(long.meal_allowance).toBe('250.00');
    expect(long.overtime_pay).toBe('153.41');
    // without a basic salary row: none
    expect(line({}).meal_allowance).toBe('0.00');
  });
});

