// erp.Account and erp.IncomeExpense (spec §7 Accounts): the settlement accounts and the income /
// expense items, the generic record calls bound to their entity and page; updateDefault makes
// one account the tenant's default (the others stop being it) in one transaction.
import { z } from 'zod';
import type { RecordValue } from '../../schemas/rpc/datax';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { receiptCalls } from '../../schemas/rpc/receiptCalls';
import { financePages } from './pages';

const bound = (entity: string, page: string) => {
  const c = receiptCalls(entity, page);
  return { create: c.create, update: c.modify, removeByIds: c.removeByIds, summaryPage: c.summaryPage, detail: c.detail };
};

export const erpAccount = defineService('erp.Account', {
  ...bound('Settlement', financePages.Settlement.url),
  /** [id] or [{ids: [id]}] (a row action posts the latter): that account becomes the default */
  updateDefault: call<[number | { ids: number[] }], RecordValue>(
    args(['account', z.union([idArg, z.object({ ids: z.array(idArg).length(1) }).loose()])]),
    { page: financePages.Settlement.url, op: 'setDefault' },
  ),
});

export const erpIncomeExpense = defineService('erp.IncomeExpense', bound('IncomeExpense', financePages.Budget.url));
