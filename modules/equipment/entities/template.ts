// 点检模板 (equipment/Template): what a check of one equipment type reads, item by item — a
// numeric reading with its standard value and limits, or an OK / NG judgement.
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

/** Equipment readings: 4 decimals (the spec's equipment numbers). */
export const READING = { int: 12, scale: 4 };

export const CHECK_KINDS = [
  { value: 'Numeric', label: '数值', labelEn: 'Numeric' },
  { value: 'OkNg', label: '正常/异常', labelEn: 'OK / not OK' },
];

/** The item columns a template and a check task share (the task copies them from the template). */
export const checkItemAttrs = () => [
  a.string('item_name', '点检项目', 'Check item', { required: true, max: 128 }),
  a.enumType('kind', '项目类型', 'Kind', CHECK_KINDS, { required: true, defaultValue: 'Numeric' }),
  a.number('standard_value', '标准值', 'Standard value', { digits: READING }),
  a.number('lower_limit', '下限', 'Lower limit', { digits: READING }),
  a.number('upper_limit', '上限', 'Upper limit', { digits: READING }),
  a.string('unit_name', '单位', 'Unit', { max: 32 }),
  a.string('method', '点检方法', 'Method', { max: 256 }),
];

export const CheckTemplate = entity({
  id: 550,
  code: 'CheckTemplate',
  name: '点检模板',
  nameEn: 'Check template',
  module: 'equipment',
  table: 'eqp_check_template',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('模板编码', '模板名称', 'Template name'),
    a.dict('equipment_type', '设备类型', 'Equipment type', 'equipment_type', { required: true, query: true, table: 120 }),
    enableStatus(),
    remark(),
  ],
  children: {
    items: { table: 'eqp_check_template_item', name: '点检项目', nameEn: 'Check items', min: 1, attrs: checkItemAttrs() },
  },
});
