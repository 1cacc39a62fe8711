// The Hmi (industrial computer) menu nodes of areas that are no module yet: equipment status (the
// production module adds the work order station).
import { mod, screen } from './buttons';
import type { MenuDef } from './types';

export const hmiMenus: MenuDef[] = [
  mod('equipment', '设备', 'Equipment', 'ControlOutlined', [
    screen('equipment/Dashboard', '设备状态', 'Equipment status', { icon: 'DashboardOutlined' }),
  ]),
];
