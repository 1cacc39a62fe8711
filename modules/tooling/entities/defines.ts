// Tool types and the uninstall reasons (ids 610, 612, 614): a cutter definition says how many
// pieces one cutter makes (rated life), how often it may be dressed (re-ground) and what life a
// dressing gives back, and at how many per cent of life left it warns; a fixture definition its
// rated uses and warning level. Uninstall reasons are picked when a tool comes off early.
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';
import { TOOL_INT } from './options';

const ratedLife = (name: string, nameEn: string) => a.int('rated_life', name, nameEn, { required: true, ...TOOL_INT, table: 110 });
const warnPercent = () => a.int('warn_percent', '预警比例(%)', 'Warning at % left', { required: true, min: 0, maxValue: 100, defaultValue: 10, table: 110 });

export const CutterDefine = entity({
  id: 610,
  code: 'CutterDefine',
  name: '刀具定义',
  nameEn: 'Cutter definition',
  module: 'tooling',
  table: 'tool_cutter_define',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('刀具类型编码', '刀具类型名称', 'Cutter type'),
    a.string('spec', '规格型号', 'Specification', { max: 128, query: true, table: 140 }),
    ratedLife('额定寿命(件)', 'Rated life (pieces)'),
    a.int('max_dressings', '允许修磨次数', 'Dressings allowed', { required: true, ...TOOL_INT, defaultValue: 0, table: 110 }),
    a.int('dress_life', '修磨后寿命(件)', 'Life after dressing (pieces)', { ...TOOL_INT, table: 120 }),
    warnPercent(),
    enableStatus(),
    remark(),
  ],
});

export const FixtureDefine = entity({
  id: 614,
  code: 'FixtureDefine',
  name: '工装定义',
  nameEn: 'Fixture definition',
  module: 'tooling',
  table: 'tool_fixture_define',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('工装类型编码', '工装类型名称', 'Fixture type'),
    a.string('spec', '规格型号', 'Specification', { max: 128, query: true, table: 140 }),
    ratedLife('额定使用次数', 'Rated uses'),
    warnPercent(),
    enableStatus(),
    remark(),
  ],
});

export const UninstallReason = entity({
  id: 612,
  code: 'ToolUninstallReason',
  name: '卸刀原因',
  nameEn: 'Uninstall reason',
  module: 'tooling',
  table: 'tool_uninstall_reason',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [...codeAndName('原因编码', '原因名称', 'Reason'), enableStatus(), remark()],
});
