// The HR refusals and notices in Chinese and English: one key each, so a handler names the refusal
// and a test asserts the exact text.
import type { Lang } from '../../server/i18n';

export const HR_MESSAGES = {
  badMonth: ['月份格式应为 YYYY-MM（如 2026-10）：{value}', 'A month is written YYYY-MM (e.g. 2026-10): {value}'],
  dayTwice: ['{person} 在 {date} 已有日考勤', '{person} already has attendance on {date}'],
  monthTwice: ['{person} 在 {month} 已有项目 {project} 的月度考勤', '{person} already has monthly attendance of project {project} in {month}'],
  salaryTwice: ['{person} 在 {month} 已有基本工资', '{person} already has a basic salary from {month}'],
  hoursOver: ['工时、加班工时与请假工时合计不能超过 24 小时', 'Hours, overtime and leave may not exceed 24 hours in total'],
  noPayrollEdit: ['工资表由服务器计算：请在工资表列表用「计算工资」生成或重算', 'Payrolls are computed by the server: use 计算工资 (Compute payroll) on the payroll list'],
  paidLocked: ['工资表 {code} 已发放，不能修改', 'Payroll {code} has been paid and can no longer be changed'],
  auditedRecompute: ['工资表 {code} 已审核，反审核后才能重算', 'Payroll {code} is audited: un-audit it before computing it again'],
  notAudited: ['工资表 {code} 未审核，不能发放', 'Payroll {code} is not audited and cannot be paid'],
  payrollMissing: ['工资表不存在：{id}', 'Payroll not found: {id}'],
  nothingToPay: ['{month} 没有考勤和计件工资，无法计算工资表', 'No attendance and no piece-rate wages in {month}: nothing to compute'],
  repaidRemove: ['借支 {code} 已有还款，不能删除', 'Borrowing {code} has repayments and cannot be deleted'],
  repaidChange: ['借支 {code} 已有还款，不能修改金额、人员和期数', 'Borrowing {code} has repayments: its amount, person and instalments cannot change'],
  computed: ['已计算 {month} 工资表 {code}：{count} 人，实发合计 {net}', 'Payroll {code} of {month} computed: {count} people, net pay {net}'],
  paid: ['工资表 {code} 已发放，借支扣回 {deducted}', 'Payroll {code} paid; {deducted} of borrowings repaid'],
  built: ['已由日考勤生成 {month} 月度考勤 {count} 条', '{count} monthly attendance rows of {month} built from the days'],
  noDays: ['{month} 没有日考勤', 'No daily attendance in {month}'],
} as const satisfies Record<string, readonly [string, string]>;

export type HrMessage = keyof typeof HR_MESSAGES;

/** The message in the caller's language with its {placeholders} filled. */
export function hm(lang: Lang, key: HrMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = HR_MESSAGES[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** YYYY-MM with a real month (01–12). */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
