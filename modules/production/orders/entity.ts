// 生产工单 (task/Order, receipt type task-order): a quantity of a product to make by a route, in a
// planned window, on equipment. Its receipt status (Saved, Commit, Audit, Reject …) is the
// paperwork; its manufacturing state (orders/state.ts) is the shop floor: the audit releases it
// (Wait), operators start, pause and complete it. Its operations are the route's processes,
// copied when it is saved without any (renderProcess does it again on request).
import { a, entity } from '../../../schemas/entities/define';
import { docCode, lineRemark, quantity, remark } from '../../../schemas/entities/documents';
import { OUTSOURCE_STATES } from '../outsource/entities';
import { MANUFACTURING_STATES } from './state';

export const ORDER_TYPES = [
  { value: 'Process', label: '工序工单', labelEn: 'Process order' },
  { value: 'SingleMaterial', label: '单物料工单', labelEn: 'Single material' },
  { value: 'Combine', label: '合并工单', labelEn: 'Combined order' },
  { value: 'Pack', label: '包装工单', labelEn: 'Packing order' },
];

export const PRIORITIES = [
  { value: 'Normal', label: '普通', labelEn: 'Normal' },
  { value: 'Urgent', label: '加急', labelEn: 'Urgent' },
  { value: 'Emergency', label: '紧急', labelEn: 'Emergency' },
  { value: 'Priority', label: '优先', labelEn: 'Priority' },
];

/** the APS pass's weight of each priority (higher first) */
export const PRIORITY_WEIGHT: Record<string, number> = { Normal: 0, Priority: 1, Urgent: 2, Emergency: 3 };

export const SPREAD_MODES = [
  { value: 'NoSpread', label: '不展开', labelEn: 'No spread' },
  { value: 'MainProduct', label: '主产品', labelEn: 'Main product' },
  { value: 'BomSpread', label: 'BOM展开', labelEn: 'BOM spread' },
];

const count = (code: string, name: string, nameEn: string) => quantity(code, name, nameEn, { maintained: true, defaultValue: 0, table: 90 });

export const WorkOrder = entity({
  id: 950,
  code: 'WorkOrder',
  name: '生产工单',
  nameEn: 'Work order',
  module: 'production',
  table: 'prd_work_order',
  lookup: 'tenant',
  receipt: { typeCode: 'task-order', flow: true },
  attrs: [
    docCode('GD', '工单编号', 'Work order number'),
    a.string('plan_no', '计划号', 'Plan number', { required: true, max: 64, noSpaces: true, query: true, table: 130 }),
    a.enumType('order_type', '工单类型', 'Type', ORDER_TYPES, { required: true, defaultValue: 'SingleMaterial', query: true, table: 100 }),
    a.enumType('priority', '紧急程度', 'Priority', PRIORITIES, { required: true, defaultValue: 'Normal', query: true, table: 80 }),
    a.enumType('spread', '展开方式', 'Spread', SPREAD_MODES, { required: true, defaultValue: 'NoSpread' }),
    a.quote('Material', 'material_id', '产品', 'Product', 'Material', { required: true, query: true, table: 160, fill: { spec: 'spec', unit: 'unit' } }),
    a.string('spec', '规格型号', 'Specification', { max: 128 }),
    a.dict('unit', '单位', 'Unit', 'unit'),
    quantity('plan_qty', '计划数量', 'Planned quantity', { required: true, positive: true, table: 100 }),
    count('finish_qty', '完工数量', 'Finished'),
    count('qualified_qty', '合格数量', 'Qualified'),
    count('unqualified_qty', '不合格数量', 'Unqualified'),
    count('scrap_qty', '报废数量', 'Scrapped'),
    a.dateTime('plan_start', '计划开始', 'Planned start', { required: true, table: 150 }),
    a.dateTime('plan_end', '计划完成', 'Planned end', { required: true, table: 150 }),
    a.quote('FuzzyCommon', 'route_id', '工艺路线', 'Route', 'ProcessRoute', { table: 140 }),
    a.quote('FuzzyCommon', 'bom_id', '物料清单', 'BOM', 'Bom'),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { query: true, table: 130 }),
    a.string('batch_no', '批次号', 'Batch', { max: 128, noSpaces: true, query: true, table: 120 }),
    a.quote('WareHouse', 'warehouse_id', '入库仓库', 'Output warehouse', 'Warehouse'),
    a.quote('FuzzyCommon', 'sale_id', '销售订单', 'Sales order', 'SaleOrder', { table: 140 }),
    a.int('sale_item_id', '销售明细', 'Sales order line', { min: 1 }),
    a.int('plan_item_id', '计划明细', 'Plan line', { min: 1 }),
    a.quote('FuzzyCommon', 'parent_id', '上级工单', 'Parent order', 'WorkOrder', { table: 130 }),
    a.quote('FuzzyCommon', 'source_id', '来源工单', 'Split from', 'WorkOrder'),
    a.quote('FuzzyCommon', 'combine_id', '合并工单号', 'Combined into', 'WorkOrder', { table: 130 }),
    a.enumType('manufacturing_state', '生产状态', 'Manufacturing state', [...MANUFACTURING_STATES], { maintained: true, defaultValue: 'Saved', query: true, table: 90 }),
    a.int('starter_id', '开工人', 'Started by', { maintained: true }),
    a.string('starter_name', '开工人', 'Started by', { maintained: true, max: 64, table: 90 }),
    a.dateTime('started_at', '实际开工', 'Started', { maintained: true, table: 150 }),
    a.dateTime('finished_at', '实际完工', 'Finished at', { maintained: true, table: 150 }),
    // whether the order may still get subcontracted operations, has some, or may not
    a.enumType('outsource_state', '委外状态', 'Subcontracting', OUTSOURCE_STATES, {
      query: true,
      readSql: `case when exists (select 1 from prd_outsource_task x where x.tenant_id = t.tenant_id and x.order_id = t.id and x.status_dict <> 'Repeal') then 'Created'
        when t.manufacturing_state in ('Saved', 'Wait', 'Process', 'Pause') then 'CanCreate' else 'NoSubcontract' end`,
    }),
    a.bool('print_tag', '流转卡已打印', 'Flow card printed', { maintained: true, defaultValue: false }),
    remark(),
  ],
  // a sale line's work orders (createFromSale) never plan more than the line's quantity, and an
  // order with work orders cannot be un-audited (server/records/links.ts)
  links: [
    { code: 'saleToWorkOrder', verb: ['生成工单', 'plan'], source: { entity: 'SaleOrder', child: 'items' }, via: 'sale_item_id', measure: 'plan_qty', limit: 'quantity' },
    // a production plan's lines the same way (plan.ProductionPlan/toWorkOrders, planning/)
    { code: 'planToWorkOrder', verb: ['生成工单', 'plan'], source: { entity: 'ProductionPlan', child: 'items' }, via: 'plan_item_id', measure: 'plan_qty', limit: 'quantity' },
  ],
  children: {
    operations: {
      table: 'prd_work_order_op',
      name: '工序',
      nameEn: 'Operations',
      attrs: [
        a.int('seq', '顺序', 'Sequence', { min: 1 }),
        a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { required: true }),
        a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment'),
        a.number('minutes', '工时(分钟)', 'Minutes', { digits: { int: 12, scale: 6 }, min: 0 }),
        a.number('setup_minutes', '准备(分钟)', 'Setup minutes', { digits: { int: 12, scale: 6 }, min: 0 }),
        a.dateTime('plan_start', '计划开始', 'Planned start'),
        a.dateTime('plan_end', '计划完成', 'Planned end'),
        quantity('done_qty', '完成数量', 'Done', { maintained: true, defaultValue: 0 }),
        lineRemark(),
      ],
    },
  },
});
