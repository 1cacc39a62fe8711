import type { PageRoute } from '../../app/routes/types';

export const routes: PageRoute[] = [
  { path: 'meta/Entity', load: () => import('./EntityPage') },
  { path: 'meta/AppDataDetail', load: () => import('./AppDataPage') },
];
