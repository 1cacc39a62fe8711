// The web part of 租户管理 (platform tenant only): every tenant/* page is hand-written here — their
// data come from the platform's own calls (tenant.*), not from the tenant-scoped record layer.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';

export default defineWebModule({
  code: 'tenant',
  routes: [
    { path: 'tenant/tenant', load: () => import('./TenantListPage') },
    { path: 'tenant/Detail', load: () => import('./TenantDetailPage') },
    { path: 'tenant/applist', load: () => import('./AppListPage') },
    { path: 'tenant/tradelist', load: () => import('./TradeListPage') },
    { path: 'tenant/TradeDetail', load: () => import('./TradeDetailPage') },
    { path: 'tenant/GlobalJob', load: () => import('./GlobalJobPage') },
    { path: 'tenant/dictdiff', load: () => import('./DictDiffPage') },
    { path: 'tenant/datashare', load: () => import('./DataSharePage') },
    { path: 'tenant/LoginLog', load: () => import('./LoginLogPage') },
  ],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
});
