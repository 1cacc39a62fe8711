// The server side of 财务管理: account and income/expense item services, the money documents'
// services (generic receipt handlers bound to their entities, with their conversions) and the
// finance rules (rules.ts) as record hooks.
import { sql } from 'kysely';
import { defineServerModule, implement } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { entityChanged } from '../../../server/records/count-memo';
import { readRecord } from '../../../server/records/read';
import { conversionHandler, receiptHandlers } from '../../../server/records/receipt-service';
import { notFound } from '../../../server/rpc/errors';
import { rm } from '../../../server/records/messages';
import { erpAccount, erpExpenseClaim, erpIncome, erpIncomeExpense, erpInvoice, erpOtherIncome, erpOtherPayment, erpPayment, erpTransfer, erpWriteOff } from '../contracts';
import { seedFinanceDemo } from './demo';
import { financeHooks } from './rules';

const bound = (entity: string) => {
  const h = receiptHandlers(entity);
  return { create: h.create, update: h.modify, removeByIds: h.removeByIds, summaryPage: h.summaryPage, detail: h.detail };
};

export default defineServerModule({
  seed: (ctx) => seedFinanceDemo(ctx),
  services: [
    implement(erpAccount, {
      ...bound('Settlement'),
      async updateDefault(ctx, [arg]) {
        const id = typeof arg === 'number' ? arg : arg.ids[0];
        const model = await callerModel(ctx, 'Settlement');
        const w = await writerOf(ctx, model);
        return w.db.transaction().execute(async (trx) => {
          const hit = await trx.selectFrom('fin_account').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
          if (!hit) throw notFound(rm(ctx.lang, 'notFound', { value: `Settlement ${id}` }));
          await sql`update fin_account set is_default = (id = ${id}), version = version + case when is_default <> (id = ${id}) then 1 else 0 end
            where tenant_id = ${w.tenantId}`.execute(trx);
          entityChanged(w.tenantId, 'Settlement');
          return readRecord(trx, model, id, ctx.lang);
        });
      },
    }),
    implement(erpIncomeExpense, bound('IncomeExpense')),
    implement(erpIncome, { ...receiptHandlers('FinIncome'), deliveryToIncome: conversionHandler('FinIncome', 'deliveryToIncome', 'deliveryId') }),
    implement(erpPayment, {
      ...receiptHandlers('FinPayment'),
      arrivalToPayment: conversionHandler('FinPayment', 'arrivalToPayment', 'arrivalId'),
      orderToPayment: conversionHandler('FinPayment', 'orderToPayment', 'orderId'),
    }),
    implement(erpWriteOff, receiptHandlers('FinWriteOff')),
    implement(erpOtherIncome, receiptHandlers('FinOtherIncome')),
    implement(erpOtherPayment, receiptHandlers('FinOtherPayment')),
    implement(erpTransfer, receiptHandlers('FinTransfer')),
    implement(erpExpenseClaim, receiptHandlers('ExpenseClaim')),
    implement(erpInvoice, {
      ...receiptHandlers('FinInvoice'),
      saleOrderToInvoice: conversionHandler('FinInvoice', 'saleOrderToInvoice', 'orderId'),
      purchaseOrderToInvoice: conversionHandler('FinInvoice', 'purchaseOrderToInvoice', 'orderId'),
    }),
  ],
  hooks: financeHooks,
});
