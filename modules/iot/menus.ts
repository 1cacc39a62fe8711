// The 物联网 node of the Web portal: the collection set-up in the order it is built — protocols,
// models, variables, templates, gateways.
import { mod } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { iotStacks } from './pages';

export const iotMenu: MenuDef = mod('iot', '物联网', 'IoT', 'WifiOutlined', [
  ...iotStacks.Protocol.menu,
  ...iotStacks.Model.menu,
  ...iotStacks.Var.menu,
  ...iotStacks.Template.menu,
  ...iotStacks.Gateway.menu,
]);
