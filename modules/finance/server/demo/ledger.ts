// The accounts' year: every live money flow in time order picks its account — the one it prefers
// unless that one is frozen or short — with the transfers a treasurer would make on the way (petty
// cash each month, quarterly sweeps to the basic account, the frozen account emptied before its
// freeze, and top-ups before a payment so that no account goes below zero). The basic account
// opens with enough that the company's money as a whole never runs low.
import { sql } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import { big, LIVE, num } from '../../../../server/seed/demo-kit';
import { ACCOUNTS, type AccountCode, BANKS, CASH, FROZEN } from './accounts';
import { type FinanceRun, type Flow, newDoc, notFrozen } from './run';

/** Each account's opening, closing balance and lowest balance over the year. */
export interface Balances {
  opening: Map<AccountCode, number>;
  balance: Map<AccountCode, Big>;
  lowestOf: Map<AccountCode, Big>;
}

export async function keepAccounts(run: FinanceRun): Promise<Balances> {
  const { db, tenantId: T, acc, flows, docs } = run;
  const live = flows.filter((f) => LIVE.has(f.doc.status));
  const key = (f: Flow) => `${f.doc.day}|${f.doc.created}`;
  live.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  // the company's money as a whole never runs low: the basic account opens with enough
  let running = new Big(ACCOUNTS.reduce((s, a) => s + a.initial, 0));
  let lowest = running;
  for (const f of live) {
    running = running.plus(f.amount);
    if (running.lt(lowest)) lowest = running;
  }
  const cushion = new Big(800_000);
  let raise = lowest.lt(cushion) ? Math.ceil(num(cushion.minus(lowest)) / 100_000) * 100_000 : 0;
  // the whole can be enough while the banks the treasurer may draw on are not (money sits in cash
  // or waits in the frozen account): then the year is kept again with a larger basic account
  const transfersBefore = docs.transfer.length;
  for (let attempt = 0; ; attempt++) {
    docs.transfer.length = transfersBefore;
    const kept = keepYear(run, live, raise);
    const worst = [...kept.lowestOf.values()].reduce((m, b) => (b.lt(m) ? b : m), new Big(0));
    if (!worst.lt(0) || attempt === 5) {
      // documents not audited name the account they would use
      for (const f of flows) if (!LIVE.has(f.doc.status)) f.set(acc.get(notFrozen(run, f.prefer, f.doc.day))!);
      if (raise) await sql`update fin_account set initial_amount = ${kept.opening.get('YH001')} where tenant_id = ${T} and id = ${acc.get('YH001')}`.execute(db);
      return kept;
    }
    raise += Math.ceil(num(worst.times(-1)) / 100_000) * 100_000 + 100_000;
  }
}

/** One pass over the year's live flows with the basic account opened `raise` higher. */
function keepYear(run: FinanceRun, live: Flow[], raise: number): Balances {
  const { acc, docs, lastFrozenDay } = run;
  const opening = new Map<AccountCode, number>(ACCOUNTS.map((a) => [a.code, a.initial + (a.code === 'YH001' ? raise : 0)]));
  const balance = new Map<AccountCode, Big>(ACCOUNTS.map((a) => [a.code, new Big(opening.get(a.code)!)]));
  const lowestOf = new Map<AccountCode, Big>(ACCOUNTS.map((a) => [a.code, new Big(opening.get(a.code)!)]));
  const move = (code: AccountCode, amount: Big) => {
    const b = balance.get(code)!.plus(amount);
    balance.set(code, b);
    if (b.lt(lowestOf.get(code)!)) lowestOf.set(code, b);
  };
  const transfer = (d: string, from: AccountCode, to: AccountCode, amount: Big, fee: number, remark: string, at?: string) => {
    // audited at once (recent = 0), at the moment the money was needed
    const doc = newDoc(run, d, null, { bill_date: d, out_account_id: acc.get(from), in_account_id: acc.get(to), amount: num(amount), fee, remark }, {}, 0);
    if (at) doc.created = doc.modified = at;
    docs.transfer.push(doc);
    move(from, amount.plus(fee).times(-1));
    move(to, amount);
  };
  const richest = (but: AccountCode[] = []) => BANKS.filter((b) => !but.includes(b)).sort((a, b) => balance.get(b)!.cmp(balance.get(a)!))[0];
  let month = '';
  let frozenEmptied = false;
  for (const f of live) {
    const d = f.doc.day;
    if (!frozenEmptied && d >= lastFrozenDay) {
      frozenEmptied = true;
      const left = balance.get(FROZEN)!;
      if (left.gt(0)) transfer(lastFrozenDay, FROZEN, 'YH001', left, 0, '账户冻结前余额调入基本户', `${lastFrozenDay}T08:00:00.000Z`);
    }
    if (d.slice(0, 7) !== month) {
      // petty cash at the start of each month, and a sweep of the general account every quarter
      month = d.slice(0, 7);
      const cash = num(balance.get(CASH)!);
      if (cash < 15_000) transfer(d, 'YH001', CASH, new Big(Math.ceil((30_000 - cash) / 1000) * 1000), 0, '备用金提现', f.doc.created);
      else if (cash > 60_000) transfer(d, CASH, 'YH001', new Big(Math.floor((cash - 30_000) / 1000) * 1000), 0, '现金存入银行', f.doc.created);
      if (Number(month.slice(5)) % 3 === 1) {
        const gen = num(balance.get('YH002')!);
        if (gen > 600_000) transfer(d, 'YH002', 'YH001', new Big(Math.floor((gen - 400_000) / 10_000) * 10_000), 15, '一般户资金归集', f.doc.created);
        const exp = num(balance.get('YH003')!);
        if (exp > 3_000_000) transfer(d, 'YH003', 'YH001', new Big(Math.floor((exp - 1_000_000) / 10_000) * 10_000), 50, '出口收汇资金归集', f.doc.created);
      }
    }
    if (f.amount.gte(0)) {
      const code = notFrozen(run, f.prefer, d);
      move(code, f.amount);
      f.set(acc.get(code)!);
      continue;
    }
    const need = f.amount.times(-1);
    let code = notFrozen(run, f.prefer, d);
    if (balance.get(code)!.lt(need)) {
      const rich = richest();
      code = balance.get(rich)!.gte(need) || code === CASH || code === FROZEN ? rich : code;
      // still short: money is moved in from the other banks first
      for (const other of BANKS.filter((b) => b !== code).sort((a, b) => balance.get(b)!.cmp(balance.get(a)!))) {
        const short = need.minus(balance.get(code)!);
        if (short.lte(0)) break;
        const spare = balance.get(other)!.minus(20);
        if (spare.lte(0)) continue;
        const amount = big(Math.ceil(num(short.lt(spare) ? short : spare) / 100) * 100);
        transfer(d, other, code, amount.gt(spare) ? spare : amount, 0, '资金调拨（付款备付）', f.doc.created);
      }
    }
    move(code, f.amount);
    f.set(acc.get(code)!);
  }
  return { opening, balance, lowestOf };
}
