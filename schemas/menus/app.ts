// The default App (mobile) menu tree: home, approvals, warehouse work, stock query and equipment
// checks. Page urls repeat Web urls (the same pages, laid out for a phone).
import { btn, detail, mod, ops, page, receipt, screen } from './buttons';
import type { MenuDef } from './types';

const openTask = { detailPath: 'flow/taskDetail', detailAppCode: 'flow' };

export const appMenus: MenuDef[] = [
  mod('home', '首页', 'Home', 'HomeOutlined', [screen('home', '首页', 'Home', { icon: 'HomeOutlined' })]),
  mod('flow', '审批', 'Approvals', 'AuditOutlined', [
    page('flowable/Todo', '待办任务', 'To-do tasks', {
      icon: 'ScheduleOutlined',
      buttons: [btn('flowable.todo', 'handle', '处理', 'Handle', openTask), btn('flowable.todo', 'claim', '签收', 'Claim')],
    }),
    page('flowable/Finish', '已办任务', 'Done tasks', {
      icon: 'FileDoneOutlined',
      buttons: [btn('flowable.finish', 'view', '查看', 'View', openTask)],
    }),
    page('flowable/CopySend', '抄送我的', 'Copied to me', {
      icon: 'SendOutlined',
      buttons: [btn('flowable.copySend', 'view', '查看', 'View', openTask)],
    }),
    detail('flow/taskDetail', '流程处理详情', 'Task handling', { fc: false }),
  ]),
  mod('warehouse', '仓储作业', 'Warehouse work', 'InboxOutlined', [
    receipt('warehouse/Entry', '入库', 'Stock in', 'warehouse/EntryDetail', { icon: 'ImportOutlined', repeal: true }),
    detail('warehouse/EntryDetail', '入库单详情', 'Warehouse entry detail'),
    receipt('warehouse/Delivery', '出库', 'Stock out', 'warehouse/DeliveryDetail', { icon: 'ExportOutlined' }),
    detail('warehouse/DeliveryDetail', '出库单详情', 'Warehouse delivery detail'),
    page('warehouse/PutOn', '上架', 'Put-away', { icon: 'VerticalAlignTopOutlined', buttons: ops('warehouse.putOn', ['create', 'commit']) }),
    page('warehouse/Stock', '库存查询', 'Stock query', {
      icon: 'SearchOutlined',
      buttons: ops('warehouse.stock', ['view'], 'warehouse/StockDetail'),
    }),
    detail('warehouse/StockDetail', '库存明细', 'Stock detail'),
  ]),
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
