// The 工装刀具 node of the Web menu: cutters (definitions, configurations, files, uninstall reasons)
// and fixtures (definitions, configurations, files, check plans and results), from the page stacks
// (each list followed by its detail), the install history of both kinds and the check results' report.
import { mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { toolingStacks as s } from './pages';
import { toolingReports } from './reports';

export const toolingMenu: MenuDef = mod('tooling', '工装刀具', 'Tools and fixtures', 'ToolOutlined', [
  ...s.CutterDefine.menu,
  ...s.CutterConfig.menu,
  ...s.CutterFile.menu,
  ...s.UninstallReason.menu,
  reportPage(toolingReports.History),
  ...s.FixtureDefine.menu,
  ...s.FixtureConfig.menu,
  ...s.FixtureFile.menu,
  ...s.FixtureCheckPlan.menu,
  reportPage(toolingReports.Result),
]);
