// A document's (or a master-data list's) two menu nodes from its page definition: the list (its
// template, entity and detail page; its functions with the page's declared actions) and the hidden
// detail page.
import { actionButtons, detail, documentPage, fnPrefix, type Operation, ops, page, screen } from '../menus/buttons';
import type { ButtonDef, MenuDef } from '../menus/types';
import { type PageDef, paramsOf } from '../pages/types';

/** A node's labels: zh_CN, en_US. */
export type Label = readonly [name: string, nameEn: string];

/** A document list's menu options: needCopy, the void button (repeal), buttons after the declared actions (extra). */
export type DocumentMenuOptions = Parameters<typeof documentPage>[3];

export function documentMenu(def: PageDef & { detailUrl: string }, list: Label, detailOf: Label, o: DocumentMenuOptions = {}): MenuDef[] {
  return [documentPage(def, list[0], list[1], o), detail(def.detailUrl, detailOf[0], detailOf[1])];
}

/** A list's record functions: create, update, delete, import, export, print. */
export const CRUD_OPS: readonly Operation[] = ['create', 'update', 'delete', 'import', 'export', 'print'];
/** The standard functions of a master-data list: its record functions, audit and un-audit. */
export const MASTER_DATA_OPS: readonly Operation[] = [...CRUD_OPS, 'audit', 'deApproval'];

export interface MasterDataMenuOptions {
  /** the list's standard functions (default MASTER_DATA_OPS); create, update and view open the detail page */
  ops?: readonly Operation[];
  /** the list stays out of the side menu (another page opens it) */
  hidden?: boolean;
  /** the detail is a hand-written page shown in the menu (a screen without field metadata), not a hidden generated detail */
  detailScreen?: boolean;
  /** functions after the declared actions that are no action of the page (a call its own screen makes) */
  extra?: readonly ButtonDef[];
}

/** A master-data list's two menu nodes: the list (its standard functions and declared actions) and its detail page. */
export function masterDataMenu(def: PageDef & { detailUrl: string }, list: Label, detailOf: Label, o: MasterDataMenuOptions = {}): MenuDef[] {
  const buttons = [...ops(fnPrefix(def.url), o.ops ?? MASTER_DATA_OPS, def.detailUrl), ...actionButtons(def), ...(o.extra ?? [])];
  const listNode = page(def.url, list[0], list[1], { buttons, params: JSON.stringify(paramsOf(def)), lowcodeTag: true, hidden: o.hidden });
  return [listNode, (o.detailScreen ? screen : detail)(def.detailUrl, detailOf[0], detailOf[1])];
}
