// The SQL views the equipment reports read (recreated on every start after the entity tables):
// repairs with their downtime in hours, open check tasks past their due date with the days they
// are late, and the machines with their two statuses. Each row keeps its record's department and
// maker, so the reports are scoped like the documents.
import { MACHINE_TODAY_SQL, RUN_STATE_SQL } from '../iot/public';
import { Equipment } from '../production/public';
import { analysisViews } from './analysis';
import { CheckTask } from './entities/check-task';
import { AnnualInspection } from './entities/inspection';
import { EquipmentRepair } from './entities/repair';
import { historyViews } from './history-views';
import { oeeViews } from './oee';

const repairs = `
  select r.tenant_id, r.id, r.code, r.equipment_id, r.down_start, r.status_dict, r.result, r.labour_cost, r.parts_cost, r.total_cost,
         round((extract(epoch from (r.down_end - r.down_start)) / 3600.0)::numeric, 2) as downtime_hours, r.depart_id, r.create_id
    from ${EquipmentRepair.table} r`;

const overdueChecks = `
  select t.tenant_id, t.id, t.code, t.equipment_id, t.plan_id, t.due_date, t.status_dict, (current_date - t.due_date) as overdue_days, t.depart_id, t.create_id
    from ${CheckTask.table} t where t.status_dict in ('Saved', 'DeApproval') and t.due_date < current_date`;

// the running state and today's good and bad parts come from the machines' signals (物联网)
const machines = `
  select e.tenant_id, e.id, e.id as equipment_id, e.code, e.name, e.equipment_type, e.process_unit_id, e.equipment_status, coalesce(e.maintenance_status, '1') as maintenance_status,
         ${RUN_STATE_SQL('e')} as run_state, c.good_today, c.bad_today,
         'Audit' as status_dict, e.depart_id, e.create_id
    from ${Equipment.table} e cross join lateral ${MACHINE_TODAY_SQL('e')} c where e.equipment_status <> '5'`;

/** days before its due date a special machine's inspection shows as due soon */
export const DUE_SOON_DAYS = 30;

// special equipment (a registration code) and when its annual inspection falls due: the next due
// date of its latest passed inspection, else the earliest due date of one not yet passed
const inspectionDue = `
  select e.tenant_id, e.id, e.id as equipment_id, e.code, e.registration_code, d.last_inspected, d.due_date, (d.due_date - current_date) as days_left,
         case when d.due_date is null then 'NoRecord' when d.due_date < current_date then 'Overdue'
              when d.due_date <= current_date + ${DUE_SOON_DAYS} then 'DueSoon' else 'Valid' end as due_state,
         'Audit' as status_dict, e.depart_id, e.create_id
    from ${Equipment.table} e
    left join lateral (
      select max(i.inspect_date) filter (where i.status_dict = 'Audit') as last_inspected,
             coalesce(max(i.next_due_date) filter (where i.status_dict = 'Audit' and i.result in ('Pass', 'Conditional')),
                      min(i.due_date) filter (where i.status_dict not in ('Audit', 'Repeal'))) as due_date
        from ${AnnualInspection.table} i where i.tenant_id = e.tenant_id and i.equipment_id = e.id) d on true
   where coalesce(e.registration_code, '') <> '' and e.equipment_status <> '5'`;

export const equipmentViews: ReadonlyArray<readonly [string, string]> = [
  ['eqp_repair_view', repairs],
  ['eqp_check_overdue', overdueChecks],
  ['eqp_machine_view', machines],
  ['eqp_inspect_due', inspectionDue],
  ...historyViews,
  ...analysisViews,
  ...oeeViews,
];
