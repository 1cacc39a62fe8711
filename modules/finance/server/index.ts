// The server side of 财务管理: account and income/expense item services, the money documents'
// services (generic receipt handlers bound to their entities, with their conversions) and the
// finance rules (rules.ts) as record hooks.
import { sql } from 'kysely';
import { defineServerModule } from '../../../server/modules/types';
import { callerModel, writerOf } from '../../../server/records/context';
import { entityChanged } from '../../../server/records/count-memo';
import { readRecord } from '../../../server/records/read';
import { lockWritable } from '../../../server/records/write';
import { implementDocument } from '../../../server/records/document-service';
import { erpAccount, erpExpenseClaim, erpIncome, erpIncomeExpense, erpInvoice, erpOtherIncome, erpOtherPayment, erpPayment, erpTransfer, erpWriteOff } from '../contracts';
import { seedFinanceDemo } from './demo';
import { financeHooks } from './rules';

export default defineServerModule({
  seed: (ctx) => seedFinanceDemo(ctx),
  services: [
    implementDocument(erpAccount, {
      async updateDefault(ctx, [arg]) {
        const id = typeof arg === 'number' ? arg : arg.ids[0];
        const model = await callerModel(ctx, 'Settlement');
        const w = await writerOf(ctx, model);
        return w.db.transaction().execute(async (trx) => {
          // an account outside the caller's data scope is, to it, one that does not exist (11)
          await lockWritable(trx, w, model, [id]);
          await sql`update fin_account set is_default = (id = ${id}), version = version + case when is_default <> (id = ${id}) then 1 else 0 end
            where tenant_id = ${w.tenantId}`.execute(trx);
          entityChanged(w.tenantId, 'Settlement');
          return readRecord(trx, model, id, ctx.lang);
        });
      },
    }),
    ...[erpIncomeExpense, erpIncome, erpPayment, erpWriteOff, erpOtherIncome, erpOtherPayment, erpTransfer, erpExpenseClaim, erpInvoice].map((d) => implementDocument(d, {})),
  ],
  hooks: financeHooks,
});
