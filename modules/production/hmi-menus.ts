// 生产作业 of the Hmi (industrial computer) portal: the work order station — list, feeding (an
// Hmi-only page: order, equipment or centralised feeding) and output; the other urls repeat Web urls.
import { btn, detail, mod, ops, page } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

const wo = 'task.order';

export const productionHmiMenu: MenuDef = mod('production', '生产作业', 'Production', 'BuildOutlined', [
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
]);
