// 付款单 (finance/Payment, receipt type fin-payment): money paid to a supplier from an account.
// A line settles a purchase arrival's payable (arrivalToPayment), pays a purchase order in
// advance (orderToPayment), or is an advance on nothing; a line names at most one document.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, lineRemark, money, projectDict, remark, settleLink } from '../../../schemas/entities/documents';

export const FinPayment = entity({
  id: 304,
  code: 'FinPayment',
  name: '付款单',
  nameEn: 'Payment',
  module: 'finance',
  table: 'fin_payment',
  lookup: 'tenant',
  receipt: { typeCode: 'fin-payment', flow: false },
  attrs: [
    docCode('FK'),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { required: true, query: true, table: 160 }),
    a.quote('Settlement', 'account_id', '付款账户', 'Account', 'Settlement', { required: true, query: true, table: 140 }),
    billDate(),
    projectDict(),
    money('total_amount', '付款金额', 'Amount paid', { compute: 'sum(items.amount)', table: 110 }),
    money('settled_amount', '冲抵到货单金额', 'Applied to arrivals', { compute: 'sum(items.applied)' }),
    money('advance_amount', '预付金额', 'Advance', { compute: 'total_amount - settled_amount', table: 100 }),
    remark(),
    attaches(),
  ],
  children: {
    items: {
      table: 'fin_payment_item',
      name: '付款明细',
      nameEn: 'Payment lines',
      min: 1,
      attrs: [
        a.quote('FuzzyCommon', 'arrival_id', '采购到货单', 'Purchase arrival', 'PurchaseArrival', { table: 150 }),
        a.quote('FuzzyCommon', 'purchase_id', '采购订单', 'Purchase order', 'PurchaseOrder', { table: 150 }),
        money('amount', '本次付款', 'Amount', { required: true, positive: true }),
        money('applied', '冲抵应付', 'Applied', { compute: 'arrival_id ? amount : 0' }),
        lineRemark(),
      ],
    },
  },
  links: [
    settleLink({
      code: 'arrivalToPayment',
      verb: ['付款', 'pay'],
      source: 'PurchaseArrival',
      via: 'arrival_id',
      limit: 'payable',
      progress: 'settled',
      header: { supplier_id: 'supplier_id', project_dict: 'project_dict' },
    }),
    settleLink({
      code: 'orderToPayment',
      verb: ['付款', 'pay'],
      source: 'PurchaseOrder',
      via: 'purchase_id',
      limit: 'real_price',
      progress: 'settled',
      header: { supplier_id: 'supplier_id', project_dict: 'project_dict' },
    }),
  ],
});
