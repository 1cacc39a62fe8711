// The execution pages that are reports over views (schemas/reports): 工单任务 (task/OrderTask: every
// operation of the released orders as a task — planned, done, left) and 不良品记录 (task/Defect: the
// unqualified output with its defect reason). The views read the same rows the calls write.
import type { DataType } from '../../../schemas/entities/define';
import { defineReport, type ReportMeasure, type ViewColumn } from '../../../schemas/reports/define';
import { MANUFACTURING_STATES } from '../orders/state';
import { DEFECT_REASONS } from './entities';

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
const qty = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'MaterialNum', { scale: 4 });
const sumOf = (code: string, name: string, nameEn: string): ReportMeasure => ({ code, name, nameEn, agg: 'sum', of: code, scale: 4 });

const orderCode = col('order_code', '工单编号', 'Work order', 'String');
const material = col('material_id', '产品', 'Product', 'Material', { quote: 'Material' });
const process = col('process_id', '工序', 'Process', 'FuzzyCommon', { quote: 'Process' });
const equipment = col('equipment_id', '设备', 'Equipment', 'FuzzyCommon', { quote: 'Equipment' });

export const VIEWS: ReadonlyArray<readonly [string, string]> = [
  [
    'prd_order_task',
    `select p.tenant_id, p.id, o.id as order_id, o.code as order_code, o.material_id, o.batch_no, o.manufacturing_state, p.seq, p.process_id,
            coalesce(p.equipment_id, o.equipment_id) as equipment_id, o.plan_start, o.plan_end, o.plan_qty,
            coalesce(p.done_qty, 0) as done_qty, greatest(o.plan_qty - coalesce(p.done_qty, 0), 0) as left_qty,
            case when coalesce(p.done_qty, 0) >= o.plan_qty then 'Finished' else 'Open' end as task_state, o.depart_id, o.create_id
       from prd_work_order_op p join prd_work_order o on o.tenant_id = p.tenant_id and o.id = p.owner_id
      where o.manufacturing_state in ('Wait', 'Process', 'Pause', 'Debug', 'Completed')`,
  ],
  [
    'prd_defect',
    `select p.tenant_id, p.id, p.code, o.code as order_code, p.material_id, p.process_id, p.equipment_id, p.defect_reason, p.unqualified_qty, p.scrap_qty,
            p.batch_no, p.create_name, p.create_dt::date as report_date, p.create_dt, p.depart_id, p.create_id
       from prd_output p join prd_work_order o on o.tenant_id = p.tenant_id and o.id = p.order_id
      where p.unqualified_qty > 0 or p.scrap_qty > 0`,
  ],
];

const TASK_STATES = [
  { value: 'Open', label: '未完成', labelEn: 'Open' },
  { value: 'Finished', label: '已完成', labelEn: 'Finished' },
];

export const executionReports = {
  OrderTask: defineReport({
    code: 'task.OrderTask',
    url: 'task/OrderTask',
    name: '工单任务',
    nameEn: 'Work order tasks',
    source: {
      view: 'prd_order_task',
      columns: [
        orderCode, material, process, equipment,
        col('seq', '顺序', 'Sequence', 'Number', { scale: 0 }),
        col('manufacturing_state', '生产状态', 'Manufacturing state', 'EnumType', { options: [...MANUFACTURING_STATES] }),
        col('task_state', '任务状态', 'Task state', 'EnumType', { options: TASK_STATES }),
        col('batch_no', '批次号', 'Batch', 'String'),
        col('plan_start', '计划开始', 'Planned start', 'DateTime'),
        qty('plan_qty', '任务数量', 'Task quantity'), qty('done_qty', '完成数量', 'Done'), qty('left_qty', '剩余数量', 'Left'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'order_code' }, { field: 'seq' }, { field: 'process_id' }, { field: 'equipment_id' }, { field: 'material_id' }, { field: 'manufacturing_state' }, { field: 'task_state' }, { field: 'plan_start' }],
    measures: [sumOf('plan_qty', '任务数量', 'Task quantity'), sumOf('done_qty', '完成数量', 'Done'), sumOf('left_qty', '剩余数量', 'Left')],
    filters: [
      { field: 'order_code', kind: 'fuzzy' },
      { field: 'process_id', kind: 'eq' },
      { field: 'equipment_id', kind: 'eq' },
      { field: 'manufacturing_state', kind: 'in', initial: ['Wait', 'Process', 'Pause', 'Debug'] },
      { field: 'task_state', kind: 'in' },
    ],
    sort: { field: 'order_code', order: 'desc' },
  }),
  Defect: defineReport({
    code: 'task.Defect',
    url: 'task/Defect',
    name: '不良品记录',
    nameEn: 'Defect records',
    source: {
      view: 'prd_defect',
      columns: [
        col('code', '报工单号', 'Output number', 'String'), orderCode, material, process, equipment,
        col('defect_reason', '不良原因', 'Defect reason', 'EnumType', { options: DEFECT_REASONS }),
        col('batch_no', '批次号', 'Batch', 'String'),
        col('create_name', '报工人', 'Reported by', 'String'),
        col('report_date', '报工日期', 'Date', 'DateTime', { column: 'date' }),
        col('create_dt', '报工时间', 'Reported at', 'DateTime'),
        qty('unqualified_qty', '不合格数量', 'Unqualified'), qty('scrap_qty', '报废数量', 'Scrapped'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'create_dt' }, { field: 'code' }, { field: 'order_code' }, { field: 'material_id' }, { field: 'process_id' }, { field: 'equipment_id' }, { field: 'defect_reason' }, { field: 'batch_no' }, { field: 'create_name' }],
    measures: [sumOf('unqualified_qty', '不合格数量', 'Unqualified'), sumOf('scrap_qty', '报废数量', 'Scrapped')],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'defect_reason', kind: 'in' }, { field: 'material_id', kind: 'eq' }, { field: 'process_id', kind: 'eq' }, { field: 'report_date', kind: 'dateRange' }],
    dateField: 'report_date',
    defaultRange: 'all',
    sort: { field: 'create_dt', order: 'desc' },
  }),
};
