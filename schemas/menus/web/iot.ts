// Web menu of an area not built yet: IoT.
import { detail, list, mod } from '../buttons';
import type { MenuDef } from '../types';

export const iotModule: MenuDef = mod('iot', '物联网', 'IoT', 'WifiOutlined', [
  // `aggrement` is the spec's spelling of the protocol (agreement) page; kept as the route.
  list('iot/aggrement', '通讯协议', 'Protocols'),
  list('iot/collectModel', '采集模型', 'Collection models'),
  list('iot/var', '采集变量', 'Collection variables'),
  list('iot/template', '采集模板', 'Collection templates', 'iot/CollectTemplateDetail'),
  detail('iot/CollectTemplateDetail', '采集模板详情', 'Collection template detail'),
  list('iot/collect', '采集网关', 'Collection gateways', 'iot/GatewayDetail'),
  detail('iot/GatewayDetail', '网关详情', 'Gateway detail'),
]);
