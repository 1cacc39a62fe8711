// 机器人任务 (warehouse/robotScheduling): what the robots of automatic storage (positions of type
// Automatic3d / AutomaticIntensive) are to do — put goods on, pick them, move them — queued when an
// audited put-on or delivery touches such a position, or by hand. A task goes Queued → Dispatched
// (a robot took it) → Running → Confirmed, or Failed with a reason (retried: Queued again), or
// Cancelled while queued. The robots themselves are rows of wms_robot (migration 022-robot); the
// simulated robot of robot/server/simulator.ts moves the tasks along. Written by the robot
// services, never through the generic record calls.
import { a, entity } from '../../../schemas/entities/define';
import { quantity } from '../../../schemas/entities/documents';

export const ROBOT_TASK_TYPES = [
  { value: 'PutOn', label: '上架', labelEn: 'Put on' },
  { value: 'Pick', label: '拣货', labelEn: 'Pick' },
  { value: 'Move', label: '移库', labelEn: 'Move' },
];

export const ROBOT_TASK_STATUSES = [
  { value: 'Queued', label: '排队', labelEn: 'Queued' },
  { value: 'Dispatched', label: '已派发', labelEn: 'Dispatched' },
  { value: 'Running', label: '执行中', labelEn: 'Running' },
  { value: 'Confirmed', label: '已完成', labelEn: 'Confirmed' },
  { value: 'Failed', label: '失败', labelEn: 'Failed' },
  { value: 'Cancelled', label: '已取消', labelEn: 'Cancelled' },
];

export type RobotTaskType = 'PutOn' | 'Pick' | 'Move';
export type RobotTaskStatus = 'Queued' | 'Dispatched' | 'Running' | 'Confirmed' | 'Failed' | 'Cancelled';

const position = (code: string, name: string, nameEn: string) =>
  a.quote('FuzzyCommon', code, name, nameEn, 'WmsPosition', { table: 130, quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'warehouse_id' } } });

export const WmsRobotTask = entity({
  id: 710,
  code: 'WmsRobotTask',
  name: '机器人任务',
  nameEn: 'Robot task',
  module: 'warehouse',
  table: 'wms_robot_task',
  attrs: [
    a.string('code', '任务编号', 'Task code', { required: true, max: 64, unique: true, query: true, table: 140 }),
    a.enumType('task_type', '任务类型', 'Task type', ROBOT_TASK_TYPES, { required: true, defaultValue: 'Move', query: true, table: 90 }),
    a.enumType('task_status', '任务状态', 'Task status', ROBOT_TASK_STATUSES, { required: true, defaultValue: 'Queued', query: true, table: 90, index: true }),
    a.int('priority', '优先级', 'Priority', { min: 0, maxValue: 9, defaultValue: 5, table: 70 }),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    position('from_position_id', '起始库位', 'From position'),
    position('to_position_id', '目标库位', 'To position'),
    a.string('container_code', '容器条码', 'Container', { max: 128, table: 130 }),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { table: 160 }),
    quantity('quantity', '数量', 'Quantity', { min: 0, table: 90 }),
    a.string('robot_code', '机器人', 'Robot', { max: 64, query: true, table: 100 }),
    a.string('fail_reason', '失败原因', 'Failure reason', { max: 512, table: 160 }),
    // the document whose audit queued it (none: queued by hand)
    a.string('doc_entity', '来源单据类型', 'Source document type', { max: 64 }),
    a.int('doc_id', '来源单据', 'Source document', { min: 1 }),
    a.string('doc_code', '来源单号', 'Source number', { max: 64, table: 140 }),
    a.dateTime('queued_at', '排队时间', 'Queued at', { table: 150 }),
    a.dateTime('dispatched_at', '派发时间', 'Dispatched at', { table: 150 }),
    a.dateTime('started_at', '开始时间', 'Started at', { table: 150 }),
    a.dateTime('finished_at', '结束时间', 'Finished at', { table: 150 }),
  ],
});
