// 退货单 (warehouse/Reject, calls wms.Reject): goods of an audited arrival registration sent back to
// the supplier — rejected at the gate or judged unqualified. One row per return: its code and date,
// the arrival (batch, material, supplier copied from it), the quantity returned and the barcodes of
// the returned packs. Audited, those barcodes are 已退货 (Returned); un-audited, they are given back
// what they were. The arrival's quantity caps what all its live returns take (a declared link).
import { a, entity } from '../../../../schemas/entities/define';
import { quantity, TODAY } from '../../../../schemas/entities/documents';

const COUNT = { int: 10, scale: 4 };

export const WmsReject = entity({
  id: 712,
  code: 'WmsReject',
  name: '退货单',
  nameEn: 'Return order',
  module: 'warehouse',
  table: 'wms_reject',
  perOrgan: true,
  attrs: [
    a.string('code', '退货单号', 'Return code', { max: 128, noSpaces: true, unique: true, autoCode: 'TH', query: true, table: 150, index: true, fuzzy: true }),
    a.date('return_date', '退货日期', 'Return date', { required: true, defaultValue: TODAY, when: 'past', query: true, table: 110, index: true }),
    a.quote('FuzzyCommon', 'arrival_id', '到货登记', 'Arrival registration', 'WmsArrival', { required: true, table: 150, quote: { entity: 'WmsArrival', show: ['code', 'arrival_batch'] } }),
    a.string('arrival_batch', '到货批次', 'Arrival batch', { max: 128, query: true, table: 140 }),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { query: true, table: 160 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { query: true, table: 160 }),
    quantity('return_qty', '退货数量', 'Return quantity', { required: true, positive: true, digits: COUNT, table: 100 }),
    a.string('reason', '退货原因', 'Reason', { max: 128, table: 160 }),
    a.string('remark', '备注', 'Remarks', { max: 128 }),
  ],
  children: {
    barcodes: {
      table: 'wms_reject_barcode',
      name: '退货条码',
      nameEn: 'Returned barcodes',
      attrs: [a.string('code', '条码', 'Barcode', { required: true, max: 128, noSpaces: true, unique: true })],
    },
  },
  links: [
    {
      code: 'registrationToReject',
      verb: ['退货', 'return'],
      source: { entity: 'WmsArrival' },
      via: 'arrival_id',
      measure: 'return_qty',
      limit: 'quantity',
      progress: 'returned_qty',
      from: ['Audit'],
      header: { arrival_batch: 'arrival_batch', material_id: 'material_id', supplier_id: 'supplier_id' },
    },
  ],
});
