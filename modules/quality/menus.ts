// The 质量管理 node of the Web menu: inspection schemes, items and sampling plans (the page stacks
// of pages.ts), incoming and in-process inspections, quality release and inspection adjustments.
import { detail, list, mod } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { qualityStacks as s } from './pages';

export const qualityMenu: MenuDef = mod('quality', '质量管理', 'Quality', 'SafetyCertificateOutlined', [
  ...s.Scheme.menu,
  ...s.Item.menu,
  ...s.Sample.menu,
  ...s.Incoming.menu,
  list('quality/InProcessInspection', '过程检验', 'In-process inspections', 'quality/ProcessInspectDetail'),
  detail('quality/ProcessInspectDetail', '过程检验详情', 'In-process inspection detail'),
  list('quality/Release', '质量放行', 'Quality release'),
  list('quality/Adjust', '检验结果调整', 'Inspection adjustments', 'quality/AdjustDetail'),
  detail('quality/AdjustDetail', '检验结果调整详情', 'Inspection adjustment detail'),
]);
