// Server messages in the caller's language (`language` header; zh_CN by default).
const messages = {
  badCredentials: { zh_CN: '用户名或密码错误。', en_US: 'Wrong user code or password.' },
  userLocked: { zh_CN: '用户已被锁定，请联系管理员。', en_US: 'This user is locked. Please contact your administrator.' },
  tooManyAttempts: {
    zh_CN: '登录失败次数过多，请 {minutes} 分钟后再试。',
    en_US: 'Too many failed logins. Try again in {minutes} minutes.',
  },
  unknownTenant: { zh_CN: '租户不存在：{tenant}', en_US: 'Unknown tenant: {tenant}' },
  tenantRequired: { zh_CN: '缺少租户（tenant-code 请求头）。', en_US: 'The tenant-code header is required.' },
  tenantDisabled: { zh_CN: '租户已停用。', en_US: 'This tenant is disabled.' },
  badCipher: {
    zh_CN: '密码无法解密：请使用 portal.Login/publicKey 的公钥以 RSA-OAEP (SHA-256) 加密。',
    en_US: 'password cannot be decrypted: encrypt it with the public key of portal.Login/publicKey (RSA-OAEP, SHA-256).',
  },
  roleNotHeld: { zh_CN: '用户没有该角色：{role}', en_US: 'The user does not hold role {role}.' },
  noRole: { zh_CN: '用户没有任何角色，请联系管理员。', en_US: 'The user has no role. Please contact your administrator.' },
  noPortalRole: {
    zh_CN: '您的角色没有分配{portal}门户的菜单，不能登录此门户。',
    en_US: 'None of your roles has pages on the {portal} portal: you cannot log in to it.',
  },
  noPermission: { zh_CN: '没有操作权限：{fn}', en_US: 'No permission for this operation: {fn}' },
  notFoundCall: { zh_CN: '接口不存在：{path}', en_US: 'No such call: {path}' },
  notFoundPage: { zh_CN: '页面不存在：{page}', en_US: 'No such page: {page}' },
  internal: { zh_CN: '服务器内部错误（请求号 {reqId}）。', en_US: 'Internal server error (request id {reqId}).' },
  pageNotFound: { zh_CN: '页面不存在或未分配：{page}', en_US: 'Page not found or not allocated: {page}' },
  roleNotFound: { zh_CN: '角色不存在：{role}', en_US: 'Role not found: {role}' },
  fileTooLarge: { zh_CN: '文件过大，最大 {limit}。', en_US: 'The file is too large (limit {limit}).' },
  noFile: { zh_CN: '请选择要上传的文件。', en_US: 'No file was uploaded.' },
} as const;

export type MessageKey = keyof typeof messages;
export type Lang = 'zh_CN' | 'en_US';

export function langOf(header: unknown): Lang {
  return typeof header === 'string' && header.toLowerCase().startsWith('en') ? 'en_US' : 'zh_CN';
}

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
