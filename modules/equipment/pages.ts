// 设备管理's page stacks, each declared once: check templates and maintenance plans (master data),
// check tasks, faults, repairs and operation records (documents), with their services and the
// receipts' read-only views.
import { documentStack, masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import { CheckTask } from './entities/check-task';
import { AnnualInspection } from './entities/inspection';
import { EquipmentIssue } from './entities/issue';
import { EquipmentOperateRecord } from './entities/operate';
import { MaintenancePlan } from './entities/plan';
import { EquipmentRepair } from './entities/repair';
import { Entrapment, SafetyHazard } from './entities/safety';
import { CheckTemplate } from './entities/template';

export const equipmentStacks = {
  Template: masterDataStack({
    entity: CheckTemplate,
    list: { url: 'equipment/Template', labels: ['点检模板', 'Check templates'] },
    detail: { url: 'equipment/TemplateDetail', labels: ['点检模板详情', 'Check template detail'] },
  }),
  Plan: masterDataStack({
    entity: MaintenancePlan,
    list: {
      url: 'equipment/plan',
      labels: ['维保计划', 'Maintenance plans'],
      // the selected plans' (none selected: every enabled plan's) check tasks of the current period
      actions: [
        { code: 'generate', label: '生成点检任务', labelEn: 'Generate check tasks', place: 'toolbar', handler: 'callService', call: '/equipment.Plan/generateTasks', icon: 'ScheduleOutlined', noSelection: true },
      ],
    },
    detail: { url: 'equipment/PlanDetail', labels: ['维保计划详情', 'Maintenance plan detail'] },
  }),
  CheckTask: documentStack({
    entity: CheckTask,
    list: { url: 'equipment/EquipmentCheckList', labels: ['点检任务', 'Check tasks'], table: { plan_period: { hide: true } } },
    detail: { url: 'equipment/CheckTaskDetail', labels: ['点检任务详情', 'Check task detail'] },
    service: 'equipment.CheckTask',
    receiptView: { tables: ['readings'], headFirst: ['code', 'equipment_id', 'plan_id', 'due_date', 'done_at'] },
  }),
  Issue: documentStack({
    entity: EquipmentIssue,
    list: { url: 'equipment/issue', labels: ['设备故障', 'Equipment faults'] },
    detail: { url: 'equipment/IssueDetail', labels: ['设备故障详情', 'Equipment fault detail'] },
    service: 'equipment.Issue',
    receiptView: { tables: [], headFirst: ['code', 'equipment_id', 'fault_dt', 'fault_level', 'description'] },
  }),
  Repair: documentStack({
    entity: EquipmentRepair,
    list: { url: 'equipment/EquipmentRepair', labels: ['设备维修', 'Equipment repairs'] },
    detail: { url: 'equipment/RepairDetail', labels: ['维修单详情', 'Repair detail'] },
    service: 'equipment.Repair',
    receiptView: { tables: ['parts'], headFirst: ['code', 'issue_id', 'equipment_id', 'down_start', 'down_end', 'result', 'total_cost'] },
  }),
  Inspection: documentStack({
    entity: AnnualInspection,
    list: { url: 'equipment/inspectAnnually', labels: ['设备年检', 'Annual inspections'] },
    detail: { url: 'equipment/inspectAnnuallyDetail', labels: ['设备年检详情', 'Annual inspection detail'] },
    service: 'equipment.Inspection',
    receiptView: { tables: [], headFirst: ['code', 'equipment_id', 'due_date', 'inspect_body', 'inspect_date', 'certificate_no', 'result', 'next_due_date'] },
  }),
  Operate: documentStack({
    entity: EquipmentOperateRecord,
    list: { url: 'equipment/EquipmentOperateRecord', labels: ['设备操作记录', 'Equipment operation records'] },
    detail: { url: 'equipment/EquipOperateRecordDetail', labels: ['设备操作记录详情', 'Equipment operation record detail'] },
    service: 'equipment.Operate',
    calls: ['create', 'modify', 'commit', 'audit', 'detail', 'summaryPage', 'summaryItemPage', 'removeByIds'],
    itemsOf: 'lines',
    receiptView: { tables: ['lines'], headFirst: ['code', 'operate_type', 'bill_date', 'reason'] },
  }),
  Hazard: documentStack({
    entity: SafetyHazard,
    list: { url: 'equipment/Insecure', labels: ['安全隐患', 'Safety hazards'] },
    detail: { url: 'equipment/InsecureDetail', labels: ['安全隐患详情', 'Safety hazard detail'] },
    service: 'equipment.Hazard',
    receiptView: { tables: [], headFirst: ['code', 'found_dt', 'found_by', 'equipment_id', 'location', 'level', 'description', 'deadline', 'measure'] },
  }),
  Trapped: documentStack({
    entity: Entrapment,
    list: { url: 'equipment/Trapped', labels: ['困人统计', 'Entrapment incidents'] },
    detail: { url: 'equipment/TrappedDetail', labels: ['困人事件详情', 'Entrapment detail'] },
    service: 'equipment.Trapped',
    receiptView: { tables: [], headFirst: ['code', 'equipment_id', 'trapped_at', 'released_at', 'people', 'duration_minutes', 'cause'] },
  }),
};

/** The page definitions by stack (what tests and actions read of a page: its url, its actions). */
export const equipmentPages = pagesByKey(equipmentStacks);
