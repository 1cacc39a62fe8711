// The machines' history (设备履历) as one view: every check task, fault, repair, annual inspection,
// operation record line and tool install / uninstall of a machine, one row each, with when it
// happened, its kind, its document and what it found. Each row carries the MACHINE's department
// and maker, so a caller sees the history of the machines it may see. Row ids are unique across
// kinds (kind × 10^12 + the record's id) so paging over the view never shows a row twice.
import { Equipment } from '../production/public';
import { CheckTask } from './entities/check-task';
import { AnnualInspection } from './entities/inspection';
import { EquipmentIssue } from './entities/issue';
import { EquipmentOperateRecord } from './entities/operate';
import { EquipmentRepair } from './entities/repair';

export const HISTORY_KINDS = [
  { value: 'Check', label: '点检', labelEn: 'Check' },
  { value: 'Fault', label: '故障', labelEn: 'Fault' },
  { value: 'Repair', label: '维修', labelEn: 'Repair' },
  { value: 'Inspection', label: '年检', labelEn: 'Annual inspection' },
  { value: 'Operate', label: '设备操作', labelEn: 'Operation' },
  { value: 'Tool', label: '工装刀具装卸', labelEn: 'Tool install / uninstall' },
];

/** the tooling module's install / uninstall records (its entity ToolEvent) */
const TOOL_EVENTS_TABLE = 'tool_event';
const LIVE = "not in ('Repeal')";
const K = 1_000_000_000_000;

const events = `
  select t.tenant_id, ${1 * K}::bigint + t.id as id, t.equipment_id, coalesce(t.done_at, t.due_date::timestamptz) as at, 'Check' as kind, t.code as doc_code,
         t.checker_name as summary, case when exists (select 1 from ${CheckTask.children!.readings.table} r where r.tenant_id = t.tenant_id and r.owner_id = t.id and r.out_of_limit) then 'Abnormal' when t.done_at is null then null else 'Normal' end as result,
         null::numeric as hours, null::numeric as cost, t.status_dict
    from ${CheckTask.table} t where t.status_dict ${LIVE}
  union all
  select f.tenant_id, ${2 * K}::bigint + f.id, f.equipment_id, f.fault_dt, 'Fault', f.code, f.description, f.fault_level, null, null, f.status_dict
    from ${EquipmentIssue.table} f where f.status_dict ${LIVE}
  union all
  select r.tenant_id, ${3 * K}::bigint + r.id, r.equipment_id, r.down_start, 'Repair', r.code, r.cause, r.result,
         round((extract(epoch from (r.down_end - r.down_start)) / 3600.0)::numeric, 2), r.total_cost, r.status_dict
    from ${EquipmentRepair.table} r where r.status_dict ${LIVE}
  union all
  select i.tenant_id, ${4 * K}::bigint + i.id, i.equipment_id, coalesce(i.inspect_date, i.due_date)::timestamptz, 'Inspection', i.code,
         concat_ws(' ', i.inspect_body, i.certificate_no), i.result, null, null, i.status_dict
    from ${AnnualInspection.table} i where i.status_dict ${LIVE}
  union all
  select o.tenant_id, ${5 * K}::bigint + l.id, l.equipment_id, o.bill_date::timestamptz, 'Operate', o.code, o.reason, o.operate_type, null, null, o.status_dict
    from ${EquipmentOperateRecord.table} o join ${EquipmentOperateRecord.children!.lines.table} l on l.tenant_id = o.tenant_id and l.owner_id = o.id
   where o.status_dict ${LIVE}
  union all
  select v.tenant_id, ${6 * K}::bigint + v.id, v.equipment_id, v.create_dt, 'Tool', null, v.tool_code, v.event, null, null, 'Audit'
    from ${TOOL_EVENTS_TABLE} v where v.equipment_id is not null and v.event in ('Install', 'Uninstall')`;

const history = `
  select x.tenant_id, x.id, x.equipment_id, x.at, x.kind, x.doc_code, x.summary, x.result, x.hours, x.cost, x.status_dict,
         (x.kind = 'Check')::int as checks, (x.kind = 'Fault')::int as faults, (x.kind = 'Repair')::int as repairs,
         (x.kind = 'Inspection')::int as inspections, (x.kind = 'Operate')::int as operations, (x.kind = 'Tool')::int as tools,
         e.depart_id, e.create_id
    from (${events}) x join ${Equipment.table} e on e.tenant_id = x.tenant_id and e.id = x.equipment_id`;

// a count (an operation record of type Count) against the register: each machine in service on
// the count's day, found (counted 1), missing (counted 0 or not on the record) or surplus (counted
// above the one registered); a scrapped machine only where the record names it
const counts = `
  select o.tenant_id, o.id * 100000 + e.id as id, o.id as record_id, o.code as doc_code, o.bill_date, o.status_dict, e.id as equipment_id, e.process_unit_id,
         1 as expected, coalesce(l.counted, 0) as counted, coalesce(l.counted, 0) - 1 as difference,
         case when coalesce(l.counted, 0) = 0 then 'Missing' when l.counted > 1 then 'Surplus' else 'Found' end as count_result,
         l.note, e.depart_id, e.create_id
    from ${EquipmentOperateRecord.table} o
    join ${Equipment.table} e on e.tenant_id = o.tenant_id and e.create_dt::date <= o.bill_date
    left join ${EquipmentOperateRecord.children!.lines.table} l on l.tenant_id = o.tenant_id and l.owner_id = o.id and l.equipment_id = e.id
   where o.operate_type = 'Count' and (l.id is not null or e.equipment_status <> '5')`;

export const historyViews: ReadonlyArray<readonly [string, string]> = [
  ['eqp_history', history],
  ['eqp_count_view', counts],
];
