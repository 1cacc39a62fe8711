// Tool files (ids 613, 616): each physical cutter or fixture — its code, its type, its state, its
// rated and remaining life, dressings, and while mounted the machine and the install time. Created
// and edited as master data (code, type, rated life); the state and the life are the server's,
// moved only by install, uninstall, dressing, scrapping and the output reported on the machine.
import { a, type AttrDef, entity } from '../../../schemas/entities/define';
import { quantity, remark } from '../../../schemas/entities/documents';
import { TOOL_EVENTS, TOOL_INT, TOOL_KINDS, TOOL_STATES } from './options';

const kept = { maintained: true } as const;

/** what cutter and fixture files share, their type named by the definition entity */
function toolFile(define: string, typeName: string, typeNameEn: string): AttrDef[] {
  return [
    a.string('code', '编码', 'Code', { required: true, max: 128, noSpaces: true, unique: true, query: true, table: 140, index: true, fuzzy: true }),
    a.quote('FuzzyCommon', 'define_id', typeName, typeNameEn, define, { required: true, query: true, table: 150 }),
    a.enumType('state', '状态', 'State', TOOL_STATES, { ...kept, query: true, table: 80, index: true }),
    a.int('rated_life', '额定次数', 'Rated times', { ...TOOL_INT, table: 100 }),
    quantity('remaining_life', '剩余寿命', 'Remaining life', { ...kept, table: 100 }),
    // the remaining life at which the tool warns (its definition's per cent of the rated life)
    quantity('warn_life', '预警寿命', 'Warning at', { ...kept }),
    a.bool('life_warning', '寿命预警', 'Life warning', { query: true, table: 80, readSql: 't.state <> \'Scrap\' and t.remaining_life <= t.warn_life' }),
    a.quote('FuzzyCommon', 'equipment_id', '安装设备', 'Machine', 'Equipment', { ...kept, query: true, table: 140 }),
    a.dateTime('install_dt', '安装时间', 'Installed at', { ...kept, table: 150 }),
    remark(),
  ];
}

export const CutterFile = entity({
  id: 613,
  code: 'CutterFile',
  name: '刀具档案',
  nameEn: 'Cutter file',
  module: 'tooling',
  table: 'tool_cutter_file',
  importKey: ['code'],
  attrs: [...toolFile('CutterDefine', '刀具类型', 'Cutter type'), a.int('dressing_count', '修磨次数', 'Dressings', { ...kept, ...TOOL_INT, table: 90 })],
});

export const FixtureFile = entity({
  id: 616,
  code: 'FixtureFile',
  name: '工装档案',
  nameEn: 'Fixture file',
  module: 'tooling',
  table: 'tool_fixture_file',
  importKey: ['code'],
  attrs: toolFile('FixtureDefine', '工装类型', 'Fixture type'),
});

/** 装卸记录: every install and uninstall of a tool, with the life it had and, off early, the reason (id 619). */
export const ToolEvent = entity({
  id: 619,
  code: 'ToolEvent',
  name: '工装刀具装卸记录',
  nameEn: 'Tool installs and uninstalls',
  module: 'tooling',
  table: 'tool_event',
  attrs: [
    a.enumType('tool_kind', '类别', 'Kind', TOOL_KINDS, { required: true, query: true, table: 70 }),
    a.int('tool_id', '档案', 'File', { required: true }),
    a.string('tool_code', '编码', 'Code', { required: true, max: 128, query: true, table: 140 }),
    a.enumType('event', '动作', 'Action', TOOL_EVENTS, { required: true, query: true, table: 70 }),
    a.quote('FuzzyCommon', 'equipment_id', '设备', 'Machine', 'Equipment', { query: true, table: 140 }),
    quantity('life', '剩余寿命', 'Life left', { table: 100 }),
    a.bool('abnormal', '异常卸载', 'Abnormal', { defaultValue: false, table: 80 }),
    a.quote('FuzzyCommon', 'reason_id', '卸载原因', 'Reason', 'ToolUninstallReason', { table: 120 }),
    remark(),
  ],
});
