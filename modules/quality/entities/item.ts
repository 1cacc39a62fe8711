// 检验项目 (quality/project): what an inspector checks — a numeric reading (with its unit and
// decimals), a choice among listed answers (each answer counted qualified or not: never a free
// "yes"), or a formula over other items' numeric readings (their codes in the expression, e.g.
// "(D1 + D2) / 2"). The rules the engine cannot state (answers of a choice item, the formula read
// and its items known) are the item's hooks (server/item-rules.ts).
import { a, codeAndName, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';
import { ITEM_KINDS } from './options';

export const QualityItem = entity({
  id: 500,
  code: 'QualityItem',
  name: '检验项目',
  nameEn: 'Inspection item',
  module: 'quality',
  table: 'quality_item',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('项目编码', '项目名称', 'Item name'),
    a.enumType('kind', '项目类型', 'Kind', ITEM_KINDS, { required: true, defaultValue: 'Numeric', query: true, table: 90 }),
    a.dict('unit', '单位', 'Unit', 'unit', { table: 70 }),
    a.int('decimals', '小数位数', 'Decimals', { defaultValue: 2, min: 0, maxValue: 6, table: 80 }),
    a.string('formula', '计算公式', 'Formula', { max: 512, table: 180 }),
    a.string('method', '检验方法', 'Method', { max: 128, table: 140 }),
    remark(),
  ],
  children: {
    choices: {
      table: 'quality_item_choice',
      name: '可选结果',
      nameEn: 'Answers',
      attrs: [
        a.string('answer', '结果', 'Answer', { required: true, max: 64 }),
        a.bool('qualified', '判为合格', 'Counts as qualified', { defaultValue: true }),
      ],
    },
  },
});
