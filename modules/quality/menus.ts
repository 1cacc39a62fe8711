// The 质量管理 node of the Web menu: inspection schemes, items and sampling plans (the page stacks
// of pages.ts), incoming and in-process inspections, quality release and inspection adjustments.
import { mod } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { qualityStacks as s } from './pages';

export const qualityMenu: MenuDef = mod('quality', '质量管理', 'Quality', 'SafetyCertificateOutlined', [
  ...s.Scheme.menu,
  ...s.Item.menu,
  ...s.Sample.menu,
  ...s.Incoming.menu,
  ...s.Process.menu,
  ...s.Setting.menu,
  ...s.Release.menu,
  ...s.Adjust.menu,
]);
