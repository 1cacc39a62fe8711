// The fixed choices of the shop-floor records (the work order's feeding types; the defect reasons
// an unqualified output names — demo values), shared by the entities and the web dialogs.

/** the work order's feeding types: order, equipment, centralised */
export const FEEDING_TYPES = [
  { value: 'Order', label: '工单投料', labelEn: 'Order feeding' },
  { value: 'Equipment', label: '设备投料', labelEn: 'Equipment feeding' },
  { value: 'Centralised', label: '集中投料', labelEn: 'Centralised feeding' },
];

/** the defect reasons an unqualified output names (unqualified output requires one) */
export const DEFECT_REASONS = [
  { value: 'Dimension', label: '尺寸超差', labelEn: 'Out of tolerance' },
  { value: 'Surface', label: '表面划伤', labelEn: 'Surface scratch' },
  { value: 'Burr', label: '毛刺', labelEn: 'Burr' },
  { value: 'Crack', label: '裂纹', labelEn: 'Crack' },
  { value: 'Assembly', label: '装配不良', labelEn: 'Assembly defect' },
  { value: 'Material', label: '来料不良', labelEn: 'Incoming material defect' },
  { value: 'Other', label: '其他', labelEn: 'Other' },
];
