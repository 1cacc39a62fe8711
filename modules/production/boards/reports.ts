// The boards' report pages over views.ts (schemas/reports): 生产统计, 在制品报表, 绩效统计, 计件工资,
// 工单排程 (planned against actual, late flag), 生产动态 (the latest events), 工序工单, 工单工艺路线,
// 生产任务 (pmt/list), 生产记录 (pmt/orderRecord) and 完工产品 (completedProducts/list). Names and urls
// are the catalogue's (schemas/menus/web/production.ts).
import type { DataType } from '../../../schemas/entities/define';
import { MONEY, PRICE } from '../../../schemas/entities/documents';
import { defineReport, type ReportMeasure, type ViewColumn } from '../../../schemas/reports/define';
import { ORDER_TYPES, PRIORITIES } from '../orders/entity';
import { MANUFACTURING_STATES } from '../orders/state';

const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
const qty = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'MaterialNum', { scale: 4 });
const percent = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'Number', { scale: 2 });
const day = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'DateTime', { column: 'date' });
const sumOf = (code: string, name: string, nameEn: string, scale = 4): ReportMeasure => ({ code, name, nameEn, agg: 'sum', of: code, scale });
/** a detail report's figure shown as it is (the totals row leaves it out: max of a percentage says nothing) */
const shown = (code: string, name: string, nameEn: string, scale = 2): ReportMeasure => ({ code, name, nameEn, of: code, scale });
/** qualified rate (%) of the summed measures: decimal-exact, 0 when nothing was reported */
const qualifiedRate: ReportMeasure = { code: 'qualifiedRate', name: '合格率(%)', nameEn: 'Qualified rate (%)', formula: 'outputQty == 0 ? 0 : qualifiedQty * 100 / outputQty', scale: 2 };

const orderCode = col('order_code', '工单编号', 'Work order', 'String');
const material = col('material_id', '产品', 'Product', 'Material', { quote: 'Material' });
const process = col('process_id', '工序', 'Process', 'FuzzyCommon', { quote: 'Process' });
const equipment = col('equipment_id', '设备', 'Equipment', 'FuzzyCommon', { quote: 'Equipment' });
const state = col('manufacturing_state', '生产状态', 'Manufacturing state', 'EnumType', { options: [...MANUFACTURING_STATES] });
const operator = col('operator_name', '操作员', 'Operator', 'String');
const batch = col('batch_no', '批次号', 'Batch', 'String');
const reportDate = day('report_date', '报工日期', 'Date');
const planQty = qty('plan_qty', '计划数量', 'Planned');
const doneQty = qty('done_qty', '完成数量', 'Done');
const outputs = [qty('qualified_qty', '合格数量', 'Qualified'), qty('unqualified_qty', '不合格数量', 'Unqualified'), qty('scrap_qty', '报废数量', 'Scrapped'), qty('output_qty', '产出数量', 'Output')];
const outputMeasures = [sumOf('qualified_qty', '合格数量', 'Qualified'), sumOf('unqualified_qty', '不合格数量', 'Unqualified'), sumOf('scrap_qty', '报废数量', 'Scrapped'), sumOf('output_qty', '产出数量', 'Output')];
// formulas read measures by code: the sums above under camel-case names
const outputSums: ReportMeasure[] = outputMeasures.map((m) => ({ ...m, code: m.code.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) }));

export const LATE_STATES = [
  { value: 'OnTime', label: '正常', labelEn: 'On time' },
  { value: 'StartLate', label: '开工延迟', labelEn: 'Start late' },
  { value: 'Late', label: '已延期', labelEn: 'Late' },
];

export const EVENT_KINDS = [
  { value: 'Started', label: '开工', labelEn: 'Started' },
  { value: 'Paused', label: '暂停', labelEn: 'Paused' },
  { value: 'Finished', label: '完工', labelEn: 'Finished' },
  { value: 'Output', label: '报工', labelEn: 'Output' },
  { value: 'Feeding', label: '投料', labelEn: 'Feeding' },
];

export const boardReports = {
  Production: defineReport({
    code: 'task.Production',
    url: 'task/Production',
    name: '生产统计',
    nameEn: 'Production statistics',
    source: { view: 'prd_board_production', columns: [reportDate, material, process, equipment, orderCode, ...outputs] },
    dimensions: [{ field: 'report_date', bucket: 'day' }, { field: 'material_id' }, { field: 'process_id' }],
    measures: [...outputSums, qualifiedRate],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'material_id', kind: 'eq' }, { field: 'process_id', kind: 'eq' }, { field: 'equipment_id', kind: 'eq' }, { field: 'report_date', kind: 'dateRange' }],
    dateField: 'report_date',
    defaultRange: 'month',
    sort: { field: 'report_date:day', order: 'desc' },
    chart: { type: 'bar', measures: ['qualifiedQty', 'unqualifiedQty', 'scrapQty'] },
  }),
  WipReport: defineReport({
    code: 'task.WipReport',
    url: 'task/WipReport',
    name: '在制品报表',
    nameEn: 'WIP report',
    source: {
      view: 'prd_board_wip',
      columns: [orderCode, material, batch, state, col('seq', '顺序', 'Sequence', 'Number', { scale: 0 }), process, equipment, col('started_at', '实际开工', 'Started', 'DateTime'), planQty, qty('fed_qty', '投料数量', 'Fed'), doneQty, qty('wip_qty', '在制数量', 'In progress')],
    },
    detail: true,
    dimensions: [{ field: 'order_code' }, { field: 'material_id' }, { field: 'batch_no' }, { field: 'manufacturing_state' }, { field: 'seq' }, { field: 'process_id' }, { field: 'equipment_id' }, { field: 'started_at' }],
    measures: [sumOf('plan_qty', '计划数量', 'Planned'), sumOf('fed_qty', '投料数量', 'Fed'), sumOf('done_qty', '完成数量', 'Done'), sumOf('wip_qty', '在制数量', 'In progress')],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'material_id', kind: 'eq' }, { field: 'process_id', kind: 'eq' }, { field: 'manufacturing_state', kind: 'in' }],
    sort: { field: 'order_code', order: 'desc' },
  }),
  Performance: defineReport({
    code: 'task.Performance',
    url: 'task/Performance',
    name: '绩效统计',
    nameEn: 'Performance',
    source: { view: 'prd_board_performance', columns: [operator, reportDate, process, ...outputs] },
    dimensions: [{ field: 'operator_name' }, { field: 'report_date', bucket: 'day' }],
    measures: [{ code: 'reports', name: '报工次数', nameEn: 'Reports', agg: 'count', scale: 0 }, ...outputSums, qualifiedRate],
    filters: [{ field: 'operator_name', kind: 'fuzzy' }, { field: 'process_id', kind: 'eq' }, { field: 'report_date', kind: 'dateRange' }],
    dateField: 'report_date',
    defaultRange: 'month',
    sort: { field: 'report_date:day', order: 'desc' },
    chart: { type: 'bar', measures: ['qualifiedQty'] },
  }),
  Salary: defineReport({
    code: 'task.Salary',
    url: 'task/Salary',
    name: '计件工资',
    nameEn: 'Piece-rate wages',
    source: {
      view: 'prd_board_salary',
      columns: [operator, reportDate, process, material, qty('qualified_qty', '合格数量', 'Qualified'), col('piece_rate', '计件单价', 'Rate per piece', 'Number', { scale: PRICE.scale }), col('wage', '计件工资', 'Wage', 'Costs', { scale: MONEY.scale })],
    },
    dimensions: [{ field: 'operator_name' }, { field: 'process_id' }, { field: 'material_id' }],
    measures: [sumOf('qualified_qty', '合格数量', 'Qualified'), { code: 'piece_rate', name: '计件单价', nameEn: 'Rate per piece', agg: 'max', of: 'piece_rate', scale: PRICE.scale }, sumOf('wage', '计件工资', 'Wage', MONEY.scale)],
    filters: [{ field: 'operator_name', kind: 'fuzzy' }, { field: 'process_id', kind: 'eq' }, { field: 'material_id', kind: 'eq' }, { field: 'report_date', kind: 'dateRange' }],
    dateField: 'report_date',
    defaultRange: 'month',
    sort: { field: 'operator_name', order: 'asc' },
  }),
  Schedule: defineReport({
    code: 'task.Schedule',
    url: 'task/Schedule',
    name: '工单排程',
    nameEn: 'Work order schedule',
    source: {
      view: 'prd_board_schedule',
      columns: [
        orderCode, material, state, equipment,
        col('plan_start', '计划开始', 'Planned start', 'DateTime'), col('plan_end', '计划完成', 'Planned end', 'DateTime'),
        col('started_at', '实际开工', 'Started', 'DateTime'), col('finished_at', '实际完工', 'Finished at', 'DateTime'),
        col('late_state', '进度状态', 'Schedule state', 'EnumType', { options: LATE_STATES }),
        planQty, doneQty, percent('done_pct', '完成率(%)', 'Done (%)'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'order_code' }, { field: 'material_id' }, { field: 'manufacturing_state' }, { field: 'equipment_id' }, { field: 'plan_start' }, { field: 'plan_end' }, { field: 'started_at' }, { field: 'finished_at' }, { field: 'late_state' }],
    measures: [sumOf('plan_qty', '计划数量', 'Planned'), sumOf('done_qty', '完成数量', 'Done'), shown('done_pct', '完成率(%)', 'Done (%)')],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'material_id', kind: 'eq' }, { field: 'manufacturing_state', kind: 'in' }, { field: 'late_state', kind: 'in' }, { field: 'plan_start', kind: 'dateRange' }],
    sort: { field: 'plan_start', order: 'asc' },
  }),
  Dynamics: defineReport({
    code: 'task.Dynamics',
    url: 'task/Dynamics',
    name: '生产动态',
    nameEn: 'Production dynamics',
    source: {
      view: 'prd_board_dynamics',
      columns: [
        col('event_at', '时间', 'Time', 'DateTime'), col('event_kind', '动态', 'Event', 'EnumType', { options: EVENT_KINDS }),
        col('doc_code', '单据编号', 'Number', 'String'), orderCode, material, process, equipment, qty('qty', '数量', 'Quantity'), col('user_name', '操作人', 'By', 'String'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'event_at' }, { field: 'event_kind' }, { field: 'doc_code' }, { field: 'order_code' }, { field: 'material_id' }, { field: 'process_id' }, { field: 'equipment_id' }, { field: 'user_name' }],
    measures: [sumOf('qty', '数量', 'Quantity')],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'event_kind', kind: 'in' }, { field: 'equipment_id', kind: 'eq' }, { field: 'event_at', kind: 'dateRange' }],
    sort: { field: 'event_at', order: 'desc' },
  }),
  ProcessOrder: defineReport({
    code: 'task.ProcessOrder',
    url: 'task/ProcessOrder',
    name: '工序工单',
    nameEn: 'Process orders',
    source: {
      view: 'prd_board_process_order',
      columns: [
        col('process_order_code', '工序工单号', 'Process order', 'String'), orderCode, col('order_type', '工单类型', 'Type', 'EnumType', { options: ORDER_TYPES }),
        material, state, col('seq', '顺序', 'Sequence', 'Number', { scale: 0 }), process, equipment,
        col('plan_start', '计划开始', 'Planned start', 'DateTime'), col('plan_end', '计划完成', 'Planned end', 'DateTime'),
        planQty, doneQty, percent('done_pct', '完成率(%)', 'Done (%)'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'process_order_code' }, { field: 'order_code' }, { field: 'order_type' }, { field: 'material_id' }, { field: 'manufacturing_state' }, { field: 'seq' }, { field: 'process_id' }, { field: 'equipment_id' }, { field: 'plan_start' }, { field: 'plan_end' }],
    measures: [sumOf('plan_qty', '计划数量', 'Planned'), sumOf('done_qty', '完成数量', 'Done'), shown('done_pct', '完成率(%)', 'Done (%)')],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'order_type', kind: 'in' }, { field: 'process_id', kind: 'eq' }, { field: 'equipment_id', kind: 'eq' }, { field: 'manufacturing_state', kind: 'in' }],
    sort: { field: 'process_order_code', order: 'desc' },
  }),
  ProcessRoute: defineReport({
    code: 'task.ProcessRoute',
    url: 'task/ProcessRoute',
    name: '工单工艺路线',
    nameEn: 'Work order routings',
    source: {
      view: 'prd_board_order_route',
      columns: [
        orderCode, material, col('route_id', '工艺路线', 'Route', 'FuzzyCommon', { quote: 'ProcessRoute' }), state,
        col('seq', '顺序', 'Sequence', 'Number', { scale: 0 }), process, equipment,
        col('minutes', '工时(分钟)', 'Minutes', 'Number', { scale: 2 }), col('setup_minutes', '准备(分钟)', 'Setup minutes', 'Number', { scale: 2 }),
        col('plan_start', '计划开始', 'Planned start', 'DateTime'), col('plan_end', '计划完成', 'Planned end', 'DateTime'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'order_code' }, { field: 'material_id' }, { field: 'route_id' }, { field: 'manufacturing_state' }, { field: 'seq' }, { field: 'process_id' }, { field: 'equipment_id' }, { field: 'plan_start' }, { field: 'plan_end' }],
    measures: [sumOf('minutes', '工时(分钟)', 'Minutes', 2), sumOf('setup_minutes', '准备(分钟)', 'Setup minutes', 2)],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'route_id', kind: 'eq' }, { field: 'process_id', kind: 'eq' }, { field: 'manufacturing_state', kind: 'in' }],
    sort: { field: 'order_code', order: 'desc' },
  }),
  OrderList: defineReport({
    code: 'pmt.List',
    url: 'pmt/list',
    name: '生产任务',
    nameEn: 'Production tasks',
    source: {
      view: 'prd_board_orders',
      columns: [
        orderCode, col('plan_no', '计划号', 'Plan number', 'String'), col('order_type', '工单类型', 'Type', 'EnumType', { options: ORDER_TYPES }),
        col('priority', '紧急程度', 'Priority', 'EnumType', { options: PRIORITIES }), material, batch, state, equipment,
        col('plan_start', '计划开始', 'Planned start', 'DateTime'), col('plan_end', '计划完成', 'Planned end', 'DateTime'),
        planQty, doneQty, percent('done_pct', '完成率(%)', 'Done (%)'), qty('qualified_qty', '合格数量', 'Qualified'), col('create_dt', '创建时间', 'Created', 'DateTime'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'order_code' }, { field: 'plan_no' }, { field: 'order_type' }, { field: 'priority' }, { field: 'material_id' }, { field: 'batch_no' }, { field: 'manufacturing_state' }, { field: 'equipment_id' }, { field: 'plan_start' }, { field: 'plan_end' }],
    measures: [sumOf('plan_qty', '计划数量', 'Planned'), sumOf('done_qty', '完成数量', 'Done'), shown('done_pct', '完成率(%)', 'Done (%)'), sumOf('qualified_qty', '合格数量', 'Qualified')],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'plan_no', kind: 'fuzzy' }, { field: 'material_id', kind: 'eq' }, { field: 'manufacturing_state', kind: 'in' }, { field: 'priority', kind: 'in' }, { field: 'plan_start', kind: 'dateRange' }],
    sort: { field: 'order_code', order: 'desc' },
  }),
  OrderRecord: defineReport({
    code: 'pmt.OrderRecord',
    url: 'pmt/orderRecord',
    name: '生产记录',
    nameEn: 'Production records',
    source: {
      view: 'prd_board_order_record',
      columns: [
        orderCode, col('plan_no', '计划号', 'Plan number', 'String'), material, batch, state, equipment, col('starter_name', '开工人', 'Started by', 'String'),
        col('started_at', '实际开工', 'Started', 'DateTime'), col('closed_at', '完工/回收时间', 'Closed at', 'DateTime'), day('closed_date', '完工/回收日期', 'Closed on'),
        planQty, qty('finish_qty', '完工数量', 'Finished'), ...outputs.slice(0, 3),
      ],
    },
    detail: true,
    dimensions: [{ field: 'order_code' }, { field: 'plan_no' }, { field: 'material_id' }, { field: 'batch_no' }, { field: 'manufacturing_state' }, { field: 'equipment_id' }, { field: 'starter_name' }, { field: 'started_at' }, { field: 'closed_at' }],
    measures: [sumOf('plan_qty', '计划数量', 'Planned'), sumOf('finish_qty', '完工数量', 'Finished'), ...outputMeasures.slice(0, 3)],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'plan_no', kind: 'fuzzy' }, { field: 'material_id', kind: 'eq' }, { field: 'manufacturing_state', kind: 'in' }, { field: 'closed_date', kind: 'dateRange' }],
    dateField: 'closed_date',
    defaultRange: 'all',
    sort: { field: 'closed_at', order: 'desc' },
  }),
  Completed: defineReport({
    code: 'task.CompletedProducts',
    url: 'completedProducts/list',
    name: '完工产品',
    nameEn: 'Completed products',
    source: {
      view: 'prd_board_completed',
      columns: [
        orderCode, material, batch, col('warehouse_id', '入库仓库', 'Output warehouse', 'WareHouse', { quote: 'Warehouse' }),
        col('finished_at', '实际完工', 'Finished at', 'DateTime'), day('finished_date', '完工日期', 'Finished on'),
        qty('finish_qty', '完工数量', 'Finished'), ...outputs.slice(0, 3), percent('qualified_rate', '合格率(%)', 'Qualified rate (%)'),
      ],
    },
    detail: true,
    dimensions: [{ field: 'order_code' }, { field: 'material_id' }, { field: 'batch_no' }, { field: 'warehouse_id' }, { field: 'finished_at' }],
    measures: [sumOf('finish_qty', '完工数量', 'Finished'), ...outputMeasures.slice(0, 3), shown('qualified_rate', '合格率(%)', 'Qualified rate (%)')],
    filters: [{ field: 'order_code', kind: 'fuzzy' }, { field: 'material_id', kind: 'eq' }, { field: 'warehouse_id', kind: 'eq' }, { field: 'finished_date', kind: 'dateRange' }],
    dateField: 'finished_date',
    defaultRange: 'all',
    sort: { field: 'finished_at', order: 'desc' },
  }),
};

