// The web part of 元数据: 实体管理 and the records of a tenant entity (应用数据详情).
import { defineWebModule } from '../../../src/app/modules/defineWebModule';

export default defineWebModule({
  code: 'meta',
  routes: [
    { path: 'meta/Entity', load: () => import('./EntityPage') },
    { path: 'meta/AppDataDetail', load: () => import('./AppDataPage') },
  ],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
});
