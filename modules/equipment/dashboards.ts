// The equipment dashboards as data: 设备看板 (overdue checks, repair cost and downtime this year,
// cost by machine, the machines by status, the most overdue checks) and 设备运行看板 (a dark big
// screen of the machines by status and their downtime), both reloaded while shown.
import { defineDashboard } from '../../schemas/dashboards/define';

const REFRESH = { seconds: 60, push: ['production'] };

export const equipmentDashboard = defineDashboard({
  code: 'equipment.Dashboard',
  url: 'equipment/Dashboard',
  name: '设备看板',
  nameEn: 'Equipment dashboard',
  refresh: REFRESH,
  widgets: [
    { code: 'overdue', kind: 'figure', name: '逾期点检', nameEn: 'Overdue checks', report: 'equipment.CheckOverdue', measure: 'tasks', unit: '项', unitEn: 'tasks' },
    { code: 'cost', kind: 'figure', name: '本年维修费用', nameEn: 'Repair cost this year', report: 'equipment.repairReport', range: 'year', measure: 'total_cost', unit: '元', unitEn: 'CNY' },
    { code: 'downtime', kind: 'figure', name: '本年停机时长', nameEn: 'Downtime this year', report: 'equipment.repairReport', range: 'year', measure: 'downtime_hours', unit: '小时', unitEn: 'h' },
    { code: 'repairs', kind: 'figure', name: '本年维修次数', nameEn: 'Repairs this year', report: 'equipment.repairReport', range: 'year', measure: 'repairs', unit: '次', unitEn: 'times' },
    { code: 'oee', kind: 'figure', name: '本月OEE', nameEn: 'OEE this month', report: 'equipment.OEEMachine', range: 'month', measure: 'oee' },
    { code: 'mtbf', kind: 'figure', name: '本月MTBF', nameEn: 'MTBF this month', report: 'equipment.OEEMachine', range: 'month', measure: 'mtbf_h', unit: '小时', unitEn: 'h' },
    { code: 'mttr', kind: 'figure', name: '本月MTTR', nameEn: 'MTTR this month', report: 'equipment.OEEMachine', range: 'month', measure: 'mttr_h', unit: '小时', unitEn: 'h' },
    { code: 'oeeBy', kind: 'chart', name: '本月OEE（按设备）', nameEn: 'OEE by machine this month', report: 'equipment.OEEMachine', range: 'month', chart: 'bar', measures: ['availability', 'performance', 'quality', 'oee'], span: 2 },
    { code: 'byMachine', kind: 'chart', name: '维修费用（按设备）', nameEn: 'Repair cost by machine', report: 'equipment.repairReport', range: 'year', chart: 'bar', measures: ['total_cost'], span: 2 },
    { code: 'late', kind: 'table', name: '逾期最久的点检', nameEn: 'Longest overdue checks', report: 'equipment.CheckOverdue', columns: ['code', 'equipment_id', 'due_date', 'overdue'], limit: 8, span: 2 },
    { code: 'machines', kind: 'board', name: '设备状态', nameEn: 'Machines by status', report: 'equipment.Machines', lane: 'equipment_status', title: 'code', subtitle: 'name', span: 4 },
  ],
});

export const equipmentRunDashboard = defineDashboard({
  code: 'equipment.Dashboard2',
  url: 'equipment/Dashboard2',
  name: '设备运行看板',
  nameEn: 'Equipment operation dashboard',
  screen: true,
  refresh: REFRESH,
  widgets: [
    { code: 'machines', kind: 'figure', name: '在册设备', nameEn: 'Machines', report: 'equipment.Machines', measure: 'machines', unit: '台', unitEn: 'units' },
    // from the machines' signals (物联网): running now, and today's parts by their counters
    { code: 'running', kind: 'figure', name: '运行设备', nameEn: 'Running', report: 'equipment.Machines', filterMap: { run_state: 'Running' }, measure: 'machines', unit: '台', unitEn: 'units' },
    { code: 'goodToday', kind: 'figure', name: '今日良品', nameEn: 'Good parts today', report: 'equipment.Machines', measure: 'good_today', unit: '件', unitEn: 'pcs' },
    { code: 'badToday', kind: 'figure', name: '今日不良', nameEn: 'Bad parts today', report: 'equipment.Machines', measure: 'bad_today', unit: '件', unitEn: 'pcs' },
    { code: 'faulted', kind: 'figure', name: '故障设备', nameEn: 'Machines in fault', report: 'equipment.Machines', filterMap: { equipment_status: ['4'] }, measure: 'machines', unit: '台', unitEn: 'units' },
    { code: 'overdue', kind: 'figure', name: '维保逾期设备', nameEn: 'Maintenance overdue', report: 'equipment.Machines', filterMap: { maintenance_status: '2' }, measure: 'machines', unit: '台', unitEn: 'units' },
    { code: 'downtime', kind: 'figure', name: '本月停机时长', nameEn: 'Downtime this month', report: 'equipment.repairReport', range: 'month', measure: 'downtime_hours', unit: '小时', unitEn: 'h' },
    { code: 'runBoard', kind: 'board', name: '运行状态', nameEn: 'Machines by running state', report: 'equipment.Machines', lane: 'run_state', title: 'code', subtitle: 'name', span: 4 },
    { code: 'board', kind: 'board', name: '设备状态', nameEn: 'Machines by status', report: 'equipment.Machines', lane: 'equipment_status', title: 'code', subtitle: 'name', span: 4 },
    { code: 'downtimeBy', kind: 'chart', name: '本年停机时长（按设备）', nameEn: 'Downtime by machine this year', report: 'equipment.repairReport', range: 'year', chart: 'bar', measures: ['downtime_hours'], span: 4 },
  ],
});

// 故障分析: faults by machine, level and month this year, and their causes ranked (a Pareto's bars)
export const faultDashboard = defineDashboard({
  code: 'equipment.issueEcharts',
  url: 'equipment/issueEcharts',
  name: '故障分析',
  nameEn: 'Fault analysis',
  refresh: REFRESH,
  widgets: [
    { code: 'faults', kind: 'figure', name: '本年故障次数', nameEn: 'Faults this year', report: 'equipment.FaultAnalysis', rankType: 'ByLevel', range: 'year', measure: 'faults', unit: '次', unitEn: 'faults' },
    { code: 'downtime', kind: 'figure', name: '本年故障停机', nameEn: 'Fault downtime this year', report: 'equipment.FaultAnalysis', rankType: 'ByLevel', range: 'year', measure: 'downtime_hours', unit: '小时', unitEn: 'h' },
    { code: 'byMonth', kind: 'chart', name: '故障趋势（按月）', nameEn: 'Faults by month', report: 'equipment.FaultAnalysis', rankType: 'ByMonth', range: 'year', chart: 'line', measures: ['faults'], sort: { field: 'fault_dt:month', order: 'asc' }, span: 2 },
    { code: 'byLevel', kind: 'chart', name: '故障等级分布', nameEn: 'Faults by level', report: 'equipment.FaultAnalysis', rankType: 'ByLevel', range: 'year', chart: 'pie', measures: ['faults'], span: 2 },
    { code: 'byMachine', kind: 'chart', name: '故障次数（按设备）', nameEn: 'Faults by machine', report: 'equipment.FaultAnalysis', rankType: 'ByMachine', range: 'year', chart: 'bar', measures: ['faults', 'downtime_hours'], span: 2 },
    { code: 'pareto', kind: 'chart', name: '故障原因排列图', nameEn: 'Fault causes (Pareto)', report: 'equipment.FaultAnalysis', rankType: 'ByCause', range: 'year', chart: 'bar', measures: ['faults'], sort: { field: 'faults', order: 'desc' }, span: 2 },
  ],
});
