// 物联网's page stacks, each declared once: protocols, collection models and variables (master data
// with hidden details), templates and gateways (their spec details). The gateway's detail adds two
// form groups: its live values with a trend (LIVE_GROUP) and its credentials (CREDENTIALS_GROUP).
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import { Gateway } from './entities/gateway';
import { CollectModel } from './entities/model';
import { IotProtocol } from './entities/protocol';
import { CollectTemplate } from './entities/template';
import { CollectVar } from './entities/variable';

export const LIVE_GROUP = 'IotLiveValues';
export const CREDENTIALS_GROUP = 'IotCredentials';
export const GATEWAY_LIST = 'iot/collect';
export const GATEWAY_DETAIL = 'iot/GatewayDetail';

export const iotStacks = {
  Protocol: masterDataStack({
    entity: IotProtocol,
    // `aggrement` is the spec's spelling of the protocol (agreement) page; kept as the route
    list: { url: 'iot/aggrement', labels: ['通讯协议', 'Protocols'] },
    detail: { url: 'iot/aggrementDetail', labels: ['通讯协议详情', 'Protocol detail'] },
  }),
  Model: masterDataStack({
    entity: CollectModel,
    list: { url: 'iot/collectModel', labels: ['采集模型', 'Collection models'] },
    detail: { url: 'iot/collectModelDetail', labels: ['采集模型详情', 'Collection model detail'] },
  }),
  Var: masterDataStack({
    entity: CollectVar,
    list: { url: 'iot/var', labels: ['采集变量', 'Collection variables'] },
    detail: { url: 'iot/varDetail', labels: ['采集变量详情', 'Collection variable detail'] },
  }),
  Template: masterDataStack({
    entity: CollectTemplate,
    list: { url: 'iot/template', labels: ['采集模板', 'Collection templates'] },
    detail: { url: 'iot/CollectTemplateDetail', labels: ['采集模板详情', 'Collection template detail'] },
  }),
  Gateway: masterDataStack({
    entity: Gateway,
    list: {
      url: GATEWAY_LIST,
      labels: ['采集网关', 'Collection gateways'],
      formGroups: [
        { component: LIVE_GROUP, code: 'live', title: '实时数据', titleEn: 'Live values', rows: [{ label: '网关状态', labelEn: 'Status', fields: ['gateway_status', 'last_seen'] }] },
        { component: CREDENTIALS_GROUP, code: 'credentials', title: '连接凭据', titleEn: 'Credentials', rows: [{ label: '已设凭据', labelEn: 'Credentials set', fields: ['credentials_set'] }] },
      ],
    },
    detail: { url: GATEWAY_DETAIL, labels: ['网关详情', 'Gateway detail'] },
  }),
};

export const iotPages = pagesByKey(iotStacks);
