// 码垛单 (warehouse/Stack, receipt type wms-stack): material barcodes stacked onto a container
// (pallet) at a position. Saved, each line's barcode is read from the barcode table (material,
// batch, count); audited, the barcodes are bound to the container barcode (their parent) and the
// container and its contents lie at the stack's warehouse and position; un-audited, the ones still
// on that container are unbound again (stack/server.ts). The barcode module's rules hold: a
// material barcode has no children, a container holds goods of at most two batches.
import { a, entity } from '../../../schemas/entities/define';
import { billDate, docCode, lineRemark, quantity, remark } from '../../../schemas/entities/documents';

export const WmsStack = entity({
  id: 709,
  code: 'WmsStack',
  name: '码垛单',
  nameEn: 'Stacking order',
  module: 'warehouse',
  table: 'wms_stack',
  lookup: 'tenant',
  receipt: { typeCode: 'wms-stack', flow: false },
  attrs: [
    docCode('MD'),
    billDate(),
    a.quote('WareHouse', 'warehouse_id', '仓库', 'Warehouse', 'Warehouse', { required: true, query: true, table: 140 }),
    a.quote('FuzzyCommon', 'position_id', '库位', 'Position', 'WmsPosition', { table: 130, quote: { entity: 'WmsPosition', show: ['code', 'name'], scope: { warehouse_id: 'warehouse_id' } } }),
    a.string('container_code', '容器条码', 'Container barcode', { required: true, max: 128, noSpaces: true, query: true, table: 160 }),
    quantity('total_count', '码垛数量', 'Stacked count', { compute: 'sum(items.count)', table: 100 }),
    remark(),
  ],
  children: {
    items: {
      table: 'wms_stack_item',
      name: '码垛明细',
      nameEn: 'Stacked barcodes',
      min: 1,
      attrs: [
        a.string('barcode', '物料条码', 'Material barcode', { required: true, max: 128, noSpaces: true }),
        // read from the barcode when the stack is saved
        a.quote('Material', 'material_id', '物料', 'Material', 'Material', { maintained: true }),
        a.string('batch_no', '批次号', 'Batch', { max: 128, maintained: true }),
        quantity('count', '数量', 'Count', { maintained: true }),
        lineRemark(),
      ],
    },
  },
});
