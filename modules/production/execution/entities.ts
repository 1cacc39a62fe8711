// The shop-floor records (ids 980–989): 投料 (a material fed into an order's operation, from a
// barcode or a material + batch, taken out of stock), 退料 (part of a feeding back into stock),
// 报工 (an operation's output: qualified, unqualified with its defect reason, scrapped; the last
// operation's qualified output into stock with a product barcode), 结转 (an order's remainder
// moved to another order) and 任务申请 (an operator applying for part of an operation's task).
// Written only by the task.* calls (server/*): their figures are the server's, never a client's.
import { a, entity } from '../../../schemas/entities/define';
import { docCode, quantity } from '../../../schemas/entities/documents';
import { DEFECT_REASONS, FEEDING_TYPES } from './options';

export { DEFECT_REASONS, FEEDING_TYPES };

const order = a.quote('FuzzyCommon', 'order_id', '生产工单', 'Work order', 'WorkOrder', { required: true, query: true, table: 150 });
const op = a.int('op_id', '工序任务', 'Operation task', { required: true });
const process = a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { query: true, table: 120 });
const equipment = a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { query: true, table: 120 });
const material = a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, query: true, table: 160 });
const warehouse = a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { table: 120 });
const batch = a.string('batch_no', '批次号', 'Batch', { max: 128, query: true, table: 120 });

export const Feeding = entity({
  id: 980,
  code: 'ProductionFeeding',
  name: '投料记录',
  nameEn: 'Feeding',
  module: 'production',
  table: 'prd_feeding',
  attrs: [
    docCode('TL', '投料单号', 'Feeding number'),
    order,
    op,
    process,
    equipment,
    a.enumType('feeding_type', '投料类型', 'Feeding type', FEEDING_TYPES, { required: true, defaultValue: 'Order', query: true, table: 100 }),
    a.string('barcode', '条码', 'Barcode', { max: 128, query: true, table: 150 }),
    material,
    batch,
    warehouse,
    a.int('position_id', '库位', 'Position'),
    quantity('qty', '投料数量', 'Fed', { required: true, positive: true, table: 100 }),
    quantity('returned_qty', '已退数量', 'Returned', { maintained: true, defaultValue: 0, table: 90 }),
    a.remark('remark', '备注', 'Remark', { max: 512, table: 160 }),
  ],
});

export const FeedReturn = entity({
  id: 982,
  code: 'ProductionFeedReturn',
  name: '退料记录',
  nameEn: 'Material return',
  module: 'production',
  table: 'prd_feed_return',
  attrs: [
    docCode('THL', '退料单号', 'Return number'),
    a.quote('FuzzyCommon', 'feeding_id', '投料记录', 'Feeding', 'ProductionFeeding', { required: true, table: 150 }),
    order,
    material,
    batch,
    warehouse,
    quantity('qty', '退料数量', 'Returned', { required: true, positive: true, table: 100 }),
    a.remark('remark', '备注', 'Remark', { max: 512, table: 160 }),
  ],
});

export const Output = entity({
  id: 981,
  code: 'ProductionOutput',
  name: '产出记录',
  nameEn: 'Output',
  module: 'production',
  table: 'prd_output',
  attrs: [
    docCode('BG', '报工单号', 'Output number'),
    order,
    op,
    process,
    equipment,
    a.quote('Material', 'material_id', '产品', 'Product', 'Material', { query: true, table: 160 }),
    quantity('qualified_qty', '合格数量', 'Qualified', { defaultValue: 0, min: 0, table: 90 }),
    quantity('unqualified_qty', '不合格数量', 'Unqualified', { defaultValue: 0, min: 0, table: 90 }),
    quantity('scrap_qty', '报废数量', 'Scrapped', { defaultValue: 0, min: 0, table: 90 }),
    a.enumType('defect_reason', '不良原因', 'Defect reason', DEFECT_REASONS, { query: true, table: 110 }),
    a.bool('last_op', '末道工序', 'Last operation', { defaultValue: false, table: 80 }),
    a.string('barcode', '产品条码', 'Product barcode', { max: 128, query: true, table: 150 }),
    batch,
    warehouse,
    a.remark('remark', '备注', 'Remark', { max: 512, table: 160 }),
  ],
});

export const Carry = entity({
  id: 983,
  code: 'ProductionCarry',
  name: '结转记录',
  nameEn: 'Carry-over',
  module: 'production',
  table: 'prd_carry',
  attrs: [
    docCode('JZ', '结转单号', 'Carry-over number'),
    order,
    a.quote('FuzzyCommon', 'target_id', '目标工单', 'Target order', 'WorkOrder', { required: true, query: true, table: 150 }),
    quantity('qty', '结转数量', 'Carried', { required: true, positive: true, table: 100 }),
    a.remark('remark', '备注', 'Remark', { max: 512, table: 160 }),
  ],
});

export const TaskApply = entity({
  id: 984,
  code: 'ProductionTaskApply',
  name: '任务申请',
  nameEn: 'Task application',
  module: 'production',
  table: 'prd_task_apply',
  attrs: [
    docCode('RWSQ', '申请单号', 'Application number'),
    order,
    op,
    process,
    quantity('qty', '申请数量', 'Applied', { required: true, positive: true, table: 100 }),
    a.remark('remark', '备注', 'Remark', { max: 512, table: 160 }),
  ],
});

export const EXECUTION_ENTITIES = [Feeding, Output, FeedReturn, Carry, TaskApply];
