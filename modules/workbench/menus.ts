// 工作台: the fixed pages every role starts from — the home workbench, the tenant dashboard (the
// shell's own page), the big screens, self-service BI and the 3D factory.
import { mod, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

export const DISPLAY_URL = 'app/Display';
export const BI_URL = 'report/react';
export const FACTORY_URL = 'portal/3D';
export const HOME_URL = 'home';

export const workbenchMenu: MenuDef = mod('workbench', '工作台', 'Workbench', 'DesktopOutlined', [
  screen(HOME_URL, '首页', 'Home', { icon: 'HomeOutlined' }),
  screen('app/Dashboard', '租户管理看板', 'Tenant dashboard', { icon: 'DashboardOutlined' }),
  screen(DISPLAY_URL, '大屏展示', 'Big screen', { icon: 'FundProjectionScreenOutlined' }),
  screen(BI_URL, 'BI分析', 'BI analysis', { icon: 'BarChartOutlined' }),
  screen(FACTORY_URL, '三维工厂', '3D factory', { icon: 'GlobalOutlined' }),
]);
