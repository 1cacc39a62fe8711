// Messages of tenant administration, in the caller's language.
import type { Lang } from '../../../server/i18n';

const texts = {
  platformOnly: ['没有操作权限：租户管理仅限平台租户', 'No permission: tenant administration is for the platform tenant only'],
  noTenant: ['租户不存在：{id}', 'No such tenant: {id}'],
  codeTaken: ['tenant.code: 租户编码已存在：{code}', 'tenant.code: the tenant code {code} is already taken'],
  codeReserved: ['tenant.code: 「{code}」是系统保留字，不能作为租户编码', 'tenant.code: {code} is reserved and cannot be a tenant code'],
  unknownTrade: ['{arg}: 行业不存在：{code}', '{arg}: no industry {code}'],
  badPassword: ['tenant.adminPassword: 密码无法解密：请使用 portal.Login/publicKey 的公钥以 RSA-OAEP (SHA-256) 加密', 'tenant.adminPassword: cannot be decrypted: encrypt it with the public key of portal.Login/publicKey (RSA-OAEP, SHA-256)'],
  weakPassword: ['tenant.adminPassword: 密码需 8 至 64 位，且同时包含字母和数字', 'tenant.adminPassword: 8 to 64 characters with letters and digits'],
  platformLock: ['tenantIds: 平台租户不能锁定', 'tenantIds: the platform tenant cannot be locked'],
  tradeTaken: ['trade.code: 行业编码已存在：{code}', 'trade.code: the industry code {code} is already taken'],
  noTrade: ['行业不存在：{id}', 'No such industry: {id}'],
  tradeInUse: ['行业「{name}」还有 {count} 个租户使用，不能删除', 'Industry {name} is used by {count} tenants and cannot be removed'],
  tradeCodeFixed: ['trade.code: 行业编码已被租户使用，不能修改', 'trade.code: the industry code is used by tenants and cannot change'],
  unknownModules: ['moduleCodes: 没有这些模块：{codes}', 'moduleCodes: no such modules: {codes}'],
  coreModules: ['moduleCodes: 系统管理不能停用：{codes}', 'moduleCodes: the tenant’s administration cannot be switched off: {codes}'],
  unknownDictCodes: ['codes: 平台字典 {dict} 中没有这些条目：{codes}', 'codes: the platform dictionary {dict} has no entries {codes}'],
  platformDiff: ['tenantId: 平台租户不能与自身比较', 'tenantId: the platform tenant cannot be compared with itself'],
  shareSelf: ['share.targetTenantId: 不能共享给源租户自身', 'share.targetTenantId: cannot be the source tenant itself'],
  shareEntity: ['share.entityCode: 只能共享系统内置实体：{code}', 'share.entityCode: only built-in entities can be shared: {code}'],
  shareExists: ['该数据共享已授权', 'This data share is already granted'],
  noShare: ['没有数据共享授权：租户 {source} 的 {entity}', 'No data share grant for {entity} of tenant {source}'],
} as const;

export type TenantMessage = keyof typeof texts;

export function tm(lang: Lang, key: TenantMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
