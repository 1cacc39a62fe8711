// Demo finance documents of the demo tenant, over the purchase and sale demos (run after them):
// five settlement accounts (one default, one frozen some months ago with no movement since) with
// opening amounts, income and expense items of both kinds, receipts settling most audited
// deliveries (fully, partly, advances applied later by write-offs), money taken with cash sales
// and paid with cash purchases, payments for most arrivals and advances on some purchase orders,
// other income and expenses every month, fund transfers (petty cash, sweeps, the frozen account
// emptied, and top-ups so that no account goes below zero), about 150 expense claims and invoices
// for part of the orders. The goods documents' progress (settled, invoiced, money taken with them)
// is moved and their computed figures recomputed as the engine's audits would have. Deterministic,
// computed with the engine's evaluator, written set-based (server/seed/demo-kit).
//
// The steps draw from one seeded generator, so their order here is part of the output: moving a
// step changes every document after it.
import type { SeedContext } from '../../../../server/modules/types';
import { type Actor, addDays, type AnyDb, calendar, masterData, rng } from '../../../../server/seed/demo-kit';
import { ACCOUNTS, createAccounts, FROZEN } from './accounts';
import { expenseClaims } from './claims';
import { loadGoods } from './goods';
import { issueInvoices } from './invoices';
import { keepAccounts } from './ledger';
import { otherMoney } from './other-money';
import { payArrivals, payCashPurchases, payPurchaseAdvances } from './payments';
import { moveGoodsProgress } from './progress';
import { receiveDeliveries, receiveSaleAdvances, takeCashSales } from './receipts';
import type { FinanceRun } from './run';
import { customerTerms, supplierTerms } from './terms';
import { writeDocs } from './write';

/** What the finance demo left in each account (the balance its documents say), for checks. */
export interface FinanceDemo {
  accounts: Array<{ id: number; code: string; balance: string; lowest: string; frozenFrom: string | null }>;
}

/** The demo of the demo tenant (nothing for the others); `report` hears what it left in the accounts. */
export async function seedFinanceDemo(ctx: SeedContext, report?: (demo: FinanceDemo) => void): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const cal = calendar();
  const r = rng(0x5eed0303);
  const md = await masterData(db, T);
  const admin: Actor = { id: ctx.creator.id, name: ctx.creator.name };
  const freezeDay = addDays(cal.today, -(100 + r.int(0, 40)));
  const lastFrozenDay = addDays(freezeDay, -1);

  const { acc, item } = await createAccounts(db, T, admin, cal, freezeDay);
  const goods = await loadGoods(db, T);
  const run: FinanceRun = {
    db,
    tenantId: T,
    cal,
    r,
    md,
    admin,
    lastFrozenDay,
    acc,
    item,
    flows: [],
    docs: { income: [], payment: [], writeOff: [], otherIncome: [], otherPayment: [], transfer: [], claim: [], invoice: [] },
    deliveryPays: [],
    arrivalPays: [],
  };

  // the money documents, each step adding its flows through the accounts
  const customers = customerTerms(run);
  const suppliers = supplierTerms(run);
  takeCashSales(run, goods, customers);
  payCashPurchases(run, goods, suppliers);
  const saleAdvances = receiveSaleAdvances(run, goods, customers);
  const purchaseAdvances = payPurchaseAdvances(run, goods, suppliers);
  receiveDeliveries(run, goods, customers, saleAdvances);
  payArrivals(run, goods, suppliers, purchaseAdvances);
  otherMoney(run, goods);
  expenseClaims(run);
  issueInvoices(run, goods);

  // the accounts each flow went through (and the transfers on the way), then everything written
  const { balance, lowestOf } = await keepAccounts(run);
  const writes = await writeDocs(run);
  moveGoodsProgress(run, goods, writes);
  await writes.done();
  report?.({
    accounts: ACCOUNTS.map((a) => ({
      id: acc.get(a.code)!,
      code: a.code,
      balance: balance.get(a.code)!.toFixed(2),
      lowest: lowestOf.get(a.code)!.toFixed(2),
      frozenFrom: a.code === FROZEN ? freezeDay : null,
    })),
  });
}
