// 日考勤 (hr/AttendanceDay): one row per person and day — hours worked, overtime, leave and the
// project worked on (the documents' `project` dictionary). Entered or imported from the template;
// a month's rows build the monthly attendance (hr.Attendance/buildFromDays).
import { a, entity } from '../../../schemas/entities/define';
import { projectDict, remark } from '../../../schemas/entities/documents';
import { hours, person } from './shared';

export const LEAVE_TYPES = [
  { value: 'Personal', label: '事假', labelEn: 'Personal leave' },
  { value: 'Sick', label: '病假', labelEn: 'Sick leave' },
  { value: 'Annual', label: '年假', labelEn: 'Annual leave' },
];

export const AttendanceDay = entity({
  id: 670,
  code: 'HrAttendanceDay',
  name: '日考勤',
  nameEn: 'Daily attendance',
  module: 'hr',
  table: 'hr_attendance_day',
  attrs: [
    person(),
    a.date('work_date', '日期', 'Date', { required: true, query: true, table: 110, index: true }),
    hours('work_hours', '出勤工时', 'Hours worked', { required: true, max: 24 }),
    hours('overtime_hours', '加班工时', 'Overtime hours', { max: 24 }),
    a.enumType('leave_type', '请假类型', 'Leave type', LEAVE_TYPES, { query: true, table: 90 }),
    hours('leave_hours', '请假工时', 'Leave hours', { max: 24 }),
    projectDict(),
    remark(),
  ],
});
