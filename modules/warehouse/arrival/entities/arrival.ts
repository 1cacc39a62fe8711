// 到货登记 (warehouse/Arrival, receipt type wms-arrival): raw material arriving at the gate, before
// inspection — its arrival batch, the registration and procurement numbers, the supplier's raw
// material batch, dates, material and quantity, and the barcodes on its packs. Audited, the barcodes
// exist in 条码档案 awaiting inspection (待检验, quality result 待检); un-audited, they go back to what
// they were while nothing else has used them (server/arrival-rules.ts). A return (退货单, WmsReject)
// is made from an audited arrival.
import { a, entity } from '../../../../schemas/entities/define';
import { attaches, progress, quantity, TODAY } from '../../../../schemas/entities/documents';

/** material counts below ten billion (the barcode's own digits) */
const COUNT = { int: 10, scale: 4 };

export const QUALITY_METHODS = [
  { value: 'Full', label: '全检', labelEn: 'Full inspection' },
  { value: 'Sampling', label: '抽检', labelEn: 'Sampling' },
  { value: 'Exempt', label: '免检', labelEn: 'Exempt' },
];

const text128 = (code: string, name: string, nameEn: string, opts: Parameters<typeof a.string>[3] = {}) => a.string(code, name, nameEn, { max: 128, ...opts });

export const WmsArrival = entity({
  id: 707,
  code: 'WmsArrival',
  name: '到货登记',
  nameEn: 'Arrival registration',
  module: 'warehouse',
  table: 'wms_arrival',
  lookup: 'tenant',
  perOrgan: true,
  receipt: { typeCode: 'wms-arrival', flow: false },
  attrs: [
    // the registration number: filled (DJ + yyyyMMdd + serial) when left empty
    text128('code', '登记单号', 'Registration no.', { noSpaces: true, unique: true, autoCode: 'DJ', query: true, table: 150, index: true, fuzzy: true }),
    text128('arrival_batch', '到货批次', 'Arrival batch', { required: true, query: true, table: 140, index: true, fuzzy: true }),
    text128('purchase_code', '采购单号', 'Procurement no.', { query: true, table: 140 }),
    text128('material_batch', '原料批次', 'Raw material batch', { table: 130 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { query: true, table: 160 }),
    a.date('arrival_date', '到货日期', 'Arrival date', { required: true, defaultValue: TODAY, when: 'past', query: true, table: 110, index: true }),
    a.date('expiry_date', '有效期至', 'Expiry date', { when: 'future', table: 110 }),
    a.enumType('quality_method', '检验方式', 'Inspection method', QUALITY_METHODS, { defaultValue: 'Sampling', table: 90 }),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, query: true, table: 160, fill: { unit: 'unit' } }),
    a.dict('unit', '单位', 'Unit', 'unit', { table: 70 }),
    quantity('quantity', '到货数量', 'Quantity', { required: true, positive: true, digits: COUNT, table: 100 }),
    quantity('barcode_qty', '条码数量合计', 'Barcoded quantity', { compute: 'sum(barcodes.count)', digits: COUNT, table: 110 }),
    progress(quantity, 'returned_qty', '已退货数量', 'Returned', { digits: COUNT, table: 100 }),
    text128('remark', '备注', 'Remarks'),
    attaches(),
  ],
  children: {
    barcodes: {
      table: 'wms_arrival_barcode',
      name: '条码清单',
      nameEn: 'Barcodes',
      attrs: [
        // unique within the registration: a barcode listed twice is refused (「X」重复)
        a.string('code', '条码', 'Barcode', { required: true, max: 128, noSpaces: true, unique: true }),
        quantity('count', '数量', 'Count', { required: true, positive: true, digits: COUNT }),
      ],
    },
  },
});
