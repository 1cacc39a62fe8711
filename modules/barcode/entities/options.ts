// The fixed choices of the barcode entities (barcode types, batch adjustment types, actions, states), with the
// labels a Chinese warehouse uses.
export const BARCODE_TYPES = [
  { value: 'Material', label: '物料', labelEn: 'Material' },
  { value: 'Container', label: '容器', labelEn: 'Container' },
  { value: 'Virtual', label: '虚拟', labelEn: 'Virtual' },
];

export const QUALITY_RESULTS = [
  { value: 'Wait', label: '待检', labelEn: 'Awaiting inspection' },
  { value: 'Qualified', label: '合格', labelEn: 'Qualified' },
  { value: 'Unqualified', label: '不合格', labelEn: 'Unqualified' },
  { value: 'Exempt', label: '免检', labelEn: 'Exempt' },
];

/** the exception states: a barcode awaiting inspection, returned, or already in stock */
export const BARCODE_STATES = [
  { value: 'Pending', label: '待检验', labelEn: 'Pending inspection' },
  { value: 'Returned', label: '已退货', labelEn: 'Returned' },
  { value: 'InStock', label: '已入库', labelEn: 'In stock' },
];

export const ADJUST_TYPES = [
  { value: 'SupplierBatch', label: '供应商批次', labelEn: 'Supplier batch' },
  { value: 'LocalBatch', label: '本厂批次', labelEn: 'Local batch' },
  { value: 'Expiry', label: '有效期', labelEn: 'Expiry' },
  { value: 'Reinspect', label: '复检', labelEn: 'Re-inspection' },
  { value: 'Other', label: '其他', labelEn: 'Other' },
];

export const ENTRY_TYPES = [
  { value: 'Purchase', label: '采购入库', labelEn: 'Purchase' },
  { value: 'Production', label: '生产入库', labelEn: 'Production' },
  { value: 'Outsource', label: '委外入库', labelEn: 'Outsourcing' },
  { value: 'Other', label: '其他入库', labelEn: 'Other' },
];

export type BarcodeType = 'Material' | 'Container' | 'Virtual';
export type AdjustType = 'SupplierBatch' | 'LocalBatch' | 'Expiry' | 'Reinspect' | 'Other';
