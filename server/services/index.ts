import type { LoadedModule } from '../modules/load';
import { Registry } from '../rpc/registry';
import * as dict from './datax.Dict';
import * as form from './datax.Form';
import * as entity from './datax.Entity';
import * as metaDynamic from './datax.MetaDynamic';
import * as wrappers from './datax.Wrappers';
import * as file from './portal.File';
import * as login from './portal.Login';
import * as menuAlloc from './portal.MenuAlloc';
import * as menu from './portal.Menu';
import * as api from './portal.Api';
import * as message from './portal.Message';
import * as organ from './portal.organ';
import * as receiptPath from './meta.ReceiptPath';
import * as report from '../reports/service';
import * as dashboard from '../reports/dashboard';

/** The core services (shell, session, generic records) and every loaded module's services. */
export function buildRegistry(modules: readonly LoadedModule[]): Registry {
  const reg = new Registry();
  for (const m of [login, menuAlloc, menu, api, organ, file, message, metaDynamic, wrappers, form, entity, dict, receiptPath, report, dashboard]) m.register(reg);
  for (const m of modules) for (const s of m.server.services ?? []) reg.add(s);
  for (const m of modules) reg.guards.push(...(m.server.guards ?? []));
  return reg;
}
