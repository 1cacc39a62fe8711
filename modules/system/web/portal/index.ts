// The portal administration pages of 系统管理: roles (system/Role with the permission definition
// tree, the role form system/RoleDetail, a role's allocation system/RoleAllocation?roleId=) and the
// menu designers (system/App: Web and App portals; system/Hmi: the Hmi portal, its item form
// system/HmiDetail), with their strings. The system module's web part (../index.ts) takes their
// routes and strings; the part stays declared apart so its pages' tests can load it alone.
import { defineWebModule } from '../../../../src/app/modules/defineWebModule';

export const portalAdminPages = defineWebModule({
  code: 'portal-admin',
  routes: [
    { path: 'system/Role', load: () => import('./roles/RoleListPage') },
    { path: 'system/RoleDetail', load: () => import('./roles/RoleDetailPage') },
    { path: 'system/RoleAllocation', load: () => import('./allocation/AllocationPage') },
    { path: 'system/App', load: () => import('./menus/MenuDesignerPage') },
    { path: 'system/Hmi', load: () => import('./menus/HmiDesignerPage') },
    { path: 'system/HmiDetail', load: () => import('./menus/HmiDetailPage') },
    { path: 'system/Api', load: () => import('./apis/ApiListPage') },
  ],
  i18n: {
    zh_CN: () => import('./i18n/zh_CN'),
    en_US: () => import('./i18n/en_US'),
  },
});
