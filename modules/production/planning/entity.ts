// 生产计划单 (plan/productionPlan, receipt type plan-production): what to make in a period — products,
// quantities and due dates, optionally for a sales order. Once audited, 生成工单 makes work orders for
// each line's unplanned part (plan.ProductionPlan/toWorkOrders); the WorkOrder's planToWorkOrder link
// caps them at the line's quantity and keeps a plan with live orders from being un-audited.
import { a, entity } from '../../../schemas/entities/define';
import { billDate, docCode, lineRemark, progress, quantity, remark } from '../../../schemas/entities/documents';

export const ProductionPlan = entity({
  id: 962,
  code: 'ProductionPlan',
  name: '生产计划单',
  nameEn: 'Production plan',
  module: 'production',
  table: 'prd_plan',
  lookup: 'tenant',
  receipt: { typeCode: 'plan-production', flow: true },
  attrs: [
    docCode('JH', '计划单号', 'Plan number'),
    billDate('plan_date', '计划日期', 'Plan date'),
    a.date('period_from', '计划开始日期', 'Period from', { required: true, table: 110 }),
    a.date('period_to', '计划结束日期', 'Period to', { required: true, table: 110 }),
    a.quote('FuzzyCommon', 'sale_id', '销售订单', 'Sales order', 'SaleOrder', { query: true, table: 140 }),
    remark(),
  ],
  children: {
    items: {
      table: 'prd_plan_item',
      name: '计划明细',
      nameEn: 'Plan lines',
      min: 1,
      attrs: [
        a.quote('Material', 'material_id', '产品', 'Product', 'Material', { required: true, fill: { spec: 'spec', unit: 'unit' } }),
        a.string('spec', '规格型号', 'Specification', { max: 128 }),
        a.dict('unit', '单位', 'Unit', 'unit'),
        quantity('quantity', '计划数量', 'Quantity', { required: true, positive: true }),
        a.date('due_date', '交期', 'Due date'),
        // what the line's work orders took (kept by planning/server/orders.ts, never typed)
        progress(quantity, 'planned_qty', '已生成工单数量', 'In work orders'),
        lineRemark(),
      ],
    },
  },
});
