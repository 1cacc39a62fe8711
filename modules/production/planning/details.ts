// The details the plan reports' rows open (their own pages, hidden from the menu):
// 排产计划详情 (plan/detail) — the scheduling plan of the row's work order: every operation of it in
// sequence with its machine, planned start and end, minutes, what is done of it and the order's state,
// whatever week it falls in; 产能规划详情 (plan/scaleDetail) — the load of the row's machine over the
// period (the row's day when opened from a row): per day its capacity and load, and the operations
// that make the load (a day with none shows its capacity alone).
import type { DataType } from '../../../schemas/entities/define';
import { defineReport, type ReportMeasure, type ViewColumn } from '../../../schemas/reports/define';
import { MANUFACTURING_STATES } from '../orders/state';
import { LOAD_STATES } from './reports';

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
const minutes = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'Number', { scale: 2 });
const measure = (code: string, name: string, nameEn: string, agg: ReportMeasure['agg'], scale = 2): ReportMeasure => ({ code, name, nameEn, agg, of: code, scale });

const orderCode = col('order_code', '工单编号', 'Work order', 'String');
const equipment = col('equipment_id', '设备', 'Equipment', 'FuzzyCommon', { quote: 'Equipment' });
const process = col('process_id', '工序', 'Process', 'FuzzyCommon', { quote: 'Process' });
const seq = col('seq', '顺序', 'Sequence', 'Number', { scale: 0 });
const state = col('manufacturing_state', '生产状态', 'Manufacturing state', 'EnumType', { options: [...MANUFACTURING_STATES] });
const planStart = col('plan_start', '计划开始', 'Planned start', 'DateTime');
const planEnd = col('plan_end', '计划完成', 'Planned end', 'DateTime');

// each machine's days with their capacity and load, and the operations planned to start on it that day
const LOAD = `select c.tenant_id, coalesce(o.id, -c.id) as id, c.equipment_id, c.process_unit_id, c.day, c.capacity_minutes, c.load_minutes, c.load_state,
        o.order_code, o.seq, o.process_id, o.plan_start, o.plan_end, o.minutes, o.setup_minutes, o.manufacturing_state, c.depart_id, c.create_id
   from prd_plan_capacity c
   left join prd_plan_scheduled o on o.tenant_id = c.tenant_id and o.equipment_id = c.equipment_id and o.plan_start::date = c.day`;

export const PLANNING_DETAIL_VIEWS: ReadonlyArray<readonly [string, string]> = [['prd_plan_load', LOAD]];

export const planningDetails = {
  ScheduleDetail: defineReport({
    code: 'plan.Detail',
    url: 'plan/detail',
    name: '排产计划详情',
    nameEn: 'Scheduling plan detail',
    source: {
      view: 'prd_plan_scheduled',
      columns: [
        orderCode, col('material_id', '产品', 'Product', 'Material', { quote: 'Material' }), seq, process, equipment, planStart, planEnd, state,
        col('plan_qty', '计划数量', 'Planned quantity', 'MaterialNum', { scale: 4 }),
        col('done_qty', '完成数量', 'Done', 'MaterialNum', { scale: 4 }),
        minutes('minutes', '工时(分钟)', 'Minutes'),
        minutes('setup_minutes', '准备(分钟)', 'Setup minutes'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'order_code' }, { field: 'seq' }, { field: 'process_id' }, { field: 'equipment_id' }, { field: 'plan_start' }, { field: 'plan_end' }, { field: 'manufacturing_state' }, { field: 'material_id' }],
    measures: [measure('plan_qty', '计划数量', 'Planned quantity', 'max', 4), measure('done_qty', '完成数量', 'Done', 'min', 4), measure('minutes', '工时(分钟)', 'Minutes', 'sum'), measure('setup_minutes', '准备(分钟)', 'Setup minutes', 'sum')],
    filters: [{ field: 'order_code', kind: 'eq' }, { field: 'equipment_id', kind: 'eq' }, { field: 'process_id', kind: 'eq' }],
    sort: { field: 'seq', order: 'asc' },
  }),
  CapacityDetail: defineReport({
    code: 'plan.ScaleDetail',
    url: 'plan/scaleDetail',
    name: '产能规划详情',
    nameEn: 'Capacity plan detail',
    source: {
      view: 'prd_plan_load',
      columns: [
        equipment, col('process_unit_id', '工序单元', 'Process unit', 'FuzzyCommon', { quote: 'ProcessUnit' }),
        col('day', '日期', 'Date', 'DateTime', { column: 'date' }),
        col('load_state', '负荷状态', 'Load', 'EnumType', { options: LOAD_STATES }),
        minutes('capacity_minutes', '当日产能(分钟)', 'Day capacity (minutes)'),
        minutes('load_minutes', '当日负荷(分钟)', 'Day load (minutes)'),
        orderCode, seq, process, planStart, planEnd, state,
        minutes('minutes', '工时(分钟)', 'Minutes'),
        minutes('setup_minutes', '准备(分钟)', 'Setup minutes'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'day' }, { field: 'equipment_id' }, { field: 'load_state' }, { field: 'order_code' }, { field: 'seq' }, { field: 'process_id' }, { field: 'plan_start' }, { field: 'plan_end' }, { field: 'manufacturing_state' }],
    measures: [measure('capacity_minutes', '当日产能(分钟)', 'Day capacity (minutes)', 'max'), measure('load_minutes', '当日负荷(分钟)', 'Day load (minutes)', 'max'), measure('minutes', '工时(分钟)', 'Minutes', 'sum'), measure('setup_minutes', '准备(分钟)', 'Setup minutes', 'sum')],
    filters: [{ field: 'equipment_id', kind: 'eq' }, { field: 'process_unit_id', kind: 'eq' }, { field: 'load_state', kind: 'in' }, { field: 'day', kind: 'dateRange' }],
    dateField: 'day',
    defaultRange: 'next14',
    sort: { field: 'day', order: 'asc' },
    thenBy: [{ field: 'plan_start', order: 'asc' }, { field: 'seq', order: 'asc' }],
  }),
};
