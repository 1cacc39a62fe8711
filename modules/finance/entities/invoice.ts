// 发票 (invoice form): an invoice issued for a sale order (SaleInvoice) or received for
// a purchase order; tax = total × tax rate % (the tax_rate dictionary's values are percents),
// exclude-tax = total − tax. Its audit moves the order's invoiced amount (uninvoiced = total −
// invoiced), never beyond the order's amount after discount.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, money, remark } from '../../../schemas/entities/documents';

export const INVOICE_TYPES = [
  { value: 'SaleInvoice', label: '销项发票', labelEn: 'Sales invoice' },
  { value: 'PurchaseInvoice', label: '进项发票', labelEn: 'Purchase invoice' },
];

export const FinInvoice = entity({
  id: 310,
  code: 'FinInvoice',
  name: '发票',
  nameEn: 'Invoice',
  module: 'finance',
  table: 'fin_invoice',
  lookup: 'tenant',
  receipt: { typeCode: 'fin-invoice', flow: false },
  attrs: [
    docCode('FP', '发票登记号', 'Register number'),
    a.enumType('type_dict', '发票类型', 'Invoice type', INVOICE_TYPES, { required: true, defaultValue: 'SaleInvoice', query: true, table: 100 }),
    a.string('invoice_no', '发票号码', 'Invoice number', { required: true, max: 64, noSpaces: true, query: true, table: 140 }),
    a.quote('FuzzyCommon', 'sale_order_id', '销售订单', 'Sales order', 'SaleOrder', { table: 150 }),
    a.quote('FuzzyCommon', 'purchase_order_id', '采购订单', 'Purchase order', 'PurchaseOrder', { table: 150 }),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { query: true, table: 140 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { query: true, table: 140 }),
    billDate('bill_date', '开票日期', 'Invoice date'),
    money('total_price', '价税合计', 'Total incl. tax', { required: true, positive: true, table: 110 }),
    a.dict('tax_rate', '税率(%)', 'Tax rate (%)', 'tax_rate', { required: true, defaultValue: '13', table: 80 }),
    money('tax', '税额', 'Tax', { compute: 'total_price * tax_rate / 100', table: 100 }),
    money('exclude_tax', '不含税金额', 'Amount excl. tax', { compute: 'total_price - tax', table: 110 }),
    remark(),
    attaches(),
  ],
  links: [
    {
      code: 'saleOrderToInvoice',
      verb: ['开票', 'invoice'],
      source: { entity: 'SaleOrder' },
      via: 'sale_order_id',
      measure: 'total_price',
      limit: 'real_price',
      progress: 'invoiced',
      from: ['Audit', 'Finish'],
      header: { customer_id: 'customer_id', total_price: 'uninvoiced' },
    },
    {
      code: 'purchaseOrderToInvoice',
      verb: ['开票', 'invoice'],
      source: { entity: 'PurchaseOrder' },
      via: 'purchase_order_id',
      measure: 'total_price',
      limit: 'real_price',
      progress: 'invoiced',
      from: ['Audit', 'Finish'],
      header: { supplier_id: 'supplier_id', total_price: 'uninvoiced' },
    },
  ],
});
