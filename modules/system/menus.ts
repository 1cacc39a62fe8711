// The 系统管理 node of the Web portal: the planned node (menu-plan.ts) with the
// pages this module builds in place of their placeholders (a module's node replaces the
// catalogue's node of the same code).
import { systemPlan as systemModule } from './menu-plan';
import type { MenuDef } from '../../schemas/menus/types';
import { personMenuItems } from './menus/persons';
import { triggerJobMenuItems } from './menus/trigger-jobs';
import { versionMenuItems } from './menus/versions';

const built: Record<string, MenuDef[]> = {
  'system/TriggerJob': triggerJobMenuItems,
  // the low-code people pages bring their own detail item
  'system/Person': personMenuItems,
  'system/PersonDetail': [],
  'system/Version': versionMenuItems,
};

export const systemMenu: MenuDef = {
  ...systemModule,
  children: (systemModule.children ?? []).flatMap((c) => (c.url && built[c.url] ? built[c.url] : [c])),
};
