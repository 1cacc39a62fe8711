// 人力资源's page stacks, each declared once: the two attendance lists, basic salaries and
// borrowings (entered or imported from their templates), and 工资表 — a list whose records only the
// server writes (计算工资), reviewed (提交), audited, paid (发放) and printed as payslips (工资条).
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import { DOCUMENT_STATUS_LISTS } from '../../schemas/pages/types';
import { AttendanceDay } from './entities/attendance-day';
import { AttendanceMonth } from './entities/attendance-month';
import { BasicSalary } from './entities/basic-salary';
import { Borrowing } from './entities/borrowing';
import { Payroll } from './entities/payroll';

/** the web handler that asks for a month and posts {month} to the action's call */
export const MONTH_CALL_HANDLER = 'hr.monthCall';
/** the web handler that downloads the payslips of a payroll as a PDF */
export const PAYSLIP_HANDLER = 'hr.payslips';
export const SALARY_URL = 'hr/Salary';
/** the payslips' PDF route (POST [{id}]) */
export const PAYSLIP_URL = '/download/hr-payslips.pdf';
export const ATTENDANCE_URL = 'hr/Attendance';

export const hrStacks = {
  AttendanceDay: masterDataStack({
    entity: AttendanceDay,
    list: { url: 'hr/AttendanceDay', labels: ['日考勤', 'Daily attendance'], uniqueKeys: [] },
    detail: { url: 'hr/AttendanceDayDetail', labels: ['日考勤详情', 'Daily attendance detail'] },
  }),
  Attendance: masterDataStack({
    entity: AttendanceMonth,
    list: {
      url: ATTENDANCE_URL,
      labels: ['月度考勤', 'Monthly attendance'],
      uniqueKeys: [],
      actions: [
        { code: 'build', label: '由日考勤生成', labelEn: 'Build from daily attendance', place: 'toolbar', handler: MONTH_CALL_HANDLER, call: '/hr.Attendance/buildFromDays', icon: 'CalendarOutlined', noSelection: true },
      ],
    },
    detail: { url: 'hr/AttendanceDetail', labels: ['月度考勤详情', 'Monthly attendance detail'] },
  }),
  BasicSalary: masterDataStack({
    entity: BasicSalary,
    list: { url: 'hr/BasicSalary', labels: ['基本工资', 'Basic salaries'], uniqueKeys: [] },
    detail: { url: 'hr/BasicSalaryDetail', labels: ['基本工资详情', 'Basic salary detail'] },
  }),
  Borrowing: masterDataStack({
    entity: Borrowing,
    list: { url: 'hr/Borrowing', labels: ['员工借支', 'Staff borrowings'] },
    detail: { url: 'hr/BorrowingDetail', labels: ['员工借支详情', 'Staff borrowing detail'] },
  }),
  Salary: masterDataStack({
    entity: Payroll,
    list: {
      url: SALARY_URL,
      labels: ['工资表', 'Payroll'],
      statusLists: DOCUMENT_STATUS_LISTS,
      actions: [
        { code: 'compute', label: '计算工资', labelEn: 'Compute payroll', place: 'toolbar', handler: MONTH_CALL_HANDLER, call: '/hr.Salary/compute', icon: 'CalculatorOutlined', noSelection: true },
        {
          code: 'pay',
          label: '发放',
          labelEn: 'Pay',
          place: 'row',
          handler: 'callService',
          call: '/hr.Salary/pay',
          statuses: ['Audit'],
          confirm: { zh_CN: '发放后工资表锁定，借支按扣款记为已还。确定发放？', en_US: 'A paid payroll is locked and its deductions repay the borrowings. Pay it?' },
        },
        { code: 'payslip', label: '工资条', labelEn: 'Payslips', place: 'row', handler: PAYSLIP_HANDLER, icon: 'PrinterOutlined', fn: 'print' },
      ],
    },
    detail: { url: 'hr/SalaryDetail', labels: ['工资表详情', 'Payroll detail'] },
    receiptView: { tables: ['lines', 'deductions'], headFirst: ['code', 'month', 'work_days', 'headcount', 'total_gross', 'total_deduct', 'total_net', 'paid_at'] },
    // no 新增 / 编辑 / 导入: only the server writes a payroll
    menu: { ops: ['view', 'delete', 'export', 'print', 'commit', 'audit', 'deApproval'] },
  }),
};

export const hrPages = pagesByKey(hrStacks);
