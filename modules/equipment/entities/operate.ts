// 设备操作记录 (equipment/EquipmentOperateRecord): a receipt of operations on machines — extend
// life, scrap, asset transfer, enable, disable, entry, delivery, fault repair, count — moving
// through create, modify, commit and audit. Its audit sets each line's machine as the operation
// says (OPERATION_STATUS; an asset transfer moves it to another process unit) and keeps the
// status it had, which an un-audit restores.
import { a, entity } from '../../../schemas/entities/define';
import { billDate, docCode, remark } from '../../../schemas/entities/documents';

export const OPERATE_TYPES = [
  { value: 'ExtendLife', label: '延长寿命', labelEn: 'Extend life' },
  { value: 'Scrap', label: '报废', labelEn: 'Scrap' },
  { value: 'AssetTransfer', label: '资产调拨', labelEn: 'Asset transfer' },
  { value: 'Enable', label: '启用', labelEn: 'Enable' },
  { value: 'Disable', label: '停用', labelEn: 'Disable' },
  { value: 'Entry', label: '入场', labelEn: 'Entry' },
  { value: 'Delivery', label: '出场', labelEn: 'Delivery' },
  { value: 'FaultRepair', label: '故障修复', labelEn: 'Fault repaired' },
  { value: 'Count', label: '盘点', labelEn: 'Count' },
];

/** The equipment status an audited operation leaves its machines in (absent: the status stays). */
export const OPERATION_STATUS: Readonly<Record<string, string>> = {
  Scrap: '5',
  Disable: '2',
  Enable: '1',
  Entry: '1',
  Delivery: '2',
  FaultRepair: '1',
};

export const EquipmentOperateRecord = entity({
  id: 555,
  code: 'EquipmentOperateRecord',
  name: '设备操作记录',
  nameEn: 'Equipment operation record',
  module: 'equipment',
  table: 'eqp_operate_record',
  lookup: 'tenant',
  receipt: { typeCode: 'equipment-operate', flow: false },
  attrs: [
    docCode('CZ', '单据编号', 'Number'),
    a.enumType('operate_type', '操作类型', 'Operation', OPERATE_TYPES, { required: true, query: true, table: 100 }),
    billDate(),
    a.string('reason', '原因', 'Reason', { max: 512, table: 200 }),
    remark(),
  ],
  children: {
    lines: {
      table: 'eqp_operate_record_line',
      name: '设备明细',
      nameEn: 'Machines',
      min: 1,
      attrs: [
        a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { required: true }),
        a.quote('FuzzyCommon', 'to_unit_id', '调入工序单元', 'To process unit', 'ProcessUnit'),
        a.int('life_months', '延长月数', 'Months added', { min: 1, maxValue: 600, digits: { int: 4, scale: 0 } }),
        a.int('counted', '盘点数量', 'Counted', { min: 0, maxValue: 9999, digits: { int: 4, scale: 0 } }),
        a.string('from_status', '原状态', 'Status before', { max: 8, maintained: true }),
        a.int('from_unit_id', '原工序单元', 'Unit before', { maintained: true }),
        a.string('note', '说明', 'Note', { max: 256 }),
      ],
    },
  },
});
