// Tool configurations (ids 611, 615): which tool types, how many of each, a product's process
// needs on a machine (any of the three may be left open: every product, process or machine).
import { a, type AttrDef, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';
import { TOOL_INT } from './options';

const needs = (): AttrDef[] => [
  a.string('code', '配置编码', 'Code', { required: true, max: 128, noSpaces: true, unique: true, query: true, table: 140, fuzzy: true }),
  a.quote('Material', 'material_id', '产品', 'Product', 'Material', { query: true, table: 160 }),
  a.quote('FuzzyCommon', 'process_id', '工序', 'Process', 'Process', { query: true, table: 120 }),
  a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { query: true, table: 140 }),
  remark(),
];

const lines = (define: string, name: string, nameEn: string) => ({
  table: `tool_${define === 'CutterDefine' ? 'cutter' : 'fixture'}_config_line`,
  name: '配置明细',
  nameEn: 'Tools needed',
  attrs: [
    a.quote('FuzzyCommon', 'define_id', name, nameEn, define, { required: true }),
    a.int('qty', '数量', 'Quantity', { required: true, ...TOOL_INT, min: 1, defaultValue: 1 }),
  ],
});

export const CutterConfig = entity({
  id: 611,
  code: 'CutterConfig',
  name: '刀具配置',
  nameEn: 'Cutter configuration',
  module: 'tooling',
  table: 'tool_cutter_config',
  attrs: needs(),
  children: { items: lines('CutterDefine', '刀具类型', 'Cutter type') },
});

export const FixtureConfig = entity({
  id: 615,
  code: 'FixtureConfig',
  name: '工装配置',
  nameEn: 'Fixture configuration',
  module: 'tooling',
  table: 'tool_fixture_config',
  attrs: needs(),
  children: { items: lines('FixtureDefine', '工装类型', 'Fixture type') },
});
