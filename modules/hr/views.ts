// The view 项目人工汇总 reads (recreated on every start): each monthly attendance row with its month
// as a date, its hours and its labour cost — the person's basic salary effective that month at the
// payroll's hourly rate (basic / (working days × 8), overtime × 1.5: payroll-rule.ts), in numeric
// SQL (decimal-exact), to the cent. Production's work reports carry no project, so attendance is
// the only source of hours by project. Each row keeps its record's department and maker: the
// report is scoped like the attendance list.
import { AttendanceMonth } from './entities/attendance-month';
import { BasicSalary } from './entities/basic-salary';
import { DAY_HOURS, OVERTIME_FACTOR } from './payroll-rule';

const firstDay = `to_date(a.month || '-01', 'YYYY-MM-DD')`;
const workingDays = `(select count(*) from generate_series(${firstDay}, (${firstDay} + interval '1 month' - interval '1 day')::date, interval '1 day') d where extract(isodow from d) < 6)`;

const labour = `
  select a.tenant_id, a.id, a.person_id, a.project_dict, ${firstDay} as month_date, a.work_hours, coalesce(a.overtime_hours, 0) as overtime_hours,
         round(coalesce(s.basic_salary, 0) / (w.days * ${DAY_HOURS}) * (a.work_hours + coalesce(a.overtime_hours, 0) * ${OVERTIME_FACTOR}), 2) as labour_cost,
         a.status_dict, a.depart_id, a.create_id
    from ${AttendanceMonth.table} a
    cross join lateral (select ${workingDays}::numeric as days) w
    left join lateral (select b.basic_salary from ${BasicSalary.table} b where b.tenant_id = a.tenant_id and b.person_id = a.person_id and b.effective_month <= a.month
                        order by b.effective_month desc, b.id desc limit 1) s on true
   where a.month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`;

export const hrViews: ReadonlyArray<readonly [string, string]> = [['hr_project_labour', labour]];
