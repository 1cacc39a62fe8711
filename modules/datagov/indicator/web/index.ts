// The web side of 数据治理's part indicator (joined to the module's by datagov/web/index.ts): 主数据模型,
// 主数据维护, 指标管理 and 指标详情.
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';
import { IP } from '../paths';

export const indicatorWeb = defineWebPart({
  code: 'indicator',
  routes: [
    { path: IP.models, load: () => import('./ModelListPage') },
    { path: IP.data, load: () => import('./ModelDataPage') },
    { path: IP.indicators, load: () => import('./IndicatorListPage') },
    { path: IP.detail, load: () => import('./IndicatorDetailPage') },
  ],
});
