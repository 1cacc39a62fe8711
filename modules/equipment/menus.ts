// The equipment nodes of the three portals: 设备管理 (Web), 设备巡检 (App: checks and fault reports on
// a phone) and 设备 (Hmi: the machines' status by the line).
import { detail, list, mod, ops, page, receipt, report, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

// "Some detail pages are flagged disabled in the menu": every equipment detail page is hidden.
export const equipmentMenu: MenuDef = mod('equipment', '设备管理', 'Equipment', 'ControlOutlined', [
  list('equipment/Template', '点检模板', 'Check templates', 'equipment/TemplateDetail'),
  detail('equipment/TemplateDetail', '点检模板详情', 'Check template detail'),
  list('equipment/plan', '维保计划', 'Maintenance plans', 'equipment/PlanDetail'),
  detail('equipment/PlanDetail', '维保计划详情', 'Maintenance plan detail'),
  list('equipment/EquipmentCheckList', '点检任务', 'Check tasks', 'equipment/CheckTaskDetail'),
  detail('equipment/CheckTaskDetail', '点检任务详情', 'Check task detail'),
  list('equipment/issue', '设备故障', 'Equipment faults', 'equipment/IssueDetail'),
  detail('equipment/IssueDetail', '设备故障详情', 'Equipment fault detail'),
  list('equipment/EquipmentRepair', '设备维修', 'Equipment repairs', 'equipment/RepairDetail'),
  detail('equipment/RepairDetail', '维修单详情', 'Repair detail'),
  list('equipment/inspectAnnually', '设备年检', 'Annual inspections', 'equipment/inspectAnnuallyDetail'),
  detail('equipment/inspectAnnuallyDetail', '设备年检详情', 'Annual inspection detail'),
  receipt('equipment/EquipmentOperateRecord', '设备操作记录', 'Equipment operation records', 'equipment/EquipOperateRecordDetail'),
  detail('equipment/EquipOperateRecordDetail', '设备操作记录详情', 'Equipment operation record detail'),
  detail('equipment/EquipOperateCountDetail', '设备盘点详情', 'Equipment count detail'),
  page('equipment/EquipmentResume', '设备履历', 'Equipment history', {
    buttons: [...ops('equipment.equipmentResume', ['view'], 'equipment/EquipmentResumeDetail'), ...ops('equipment.equipmentResume', ['export', 'print'])],
  }),
  detail('equipment/EquipmentResumeDetail', '设备履历详情', 'Equipment history detail'),
  report('equipment/repairReport', '维修统计', 'Repair report'),
  report('equipment/Insecure', '安全隐患', 'Safety hazards'),
  report('equipment/Trapped', '困人统计', 'Entrapment incidents'),
  report('equipment/CheckOverdue', '点检逾期', 'Overdue checks'),
  report('equipment/YearlyInspectOverdue', '年检逾期', 'Overdue annual inspections'),
  screen('equipment/issueEcharts', '故障分析', 'Fault analysis'),
  screen('equipment/Dashboard', '设备看板', 'Equipment dashboard'),
  screen('equipment/Dashboard2', '设备运行看板', 'Equipment operation dashboard'),
]);

export const equipmentAppMenu: MenuDef = mod('equipment', '设备巡检', 'Equipment checks', 'ControlOutlined', [
    page('equipment/EquipmentCheckList', '设备点检', 'Equipment checks', {
      icon: 'CheckSquareOutlined',
      buttons: ops('equipment.equipmentCheckList', ['update', 'commit'], 'equipment/CheckTaskDetail'),
    }),
    detail('equipment/CheckTaskDetail', '点检任务详情', 'Check task detail'),
    page('equipment/issue', '故障报修', 'Fault reports', {
      icon: 'WarningOutlined',
      buttons: ops('equipment.issue', ['create', 'update'], 'equipment/IssueDetail'),
    }),
    detail('equipment/IssueDetail', '设备故障详情', 'Equipment fault detail'),
  ]);

export const equipmentHmiMenu: MenuDef = mod('equipment', '设备', 'Equipment', 'ControlOutlined', [
    screen('equipment/Dashboard', '设备状态', 'Equipment status', { icon: 'DashboardOutlined' }),
  ]);
