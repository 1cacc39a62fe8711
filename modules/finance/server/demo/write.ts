// The finance demo's documents computed, numbered and written: ids and numbers drawn as the engine
// draws them, computed attributes by the engine's evaluator, set-based inserts, the money lines of
// cash sales and purchases, and the receipt paths from the goods documents each one settles or
// invoices. Answers the queued writes (the goods documents' progress is added to them).
import { type Doc, insertChildRows, insertPaths, pathsOf, prepare, Writes } from '../../../../server/seed/demo-kit';
import { PurchaseArrival } from '../../../purchase/public';
import { SaleDelivery } from '../../../sale/public';
import { ExpenseClaim } from '../../entities/expense-claim';
import { FinIncome } from '../../entities/income';
import { FinInvoice } from '../../entities/invoice';
import { FinOtherIncome, FinOtherPayment } from '../../entities/other-money';
import { FinPayment } from '../../entities/payment';
import { FinTransfer } from '../../entities/transfer';
import { FinWriteOff } from '../../entities/write-off';
import type { FinanceRun } from './run';

export async function writeDocs(run: FinanceRun): Promise<Writes> {
  const { db, tenantId: T, docs, deliveryPays, arrivalPays } = run;
  const sets: Array<[typeof FinIncome, Doc[]]> = [
    [FinIncome, docs.income],
    [FinPayment, docs.payment],
    [FinWriteOff, docs.writeOff],
    [FinOtherIncome, docs.otherIncome],
    [FinOtherPayment, docs.otherPayment],
    [FinTransfer, docs.transfer],
    [ExpenseClaim, docs.claim],
    [FinInvoice, docs.invoice],
  ];
  await prepare(db, T, sets, [
    [SaleDelivery.children!.pays, deliveryPays],
    [PurchaseArrival.children!.pays, arrivalPays],
  ]);
  const writes = new Writes();
  for (const [def, list] of sets) await writes.computeAndInsert(db, T, def, list);
  writes.add(insertChildRows(db, T, SaleDelivery.children!.pays, deliveryPays.map((p) => ({ ...p, sn: 1 }))));
  writes.add(insertChildRows(db, T, PurchaseArrival.children!.pays, arrivalPays.map((p) => ({ ...p, sn: 1 }))));
  writes.add(
    insertPaths(db, T, [
      ...pathsOf('deliveryToIncome', 'SaleDelivery', 'FinIncome', docs.income, (d) => d.c.items.map((l) => l.delivery_id as number)),
      ...pathsOf('arrivalToPayment', 'PurchaseArrival', 'FinPayment', docs.payment, (d) => d.c.items.map((l) => l.arrival_id as number)),
      ...pathsOf('orderToPayment', 'PurchaseOrder', 'FinPayment', docs.payment, (d) => d.c.items.map((l) => l.purchase_id as number)),
      ...pathsOf('deliveryToWriteOff', 'SaleDelivery', 'FinWriteOff', docs.writeOff, (d) => d.c.items.map((l) => l.delivery_id as number)),
      ...pathsOf('arrivalToWriteOff', 'PurchaseArrival', 'FinWriteOff', docs.writeOff, (d) => d.c.items.map((l) => l.arrival_id as number)),
      ...pathsOf('saleOrderToInvoice', 'SaleOrder', 'FinInvoice', docs.invoice, (d) => [d.h.sale_order_id as number]),
      ...pathsOf('purchaseOrderToInvoice', 'PurchaseOrder', 'FinInvoice', docs.invoice, (d) => [d.h.purchase_order_id as number]),
    ]),
  );
  return writes;
}
