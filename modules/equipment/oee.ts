// MTBF, MTTR and OEE per machine and day (eqp_oee_day), summed per machine, line or day by the
// reports over it. Per machine and day:
//   planned   the working minutes of its process unit's shifts (shift length less its rests; 480,
//             one eight-hour shift, for a machine without a unit or shifts)
//   down      the minutes of that day its repairs kept it down (an open repair: until now), at most planned
//   run       planned − down                      availability = run ÷ planned
//   std       Σ pieces reported × the route's standard minutes per piece of the operation
//             performance = std ÷ run
//   good, total  the output reports' qualified and all pieces (qualified, unqualified, scrap)
//             quality = good ÷ total;  OEE = availability × performance × quality = std × good ÷ (planned × total)
//   failures  faults reported that day;  MTBF = run ÷ failures
//   repairs   completed repairs started that day, with their whole downtime; MTTR = repair downtime ÷ repairs
// A machine connected that day (物联网: its running-state and counter signals) takes its running
// minutes and its good and total parts from its signals instead (down = planned − running).
// Rows exist for the days a machine reported output, was down or sent signals. Ratios are numeric (schemas/compute), not floats.
import { defineReport, type ReportDef, type ReportMeasure } from '../../schemas/reports/define';
import { MACHINE_DAY_SQL } from '../iot/public';
import { Equipment } from '../production/public';
import { EquipmentIssue } from './entities/issue';
import { EquipmentRepair } from './entities/repair';
import { col, day, machine, status, sum } from './report-columns';

/** the planned minutes of a machine whose unit has no shifts */
export const DEFAULT_PLANNED_MINUTES = 480;

const minutesOf = (from: string, to: string) => `(((extract(epoch from (${to})::time - (${from})::time) / 60)::int + 1440) % 1440)`;

const unitMinutes = `
  select u.tenant_id, u.owner_id as unit_id, sum(${minutesOf('r.start_time', 'r.end_time')}
           - coalesce((select sum(${minutesOf('x.start_time', 'x.end_time')}) from prd_shift_rule_rest x where x.tenant_id = r.tenant_id and x.owner_id = r.id), 0)) as minutes
    from prd_process_unit_shift u join prd_shift_rule r on r.tenant_id = u.tenant_id and r.id = u.shift_rule_id
   group by u.tenant_id, u.owner_id`;

// every fact of a machine's day as one row (zeros elsewhere), added up per machine and day in one pass
const facts = `
  select p.tenant_id, p.equipment_id, p.create_dt::date as day,
         (p.qualified_qty + p.unqualified_qty + p.scrap_qty) * coalesce(o.minutes, 0) as std_min, p.qualified_qty + p.unqualified_qty + p.scrap_qty as total_qty,
         p.qualified_qty as good_qty, 0::numeric as down_min, 0 as failures, 0 as repairs, 0::numeric as repair_min
    from prd_output p left join prd_work_order_op o on o.tenant_id = p.tenant_id and o.id = p.op_id
   where p.equipment_id is not null
  union all
  select r.tenant_id, r.equipment_id, d::date, 0, 0, 0,
         (extract(epoch from (least(coalesce(r.down_end, now()), d + interval '1 day') - greatest(r.down_start, d))) / 60)::numeric,
         0, case when r.status_dict = 'Audit' and r.down_end is not null and d = date_trunc('day', r.down_start) then 1 else 0 end,
         case when r.status_dict = 'Audit' and r.down_end is not null and d = date_trunc('day', r.down_start) then (extract(epoch from (r.down_end - r.down_start)) / 60)::numeric else 0 end
    from ${EquipmentRepair.table} r
    cross join lateral generate_series(date_trunc('day', r.down_start), coalesce(r.down_end, now()), interval '1 day') d
   where r.status_dict <> 'Repeal'
  union all
  select f.tenant_id, f.equipment_id, f.fault_dt::date, 0, 0, 0, 0, 1, 0, 0
    from ${EquipmentIssue.table} f where f.status_dict <> 'Repeal'
  union all
  select m.tenant_id, m.equipment_id, m.day, 0, 0, 0, 0, 0, 0, 0 from (${MACHINE_DAY_SQL}) m`;

const oeeDay = `
  select k.tenant_id, k.equipment_id * 100000 + (k.day - date '2000-01-01') as id, k.equipment_id, e.process_unit_id, k.day, x.planned,
         x.planned - r.run_min as down_min, r.run_min,
         k.std_min, coalesce(m.good_qty + m.bad_qty, k.total_qty) as total_qty, coalesce(m.good_qty, k.good_qty) as good_qty, k.failures, k.repairs, k.repair_min,
         'Audit' as status_dict, e.depart_id, e.create_id
    from (select tenant_id, equipment_id, day, sum(std_min) as std_min, sum(total_qty) as total_qty, sum(good_qty) as good_qty, sum(down_min) as down_min,
                 sum(failures) as failures, sum(repairs) as repairs, sum(repair_min) as repair_min
            from (${facts}) a group by tenant_id, equipment_id, day) k
    join ${Equipment.table} e on e.tenant_id = k.tenant_id and e.id = k.equipment_id
    left join (${unitMinutes}) um on um.tenant_id = e.tenant_id and um.unit_id = e.process_unit_id
    cross join lateral (select coalesce(nullif(um.minutes, 0), ${DEFAULT_PLANNED_MINUTES})::numeric as planned) x
    left join (${MACHINE_DAY_SQL}) m on m.tenant_id = k.tenant_id and m.equipment_id = k.equipment_id and m.day = k.day
    cross join lateral (select case when m.equipment_id is not null then least(m.run_min, x.planned) else x.planned - least(k.down_min, x.planned) end as run_min) r`;

export const oeeViews: ReadonlyArray<readonly [string, string]> = [['eqp_oee_day', oeeDay]];

const num = (code: string, name: string, nameEn: string, scale = 2) => col(code, name, nameEn, 'Number', { scale });
const columns = [
  col('id', '序号', 'Row', 'Number', { scale: 0 }),
  machine,
  col('process_unit_id', '产线', 'Line', 'FuzzyCommon', { quote: 'ProcessUnit' }),
  day('day', '日期', 'Day'),
  num('planned', '计划时间(分钟)', 'Planned (min)'),
  num('down_min', '停机时间(分钟)', 'Down (min)'),
  num('run_min', '运行时间(分钟)', 'Running (min)'),
  num('std_min', '标准工时(分钟)', 'Standard (min)'),
  num('total_qty', '产出数量', 'Output', 4),
  num('good_qty', '合格数量', 'Good', 4),
  num('failures', '故障次数', 'Failures', 0),
  num('repairs', '维修次数', 'Repairs', 0),
  num('repair_min', '维修停机(分钟)', 'Repair downtime (min)'),
  status,
];

const measures: ReportMeasure[] = [
  sum('planned', '计划时间(分钟)', 'Planned (min)'),
  sum('down_min', '停机时间(分钟)', 'Down (min)'),
  sum('run_min', '运行时间(分钟)', 'Running (min)'),
  sum('std_min', '标准工时(分钟)', 'Standard (min)'),
  sum('total_qty', '产出数量', 'Output', 4),
  sum('good_qty', '合格数量', 'Good', 4),
  sum('failures', '故障次数', 'Failures', 0),
  sum('repairs', '维修次数', 'Repairs', 0),
  sum('repair_min', '维修停机(分钟)', 'Repair downtime (min)'),
  { code: 'availability', name: '时间开动率', nameEn: 'Availability', formula: 'planned == 0 ? 0 : run_min / planned', scale: 4 },
  { code: 'performance', name: '性能开动率', nameEn: 'Performance', formula: 'run_min == 0 ? 0 : std_min / run_min', scale: 4 },
  { code: 'quality', name: '合格品率', nameEn: 'Quality', formula: 'total_qty == 0 ? 0 : good_qty / total_qty', scale: 4 },
  { code: 'oee', name: 'OEE', nameEn: 'OEE', formula: 'planned == 0 || total_qty == 0 ? 0 : std_min * good_qty / (planned * total_qty)', scale: 4 },
  // no failure in the period: MTBF is the whole running time (shown as such, never a division by zero)
  { code: 'mtbf_h', name: 'MTBF(小时)', nameEn: 'MTBF (h)', formula: 'failures == 0 ? run_min / 60 : run_min / failures / 60', scale: 2 },
  { code: 'mttr_h', name: 'MTTR(小时)', nameEn: 'MTTR (h)', formula: 'repairs == 0 ? 0 : repair_min / repairs / 60', scale: 2 },
];

const base = {
  source: { view: 'eqp_oee_day', columns },
  measures,
  filters: [{ field: 'equipment_id', kind: 'eq' }, { field: 'process_unit_id', kind: 'eq' }, { field: 'day', kind: 'dateRange' }],
  dateField: 'day',
  defaultRange: 'month',
  statuses: ['Audit'],
} satisfies Partial<ReportDef>;

export const oeeReports = {
  Oee: defineReport({ ...base, code: 'equipment.OEE', url: 'equipment/OEE', name: '设备OEE（按日）', nameEn: 'OEE by machine and day', dimensions: [{ field: 'day' }, { field: 'equipment_id' }], sort: { field: 'day', order: 'desc' } }),
  OeeMachine: defineReport({ ...base, code: 'equipment.OEEMachine', url: 'equipment/OEEMachine', name: 'MTBF/MTTR/OEE（按设备）', nameEn: 'MTBF, MTTR and OEE by machine', dimensions: [{ field: 'equipment_id' }], sort: { field: 'equipment_id', order: 'asc' }, chart: { type: 'bar', measures: ['oee'] } }),
  OeeLine: defineReport({ ...base, code: 'equipment.OEELine', url: 'equipment/OEELine', name: '产线OEE（按日）', nameEn: 'OEE by line and day', dimensions: [{ field: 'day' }, { field: 'process_unit_id' }], sort: { field: 'day', order: 'desc' } }),
};
