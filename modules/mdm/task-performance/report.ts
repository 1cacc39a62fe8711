// 工序绩效 (mdm/TaskPerformance): the output reports of production grouped by process, machine and
// worker (the one who reported) over a period: output, qualified and bad pieces, the good rate, and
// the efficiency — standard minutes earned (the operation's standard time per piece, from its route,
// × the qualified pieces) against the minutes actually spent. A report's actual minutes are the time
// since the previous report of the same operation, or, for its first, since the order started (never
// negative; unknown when the order has no start). Rows are scoped like the output reports.
import type { DataType } from '../../../schemas/entities/define';
import { defineReport, type ReportMeasure, type ViewColumn } from '../../../schemas/reports/define';

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
const qty = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'MaterialNum', { scale: 4 });
const sumOf = (code: string, name: string, nameEn: string, scale = 4): ReportMeasure => ({ code, name, nameEn, agg: 'sum', of: code, scale });

const PERFORMANCE = `
  select p.tenant_id, p.id, p.process_id, p.equipment_id, p.material_id, o.code as order_code, coalesce(p.create_name, '') as worker,
         p.create_dt::date as report_date,
         coalesce(p.qualified_qty, 0) + coalesce(p.unqualified_qty, 0) + coalesce(p.scrap_qty, 0) as output_qty,
         coalesce(p.qualified_qty, 0) as qualified_qty, coalesce(p.unqualified_qty, 0) as unqualified_qty, coalesce(p.scrap_qty, 0) as scrap_qty,
         coalesce(op.minutes, 0) * coalesce(p.qualified_qty, 0) as standard_minutes,
         round(greatest(extract(epoch from p.create_dt - coalesce(prev.at, o.started_at)) / 60, 0)::numeric, 4) as actual_minutes,
         p.depart_id, p.create_id
    from prd_output p
    join prd_work_order o on o.tenant_id = p.tenant_id and o.id = p.order_id
    left join prd_work_order_op op on op.tenant_id = p.tenant_id and op.id = p.op_id
    left join lateral (select max(x.create_dt) as at from prd_output x
           where x.tenant_id = p.tenant_id and x.order_id = p.order_id and x.op_id = p.op_id and (x.create_dt, x.id) < (p.create_dt, p.id)) prev on true`;

export const TASK_PERFORMANCE_VIEWS: ReadonlyArray<readonly [string, string]> = [['mdm_task_performance', PERFORMANCE]];

export const taskPerformanceReport = defineReport({
  code: 'mdm.TaskPerformance',
  url: 'mdm/TaskPerformance',
  name: '工序绩效',
  nameEn: 'Task performance',
  source: {
    view: 'mdm_task_performance',
    columns: [
      col('process_id', '工序', 'Process', 'FuzzyCommon', { quote: 'Process' }),
      col('equipment_id', '设备', 'Machine', 'FuzzyCommon', { quote: 'Equipment' }),
      col('worker', '报工人', 'Worker', 'String'),
      col('material_id', '产品', 'Product', 'Material', { quote: 'Material' }),
      col('order_code', '工单编号', 'Work order', 'String'),
      col('report_date', '报工日期', 'Report date', 'DateTime', { column: 'date' }),
      qty('output_qty', '产量', 'Output'),
      qty('qualified_qty', '合格数量', 'Qualified'),
      qty('unqualified_qty', '不合格数量', 'Unqualified'),
      qty('scrap_qty', '报废数量', 'Scrapped'),
      col('standard_minutes', '标准工时(分钟)', 'Standard minutes', 'Number', { scale: 2 }),
      col('actual_minutes', '实际工时(分钟)', 'Actual minutes', 'Number', { scale: 2 }),
    ],
  },
  dimensions: [{ field: 'process_id' }, { field: 'equipment_id' }, { field: 'worker' }],
  measures: [
    { code: 'reports', name: '报工次数', nameEn: 'Reports', agg: 'count', scale: 0 },
    sumOf('output_qty', '产量', 'Output'),
    sumOf('qualified_qty', '合格数量', 'Qualified'),
    sumOf('unqualified_qty', '不合格数量', 'Unqualified'),
    sumOf('scrap_qty', '报废数量', 'Scrapped'),
    { code: 'goodRate', name: '合格率(%)', nameEn: 'Good rate (%)', formula: 'output_qty == 0 ? 0 : qualified_qty * 100 / output_qty', scale: 2 },
    sumOf('standard_minutes', '标准工时(分钟)', 'Standard minutes', 2),
    sumOf('actual_minutes', '实际工时(分钟)', 'Actual minutes', 2),
    { code: 'efficiency', name: '效率(%)', nameEn: 'Efficiency (%)', formula: 'actual_minutes == 0 ? 0 : standard_minutes * 100 / actual_minutes', scale: 2 },
  ],
  filters: [
    { field: 'process_id', kind: 'eq' },
    { field: 'equipment_id', kind: 'eq' },
    { field: 'worker', kind: 'fuzzy' },
    { field: 'material_id', kind: 'eq' },
    { field: 'order_code', kind: 'fuzzy' },
    { field: 'report_date', kind: 'dateRange' },
  ],
  dateField: 'report_date',
  defaultRange: 'month',
  sort: { field: 'output_qty', order: 'desc' },
  chart: { type: 'bar', measures: ['output_qty', 'qualified_qty'] },
});
