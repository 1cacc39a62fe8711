// The menu nodes of the business areas that are no module yet, in their order per portal: the
// placeholders of the pages the product plans (app.ts, hmi.ts; the Web portal has none left). A module
// declares its own top-level nodes and places each among these (MenuDef.after / before); a module
// built for one of these areas takes its code, and its placeholder here is deleted.
import { appMenus } from './app';
import { hmiMenus } from './hmi';
import type { MenuDef, PortalType } from './types';

export const plannedMenus: Record<PortalType, MenuDef[]> = {
  Web: [],
  App: appMenus,
  Hmi: hmiMenus,
};
