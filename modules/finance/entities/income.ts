// 收款单 (finance/Income, receipt type fin-income): money received from a customer into an
// account. A line may settle a sale delivery (its outstanding receivable: deliveryToIncome) or be
// an advance (no delivery), which a write-off applies to deliveries later.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, lineRemark, money, projectDict, remark, settleLink } from '../../../schemas/entities/documents';

export const FinIncome = entity({
  id: 303,
  code: 'FinIncome',
  name: '收款单',
  nameEn: 'Receipt',
  module: 'finance',
  table: 'fin_income',
  lookup: 'tenant',
  receipt: { typeCode: 'fin-income', flow: false },
  attrs: [
    docCode('SK'),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { required: true, query: true, table: 160 }),
    a.quote('Settlement', 'account_id', '收款账户', 'Account', 'Settlement', { required: true, query: true, table: 140 }),
    a.quote('SalesMan', 'salesman_id', '业务员', 'Salesman', 'Person', { table: 100 }),
    billDate(),
    projectDict(),
    money('total_amount', '收款金额', 'Amount received', { compute: 'sum(items.amount)', table: 110 }),
    money('settled_amount', '核销发货单金额', 'Applied to deliveries', { compute: "sum(items.applied)" }),
    money('advance_amount', '预收金额', 'Advance', { compute: 'total_amount - settled_amount', table: 100 }),
    remark(),
    attaches(),
  ],
  children: {
    items: {
      table: 'fin_income_item',
      name: '收款明细',
      nameEn: 'Receipt lines',
      min: 1,
      attrs: [
        a.quote('FuzzyCommon', 'delivery_id', '销售发货单', 'Sales delivery', 'SaleDelivery', { table: 150 }),
        money('amount', '本次收款', 'Amount', { required: true, positive: true }),
        money('applied', '冲抵应收', 'Applied', { compute: 'delivery_id ? amount : 0' }),
        lineRemark(),
      ],
    },
  },
  links: [
    settleLink({
      code: 'deliveryToIncome',
      verb: ['收款', 'receive'],
      source: 'SaleDelivery',
      via: 'delivery_id',
      limit: 'receivable',
      progress: 'settled',
      header: { customer_id: 'customer_id', salesman_id: 'salesman_id', project_dict: 'project_dict' },
    }),
  ],
});
