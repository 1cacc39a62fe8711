// How the demo's customers pay and its suppliers are paid: each partner's terms (days after the
// goods, lateness, a monthly statement day or month-end payment) and the bank account it uses,
// drawn once per partner so its receipts and payments keep one habit through the year.
import { addDays, type Rng } from '../../../../server/seed/demo-kit';
import { type AccountCode, FROZEN } from './accounts';
import type { FinanceRun } from './run';

export interface CustomerTerms {
  term: number;
  late: number;
  bank: AccountCode;
  split: boolean;
  /** the day of the month it settles everything due (0: each delivery when due) */
  monthly: number;
}

export interface SupplierTerms {
  term: number;
  monthEnd: boolean;
  bank: AccountCode;
}

/** customers: how they pay (half of them settle once a month, on their own day, everything that fell due) */
export function customerTerms(run: FinanceRun): Map<number, CustomerTerms> {
  const { md, r } = run;
  return new Map(
    md.customers.map((c, i) => [Number(c.id), { term: i % 7 === 0 ? 60 : r.pick([15, 30, 30, 45]), late: r.pick([0, 0, 3, 8, 20]), bank: customerBank(r, i), split: r.chance(0.15), monthly: r.chance(0.5) ? r.int(5, 25) : 0 }]),
  );
}

/** The statement day `dom` a payment falling due on `due` is made on: this month's, or the next. */
export const statementDay = (due: string, dom: number) => {
  const here = `${due.slice(0, 7)}-${String(dom).padStart(2, '0')}`;
  return here >= due ? here : `${addDays(`${due.slice(0, 7)}-28`, 5).slice(0, 7)}-${String(dom).padStart(2, '0')}`;
};

/** suppliers: some are paid so many days after arrival, the others at the end of the month the term ends in */
export function supplierTerms(run: FinanceRun): Map<number, SupplierTerms> {
  const { md, r } = run;
  return new Map(
    md.suppliers.map((s) => [Number(s.id), { term: r.pick([15, 30, 30, 45, 60, 90]), monthEnd: r.chance(0.6), bank: (r.chance(0.8) ? 'YH001' : r.chance(0.8) ? 'YH002' : FROZEN) as AccountCode }]),
  );
}

/** The bank a customer pays into: mostly the basic account, some the general one, a few the old one. */
function customerBank(r: Rng, i: number): AccountCode {
  if (i % 13 === 5) return FROZEN;
  return r.chance(0.7) ? 'YH001' : 'YH002';
}
