// The reports over the machines' history: 设备履历 (the machines' history in time order, newest
// first, filterable by machine, kind and day), 设备履历详情 (each machine with how many checks,
// faults, repairs, inspections, operations and tool changes it has had, its downtime and repair
// cost), and the special
// equipment whose annual inspection is past or near its due date (年检逾期).
import { defineReport } from '../../schemas/reports/define';
import { HISTORY_KINDS } from './history-views';
import { col, day, machine, money, status, sum } from './report-columns';

export const DUE_STATES = [
  { value: 'Overdue', label: '已逾期', labelEn: 'Overdue' },
  { value: 'DueSoon', label: '即将到期', labelEn: 'Due soon' },
  { value: 'NoRecord', label: '无年检记录', labelEn: 'No inspection on record' },
  { value: 'Valid', label: '有效期内', labelEn: 'Valid' },
];

const historyColumns = [
  // the row's key: the last order of a page, so paging never repeats or skips a row
  col('id', '序号', 'Row', 'Number', { scale: 0 }),
  machine,
  col('at', '时间', 'When', 'DateTime'),
  col('kind', '类别', 'Kind', 'EnumType', { options: HISTORY_KINDS }),
  col('doc_code', '单据编号', 'Document', 'String'),
  col('summary', '内容', 'What', 'String'),
  col('result', '结果', 'Result', 'String'),
  col('hours', '停机时长(小时)', 'Downtime (h)', 'Number', { scale: 2 }),
  money('cost', '维修费用', 'Repair cost'),
  ...(['checks', 'faults', 'repairs', 'inspections', 'operations', 'tools'] as const).map((c) => col(c, c, c, 'Number', { scale: 0 })),
  status,
];
const LIVE_STATUSES = ['Saved', 'Commit', 'Audit', 'DeApproval', 'Finish', 'Manual'];

export const COUNT_RESULTS = [
  { value: 'Found', label: '账实相符', labelEn: 'Found' },
  { value: 'Missing', label: '盘亏', labelEn: 'Missing' },
  { value: 'Surplus', label: '盘盈', labelEn: 'Surplus' },
];

export const historyReports = {
  CountDetail: defineReport({
    code: 'equipment.EquipOperateCountDetail',
    url: 'equipment/EquipOperateCountDetail',
    name: '设备盘点详情',
    nameEn: 'Equipment count detail',
    source: {
      view: 'eqp_count_view',
      columns: [
        col('id', '序号', 'Row', 'Number', { scale: 0 }),
        col('doc_code', '盘点单号', 'Count number', 'String'),
        day('bill_date', '盘点日期', 'Count date'),
        machine,
        col('process_unit_id', '工序单元', 'Process unit', 'FuzzyCommon', { quote: 'ProcessUnit' }),
        col('expected', '账面数量', 'Registered', 'Number', { scale: 0 }),
        col('counted', '盘点数量', 'Counted', 'Number', { scale: 0 }),
        col('difference', '差异', 'Difference', 'Number', { scale: 0 }),
        col('count_result', '盘点结果', 'Result', 'EnumType', { options: COUNT_RESULTS }),
        col('note', '说明', 'Note', 'String'),
        status,
      ],
    },
    detail: true,
    dimensions: [{ field: 'doc_code' }, { field: 'bill_date' }, { field: 'equipment_id' }, { field: 'process_unit_id' }, { field: 'count_result' }, { field: 'note' }],
    measures: [sum('expected', '账面数量', 'Registered', 0), sum('counted', '盘点数量', 'Counted', 0), sum('difference', '差异', 'Difference', 0)],
    filters: [{ field: 'doc_code', kind: 'fuzzy' }, { field: 'equipment_id', kind: 'eq' }, { field: 'count_result', kind: 'in' }, { field: 'bill_date', kind: 'dateRange' }],
    dateField: 'bill_date',
    statuses: ['Saved', 'Commit', 'Audit', 'DeApproval'],
    sort: { field: 'equipment_id', order: 'asc' },
  }),
  ResumeDetail: defineReport({
    code: 'equipment.EquipmentResumeDetail',
    url: 'equipment/EquipmentResumeDetail',
    name: '设备履历详情',
    nameEn: 'Equipment history by machine',
    source: { view: 'eqp_history', columns: historyColumns },
    dimensions: [{ field: 'equipment_id' }],
    measures: [
      { code: 'events', name: '记录数', nameEn: 'Records', agg: 'count', scale: 0 },
      sum('checks', '点检', 'Checks', 0),
      sum('faults', '故障', 'Faults', 0),
      sum('repairs', '维修', 'Repairs', 0),
      sum('hours', '停机时长(小时)', 'Downtime (h)', 2),
      sum('cost', '维修费用', 'Repair cost'),
      sum('inspections', '年检', 'Inspections', 0),
      sum('operations', '设备操作', 'Operations', 0),
      sum('tools', '工装刀具装卸', 'Tool changes', 0),
      { code: 'last', name: '最近记录', nameEn: 'Latest', agg: 'max', of: 'at' },
    ],
    filters: [{ field: 'equipment_id', kind: 'eq' }, { field: 'kind', kind: 'in' }, { field: 'at', kind: 'dateRange' }],
    dateField: 'at',
    statuses: LIVE_STATUSES,
    sort: { field: 'equipment_id', order: 'asc' },
  }),
  Resume: defineReport({
    code: 'equipment.EquipmentResume',
    url: 'equipment/EquipmentResume',
    name: '设备履历',
    nameEn: 'Equipment history',
    source: { view: 'eqp_history', columns: historyColumns },
    detail: true,
    dimensions: [{ field: 'equipment_id' }, { field: 'at' }, { field: 'kind' }, { field: 'doc_code' }, { field: 'summary' }, { field: 'result' }, { field: 'status_dict' }],
    measures: [sum('hours', '停机时长(小时)', 'Downtime (h)', 2), sum('cost', '维修费用', 'Repair cost')],
    filters: [{ field: 'equipment_id', kind: 'eq' }, { field: 'kind', kind: 'in' }, { field: 'at', kind: 'dateRange' }],
    dateField: 'at',
    statuses: LIVE_STATUSES,
    sort: { field: 'at', order: 'desc' },
    // a row opens its machine's summary (设备履历详情)
    open: { url: 'equipment/EquipmentResumeDetail', with: { equipment_id: 'equipment_id' } },
  }),
  YearlyInspectOverdue: defineReport({
    code: 'equipment.YearlyInspectOverdue',
    url: 'equipment/YearlyInspectOverdue',
    name: '年检逾期',
    nameEn: 'Overdue annual inspections',
    source: {
      view: 'eqp_inspect_due',
      columns: [
        machine,
        col('registration_code', '注册代码', 'Registration code', 'String'),
        day('last_inspected', '上次检验日期', 'Last inspected'),
        day('due_date', '应检日期', 'Due date'),
        col('days_left', '剩余天数', 'Days left', 'Number', { scale: 0 }),
        col('due_state', '年检状态', 'Inspection state', 'EnumType', { options: DUE_STATES }),
        status,
      ],
    },
    detail: true,
    dimensions: [{ field: 'equipment_id' }, { field: 'registration_code' }, { field: 'last_inspected' }, { field: 'due_date' }, { field: 'due_state' }],
    measures: [{ code: 'days', name: '剩余天数', nameEn: 'Days left', agg: 'min', of: 'days_left', scale: 0 }],
    filters: [{ field: 'equipment_id', kind: 'eq' }, { field: 'due_state', kind: 'in', initial: ['Overdue', 'DueSoon', 'NoRecord'] }],
    statuses: ['Audit'],
    sort: { field: 'due_date', order: 'asc' },
  }),
};
