// 人力资源 (Web): attendance by day and month, basic salaries, borrowings, the payroll and the
// project labour report — the planned node's code and pages (schemas/menus/web/assets.ts had it).
import { mod, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { hrStacks } from './pages';
import { hrReports } from './reports';

export const hrMenu: MenuDef = mod('hr', '人力资源', 'Human resources', 'TeamOutlined', [
  ...hrStacks.AttendanceDay.menu,
  ...hrStacks.Attendance.menu,
  ...hrStacks.BasicSalary.menu,
  ...hrStacks.Borrowing.menu,
  ...hrStacks.Salary.menu,
  reportPage(hrReports.ProjectSummary),
]);
