// The portal administration pages of 系统管理: the menu designer (system/App) and a role's
// allocation (system/RoleDetail?roleId=, the 分配权限 of system/Role), with their strings. They
// register as one web part, so their strings load with their first page.
import { defineWebModule } from '../../app/modules/defineWebModule';

export const portalAdminPages = defineWebModule({
  code: 'portal-admin',
  routes: [
    { path: 'system/App', load: () => import('./menus/MenuDesignerPage') },
    { path: 'system/RoleDetail', load: () => import('./allocation/AllocationPage') },
  ],
  i18n: {
    zh_CN: () => import('./i18n/zh_CN'),
    en_US: () => import('./i18n/en_US'),
  },
});
