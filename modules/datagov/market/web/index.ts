// The web side of 数据治理's part market (joined to the module's by datagov/web/index.ts).
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';

export const marketWeb = defineWebPart({
  code: 'market',
  routes: [
    { path: 'market/Api', load: () => import('./ApiListPage') },
    { path: 'market/Mask', load: () => import('./MaskListPage') },
    { path: 'datax/ApiMaskDetail', load: () => import('./MaskDetailPage') },
    { path: 'market/Integration', load: () => import('./IntegrationListPage') },
    { path: 'market/ApiLog', load: () => import('./LogPages').then((m) => ({ default: m.ApiLogPage })) },
    { path: 'market/ServiceLog', load: () => import('./LogPages').then((m) => ({ default: m.ServiceLogPage })) },
  ],
});
