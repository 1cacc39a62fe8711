// 排产计划 (plan/table) and 产能规划 (plan/scaleTable): reports over views of the scheduled operations.
// The capacity of an equipment on a day is its process unit's enabled shifts (end − start, over
// midnight when end ≤ start, minus their rests, unless the weekday is a rest day or the day is outside
// the rule's effective period) × its parallel jobs, and 0 on the calendar's weekends and holidays;
// its load is the minutes + setup of the operations planned to start on it that day. A row of either
// opens its detail (details.ts).
import type { DataType } from '../../../schemas/entities/define';
import { defineReport, type ReportMeasure, type ViewColumn } from '../../../schemas/reports/define';
import { DAY_TYPE_OPTIONS } from '../entities/calendar';
import { MANUFACTURING_STATES } from '../orders/state';

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
const minutes = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'Number', { scale: 2 });
const sumOf = (code: string, name: string, nameEn: string): ReportMeasure => ({ code, name, nameEn, agg: 'sum', of: code, scale: 2 });

const equipment = col('equipment_id', '设备', 'Equipment', 'FuzzyCommon', { quote: 'Equipment' });
const process = col('process_id', '工序', 'Process', 'FuzzyCommon', { quote: 'Process' });
const processUnit = col('process_unit_id', '工序单元', 'Process unit', 'FuzzyCommon', { quote: 'ProcessUnit' });

export const LOAD_STATES = [
  { value: 'Normal', label: '正常', labelEn: 'Normal' },
  { value: 'Overload', label: '超负荷', labelEn: 'Overloaded' },
];

/** 'HH:mm' as minutes of the day (0 for anything else) */
const clock = (c: string) => `(case when ${c} ~ '^\\d{1,2}:\\d{2}$' then split_part(${c}, ':', 1)::int * 60 + split_part(${c}, ':', 2)::int else 0 end)`;
/** end − start of a span, across midnight when the end is not after the start */
const span = (start: string, end: string) => `(${clock(end)} - ${clock(start)} + case when ${clock(end)} <= ${clock(start)} then 1440 else 0 end)`;

/** the live orders' operations with a planned start (with their order's department and maker: scoped like the orders) */
const SCHEDULED = `select p.tenant_id, p.id, o.id as order_id, o.code as order_code, o.material_id, p.seq, p.process_id,
        coalesce(p.equipment_id, o.equipment_id) as equipment_id, p.plan_start, p.plan_end,
        coalesce(p.minutes, 0) as minutes, coalesce(p.setup_minutes, 0) as setup_minutes, o.manufacturing_state, o.depart_id, o.create_id,
        o.plan_qty, coalesce(p.done_qty, 0) as done_qty
   from prd_work_order_op p join prd_work_order o on o.tenant_id = p.tenant_id and o.id = p.owner_id
  where p.plan_start is not null and o.status_dict <> 'Repeal' and o.manufacturing_state <> 'Recycled'`;

const SHIFT_MINUTES = `select r.tenant_id, r.id, r.effective_from, r.effective_to, coalesce(r.rest_days, '') as rest_days,
        greatest(${span('r.start_time', 'r.end_time')} - coalesce((select sum(${span('x.start_time', 'x.end_time')}) from prd_shift_rule_rest x
          where x.tenant_id = r.tenant_id and x.owner_id = r.id), 0), 0) as minutes
   from prd_shift_rule r where r.status = 'Enable'`;

// each equipment's capacity and load per calendar day, scoped by the equipment's department and maker
const CAPACITY = `select e.tenant_id, e.id * 100000 + (d.day - date '2000-01-01') as id, e.id as equipment_id, e.process_unit_id, d.day, d.day_type,
        c.capacity_minutes, coalesce(l.load_minutes, 0) as load_minutes,
        case when coalesce(l.load_minutes, 0) > c.capacity_minutes then 'Overload' else 'Normal' end as load_state, e.depart_id, e.create_id
   from prd_equipment e
   join prd_calendar_day d on d.tenant_id = e.tenant_id
   cross join lateral (select case when d.day_type <> '0' then 0 else coalesce((
          select sum(s.minutes) from prd_process_unit_shift u join prd_shift_minutes s on s.tenant_id = u.tenant_id and s.id = u.shift_rule_id
           where u.tenant_id = e.tenant_id and u.owner_id = e.process_unit_id
             and (s.effective_from is null or s.effective_from <= d.day) and (s.effective_to is null or s.effective_to >= d.day)
             and not (extract(isodow from d.day)::int::text = any (regexp_split_to_array(s.rest_days, '[^1-7]+')))), 0) * greatest(coalesce(e.parallel, 1), 1) end as capacity_minutes) c
   left join lateral (select sum(o.minutes + o.setup_minutes) as load_minutes from prd_plan_scheduled o
          where o.tenant_id = e.tenant_id and o.equipment_id = e.id and o.plan_start::date = d.day) l on true`;

export const PLANNING_VIEWS: ReadonlyArray<readonly [string, string]> = [
  ['prd_plan_scheduled', SCHEDULED],
  ['prd_shift_minutes', SHIFT_MINUTES],
  ['prd_plan_capacity', CAPACITY],
];

export const planningReports = {
  Schedule: defineReport({
    code: 'plan.Table',
    url: 'plan/table',
    name: '排产计划',
    nameEn: 'Scheduling plans',
    source: {
      view: 'prd_plan_scheduled',
      columns: [
        col('order_code', '工单编号', 'Work order', 'String'),
        col('material_id', '产品', 'Product', 'Material', { quote: 'Material' }),
        col('seq', '顺序', 'Sequence', 'Number', { scale: 0 }),
        process, equipment,
        col('plan_start', '计划开始', 'Planned start', 'DateTime'),
        col('plan_end', '计划完成', 'Planned end', 'DateTime'),
        col('manufacturing_state', '生产状态', 'Manufacturing state', 'EnumType', { options: [...MANUFACTURING_STATES] }),
        minutes('minutes', '工时(分钟)', 'Minutes'),
        minutes('setup_minutes', '准备(分钟)', 'Setup minutes'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'order_code' }, { field: 'material_id' }, { field: 'seq' }, { field: 'process_id' }, { field: 'equipment_id' }, { field: 'plan_start' }, { field: 'plan_end' }, { field: 'manufacturing_state' }],
    measures: [sumOf('minutes', '工时(分钟)', 'Minutes'), sumOf('setup_minutes', '准备(分钟)', 'Setup minutes')],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'equipment_id', kind: 'eq' }, { field: 'process_id', kind: 'eq' }, { field: 'manufacturing_state', kind: 'in' }, { field: 'plan_start', kind: 'dateRange' }],
    dateField: 'plan_start',
    defaultRange: 'week',
    sort: { field: 'plan_start', order: 'asc' },
 
    // a row opens its order's whole plan (排产计划详情)
    open: { url: 'plan/detail', with: { order_code: 'order_code' } },
  }),
  Capacity: defineReport({
    code: 'plan.ScaleTable',
    url: 'plan/scaleTable',
    name: '产能规划',
    nameEn: 'Capacity plans',
    source: {
      view: 'prd_plan_capacity',
      columns: [
        processUnit, equipment,
        col('day', '日期', 'Date', 'DateTime', { column: 'date' }),
        col('day_type', '日期类型', 'Day type', 'EnumType', { options: DAY_TYPE_OPTIONS }),
        col('load_state', '负荷状态', 'Load', 'EnumType', { options: LOAD_STATES }),
        minutes('capacity_minutes', '产能(分钟)', 'Capacity (minutes)'),
        minutes('load_minutes', '负荷(分钟)', 'Load (minutes)'),
      ],
    },
    // one row per equipment and day (each group is one row of the view), by process unit
    dimensions: [{ field: 'process_unit_id' }, { field: 'equipment_id' }, { field: 'day', bucket: 'day' }, { field: 'day_type' }, { field: 'load_state' }],
    measures: [
      { ...sumOf('capacity_minutes', '产能(分钟)', 'Capacity (minutes)'), code: 'capacityMinutes' },
      { ...sumOf('load_minutes', '负荷(分钟)', 'Load (minutes)'), code: 'loadMinutes' },
      { code: 'utilisation', name: '利用率(%)', nameEn: 'Utilisation (%)', formula: 'capacityMinutes == 0 ? 0 : loadMinutes * 100 / capacityMinutes', scale: 2 },
    ],
    filters: [{ field: 'process_unit_id', kind: 'eq' }, { field: 'equipment_id', kind: 'eq' }, { field: 'load_state', kind: 'in' }, { field: 'day', kind: 'dateRange' }],
    dateField: 'day',
    defaultRange: 'next14',
    sort: { field: 'process_unit_id', order: 'asc' },
 
    // a row opens its machine's load that day, operation by operation (产能规划详情)
    open: { url: 'plan/scaleDetail', with: { equipment_id: 'equipment_id', 'day:day': 'day' } },
  }),
};
