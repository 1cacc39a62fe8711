// 计件单价 (ProductionPieceRate, id 970): what an operator earns per qualified piece of a process —
// for one product, or (product left empty) for every product of that process. 计件工资 (task/Salary)
// multiplies each output's qualified quantity by the product's own rate, else the process's.
// Our own small entity rather than an attribute of 工序 (mdm's entity, not ours to change).
import { a, entity } from '../../../schemas/entities/define';
import { PRICE } from '../../../schemas/entities/documents';

export const PieceRate = entity({
  id: 970,
  code: 'ProductionPieceRate',
  name: '计件单价',
  nameEn: 'Piece rate',
  module: 'production',
  table: 'prd_piece_rate',
  attrs: [
    a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { required: true, query: true, table: 140 }),
    a.quote('Material', 'material_id', '产品', 'Product', 'Material', { query: true, table: 160 }),
    a.number('rate', '计件单价', 'Rate per piece', { required: true, digits: PRICE, min: 0, table: 110 }),
    a.remark('remark', '备注', 'Remark', { max: 512, table: 160 }),
  ],
});

export const BOARDS_ENTITIES = [PieceRate];
