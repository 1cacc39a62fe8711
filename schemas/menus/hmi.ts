// The default Hmi (industrial computer) menu tree: the work order station (list, feeding, output)
// and equipment status. task/Feeding is an Hmi-only page (order, equipment or centralised
// feeding); the other urls repeat Web urls.
import { btn, detail, mod, ops, page, screen } from './buttons';
import type { MenuDef } from './types';

const wo = 'task.order';

export const hmiMenus: MenuDef[] = [
  mod('production', '生产作业', 'Production', 'BuildOutlined', [
    page('task/Order', '工单列表', 'Work orders', {
      icon: 'UnorderedListOutlined',
      buttons: [
        ...ops(wo, ['view'], 'task/OrderDetail'),
        btn(wo, 'start', '开工', 'Start'),
        btn(wo, 'pause', '暂停', 'Pause'),
        btn(wo, 'complete', '完工', 'Complete'),
        ...ops(wo, ['print']),
      ],
    }),
    detail('task/OrderDetail', '生产工单详情', 'Work order detail'),
    page('task/Feeding', '投料', 'Feeding', {
      icon: 'ImportOutlined',
      buttons: [btn('task.feeding', 'feed', '投料', 'Feed'), btn('task.feeding', 'return', '退料', 'Return material')],
    }),
    page('task/Output', '产出报工', 'Output', {
      icon: 'ExportOutlined',
      buttons: [btn('task.output', 'report', '报工', 'Report output'), ...ops('task.output', ['print'])],
    }),
  ]),
  mod('equipment', '设备', 'Equipment', 'ControlOutlined', [
    screen('equipment/Dashboard', '设备状态', 'Equipment status', { icon: 'DashboardOutlined' }),
  ]),
];
