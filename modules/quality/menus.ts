// The 质量管理 node of the Web menu: inspection schemes and items, sampling plans, incoming and
// in-process inspections, quality release and inspection adjustments.
import { btn, detail, list, mod } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

export const qualityMenu: MenuDef = mod('quality', '质量管理', 'Quality', 'SafetyCertificateOutlined', [
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
