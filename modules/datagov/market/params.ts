// 数据服务's tenant parameter (参数配置, group 数据治理): may integrations post to private or loopback
// addresses? Off by default, so a tenant's integration cannot reach the servers beside the product
// (SSRF); a tenant whose receiving systems sit on its own network turns it on.
import type { ParamDef } from '../../../server/config/params';

export const MARKET_PARAM_GROUPS = { datagov: ['数据治理', 'Data governance'] } as const;

export const MARKET_PARAMS = {
  // Read by every integration run before it connects (server/outbound.ts).
  DatagovAllowPrivateUrls: {
    group: 'datagov',
    kind: 'boolean',
    default: false,
    name: '服务集成允许内网地址',
    nameEn: 'Integrations may call private addresses',
    description: '开启后，服务集成可以调用内网和本机地址（默认拒绝，防止服务端请求伪造）',
    descriptionEn: 'Integrations may post to private and loopback addresses (refused by default against server-side request forgery)',
  },
} as const satisfies Record<string, ParamDef>;

declare module '../../../server/config/params' {
  interface ModuleParamValues {
    DatagovAllowPrivateUrls: boolean;
  }
}
