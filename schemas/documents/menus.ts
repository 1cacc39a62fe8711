// A document's (or a master-data list's) two menu nodes from its page definition: the list (its
// template, entity and detail page; its functions with the page's declared actions) and the hidden
// detail page.
import { detail, documentPage, masterData } from '../menus/buttons';
import type { MenuDef } from '../menus/types';
import type { PageDef } from '../pages/types';

type Label = readonly [name: string, nameEn: string];

export function documentMenu(def: PageDef & { detailUrl: string }, list: Label, detailOf: Label, o: Parameters<typeof documentPage>[3] = {}): MenuDef[] {
  return [documentPage(def, list[0], list[1], o), detail(def.detailUrl, detailOf[0], detailOf[1])];
}

/** A master-data list's two menu nodes: the list (crud, audit and its declared actions) and the hidden detail page. */
export function masterDataMenu(def: PageDef & { detailUrl: string }, list: Label, detailOf: Label): MenuDef[] {
  return [masterData(def, list[0], list[1]), detail(def.detailUrl, detailOf[0], detailOf[1])];
}
