// The equipment reports as data: repair statistics per machine (count, downtime, cost), the
// overdue check tasks, and the machines with their statuses (what the dashboards' boards show);
// the annual inspections' and the history's reports beside them (history-reports.ts).
import { analysisReports } from './analysis';
import { defineReport } from '../../schemas/reports/define';
import { RUN_STATES } from '../iot/public';
import { EQUIPMENT_STATUSES, MAINTENANCE_STATUSES } from '../production/public';
import { REPAIR_RESULTS } from './entities/repair';
import { historyReports } from './history-reports';
import { oeeReports } from './oee';
import { col, machine, money, status, sum } from './report-columns';

export const equipmentReports = {
  Repair: defineReport({
    code: 'equipment.repairReport',
    url: 'equipment/repairReport',
    name: '维修统计',
    nameEn: 'Repair report',
    source: {
      view: 'eqp_repair_view',
      columns: [
        machine,
        col('down_start', '停机开始', 'Downtime from', 'DateTime'),
        col('result', '维修结果', 'Result', 'EnumType', { options: REPAIR_RESULTS }),
        col('downtime_hours', '停机时长(小时)', 'Downtime (h)', 'Number', { scale: 2 }),
        money('labour_cost', '人工费用', 'Labour cost'),
        money('parts_cost', '备件费用', 'Parts cost'),
        money('total_cost', '维修费用', 'Repair cost'),
        status,
      ],
    },
    dimensions: [{ field: 'equipment_id' }],
    measures: [
      { code: 'repairs', name: '维修次数', nameEn: 'Repairs', agg: 'count', scale: 0 },
      sum('downtime_hours', '停机时长(小时)', 'Downtime (h)', 2),
      sum('labour_cost', '人工费用', 'Labour cost'),
      sum('parts_cost', '备件费用', 'Parts cost'),
      sum('total_cost', '维修费用', 'Repair cost'),
    ],
    filters: [{ field: 'equipment_id', kind: 'eq' }, { field: 'down_start', kind: 'dateRange' }],
    dateField: 'down_start',
    defaultRange: 'year',
    statuses: ['Audit'],
    sort: { field: 'total_cost', order: 'desc' },
    chart: { type: 'bar', measures: ['total_cost'] },
  }),
  CheckOverdue: defineReport({
    code: 'equipment.CheckOverdue',
    url: 'equipment/CheckOverdue',
    name: '点检逾期',
    nameEn: 'Overdue checks',
    source: {
      view: 'eqp_check_overdue',
      columns: [
        col('code', '任务编号', 'Task number', 'String'),
        machine,
        col('plan_id', '维保计划', 'Maintenance plan', 'FuzzyCommon', { quote: 'MaintenancePlan' }),
        col('due_date', '到期日期', 'Due date', 'DateTime', { column: 'date' }),
        col('overdue_days', '逾期天数', 'Days overdue', 'Number', { scale: 0 }),
        status,
      ],
    },
    detail: true,
    dimensions: [{ field: 'code' }, { field: 'equipment_id' }, { field: 'plan_id' }, { field: 'due_date' }],
    measures: [
      { code: 'overdue', name: '逾期天数', nameEn: 'Days overdue', agg: 'max', of: 'overdue_days', scale: 0 },
      { code: 'tasks', name: '逾期任务', nameEn: 'Overdue tasks', agg: 'count', of: 'code', scale: 0 },
    ],
    filters: [{ field: 'equipment_id', kind: 'eq' }, { field: 'plan_id', kind: 'eq' }],
    statuses: ['Saved', 'DeApproval'],
    sort: { field: 'due_date', order: 'asc' },
  }),
  Machines: defineReport({
    code: 'equipment.Machines',
    url: 'equipment/MachineStatus',
    name: '设备状态',
    nameEn: 'Machine status',
    source: {
      view: 'eqp_machine_view',
      columns: [
        col('code', '设备编码', 'Code', 'String'),
        col('name', '设备名称', 'Name', 'String'),
        col('equipment_type', '设备类型', 'Type', 'Dict', { dict: 'equipment_type' }),
        col('process_unit_id', '工序单元', 'Process unit', 'FuzzyCommon', { quote: 'ProcessUnit' }),
        col('equipment_status', '设备状态', 'Equipment status', 'EnumType', { options: EQUIPMENT_STATUSES }),
        col('maintenance_status', '维保状态', 'Maintenance status', 'EnumType', { options: MAINTENANCE_STATUSES }),
        col('run_state', '运行状态', 'Running state', 'EnumType', { options: RUN_STATES }),
        col('good_today', '今日良品', 'Good today', 'Number', { scale: 0 }),
        col('bad_today', '今日不良', 'Bad today', 'Number', { scale: 0 }),
        status,
      ],
    },
    detail: true,
    dimensions: [{ field: 'code' }, { field: 'name' }, { field: 'process_unit_id' }, { field: 'equipment_status' }, { field: 'maintenance_status' }, { field: 'run_state' }],
    measures: [
      { code: 'machines', name: '设备数', nameEn: 'Machines', agg: 'count', of: 'code', scale: 0 },
      { code: 'good_today', name: '今日良品', nameEn: 'Good today', agg: 'sum', of: 'good_today', scale: 0 },
      { code: 'bad_today', name: '今日不良', nameEn: 'Bad today', agg: 'sum', of: 'bad_today', scale: 0 },
    ],
    filters: [{ field: 'equipment_status', kind: 'in' }, { field: 'maintenance_status', kind: 'eq' }, { field: 'run_state', kind: 'eq' }],
    statuses: ['Audit'],
    sort: { field: 'code', order: 'asc' },
  }),
  ...historyReports,
  ...analysisReports,
  ...oeeReports,
};
