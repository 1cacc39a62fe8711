import type { PageRoute } from '../../app/routes/types';

export const routes: PageRoute[] = [
  { path: 'report/react', fixed: true, title: { zh_CN: 'BI分析', en_US: 'BI analysis' }, load: () => import('./BiPage') },
];
