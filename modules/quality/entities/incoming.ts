// 来料检验 (quality/IncomingOrder, quality/IncomingInspectDetail): the inspection of one audited
// arrival registration whose material needs inspection under a started incoming scheme — created
// by the arrival's audit (server/incoming-rules.ts), never by hand. Its lot (the arrival batch and
// quantity), the plan it is sampled by (sample size, Ac / Re), the counts inspected and
// qualified, a reading per scheme item (a number within the copied limits, or one of the item's
// answers) and, for a full inspection, a judgement per barcode. Judged, it sets the barcodes'
// quality result and is never changed again; state and result move by its calls only. A lot may
// also be inspected in stages (100 of 1,000 now, 200 later): each stage judges part of some
// barcodes, their inspected / accepted / rejected / pending quantities kept per barcode and over
// the lot, and the inspection is checked when nothing is pending (server/stage-service.ts).
import { a, entity } from '../../../schemas/entities/define';
import { docCode, quantity, remark } from '../../../schemas/entities/documents';
import { DEAL_WAYS, INCOMING_STATES, INSPECT_METHODS, INSPECT_RESULTS } from './options';
import { itemLimits, LIMIT } from './scheme';

const COUNT = { int: 10, scale: 4 } as const;

export const QualityIncoming = entity({
  id: 503,
  code: 'QualityIncoming',
  name: '来料检验',
  nameEn: 'Incoming inspection',
  module: 'quality',
  table: 'quality_incoming',
  attrs: [
    docCode('LJ', '检验单号', 'Inspection no.'),
    a.enumType('state', '检验状态', 'State', INCOMING_STATES, { maintained: true, query: true, table: 80 }),
    a.enumType('result', '检验结果', 'Result', INSPECT_RESULTS, { maintained: true, query: true, table: 80 }),
    a.enumType('inspect_method', '检验方式', 'Inspection type', INSPECT_METHODS, { maintained: true, table: 80 }),
    a.quote('FuzzyCommon', 'arrival_id', '来源到货登记', 'Source arrival', 'WmsArrival', { maintained: true, table: 150 }),
    a.string('arrival_batch', '到货批次', 'Arrival batch', { maintained: true, max: 128, query: true, table: 140, index: true, fuzzy: true }),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { maintained: true, query: true, table: 160 }),
    a.quote('Supplier', 'supplier_id', '供应商', 'Supplier', 'Supplier', { maintained: true, query: true, table: 150 }),
    a.quote('FuzzyCommon', 'scheme_id', '检验方案', 'Scheme', 'InspectScheme', { maintained: true, table: 140 }),
    quantity('lot_qty', '批量', 'Lot size', { maintained: true, digits: COUNT, table: 90 }),
    a.int('sample_size', '样本量', 'Sample size', { maintained: true, table: 80 }),
    a.int('ac', '接收数Ac', 'Ac', { maintained: true, table: 70 }),
    a.int('re', '拒收数Re', 'Re', { maintained: true, table: 70 }),
    quantity('inspected_qty', '检验数量', 'Inspected', { digits: COUNT, min: 0, defaultValue: 0, table: 90 }),
    quantity('qualified_qty', '合格数量', 'Qualified', { digits: COUNT, min: 0, defaultValue: 0, table: 90 }),
    // staged inspection (分批检验): what the stages left to inspect, and rejected, over the whole lot
    quantity('pending_qty', '待检数量', 'Pending', { maintained: true, digits: COUNT, table: 90 }),
    quantity('rejected_qty', '拒收数量', 'Rejected', { maintained: true, digits: COUNT, table: 90 }),
    a.number('pass_rate', '合格率(%)', 'Pass rate (%)', { digits: { int: 3, scale: 2 }, compute: 'if(inspected_qty > 0, round(qualified_qty * 100 / inspected_qty, 2), null)', table: 90 }),
    a.enumType('deal_way', '处理方式', 'Deal way', DEAL_WAYS, { table: 90 }),
    a.string('inspector', '检验员', 'Inspector', { maintained: true, max: 64, table: 90 }),
    a.dateTime('inspect_dt', '判定时间', 'Judged at', { maintained: true, table: 150 }),
    remark(),
  ],
  children: {
    readings: {
      table: 'quality_incoming_reading',
      name: '检验记录',
      nameEn: 'Readings',
      attrs: [
        ...itemLimits(),
        a.number('reading', '实测值', 'Reading', LIMIT),
        a.string('answer', '检验结果', 'Answer', { max: 64 }),
        a.bool('qualified', '判定合格', 'Qualified'),
      ],
    },
    barcodes: {
      table: 'quality_incoming_barcode',
      name: '条码判定',
      nameEn: 'Barcodes',
      attrs: [
        a.string('code', '条码', 'Barcode', { required: true, max: 128 }),
        quantity('count', '数量', 'Count', { digits: COUNT }),
        a.enumType('result', '判定结果', 'Result', INSPECT_RESULTS, { defaultValue: 'Wait' }),
        quantity('inspected_qty', '已检数量', 'Inspected', { maintained: true, digits: COUNT }),
        quantity('accepted_qty', '接收数量', 'Accepted', { maintained: true, digits: COUNT }),
        quantity('rejected_qty', '拒收数量', 'Rejected', { maintained: true, digits: COUNT }),
        quantity('pending_qty', '待检数量', 'Pending', { maintained: true, digits: COUNT }),
      ],
    },
    // one row per barcode judged in a stage: written by the stage call only, never changed after
    stages: {
      table: 'quality_incoming_stage',
      name: '分批检验',
      nameEn: 'Stages',
      attrs: [
        a.int('stage_no', '批次序号', 'Stage'),
        a.string('code', '条码', 'Barcode', { max: 128 }),
        quantity('accepted_qty', '接收数量', 'Accepted', { digits: COUNT }),
        quantity('rejected_qty', '拒收数量', 'Rejected', { digits: COUNT }),
        a.enumType('result', '条码结果', 'Barcode result', INSPECT_RESULTS),
        a.string('inspector', '检验员', 'Inspector', { max: 64 }),
        a.dateTime('judged_dt', '判定时间', 'Judged at'),
      ],
    },
  },
});
