// The menu items of the people pages: 人员档案 in 系统管理 and 职员 in 主数据 (mdm/member), each a
// low-code list (crud, import, export, print) with its detail page.
import { crud, detail, fnPrefix, page } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { type PageDef, paramsOf } from '../../../schemas/pages/types';
import { personPages as pp } from '../pages/persons';

function peoplePage(def: PageDef, name: string, nameEn: string, detailName: string, detailNameEn: string): MenuDef[] {
  return [
    page(def.url, name, nameEn, { buttons: crud(fnPrefix(def.url), def.detailUrl), params: JSON.stringify(paramsOf(def)), lowcodeTag: true }),
    detail(def.detailUrl, detailName, detailNameEn),
  ];
}

export const personMenuItems: MenuDef[] = peoplePage(pp.Person, '人员档案', 'Personnel', '人员详情', 'Person detail');

/** For 主数据 (modules/mdm/menus.ts): 职员 in place of its placeholder. */
export const memberMenuItems: MenuDef[] = peoplePage(pp.Member, '职员', 'Staff members', '职员详情', 'Staff member detail');
