// The 追溯 node of the Web menu: 溯源图谱 (this module's page) and 追踪图谱 (still a screen of the
// catalogue, not built yet). Same code as the catalogue's node, which it replaces.
import { mod, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

export const traceMenu: MenuDef = mod('trace', '追溯', 'Traceability', 'NodeIndexOutlined', [
  screen('dcm/trace', '溯源图谱', 'Trace-back map'),
  screen('dcm/track', '追踪图谱', 'Tracking map'),
]);
