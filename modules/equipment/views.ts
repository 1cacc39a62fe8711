// The SQL views the equipment reports read (recreated on every start after the entity tables):
// repairs with their downtime in hours, open check tasks past their due date with the days they
// are late, and the machines with their two statuses. Each row keeps its record's department and
// maker, so the reports are scoped like the documents.
import { Equipment } from '../production/public';
import { CheckTask } from './entities/check-task';
import { EquipmentRepair } from './entities/repair';

const repairs = `
  select r.tenant_id, r.id, r.code, r.equipment_id, r.down_start, r.status_dict, r.result, r.labour_cost, r.parts_cost, r.total_cost,
         round((extract(epoch from (r.down_end - r.down_start)) / 3600.0)::numeric, 2) as downtime_hours, r.depart_id, r.create_id
    from ${EquipmentRepair.table} r`;

const overdueChecks = `
  select t.tenant_id, t.id, t.code, t.equipment_id, t.plan_id, t.due_date, t.status_dict, (current_date - t.due_date) as overdue_days, t.depart_id, t.create_id
    from ${CheckTask.table} t where t.status_dict in ('Saved', 'DeApproval') and t.due_date < current_date`;

const machines = `
  select e.tenant_id, e.id, e.id as equipment_id, e.code, e.name, e.equipment_type, e.process_unit_id, e.equipment_status, coalesce(e.maintenance_status, '1') as maintenance_status,
         'Audit' as status_dict, e.depart_id, e.create_id
    from ${Equipment.table} e where e.equipment_status <> '5'`;

export const equipmentViews: ReadonlyArray<readonly [string, string]> = [
  ['eqp_repair_view', repairs],
  ['eqp_check_overdue', overdueChecks],
  ['eqp_machine_view', machines],
];
