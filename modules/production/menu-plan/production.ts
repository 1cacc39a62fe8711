// The pages of 生产管理 as the product plans them, the module's node: its parts put the built pages
// in their place (by url, each list and its detail page); the others stay as planned (placeholders)
// until they are built.
import { btn, detail, list, mod, ops, page, report, screen } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';

const wo = 'task.order';

export const productionPlan: MenuDef = mod('production', '生产管理', 'Production', 'BuildOutlined', [
  list('task/Order', '生产工单', 'Work orders', 'task/OrderDetail', {
    extra: [
      ...ops(wo, ['commit', 'audit']),
      btn(wo, 'dispatch', '派工', 'Dispatch'),
      btn(wo, 'split', '拆分', 'Split'),
      btn(wo, 'combine', '合并', 'Combine'),
      btn(wo, 'start', '开工', 'Start'),
      btn(wo, 'pause', '暂停', 'Pause'),
      btn(wo, 'complete', '完工', 'Complete'),
      btn(wo, 'recall', '撤回', 'Recall'),
      btn(wo, 'recycle', '回收', 'Recycle'),
      btn(wo, 'createEntry', '生成入库单', 'Create entry'),
    ],
  }),
  detail('task/OrderDetail', '生产工单详情', 'Work order detail'),
  list('task/OrderTask', '工单任务', 'Work order tasks', undefined, { extra: [btn('task.orderTask', 'finish', '按工序完工', 'Finish by process')] }),
  list('task/ProcessOrder', '工序工单', 'Process orders'),
  list('task/Subcontract', '委外加工', 'Subcontracting', undefined, { extra: ops('task.subcontract', ['audit']) }),
  detail('task/SubcontractDetail', '委外加工详情', 'Subcontracted operation'),
  list('task/OutsourceList', '外协清单', 'Outsourcing list'),
  detail('task/OutsourceListDetail', '外协清单详情', 'Outsourcing detail'),
  list('pmt/list', '生产任务', 'Production tasks'),
  list('pmt/OutsourceProduceOrderList', '委外生产单', 'Outsourced production orders', undefined, {
    extra: ops('pmt.outsourceProduceOrderList', ['audit']),
  }),
  detail('pmt/OutsourceProduceOrderDetail', '委外生产单详情', 'Outsourced production order'),
  report('pmt/orderRecord', '生产记录', 'Production records'),
  list('completedProducts/list', '完工产品', 'Completed products'),
  list('task/Output', '产出记录', 'Output records'),
  detail('task/OutputDetail', '产出记录详情', 'Output record detail'),
  list('task/Defect', '不良品记录', 'Defect records'),
  list('task/MaterialList', '工单物料', 'Work order materials', 'task/MaterialDetail'),
  detail('task/MaterialDetail', '工单物料详情', 'Work order material detail'),
  list('task/ProcessRoute', '工单工艺路线', 'Work order routings'),
  page('task/Schedule', '工单排程', 'Work order schedule', { buttons: ops('task.schedule', ['update', 'export']) }),
  report('task/Dynamics', '生产动态', 'Production dynamics'),
  report('task/Production', '生产统计', 'Production statistics'),
  report('task/WipReport', '在制品报表', 'WIP report'),
  report('task/Performance', '绩效统计', 'Performance'),
  report('task/Salary', '计件工资', 'Piece-rate wages'),
  list('task/PieceRate', '计件单价', 'Piece rates', 'task/PieceRateDetail'),
  detail('task/PieceRateDetail', '计件单价详情', 'Piece rate detail'),
  screen('task/ProcessBoard', '工序看板', 'Process board'),
  screen('task/ProductionDisplay', '生产大屏', 'Production display'),
]);
