// The web part of 元数据: 实体管理, the records of a tenant entity (应用数据详情) and the form
// designer (页面设计器).
import { defineWebModule, mergedStrings } from '../../../src/app/modules/defineWebModule';

export default defineWebModule({
  code: 'meta',
  routes: [
    { path: 'meta/Entity', load: () => import('./EntityPage') },
    { path: 'meta/AppDataDetail', load: () => import('./AppDataPage') },
    { path: 'meta/Designer', load: () => import('./designer/DesignerPage') },
  ],
  i18n: {
    zh_CN: mergedStrings(() => import('./i18n/zh_CN'), () => import('./designer/i18n/zh_CN')),
    en_US: mergedStrings(() => import('./i18n/en_US'), () => import('./designer/i18n/en_US')),
  },
});
