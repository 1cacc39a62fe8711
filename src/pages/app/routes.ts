import type { PageRoute } from '../../app/routes/types';

export const routes: PageRoute[] = [
  { path: 'app/Dashboard', fixed: true, title: { zh_CN: '租户管理', en_US: 'Tenant overview' }, load: () => import('./DashboardPage') },
];
