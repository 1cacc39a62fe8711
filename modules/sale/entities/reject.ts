// 销售退货 (sale/Reject, receipt type erp-sale-reject): goods a customer sends back, made from a
// delivery's lines; its audit moves the delivery's returned quantities (and so its reject
// status) and takes its amount off what the customer owes.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, goodsLine, goodsLink, lineRemark, money, moneyBlock, price, progress, projectDict, remark } from '../../../schemas/entities/documents';

export const SaleReject = entity({
  id: 203,
  code: 'SaleReject',
  name: '销售退货单',
  nameEn: 'Sales return',
  module: 'sale',
  table: 'erp_sale_reject',
  lookup: 'tenant',
  receipt: { typeCode: 'erp-sale-reject', flow: false },
  attrs: [
    docCode('XT'),
    a.quote('FuzzyCommon', 'delivery_id', '销售发货单', 'Sales delivery', 'SaleDelivery', { table: 150 }),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { required: true, query: true, table: 160 }),
    a.quote('SalesMan', 'salesman_id', '业务员', 'Salesman', 'Person', { table: 100 }),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { table: 120 }),
    billDate(),
    projectDict(),
    ...moneyBlock({ attrs: [progress(money, 'settled', '已退款', 'Refunded')], expr: 'settled' }),
    money('total_cost', '成本金额', 'Cost of goods', { compute: 'sum(items.cost_amount)' }),
    a.string('reason', '退货原因', 'Reason', { max: 256, table: 160 }),
    remark(),
    attaches(),
  ],
  children: {
    items: {
      table: 'erp_sale_reject_item',
      name: '退货明细',
      nameEn: 'Return lines',
      min: 1,
      attrs: [
        ...goodsLine('sale_price'),
        price('cost_price', '成本单价', 'Cost price', { defaultValue: 0 }),
        money('cost_amount', '成本金额', 'Cost amount', { compute: 'quantity * cost_price' }),
        a.int('delivery_item_id', '发货明细', 'Delivery line', { min: 1 }),
        a.quote('FuzzyCommon', 'source_delivery_id', '销售发货单', 'Sales delivery', 'SaleDelivery', { maintained: true }),
        lineRemark(),
      ],
    },
  },
  links: [
    goodsLink({
      code: 'deliveryToReject',
      verb: ['退货', 'return'],
      source: { entity: 'SaleDelivery', child: 'items' },
      via: 'delivery_item_id',
      sourceHeader: 'source_delivery_id',
      progress: 'returned_qty',
      header: { delivery_id: 'id', customer_id: 'customer_id', salesman_id: 'salesman_id', warehouse_id: 'warehouse_id', project_dict: 'project_dict', discount_rate: 'discount_rate' },
      extraRow: { cost_price: 'cost_price' },
    }),
  ],
});
