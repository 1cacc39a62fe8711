import type { PageRoute } from '../../app/routes/types';

export const routes: PageRoute[] = [
  { path: 'home', fixed: true, title: { zh_CN: '首页', en_US: 'Home' }, load: () => import('./HomePage') },
];
