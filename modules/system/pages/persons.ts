// The people pages over the Person entity: 人员档案 (system/Person) of 系统管理 and 职员 (mdm/member)
// of the ERP's base data — the same records through two menus, each with its own detail page.
// Their lists show the working essentials; the detail form every field of the person, with
// the departments and relatives as lines. Import and its template come with the template.
import type { PageDef } from '../../../schemas/pages/types';

const table = {
  organ_id: { hide: true },
  account_code: { hide: true },
  current_position: { hide: true },
} as const;

const form = {
  account_code: { editable: false },
} as const;

export const personPages = {
  Person: {
    url: 'system/Person',
    detailUrl: 'system/PersonDetail',
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'Person',
    uniqueKeys: ['code'],
    form,
  },
  Member: {
    url: 'mdm/member',
    detailUrl: 'mdm/memberDetail',
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'Person',
    uniqueKeys: ['code'],
    table,
    form,
  },
} satisfies Record<string, PageDef>;
