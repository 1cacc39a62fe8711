// 设备维修 (equipment/EquipmentRepair): the repair of a fault — who, the downtime, the cause, the
// result and the parts used with their cost (decimal-exact: amount = quantity × price, the parts'
// sum plus labour). Its audit is the repair's completion: the machine is back to normal (1) unless
// it could not be repaired, and its fault is closed.
import { a, entity } from '../../../schemas/entities/define';
import { docCode, money, PRICE, QUANTITY, remark } from '../../../schemas/entities/documents';

export const REPAIR_RESULTS = [
  { value: 'Repaired', label: '已修复', labelEn: 'Repaired' },
  { value: 'Replaced', label: '更换部件', labelEn: 'Part replaced' },
  { value: 'Unrepairable', label: '无法修复', labelEn: 'Cannot be repaired' },
];

export const EquipmentRepair = entity({
  id: 554,
  code: 'EquipmentRepair',
  name: '维修单',
  nameEn: 'Repair',
  module: 'equipment',
  table: 'eqp_repair',
  lookup: 'tenant',
  receipt: { typeCode: 'equipment-repair', flow: false },
  attrs: [
    docCode('WX', '维修单号', 'Repair number'),
    a.quote('FuzzyCommon', 'issue_id', '设备故障', 'Fault', 'EquipmentIssue', { query: true, table: 150, fill: { equipment_id: 'equipment_id' } }),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { required: true, query: true, table: 150 }),
    a.string('repairer_name', '维修人', 'Repaired by', { max: 64, table: 90 }),
    a.dateTime('down_start', '停机开始', 'Downtime from', { required: true, query: true, table: 150, index: true }),
    a.dateTime('down_end', '停机结束', 'Downtime to', { table: 150 }),
    a.number('downtime_hours', '停机时长(小时)', 'Downtime (h)', {
      digits: { int: 8, scale: 2 },
      table: 100,
      readSql: 'round((extract(epoch from (t.down_end - t.down_start)) / 3600.0)::numeric, 2)',
    }),
    a.string('cause', '故障原因', 'Cause', { max: 1024, table: 200 }),
    a.enumType('result', '维修结果', 'Result', REPAIR_RESULTS, { query: true, table: 90 }),
    money('labour_cost', '人工费用', 'Labour cost', { min: 0, defaultValue: 0, table: 100 }),
    money('parts_cost', '备件费用', 'Parts cost', { compute: 'sum(parts.amount)', table: 100 }),
    money('total_cost', '维修费用', 'Repair cost', { compute: 'labour_cost + parts_cost', table: 100 }),
    remark(),
  ],
  children: {
    parts: {
      table: 'eqp_repair_part',
      name: '备件使用',
      nameEn: 'Parts used',
      attrs: [
        a.quote('Material', 'material_id', '备件', 'Part', 'Material', { required: true, fill: { spec: 'spec' } }),
        a.string('spec', '规格型号', 'Specification', { max: 128 }),
        a.number('quantity', '数量', 'Quantity', { required: true, positive: true, digits: QUANTITY }),
        a.number('unit_price', '单价', 'Unit price', { min: 0, digits: PRICE }),
        money('amount', '金额', 'Amount', { compute: 'quantity * unit_price' }),
      ],
    },
  },
});
