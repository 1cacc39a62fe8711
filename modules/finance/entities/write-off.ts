// 核销单 (finance/WriteOff, receipt type fin-write-off): applies a party's advances (receipts or
// payments on no document) to its open documents without moving money: 预收冲应收 settles
// deliveries of a customer, 预付冲应付 arrivals of a supplier. The party's balance does not change;
// the documents' outstanding amounts do. An audit never applies more than the party's unapplied
// advances (server hook).
import { a, entity } from '../../../schemas/entities/define';
import { billDate, docCode, lineRemark, money, remark, settleLink } from '../../../schemas/entities/documents';

export const WRITE_OFF_TYPES = [
  { value: 'Receivable', label: '预收冲应收', labelEn: 'Advance receipts against receivables' },
  { value: 'Payable', label: '预付冲应付', labelEn: 'Advance payments against payables' },
];

export const FinWriteOff = entity({
  id: 305,
  code: 'FinWriteOff',
  name: '核销单',
  nameEn: 'Write-off',
  module: 'finance',
  table: 'fin_write_off',
  lookup: 'tenant',
  receipt: { typeCode: 'fin-write-off', flow: false },
  attrs: [
    docCode('HX'),
    a.enumType('write_off_type', '核销类型', 'Type', WRITE_OFF_TYPES, { required: true, defaultValue: 'Receivable', query: true, table: 130 }),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { query: true, table: 160 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { query: true, table: 160 }),
    billDate(),
    money('total_amount', '核销金额', 'Amount applied', { compute: 'sum(items.amount)', table: 110 }),
    remark(),
  ],
  children: {
    items: {
      table: 'fin_write_off_item',
      name: '核销明细',
      nameEn: 'Write-off lines',
      min: 1,
      attrs: [
        a.quote('FuzzyCommon', 'delivery_id', '销售发货单', 'Sales delivery', 'SaleDelivery', { table: 150 }),
        a.quote('FuzzyCommon', 'arrival_id', '采购到货单', 'Purchase arrival', 'PurchaseArrival', { table: 150 }),
        money('amount', '核销金额', 'Amount', { required: true, positive: true }),
        lineRemark(),
      ],
    },
  },
  links: [
    settleLink({ code: 'deliveryToWriteOff', verb: ['核销', 'apply'], source: 'SaleDelivery', via: 'delivery_id', limit: 'receivable', progress: 'settled', header: { customer_id: 'customer_id' } }),
    settleLink({ code: 'arrivalToWriteOff', verb: ['核销', 'apply'], source: 'PurchaseArrival', via: 'arrival_id', limit: 'payable', progress: 'settled', header: { supplier_id: 'supplier_id' } }),
  ],
});
