// Web menu of areas not built yet: HR (hr/*).
import { list, mod, report } from '../buttons';
import type { MenuDef } from '../types';

export const hrModule: MenuDef = mod('hr', '人力资源', 'Human resources', 'TeamOutlined', [
  list('hr/AttendanceDay', '日考勤', 'Daily attendance'),
  list('hr/Attendance', '月度考勤', 'Monthly attendance'),
  list('hr/BasicSalary', '基本工资', 'Basic salaries'),
  list('hr/Borrowing', '员工借支', 'Staff borrowings'),
  list('hr/Salary', '工资表', 'Payroll'),
  report('hr/ProjectSummary', '项目人工汇总', 'Project labour summary'),
]);
