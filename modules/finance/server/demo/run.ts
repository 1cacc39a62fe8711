// What the steps of one finance demo run share: the generator and calendar, the accounts and
// items, the money documents made so far by kind, and the money flows through the accounts (each
// step adds its documents' flows; the ledger then picks the accounts in time order). Also how a
// finance document is made, so every step dates, audits and times its documents alike.
import type { Big } from '../../../../schemas/compute/decimal';
import type { Row } from '../../../../schemas/compute/record';
import { type Actor, type AnyDb, type Calendar, type Doc, type MasterData, officeTime, type Rng, statusByAge, versionOf } from '../../../../server/seed/demo-kit';
import { type AccountCode, FROZEN } from './accounts';

/** A money flow through an account: signed amount, the account it prefers, and where the choice is written. */
export interface Flow {
  doc: Doc;
  amount: Big;
  prefer: AccountCode;
  set(account: number): void;
}

/** The money documents made, by kind. */
export interface FinanceDocs {
  income: Doc[];
  payment: Doc[];
  writeOff: Doc[];
  otherIncome: Doc[];
  otherPayment: Doc[];
  transfer: Doc[];
  claim: Doc[];
  invoice: Doc[];
}

/** An advance on an order (received or paid): what is left of it to apply, and its document. */
export interface Advance {
  left: Big;
  doc: Doc;
}

export interface FinanceRun {
  db: AnyDb;
  tenantId: string;
  cal: Calendar;
  r: Rng;
  md: MasterData;
  admin: Actor;
  /** the frozen account's last day of movement (the day before its freeze) */
  lastFrozenDay: string;
  /** account ids by code */
  acc: Map<AccountCode, number>;
  /** income/expense item ids by name */
  item: Map<string, number>;
  flows: Flow[];
  docs: FinanceDocs;
  /** money lines taken with cash sales (delivery pay rows) and paid with cash purchases (arrival pay rows) */
  deliveryPays: Row[];
  arrivalPays: Row[];
}

/** yyyy-MM-dd of a stored date or instant */
export const dayOf = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
/** ISO text of a stored instant */
export const instantOf = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** a finance document on a day (never after today), audited unless recent */
export function newDoc(run: FinanceRun, d: string, after: string | null, h: Row, c: Record<string, Row[]> = {}, recent = 4): Doc {
  const { cal, r, admin } = run;
  const status = cal.age(d) >= recent ? 'Audit' : statusByAge(r, cal.age(d), { recent });
  const created = officeTime(d, r, after ?? undefined);
  const modified = status === 'Saved' ? created : officeTime(dayOf(created), r, created);
  return { id: 0, day: d, status, version: versionOf(status), created, modified, creator: admin, modifier: admin, h, c };
}

/** The account to use on a day: the frozen one takes nothing from the day before its freeze on (the basic account does). */
export const notFrozen = (run: FinanceRun, code: AccountCode, d: string): AccountCode => (code === FROZEN && d >= run.lastFrozenDay ? 'YH001' : code);

/** a flow of a goods document's own money line (the document's day and audit time) */
export function goodsFlow(run: FinanceRun, g: Row, amount: Big, prefer: AccountCode, set: (a: number) => void): Flow {
  const { admin } = run;
  const d: Doc = { id: Number(g.id), day: String(g.bill_date), status: String(g.status_dict), version: 0, created: String(g.modify_dt), modified: String(g.modify_dt), creator: admin, modifier: admin, h: {}, c: {} };
  return { doc: d, amount, prefer, set };
}

/** A write-off of one line: an advance (received or paid) applied to a delivery or an arrival. */
export function addWriteOff(run: FinanceRun, type: 'Receivable' | 'Payable', party: number, d: string, line: Row, after: string, remark: string): Doc {
  const doc = newDoc(run, d, after, { write_off_type: type, [type === 'Receivable' ? 'customer_id' : 'supplier_id']: party, bill_date: d, remark }, { items: [line] });
  run.docs.writeOff.push(doc);
  return doc;
}

