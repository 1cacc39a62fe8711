// The App (mobile) menu nodes of areas that are no module yet: home and equipment checks (the
// modules add theirs: approvals, warehouse work). Page urls repeat Web urls (the same pages, laid
// out for a phone).
import { detail, mod, ops, page, screen } from './buttons';
import type { MenuDef } from './types';

export const appMenus: MenuDef[] = [
  mod('home', '首页', 'Home', 'HomeOutlined', [screen('home', '首页', 'Home', { icon: 'HomeOutlined' })]),
  mod('equipment', '设备巡检', 'Equipment checks', 'ControlOutlined', [
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
  ]),
];
