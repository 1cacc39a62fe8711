// 编码规则 (coding rule): its code, name, type and remark, and its segments in order (string,
// number, date, text, flow number, delimiter). Which segment attributes count depends on the kind; the rule's checks
// (coding/check.ts) run on every save as a record hook. 示例编码 is kept by the server.
import { a, entity } from '../../../schemas/entities/define';
import { SOURCE_FIELD_OPTIONS } from '../coding/fields';
import { FILL_RULES, RESET_PERIODS, RULE_TYPES, SEGMENT_KINDS } from '../coding/types';

const options = (list: ReadonlyArray<{ value: string; label: string; labelEn: string }>) => list.map((o) => ({ ...o }));

export const IdentityRule = entity({
  id: 600,
  code: 'IdentityRule',
  name: '编码规则',
  nameEn: 'Coding rule',
  module: 'identity',
  table: 'identity_rule',
  attrs: [
    a.string('code', '规则编码', 'Rule code', { required: true, max: 128, noSpaces: true, unique: true, query: true, table: 140, index: true, fuzzy: true }),
    a.string('name', '规则名称', 'Rule name', { required: true, max: 128, query: true, table: 180, fuzzy: true }),
    a.enumType('rule_type', '规则类型', 'Rule type', options(RULE_TYPES), { required: true, defaultValue: 'Common', query: true, table: 100 }),
    a.string('preview', '示例编码', 'Sample code', { max: 512, table: 220, maintained: true }),
    a.remark('remark', '备注', 'Remark', { max: 512, table: 200 }),
  ],
  children: {
    segments: {
      table: 'identity_rule_segment',
      name: '编码段',
      nameEn: 'Segments',
      // at least one: the rule's own check (coding/check.ts), with a message that names the segments
      attrs: [
        a.enumType('kind', '段类型', 'Segment kind', options(SEGMENT_KINDS), { required: true, table: 110 }),
        a.string('fixed_value', '固定文本/分隔符', 'Fixed text / delimiter', { max: 64, table: 130 }),
        a.enumType('source_field', '来源字段', 'Source field', options(SOURCE_FIELD_OPTIONS), { table: 120 }),
        a.string('date_format', '日期格式', 'Date format', { max: 32, table: 120 }),
        a.int('length', '长度', 'Length', { table: 80 }),
        a.bool('intercept_space', '去除空格', 'Remove spaces', { table: 90 }),
        a.enumType('fill_rule', '填充规则', 'Fill rule', options(FILL_RULES), { table: 110 }),
        a.string('fill_char', '填充字符', 'Fill character', { max: 8, table: 90 }),
        a.int('flow_start', '起始值', 'Start', { table: 90 }),
        a.int('flow_step', '步长', 'Step', { table: 80 }),
        a.enumType('reset_period', '重置周期', 'Reset period', options(RESET_PERIODS), { table: 100 }),
      ],
    },
  },
});
