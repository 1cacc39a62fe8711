// 工序叫料 (PullCall: a line calls material for an operation of a work order) and 物料拉动 (PullPull: a
// line-side position whose stock fell below its rule's minimum asks for the rest up to its maximum).
// One declaration, two records: each becomes a warehouse 出库申请 (WmsDeliveryApply) linked back by
// apply_id, follows its issued quantity, and is confirmed at the line, where its quantity is stocked in
// at the line-side position. Stage (stored, moved only by the pull.* calls): Saved → Called →
// Arrived, or Cancelled; the state shown is the stage with Issued read from the apply when all of
// the quantity has left the warehouse (an un-audited delivery takes it back to Called by itself).
import { a, entity, type AttrDef, type EntityDef } from '../../../schemas/entities/define';
import { docCode, quantity, remark } from '../../../schemas/entities/documents';

export const STAGES = [
  { value: 'Saved', label: '已保存', labelEn: 'Saved' },
  { value: 'Called', label: '已叫料', labelEn: 'Called' },
  { value: 'Arrived', label: '已到线', labelEn: 'Arrived' },
  { value: 'Cancelled', label: '已取消', labelEn: 'Cancelled' },
];

export const REQUEST_STATES = [...STAGES.slice(0, 2), { value: 'Issued', label: '已出库', labelEn: 'Issued' }, ...STAGES.slice(2)];

export type Stage = 'Saved' | 'Called' | 'Arrived' | 'Cancelled';

/** what the warehouse has issued against the request's apply (its lines' progress) */
const ISSUED_SQL = `coalesce((select sum(i.issued_qty) from wms_delivery_apply_item i where i.tenant_id = t.tenant_id and i.owner_id = t.apply_id), 0)`;

const position = (code: string, name: string, nameEn: string, required: boolean) =>
  a.quote('FuzzyCommon', code, name, nameEn, 'WmsPosition', { required, query: true, table: 130, quote: { entity: 'WmsPosition', show: ['code', 'name'] } });

interface RequestKind {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  table: string;
  prefix: string;
  /** the attributes that say what it is for (the work order and operation, or the rule) */
  source: AttrDef[];
}

function requestEntity(k: RequestKind): EntityDef {
  return entity({
    id: k.id,
    code: k.code,
    name: k.name,
    nameEn: k.nameEn,
    module: 'pull',
    table: k.table,
    attrs: [
      docCode(k.prefix),
      ...k.source,
      a.quote('FuzzyCommon', 'process_unit_id', '产线', 'Line', 'ProcessUnit', { required: true, query: true, table: 140 }),
      a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, query: true, table: 160, fill: { unit: 'unit' } }),
      a.dict('unit', '单位', 'Unit', 'unit', { table: 60 }),
      quantity('quantity', '叫料数量', 'Quantity', { required: true, positive: true, table: 90 }),
      a.dateTime('need_time', '需求时间', 'Needed by', { query: true, table: 150 }),
      a.quote('WareHouse', 'warehouse_id', '发料仓库', 'Issuing warehouse', 'Warehouse', { required: true, query: true, table: 130 }),
      position('position_id', '线边库位', 'Line-side position', true),
      a.enumType('stage', '阶段', 'Stage', STAGES, { maintained: true, defaultValue: 'Saved', index: true }),
      a.enumType('request_state', '状态', 'State', REQUEST_STATES, {
        query: true,
        table: 90,
        readSql: `case when t.stage = 'Called' and t.apply_id is not null and ${ISSUED_SQL} >= t.quantity then 'Issued' else t.stage end`,
      }),
      a.quote('FuzzyCommon', 'apply_id', '出库申请', 'Delivery apply', 'WmsDeliveryApply', { maintained: true, table: 150 }),
      quantity('issued_qty', '已出库', 'Issued', { readSql: ISSUED_SQL, table: 90 }),
      a.dateTime('called_at', '叫料时间', 'Called at', { maintained: true, table: 150 }),
      a.dateTime('arrived_at', '到线时间', 'Arrived at', { maintained: true, table: 150 }),
      remark(),
    ],
  });
}

export const PullCall = requestEntity({
  id: 640,
  code: 'PullCall',
  name: '工序叫料',
  nameEn: 'Process material call',
  table: 'pull_call',
  prefix: 'JL',
  source: [
    a.quote('FuzzyCommon', 'order_id', '生产工单', 'Work order', 'WorkOrder', { required: true, query: true, table: 150 }),
    a.int('op_id', '工单工序', 'Operation', { required: true, min: 1 }),
    a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { maintained: true, query: true, table: 100 }),
  ],
});

export const PullPull = requestEntity({
  id: 642,
  code: 'PullPull',
  name: '物料拉动',
  nameEn: 'Material pull',
  table: 'pull_pull',
  prefix: 'LD',
  source: [
    a.quote('FuzzyCommon', 'rule_id', '拉动规则', 'Pull rule', 'PullRule', { maintained: true, query: true, table: 140 }),
    quantity('at_hand', '线边库存', 'At hand', { maintained: true, table: 90 }),
    // position:material while the pull is open (Saved or Called), null once it arrived or was
    // cancelled: the unique index keeps one open pull per position and material
    a.string('open_key', '未完成键', 'Open key', { maintained: true, max: 64, unique: true }),
  ],
});
