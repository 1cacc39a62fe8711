// The web part of 系统管理: the hand-written administration pages — users (lock, unlock, password
// reset and role assignment are actions a generated list cannot say), organisations, and the
// department tree with its form — and the portal administration pages (./portal: roles, menu
// designers, allocation). People (system/Person) and the scheduled jobs are low-code pages.
import { defineWebModule, mergedStrings } from '../../../src/app/modules/defineWebModule';
import { portalAdminPages } from './portal';

export default defineWebModule({
  code: 'system',
  routes: [
    { path: 'system/User', load: () => import('./users/UserListPage') },
    { path: 'system/Organ', load: () => import('./organisation/OrganPage') },
    { path: 'system/Department', load: () => import('./organisation/DepartmentPage') },
    { path: 'system/DepartmentDetail', load: () => import('./organisation/DepartmentDetailPage') },
    { path: 'system/Dict', load: () => import('./dicts/DictListPage') },
    { path: 'system/DictDetail', load: () => import('./dicts/DictDetailPage') },
    { path: 'system/Config', load: () => import('./config/ConfigPage') },
    { path: 'system/Log', load: () => import('./oplog/OpLogPage') },
    { path: 'system/Message', load: () => import('./messages/MessagePage') },
    { path: 'system/Setting', load: () => import('./settings/SettingPage') },
    ...(portalAdminPages.routes ?? []),
  ],
  i18n: {
    zh_CN: mergedStrings(() => import('./i18n/zh_CN'), portalAdminPages.i18n!.zh_CN!),
    en_US: mergedStrings(() => import('./i18n/en_US'), portalAdminPages.i18n!.en_US!),
  },
});
