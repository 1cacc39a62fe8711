// The analyses over faults and entrapments: 故障分析 (faults by machine, level, month and cause —
// the causes ranked by how often they occur, a Pareto's bars — with their downtime) and 困人统计分析
// (entrapments by machine and month: incidents, people, minutes trapped, injuries). A fault's cause
// is its latest repair's; one not yet repaired counts as 待查明.
import { defineReport } from '../../schemas/reports/define';
import { EquipmentIssue, FAULT_LEVELS } from './entities/issue';
import { EquipmentRepair } from './entities/repair';
import { Entrapment } from './entities/safety';
import { col, machine, status, sum } from './report-columns';

const faults = `
  select f.tenant_id, f.id, f.equipment_id, f.fault_dt, 1 as n, f.fault_level, coalesce(nullif(trim(r.cause), ''), '待查明') as cause,
         coalesce(round((extract(epoch from (r.down_end - r.down_start)) / 3600.0)::numeric, 2), 0) as downtime_hours, f.status_dict, f.depart_id, f.create_id
    from ${EquipmentIssue.table} f
    left join lateral (select x.cause, x.down_start, x.down_end from ${EquipmentRepair.table} x
                        where x.tenant_id = f.tenant_id and x.issue_id = f.id and x.status_dict <> 'Repeal' order by x.down_start desc, x.id desc limit 1) r on true`;

const trapped = `
  select t.tenant_id, t.id, t.equipment_id, t.trapped_at, t.people, coalesce(round((extract(epoch from (t.released_at - t.trapped_at)) / 60.0)::numeric, 0), 0) as minutes,
         t.injured::int as injured, t.status_dict, t.depart_id, t.create_id
    from ${Entrapment.table} t`;

export const analysisViews: ReadonlyArray<readonly [string, string]> = [
  ['eqp_fault_view', faults],
  ['eqp_trapped_view', trapped],
];

const OPEN_AND_DONE = ['Saved', 'Commit', 'Audit', 'DeApproval', 'Finish'];

export const analysisReports = {
  FaultAnalysis: defineReport({
    code: 'equipment.FaultAnalysis',
    url: 'equipment/FaultAnalysis',
    name: '故障统计',
    nameEn: 'Fault statistics',
    source: {
      view: 'eqp_fault_view',
      columns: [
        machine,
        col('fault_dt', '故障时间', 'Fault time', 'DateTime'),
        col('n', '故障次数', 'Faults', 'Number', { scale: 0 }),
        col('fault_level', '故障等级', 'Level', 'EnumType', { options: FAULT_LEVELS }),
        col('cause', '故障原因', 'Cause', 'String'),
        col('downtime_hours', '停机时长(小时)', 'Downtime (h)', 'Number', { scale: 2 }),
        status,
      ],
    },
    dimensions: [{ field: 'equipment_id' }],
    // a sum of ones, not a count: a rank report's totals add its groups' sums up (over every fault)
    measures: [{ code: 'faults', name: '故障次数', nameEn: 'Faults', agg: 'sum', of: 'n', scale: 0 }, sum('downtime_hours', '停机时长(小时)', 'Downtime (h)', 2)],
    rank: {
      top: 24,
      measure: 'faults',
      types: {
        ByMachine: [{ field: 'equipment_id' }],
        ByLevel: [{ field: 'fault_level' }],
        ByMonth: [{ field: 'fault_dt', bucket: 'month' }],
        ByCause: [{ field: 'cause' }],
      },
      labels: {
        ByMachine: { name: '按设备', nameEn: 'By machine' },
        ByLevel: { name: '按等级', nameEn: 'By level' },
        ByMonth: { name: '按月份', nameEn: 'By month' },
        ByCause: { name: '按原因', nameEn: 'By cause' },
      },
    },
    filters: [{ field: 'equipment_id', kind: 'eq' }, { field: 'fault_level', kind: 'in' }, { field: 'fault_dt', kind: 'dateRange' }],
    dateField: 'fault_dt',
    defaultRange: 'year',
    statuses: OPEN_AND_DONE,
    chart: { type: 'bar', measures: ['faults'] },
  }),
  TrappedStats: defineReport({
    code: 'equipment.TrappedStats',
    url: 'equipment/TrappedStats',
    name: '困人统计分析',
    nameEn: 'Entrapment statistics',
    source: {
      view: 'eqp_trapped_view',
      columns: [
        machine,
        col('trapped_at', '被困时间', 'Trapped at', 'DateTime'),
        col('people', '被困人数', 'People trapped', 'Number', { scale: 0 }),
        col('minutes', '被困时长(分钟)', 'Minutes trapped', 'Number', { scale: 0 }),
        col('injured', '受伤事件', 'With injuries', 'Number', { scale: 0 }),
        status,
      ],
    },
    dimensions: [{ field: 'equipment_id' }, { field: 'trapped_at', bucket: 'month' }],
    measures: [
      { code: 'incidents', name: '困人次数', nameEn: 'Incidents', agg: 'count', scale: 0 },
      sum('people', '被困人数', 'People trapped', 0),
      sum('minutes', '被困时长(分钟)', 'Minutes trapped', 0),
      { code: 'avg_minutes', name: '平均被困时长(分钟)', nameEn: 'Average minutes', formula: 'incidents == 0 ? 0 : minutes / incidents', scale: 1 },
      { code: 'longest', name: '最长被困(分钟)', nameEn: 'Longest (min)', agg: 'max', of: 'minutes', scale: 0 },
      sum('injured', '受伤事件', 'With injuries', 0),
    ],
    filters: [{ field: 'equipment_id', kind: 'eq' }, { field: 'trapped_at', kind: 'dateRange' }],
    dateField: 'trapped_at',
    defaultRange: 'year',
    statuses: ['Saved', 'Commit', 'Audit', 'DeApproval'],
    sort: { field: 'trapped_at:month', order: 'desc' },
    chart: { type: 'bar', measures: ['incidents'] },
  }),
};
