// Web menu of areas not built yet: HR and projects (hr/*, project/*).
import { detail, list, mod, report } from '../buttons';
import type { MenuDef } from '../types';

export const hrModule: MenuDef = mod('hr', '人力资源', 'Human resources', 'TeamOutlined', [
  list('hr/AttendanceDay', '日考勤', 'Daily attendance'),
  list('hr/Attendance', '月度考勤', 'Monthly attendance'),
  list('hr/BasicSalary', '基本工资', 'Basic salaries'),
  list('hr/Borrowing', '员工借支', 'Staff borrowings'),
  list('hr/Salary', '工资表', 'Payroll'),
  report('hr/ProjectSummary', '项目人工汇总', 'Project labour summary'),
]);

export const projectModule: MenuDef = mod('project', '项目管理', 'Projects', 'ProjectOutlined', [
  list('project/list', '项目列表', 'Projects', 'project/detail'),
  detail('project/detail', '项目详情', 'Project detail'),
  list('project/bidList', '投标管理', 'Bids', 'project/bid'),
  // `project/bid` is the bid's own page opened from the bid list: treated as a detail page.
  detail('project/bid', '投标详情', 'Bid detail'),
]);
