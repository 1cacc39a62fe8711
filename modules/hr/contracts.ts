// 人力资源's own calls beyond the generic record calls, declared once with their access: a month's
// attendance built from the days, the payroll computed and paid, and the payslips' PDF route.
import { z } from 'zod';
import { args, call, defineService } from '../../schemas/rpc/define';
import { ATTENDANCE_URL, SALARY_URL } from './pages';

export { PAYSLIP_URL } from './pages';

const monthArg = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM') }).passthrough();
export type MonthArg = z.input<typeof monthArg>;
const idsArg = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).passthrough();

export const hrAttendanceService = defineService('hr.Attendance', {
  /** [{month}]: each person's month per project from the daily rows (replacing the month's rows built before); answers how many */
  buildFromDays: call<[MonthArg], { msg: string; count: number }>(args(['pick', monthArg]), { page: ATTENDANCE_URL, op: 'build' }, { log: true }),
});

export const hrSalaryService = defineService('hr.Salary', {
  /** [{month}]: the month's payroll computed (made, or computed again while it is a draft); answers its id */
  compute: call<[MonthArg], { msg: string; id: number }>(args(['pick', monthArg]), { page: SALARY_URL, op: 'compute' }, { log: true }),
  /** [{ids}]: audited payrolls paid: locked, their deductions repay the borrowings */
  pay: call<[{ ids: number[] }], { msg: string }>(args(['pick', idsArg]), { page: SALARY_URL, op: 'pay' }, { log: true }),
});

/** [{id}]: the payroll's payslips, one page per person */
export const payslipCall = call<[{ id: number }], never>(args(['payroll', z.object({ id: z.number().int().positive() })]), { page: SALARY_URL, op: 'print' });
