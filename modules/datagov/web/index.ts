// The web part of 数据治理: its hand-written pages over the datagov.* calls and its strings. The
// area's pages not built yet have no route: the shell shows 此页面尚未开发 for them.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { lineageWeb } from '../lineage/web';
import { qualityWeb } from '../quality/web';
import { marketWeb } from '../market/web';
import { etlWeb } from '../etl/web';
import { indicatorWeb } from '../indicator/web';

const table = () => import('./TableDetailPage');
const form = () => import('./SourceFormPage');

export default defineWebModule({
  code: 'datagov',
  routes: [
    { path: 'meta/DataSource', load: () => import('./SourceListPage') },
    { path: 'meta/DataSourceAdd', load: form },
    { path: 'meta/DataSourceEdit', load: form },
    { path: 'meta/DataSourceDetail', load: () => import('./SourceDetailPage') },
    { path: 'meta/Metadata', load: () => import('./TableListPage') },
    { path: 'meta/MetadataDetail', load: table },
    { path: 'meta/MetadataEdit', load: table },
    { path: 'meta/DataTableDetail', load: table },
    { path: 'meta/DataTableEdit', load: table },
    { path: 'meta/ChangeRecord', load: () => import('./ChangeListPage') },
    { path: 'meta/Search', load: () => import('./SearchPage') },
    { path: 'meta/DataMap', load: () => import('./DataMapPage') },
    { path: 'meta/DataAuth', load: () => import('./AuthListPage') },
    { path: 'meta/SqlConsole', load: () => import('./SqlConsolePage') },
  ],
  parts: [lineageWeb, qualityWeb, marketWeb, etlWeb, indicatorWeb],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
});
