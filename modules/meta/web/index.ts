// The web part of 元数据: 实体管理, the records of a tenant entity (应用数据详情) and the form
// designer (页面设计器).
import { defineWebModule } from '../../../src/app/modules/defineWebModule';

/** The module's strings and the designer's, as one bundle per language. */
const strings = (own: () => Promise<{ default: Record<string, unknown> }>, designer: () => Promise<{ default: Record<string, unknown> }>) => async () => {
  const [a, b] = await Promise.all([own(), designer()]);
  return { default: { ...a.default, ...b.default } };
};

export default defineWebModule({
  code: 'meta',
  routes: [
    { path: 'meta/Entity', load: () => import('./EntityPage') },
    { path: 'meta/AppDataDetail', load: () => import('./AppDataPage') },
    { path: 'meta/Designer', load: () => import('./designer/DesignerPage') },
  ],
  i18n: {
    zh_CN: strings(() => import('./i18n/zh_CN'), () => import('./designer/i18n/zh_CN')),
    en_US: strings(() => import('./i18n/en_US'), () => import('./designer/i18n/en_US')),
  },
});
