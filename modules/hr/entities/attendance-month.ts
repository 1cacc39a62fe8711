// 月度考勤 (hr/Attendance): a person's month on one project — days attended, hours, overtime and
// leave. Imported, entered, or built from the days (hr.Attendance/buildFromDays). The payroll reads
// the attended days and overtime of a person's rows of the month; 项目人工汇总 reads the hours by project.
import { entity } from '../../../schemas/entities/define';
import { projectDict, remark } from '../../../schemas/entities/documents';
import { a } from '../../../schemas/entities/define';
import { hours, month, person } from './shared';

export const AttendanceMonth = entity({
  id: 671,
  code: 'HrAttendance',
  name: '月度考勤',
  nameEn: 'Monthly attendance',
  module: 'hr',
  table: 'hr_attendance_month',
  attrs: [
    person(),
    month('month', '月份', 'Month'),
    a.number('attend_days', '出勤天数', 'Days attended', { required: true, digits: { int: 2, scale: 1 }, min: 0, maxValue: 31, table: 90 }),
    hours('work_hours', '出勤工时', 'Hours worked', { required: true, max: 744 }),
    hours('overtime_hours', '加班工时', 'Overtime hours', { max: 744 }),
    hours('leave_hours', '请假工时', 'Leave hours', { max: 744 }),
    projectDict(),
    remark(),
  ],
});
