// 拉动规则 (PullRule): a line-side position keeps a material between a minimum and a maximum. When
// the stock at the position falls below the minimum, a pull of (maximum − at hand) is created
// (server/pulling.ts) — at most one open pull per position and material. The rules also say which
// positions belong to which line (material monitoring's line-side stock).
import { a, enableStatus, entity } from '../../../schemas/entities/define';
import { docCode, quantity, remark } from '../../../schemas/entities/documents';

export const PullRule = entity({
  id: 641,
  code: 'PullRule',
  name: '拉动规则',
  nameEn: 'Pull rule',
  module: 'pull',
  table: 'pull_rule',
  lookup: 'readers',
  attrs: [
    docCode('LDGZ', '规则编号', 'Rule number'),
    a.quote('FuzzyCommon', 'process_unit_id', '产线', 'Line', 'ProcessUnit', { required: true, query: true, table: 140 }),
    a.quote('FuzzyCommon', 'position_id', '线边库位', 'Line-side position', 'WmsPosition', { required: true, query: true, table: 130, quote: { entity: 'WmsPosition', show: ['code', 'name'] } }),
    a.quote('Material', 'material_id', '物料', 'Material', 'Material', { required: true, query: true, table: 160, fill: { unit: 'unit' } }),
    a.dict('unit', '单位', 'Unit', 'unit', { table: 60 }),
    quantity('min_qty', '最低库存', 'Minimum', { required: true, min: 0, table: 90 }),
    quantity('max_qty', '最高库存', 'Maximum', { required: true, positive: true, table: 90 }),
    a.quote('WareHouse', 'warehouse_id', '发料仓库', 'Issuing warehouse', 'Warehouse', { required: true, query: true, table: 130 }),
    quantity('at_hand', '线边库存', 'At hand', {
      readSql: `coalesce((select sum(b.total) from stock_balance b where b.tenant_id = t.tenant_id and b.position_id = t.position_id and b.material_id = t.material_id), 0)`,
      table: 90,
    }),
    enableStatus(),
    remark(),
  ],
});
