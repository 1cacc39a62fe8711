// 通讯协议 (iot/aggrement): how a gateway talks to its machines — MQTT (the embedded broker or an
// external one), Modbus TCP (polled), or the simulated protocol of the demo (real MQTT messages
// published by the server's own simulated gateway).
import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

/** The protocols the server speaks (what its collectors are written for). */
export const PROTOCOL_KINDS = [
  { value: 'Mqtt', label: 'MQTT', labelEn: 'MQTT' },
  { value: 'ModbusTcp', label: 'Modbus TCP', labelEn: 'Modbus TCP' },
  { value: 'Simulated', label: '模拟', labelEn: 'Simulated' },
] as const;
export type ProtocolKind = (typeof PROTOCOL_KINDS)[number]['value'];

export const IotProtocol = entity({
  id: 840,
  code: 'IotProtocol',
  name: '通讯协议',
  nameEn: 'Protocol',
  module: 'iot',
  table: 'iot_protocol',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('协议编码', '协议名称', 'Protocol name'),
    a.enumType('kind', '协议类型', 'Protocol type', [...PROTOCOL_KINDS], { required: true, defaultValue: 'Mqtt', query: true, table: 110 }),
    a.int('default_port', '默认端口', 'Default port', { min: 0, maxValue: 65535, table: 90 }),
    enableStatus(),
    remark(),
  ],
});
