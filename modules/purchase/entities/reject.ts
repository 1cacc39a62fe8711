// 采购退货 (purchase/returnGoods, receipt type erp-purchase-reject): goods sent back to the
// supplier, made from an arrival's lines; its audit moves the arrival's returned quantities and
// takes its amount off what is owed to the supplier.
import { a, entity } from '../../../schemas/entities/define';
import { attaches, billDate, docCode, goodsLine, goodsLink, lineRemark, money, moneyBlock, progress, projectDict, remark } from '../../../schemas/entities/documents';

export const PurchaseReject = entity({
  id: 103,
  code: 'PurchaseReject',
  name: '采购退货单',
  nameEn: 'Purchase return',
  module: 'purchase',
  table: 'erp_purchase_reject',
  lookup: 'tenant',
  receipt: { typeCode: 'erp-purchase-reject', flow: false },
  attrs: [
    docCode('TH'),
    a.quote('FuzzyCommon', 'arrival_id', '采购到货单', 'Purchase arrival', 'PurchaseArrival', { table: 150 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { required: true, query: true, table: 160 }),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { table: 120 }),
    billDate(),
    projectDict(),
    ...moneyBlock({ attrs: [progress(money, 'settled', '已退款', 'Refunded')], expr: 'settled' }),
    a.string('reason', '退货原因', 'Reason', { max: 256, table: 160 }),
    remark(),
    attaches(),
  ],
  children: {
    items: {
      table: 'erp_purchase_reject_item',
      name: '退货明细',
      nameEn: 'Return lines',
      min: 1,
      attrs: [
        ...goodsLine('purchase_price'),
        a.int('arrival_item_id', '到货明细', 'Arrival line', { min: 1 }),
        a.quote('FuzzyCommon', 'source_arrival_id', '采购到货单', 'Purchase arrival', 'PurchaseArrival', { maintained: true }),
        lineRemark(),
      ],
    },
  },
  links: [
    goodsLink({
      code: 'arrivalToReject',
      verb: ['退货', 'return'],
      source: { entity: 'PurchaseArrival', child: 'items' },
      via: 'arrival_item_id',
      sourceHeader: 'source_arrival_id',
      progress: 'returned_qty',
      header: { arrival_id: 'id', supplier_id: 'supplier_id', warehouse_id: 'warehouse_id', project_dict: 'project_dict', discount_rate: 'discount_rate' },
    }),
  ],
});
