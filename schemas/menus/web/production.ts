// Web menu: production, scheduling, workshop logistics, quality, tools and traceability
// (business document §2 Production, Quality, Tools, Traceability; shell document §2).
// The spec names the task/* pages only loosely ("order, order task, process order, ..."): the
// urls below are our Pascal-case names for them; task/OrderDetail is added as the work order's
// detail page ("Work-order list and detail" in "Other screens implied by labels").
import { btn, detail, list, mod, ops, page, report, screen } from '../buttons';
import type { MenuDef } from '../types';

const wo = 'task.order';

export const productionModule: MenuDef = mod('production', '生产管理', 'Production', 'BuildOutlined', [
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
  list('task/OutsourceList', '外协清单', 'Outsourcing list'),
  list('pmt/list', '生产任务', 'Production tasks'),
  list('pmt/OutsourceProduceOrderList', '委外生产单', 'Outsourced production orders', undefined, {
    extra: ops('pmt.outsourceProduceOrderList', ['audit']),
  }),
  report('pmt/orderRecord', '生产记录', 'Production records'),
  list('completedProducts/list', '完工产品', 'Completed products'),
  list('task/Output', '产出记录', 'Output records'),
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
  screen('task/ProcessBoard', '工序看板', 'Process board'),
  screen('task/ProductionDisplay', '生产大屏', 'Production display'),
]);

export const planModule: MenuDef = mod('plan', '生产计划', 'Production planning', 'ScheduleOutlined', [
  list('plan/productionPlan', '生产计划单', 'Production plans', 'plan/productionPlanDetail'),
  detail('plan/productionPlanDetail', '生产计划单详情', 'Production plan detail'),
  list('plan/table', '排产计划', 'Scheduling plans', 'plan/detail'),
  detail('plan/detail', '排产计划详情', 'Scheduling plan detail'),
  list('plan/scaleTable', '产能规划', 'Capacity plans', 'plan/scaleDetail'),
  detail('plan/scaleDetail', '产能规划详情', 'Capacity plan detail'),
  list('plan/aps', '高级排程', 'Advanced scheduling (APS)', 'plan/apsDetail'),
  detail('plan/apsDetail', '高级排程详情', 'APS detail'),
  screen('plan/GanttPlan', '甘特图排程', 'Gantt scheduling'),
]);

export const pullModule: MenuDef = mod('pull', '车间物流', 'Workshop logistics', 'CarOutlined', [
  list('pull/matMon', '物料监控', 'Material monitoring', 'pull/matMonDetail'),
  detail('pull/matMonDetail', '物料监控详情', 'Material monitoring detail'),
  list('pull/process', '工序叫料', 'Process material calls'),
  list('pull/pulling', '物料拉动', 'Material pulls'),
]);

export const qualityModule: MenuDef = mod('quality', '质量管理', 'Quality', 'SafetyCertificateOutlined', [
  list('quality/table', '检验方案', 'Inspection schemes', 'quality/InspectRuleDetail', {
    extra: [btn('quality.table', 'addVersion', '新增版本', 'Add version'), btn('quality.table', 'statusSwitch', '启用/停用', 'Switch status')],
  }),
  detail('quality/InspectRuleDetail', '检验方案详情', 'Inspection scheme detail'),
  list('quality/project', '检验项目', 'Inspection items'),
  list('quality/Sample', '抽样方案', 'Sampling plans'),
  list('quality/IncomingOrder', '来料检验', 'Incoming inspections', 'quality/IncomingInspectDetail', {
    extra: [btn('quality.incomingOrder', 'exempt', '免检', 'Exempt')],
  }),
  detail('quality/IncomingInspectDetail', '来料检验详情', 'Incoming inspection detail'),
  list('quality/InProcessInspection', '过程检验', 'In-process inspections', 'quality/ProcessInspectDetail'),
  detail('quality/ProcessInspectDetail', '过程检验详情', 'In-process inspection detail'),
  list('quality/Release', '质量放行', 'Quality release'),
  list('quality/Adjust', '检验结果调整', 'Inspection adjustments', 'quality/AdjustDetail'),
  detail('quality/AdjustDetail', '检验结果调整详情', 'Inspection adjustment detail'),
]);

export const toolingModule: MenuDef = mod('tooling', '工装刀具', 'Tools and fixtures', 'ToolOutlined', [
  list('cutter/Define', '刀具定义', 'Cutter definitions'),
  list('cutter/Config', '刀具配置', 'Cutter configurations', 'cutter/ConfigAdd'),
  detail('cutter/ConfigAdd', '新增刀具配置', 'Add cutter configuration'),
  list('cutter/File', '刀具档案', 'Cutter files', undefined, {
    extra: [btn('cutter.file', 'install', '装刀', 'Install'), btn('cutter.file', 'uninstall', '卸刀', 'Uninstall')],
  }),
  list('cutter/UninstallReason', '卸刀原因', 'Uninstall reasons'),
  list('fixture/Define', '工装定义', 'Fixture definitions'),
  list('fixture/Config', '工装配置', 'Fixture configurations', 'fixture/Add'),
  detail('fixture/Add', '新增工装配置', 'Add fixture configuration'),
  list('fixture/File', '工装档案', 'Fixture files', undefined, {
    extra: [
      btn('fixture.file', 'install', '安装', 'Install'),
      btn('fixture.file', 'uninstall', '卸载', 'Uninstall'),
      btn('fixture.file', 'check', '点检', 'Check'),
    ],
  }),
  list('fixture/CheckPlan', '工装点检计划', 'Fixture check plans'),
  report('fixture/Result', '工装点检结果', 'Fixture check results'),
]);

export const traceModule: MenuDef = mod('trace', '追溯', 'Traceability', 'NodeIndexOutlined', [
  screen('dcm/trace', '溯源图谱', 'Trace-back map'),
  screen('dcm/track', '追踪图谱', 'Tracking map'),
]);
