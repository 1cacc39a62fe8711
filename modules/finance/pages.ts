// Finance base pages (shell document §2 "ERP base": mdm/budget, mdm/settlement): generated lists
// and details over the settlement accounts and income/expense items.
import type { PageDef } from '../../schemas/pages/types';

export const financePages = {
  Settlement: {
    url: 'mdm/settlement',
    detailUrl: 'mdm/settlementDetail',
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'Settlement',
    uniqueKeys: ['code'],
    table: { remark: { hide: true } },
    actions: [
      {
        code: 'setDefault',
        label: '设为默认',
        labelEn: 'Set as default',
        place: 'row',
        handler: 'callService',
        call: '/erp.Account/updateDefault',
        confirm: { zh_CN: '确定将该账户设为默认账户？', en_US: 'Make this the default account?' },
      },
    ],
  },
  Budget: { url: 'mdm/budget', detailUrl: 'mdm/budgetDetail', listClass: 'VformList', detailClass: 'VformDetail', entityCode: 'IncomeExpense' },
} satisfies Record<string, PageDef>;
