// 采集网关 (iot/collect, detail iot/GatewayDetail): a connection — its protocol and endpoint — and its
// collection tasks, each binding a template to a machine (production's 设备档案). Its status and when
// it was last heard from are the server's (set by the collectors, never by a form); its credentials
// live in a table of their own (iot_gateway_secret), set by their own call and never read back: the
// record shows only whether they are set.
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

export const GATEWAY_STATUSES = [
  { value: 'Online', label: '在线', labelEn: 'Online' },
  { value: 'Offline', label: '离线', labelEn: 'Offline' },
] as const;

export const Gateway = entity({
  id: 844,
  code: 'IotGateway',
  name: '采集网关',
  nameEn: 'Collection gateway',
  module: 'iot',
  table: 'iot_gateway',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('网关编码', '网关名称', 'Gateway name'),
    a.quote('FuzzyCommon', 'protocol_id', '通讯协议', 'Protocol', 'IotProtocol', { required: true, query: true, table: 120 }),
    // mqtt://host:port (empty: the embedded broker), modbus-tcp://host:port
    a.string('endpoint', '连接地址', 'Endpoint URL', { max: 256, table: 220 }),
    a.enumType('gateway_status', '网关状态', 'Status', [...GATEWAY_STATUSES], { defaultValue: 'Offline', maintained: true, query: true, table: 80 }),
    a.dateTime('last_seen', '最后通讯', 'Last seen', { maintained: true, table: 160 }),
    a.bool('credentials_set', '已设凭据', 'Credentials set', {
      readSql: 'exists (select 1 from iot_gateway_secret s where s.tenant_id = t.tenant_id and s.gateway_id = t.id)',
      table: 80,
    }),
    enableStatus(),
    remark(),
  ],
  children: {
    tasks: {
      table: 'iot_gateway_task',
      name: '采集任务',
      nameEn: 'Collection tasks',
      attrs: [
        a.quote('FuzzyCommon', 'template_id', '采集模板', 'Template', 'IotCollectTemplate', { required: true }),
        a.quote('FuzzyCommon', 'equipment_id', '设备', 'Equipment', 'Equipment', { required: true }),
        // Modbus: the device's unit id on the gateway's line
        a.int('unit_id', '从站地址', 'Unit id', { defaultValue: 1, min: 0, maxValue: 255 }),
      ],
    },
  },
});
