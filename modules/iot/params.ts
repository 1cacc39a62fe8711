// The IoT module's tenant parameters (参数配置, group 物联网): whether the demo's simulated gateway
// publishes this tenant's machine signals, and how long collected values are kept.
import type { ParamDef } from '../../server/config/params';

export const IOT_PARAM_GROUPS = { iot: ['物联网', 'IoT'] } as const;

export const IOT_PARAMS = {
  // Read by the simulated gateway each round (server/simulator.ts); the instance's IOT_SIMULATOR=off stops it for every tenant.
  IotSimulator: {
    group: 'iot',
    kind: 'boolean',
    default: true,
    name: '模拟网关',
    nameEn: 'Simulated gateway',
    description: '模拟网关通过内置MQTT服务发布本租户演示设备的运行信号',
    descriptionEn: "The simulated gateway publishes this tenant's demo machine signals over the embedded MQTT broker",
  },
  // Read by the daily partition job (server/partitions.ts): a day partition older than this is dropped for every tenant
  // at once, so the instance keeps the longest retention any tenant asks for.
  IotRetentionDays: {
    group: 'iot',
    kind: 'number',
    default: 90,
    min: 1,
    max: 3650,
    integer: true,
    unit: ['天', 'days'],
    name: '采集数据保留天数',
    nameEn: 'Keep collected values',
    description: '超过保留天数的采集数据按天分区删除',
    descriptionEn: 'Collected values older than this are dropped, a day partition at a time',
  },
} as const satisfies Record<string, ParamDef>;

declare module '../../server/config/params' {
  interface ModuleParamValues {
    IotSimulator: boolean;
    IotRetentionDays: number;
  }
}
