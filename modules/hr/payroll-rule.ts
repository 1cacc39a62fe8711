// The payroll rule, decimal-exact (big.js, never binary floats), pure so it is tested alone:
// - working days W of a month: its Mondays to Fridays (the factory calendar's holidays are not
//   read: a month's W is the same for every person and every run);
// - basic pay = basic salary × min(days attended, W) / W (attending more days than W earns no more
//   basic pay: extra time is overtime);
// - hourly rate = basic salary / (W × 8); overtime pay = overtime hours × hourly rate × 1.5;
// - piece-rate wages: what production's 计件工资 says for the person's output of the month;
// - allowances (补贴/津贴) of the basic salary row: 岗位津贴 and 交通补贴 are fixed monthly amounts,
//   paid whole to everyone on the month's payroll (it holds those who attended); 餐补 is paid per
//   day attended (every day, beyond the working days too) = rate × days attended; they are not
//   part of the hourly rate;
// - gross = basic pay + overtime pay + piece-rate wages + allowances, each rounded to the cent half
//   up first;
// - borrowings: each audited borrowing with a balance, from its first deduction month on, takes one
//   instalment (amount / instalments, to the cent half up), the whole balance in its last
//   instalment month or later, never more than its balance, in the order borrowed; deductions stop
//   at the gross pay (the net pay is never negative: what is not deducted stays outstanding);
// - net = gross − deductions.
import Big from 'big.js';

export const DAY_HOURS = 8;
export const OVERTIME_FACTOR = '1.5';

const cents = (b: Big) => b.round(2, Big.roundHalfUp);

/** Mondays to Fridays of a month `YYYY-MM`. */
export function workingDays(month: string): number {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  let n = 0;
  for (let d = 1; d <= days; d++) {
    const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if (wd !== 0 && wd !== 6) n++;
  }
  return n;
}

/** Months from `from` to `to` (both YYYY-MM): 0 for the same month, negative before. */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1] = from.split('-').map(Number);
  const [y2, m2] = to.split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1);
}

export interface BorrowingDue {
  id: number;
  amount: string;
  repaid: string;
  instalments: number;
  start_month: string;
}

export interface PayInput {
  month: string;
  basicSalary: string;
  attendDays: string;
  overtimeHours: string;
  pieceWage: string;
  /** the allowances of the basic salary row (absent: none) */
  allowances?: Allowances;
  /** the person's audited borrowings with a balance, in the order borrowed */
  borrowings: readonly BorrowingDue[];
}

export interface Allowances {
  post: string;
  transport: string;
  mealPerDay: string;
}

export const NO_ALLOWANCES: Allowances = { post: '0', transport: '0', mealPerDay: '0' };

export interface PayLine {
  work_days: number;
  attend_days: string;
  basic_salary: string;
  basic_pay: string;
  overtime_hours: string;
  overtime_pay: string;
  piece_wage: string;
  post_allowance: string;
  transport_allowance: string;
  meal_allowance: string;
  gross_pay: string;
  borrow_deduct: string;
  net_pay: string;
  deductions: Array<{ borrowing_id: number; amount: string }>;
}

/** The instalment a borrowing asks of a month (before the gross pay's cap): 0 before its first month. */
export function instalmentDue(b: BorrowingDue, month: string): Big {
  const balance = new Big(b.amount).minus(b.repaid);
  const k = monthsBetween(b.start_month, month);
  if (k < 0 || balance.lte(0)) return new Big(0);
  if (k >= b.instalments - 1) return balance;
  const one = cents(new Big(b.amount).div(b.instalments));
  return one.gt(balance) ? balance : one;
}

export function payLine(p: PayInput): PayLine {
  const W = workingDays(p.month);
  const basic = new Big(p.basicSalary);
  const attended = new Big(p.attendDays);
  const counted = attended.gt(W) ? new Big(W) : attended;
  const basicPay = cents(basic.times(counted).div(W));
  const overtimePay = cents(basic.div(W * DAY_HOURS).times(p.overtimeHours).times(OVERTIME_FACTOR));
  const piece = cents(new Big(p.pieceWage));
  const allowance = p.allowances ?? NO_ALLOWANCES;
  const post = cents(new Big(allowance.post));
  const transport = cents(new Big(allowance.transport));
  const meal = cents(new Big(allowance.mealPerDay).times(attended));
  const gross = basicPay.plus(overtimePay).plus(piece).plus(post).plus(transport).plus(meal);
  let room = gross;
  const deductions: PayLine['deductions'] = [];
  for (const b of p.borrowings) {
    if (room.lte(0)) break;
    let due = instalmentDue(b, p.month);
    if (due.lte(0)) continue;
    if (due.gt(room)) due = room;
    deductions.push({ borrowing_id: b.id, amount: due.toFixed(2) });
    room = room.minus(due);
  }
  const deducted = gross.minus(room);
  return {
    work_days: W,
    attend_days: attended.toFixed(1),
    basic_salary: basic.toFixed(2),
    basic_pay: basicPay.toFixed(2),
    overtime_hours: new Big(p.overtimeHours).toFixed(2),
    overtime_pay: overtimePay.toFixed(2),
    piece_wage: piece.toFixed(2),
    post_allowance: post.toFixed(2),
    transport_allowance: transport.toFixed(2),
    meal_allowance: meal.toFixed(2),
    gross_pay: gross.toFixed(2),
    borrow_deduct: deducted.toFixed(2),
    net_pay: room.toFixed(2),
    deductions,
  };
}
