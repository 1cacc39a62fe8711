import { Registry } from '../rpc/registry';
import * as dict from './datax.Dict';
import * as entity from './datax.Entity';
import * as metadata from './datax.Metadata';
import * as metaDynamic from './datax.MetaDynamic';
import * as wrappers from './datax.Wrappers';
import * as file from './portal.File';
import * as login from './portal.Login';
import * as menuAlloc from './portal.MenuAlloc';
import * as message from './portal.Message';
import * as organ from './portal.organ';

/** Every service module registers its calls; a new service is a new file plus one line here. */
export function buildRegistry(): Registry {
  const reg = new Registry();
  for (const m of [login, menuAlloc, organ, file, message, metaDynamic, wrappers, entity, dict, metadata]) m.register(reg);
  return reg;
}
