// 物联网 (iot): collection set-up — protocols, machine models' variables, templates, gateways with
// their collection tasks on production's machines — and the collection itself: an MQTT broker
// embedded in the server, external brokers by URL, Modbus TCP polling, and the demo's simulated
// gateway publishing machine signals over the embedded broker. Values go to a day-partitioned
// table, the newest per machine variable to a table of their own, and out to the tenant's sockets.
// Entity ids 840–869.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { iotMenu } from './menus';
import { iotStacks } from './pages';
import { IOT_PARAM_GROUPS, IOT_PARAMS } from './params';
import { IOT_TABLES } from './public';

export default defineModule({
  code: 'iot',
  entities: stackEntities(iotStacks),
  pages: stackPages(iotStacks),
  menus: { Web: [{ ...iotMenu, after: 'mod.identity' }] },
  tenantTables: [...IOT_TABLES],
  migrations: () => import('./migrations').then((m) => m.default),
  params: IOT_PARAMS,
  paramGroups: IOT_PARAM_GROUPS,
  grants: {
    viewer: [{ pages: ['iot/'], buttons: 'readOnly' }],
    operator: [{ pages: ['iot/collect', 'iot/GatewayDetail'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
