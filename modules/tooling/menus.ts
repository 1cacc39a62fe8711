// The 工装刀具 node of the Web menu: cutters (definitions, configurations, files, uninstall reasons)
// and fixtures (definitions, configurations, files, check plans and results).
import { btn, detail, list, mod, report } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

export const toolingMenu: MenuDef = mod('tooling', '工装刀具', 'Tools and fixtures', 'ToolOutlined', [
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
