// The equipment nodes of the three portals: 设备管理 (Web), 设备巡检 (App: checks and fault reports on
// a phone) and 设备 (Hmi: the machines' status by the line).
import { dashboardPage, detail, mod, ops, page, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { equipmentDashboard, equipmentRunDashboard, faultDashboard } from './dashboards';
import { equipmentStacks } from './pages';
import { equipmentReports } from './reports';

// "Some detail pages are flagged disabled in the menu": every equipment detail page is hidden.
export const equipmentMenu: MenuDef = mod('equipment', '设备管理', 'Equipment', 'ControlOutlined', [
  ...equipmentStacks.Template.menu,
  ...equipmentStacks.Plan.menu,
  ...equipmentStacks.CheckTask.menu,
  ...equipmentStacks.Issue.menu,
  ...equipmentStacks.Repair.menu,
  ...equipmentStacks.Inspection.menu,
  ...equipmentStacks.Operate.menu,
  reportPage(equipmentReports.CountDetail, { hidden: true }),
  reportPage(equipmentReports.Resume),
  reportPage(equipmentReports.ResumeDetail, { hidden: true }),
  reportPage(equipmentReports.Repair),
  ...equipmentStacks.Hazard.menu,
  ...equipmentStacks.Trapped.menu,
  reportPage(equipmentReports.TrappedStats),
  reportPage(equipmentReports.CheckOverdue),
  // the dashboards' machines as a report page of its own (设备状态: each machine with its status)
  reportPage(equipmentReports.Machines),
  reportPage(equipmentReports.YearlyInspectOverdue),
  reportPage(equipmentReports.FaultAnalysis),
  reportPage(equipmentReports.OeeMachine),
  reportPage(equipmentReports.OeeLine),
  reportPage(equipmentReports.Oee),
  dashboardPage(faultDashboard),
  dashboardPage(equipmentDashboard),
  dashboardPage(equipmentRunDashboard),
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
    // the terminal's machine(s) live: the Web's 设备状态 report page, drawn for the line (web/hmi/MachineStatusPage)
    reportPage(equipmentReports.Machines, { icon: 'DashboardOutlined' }),
    // the operator checks the machine by the line
    page('equipment/EquipmentCheckList', '设备点检', 'Equipment checks', {
      icon: 'CheckSquareOutlined',
      buttons: ops('equipment.equipmentCheckList', ['update', 'commit']),
    }),
  ]);
