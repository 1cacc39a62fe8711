import type { PageRoute } from '../../app/routes/types';

export const routes: PageRoute[] = [
  { path: 'app/Dashboard', fixed: true, title: { zh_CN: '租户管理', en_US: 'Tenant overview' }, load: () => import('./DashboardPage') },
  // also the page of external URLs (route meta carries externalUrl)
  { path: 'app/Display', fixed: true, title: { zh_CN: '数据大屏', en_US: 'Big screen' }, load: () => import('./DisplayPage') },
];
