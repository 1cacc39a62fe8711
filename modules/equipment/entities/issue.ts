// 设备故障 (equipment/issue): a machine's fault as reported (on the page or a phone). Reporting it
// puts the machine in fault (4): production dispatches no work to it until a repair is completed,
// which closes the fault (Finish).
import { a, entity } from '../../../schemas/entities/define';
import { attaches, docCode, remark } from '../../../schemas/entities/documents';

export const FAULT_LEVELS = [
  { value: 'Minor', label: '一般', labelEn: 'Minor' },
  { value: 'Major', label: '严重', labelEn: 'Major' },
  { value: 'Critical', label: '紧急', labelEn: 'Critical' },
];

export const EquipmentIssue = entity({
  id: 553,
  code: 'EquipmentIssue',
  name: '设备故障',
  nameEn: 'Equipment fault',
  module: 'equipment',
  table: 'eqp_issue',
  lookup: 'tenant',
  receipt: { typeCode: 'equipment-issue', flow: false },
  attrs: [
    docCode('GZ', '故障单号', 'Fault number'),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { required: true, query: true, table: 150 }),
    a.dateTime('fault_dt', '故障时间', 'Fault time', { required: true, query: true, table: 150, index: true, when: 'past' }),
    a.enumType('fault_level', '故障等级', 'Level', FAULT_LEVELS, { required: true, defaultValue: 'Minor', query: true, table: 80 }),
    a.string('description', '故障描述', 'Description', { required: true, max: 1024, table: 240 }),
    a.string('reporter_name', '报修人', 'Reported by', { max: 64, table: 90 }),
    remark(),
    attaches(),
  ],
});
