// 版本管理: the platform's client versions (list + detail), with 运行版本 (the server's and the web
// app's running versions) as a declared toolbar action.
import type { PageDef } from '../../../schemas/pages/types';

export const versionPages = {
  ClientVersion: {
    url: 'system/Version',
    detailUrl: 'system/VersionDetail',
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'ClientVersion',
    uniqueKeys: ['portal_type', 'version_no'],
    actions: [{ code: 'about', label: '运行版本', labelEn: 'Running versions', place: 'toolbar', handler: 'callService', call: '/portal.Version/running' }],
  },
} satisfies Record<string, PageDef>;
