// Web menu of areas not built yet: workshop logistics, quality, tools and fixtures.
import { btn, detail, list, mod, report } from '../buttons';
import type { MenuDef } from '../types';

export const pullModule: MenuDef = mod('pull', '车间物流', 'Workshop logistics', 'CarOutlined', [
  list('pull/matMon', '物料监控', 'Material monitoring', 'pull/matMonDetail'),
  detail('pull/matMonDetail', '物料监控详情', 'Material monitoring detail'),
  list('pull/process', '工序叫料', 'Process material calls'),
  list('pull/pulling', '物料拉动', 'Material pulls'),
]);

export const qualityModule: MenuDef = mod('quality', '质量管理', 'Quality', 'SafetyCertificateOutlined', [
  list('quality/table', '检验方案', 'Inspection schemes', 'quality/InspectRuleDetail', {
    extra: [btn('quality.table', 'addVersion', '新增版本', 'Add version'), btn('quality.table', 'statusSwitch', '启用/停用', 'Switch status')],
  }),
  detail('quality/InspectRuleDetail', '检验方案详情', 'Inspection scheme detail'),
  list('quality/project', '检验项目', 'Inspection items'),
  list('quality/Sample', '抽样方案', 'Sampling plans'),
  list('quality/IncomingOrder', '来料检验', 'Incoming inspections', 'quality/IncomingInspectDetail', {
    extra: [btn('quality.incomingOrder', 'exempt', '免检', 'Exempt')],
  }),
  detail('quality/IncomingInspectDetail', '来料检验详情', 'Incoming inspection detail'),
  list('quality/InProcessInspection', '过程检验', 'In-process inspections', 'quality/ProcessInspectDetail'),
  detail('quality/ProcessInspectDetail', '过程检验详情', 'In-process inspection detail'),
  list('quality/Release', '质量放行', 'Quality release'),
  list('quality/Adjust', '检验结果调整', 'Inspection adjustments', 'quality/AdjustDetail'),
  detail('quality/AdjustDetail', '检验结果调整详情', 'Inspection adjustment detail'),
]);

export const toolingModule: MenuDef = mod('tooling', '工装刀具', 'Tools and fixtures', 'ToolOutlined', [
  list('cutter/Define', '刀具定义', 'Cutter definitions'),
  list('cutter/Config', '刀具配置', 'Cutter configurations', 'cutter/ConfigAdd'),
  detail('cutter/ConfigAdd', '新增刀具配置', 'Add cutter configuration'),
  list('cutter/File', '刀具档案', 'Cutter files', undefined, {
    extra: [btn('cutter.file', 'install', '装刀', 'Install'), btn('cutter.file', 'uninstall', '卸刀', 'Uninstall')],
  }),
  list('cutter/UninstallReason', '卸刀原因', 'Uninstall reasons'),
  list('fixture/Define', '工装定义', 'Fixture definitions'),
  list('fixture/Config', '工装配置', 'Fixture configurations', 'fixture/Add'),
  detail('fixture/Add', '新增工装配置', 'Add fixture configuration'),
  list('fixture/File', '工装档案', 'Fixture files', undefined, {
    extra: [
      btn('fixture.file', 'install', '安装', 'Install'),
      btn('fixture.file', 'uninstall', '卸载', 'Uninstall'),
      btn('fixture.file', 'check', '点检', 'Check'),
    ],
  }),
  list('fixture/CheckPlan', '工装点检计划', 'Fixture check plans'),
  report('fixture/Result', '工装点检结果', 'Fixture check results'),
]);
