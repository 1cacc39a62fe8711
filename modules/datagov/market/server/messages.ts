// Messages of 数据服务, in the caller's language (the tests assert these texts).
import type { Lang } from '../../../../server/i18n';
import { OPERATIONS } from '../../../../schemas/menus/buttons';
import type { EventAction } from '../triggers';

const texts = {
  noApi: ['API服务不存在：{id}', 'No such API service: {id}'],
  codeTaken: ['api.code: 服务编码已存在：{code}', 'api.code: the service code {code} is already taken'],
  pathTaken: ['api.path: 服务路径已被使用：{path}', 'api.path: the path {path} is already used'],
  needSql: ['api.sql: 请填写查询语句', 'api.sql: write the query'],
  needTable: ['api.tableName: 请选择数据表和列', 'api.tableName: choose the table and its columns'],
  noColumn: ['api.tableColumns: 数据表 {table} 没有列 {column}', 'api.tableColumns: the table {table} has no column {column}'],
  paramUndeclared: ['api.params: 语句中的参数 :{name} 未声明', 'api.params: the statement\'s parameter :{name} is not declared'],
  paramUnused: ['api.params: 参数 {name} 未在语句中使用', 'api.params: the parameter {name} is not used by the statement'],
  paramTwice: ['api.params: 参数 {name} 重复', 'api.params: the parameter {name} is declared twice'],
  paramReserved: ['api.params: 参数名 {name} 为分页保留', 'api.params: the name {name} is kept for paging'],
  dryRunFailed: ['api.sql: 语句试运行失败：{error}', 'api.sql: the statement failed its trial run: {error}'],
  maskedColumn: ['api.sql: 列 {column} 对当前角色脱敏，不能发布为服务', 'api.sql: the column {column} is masked for your role and cannot be published'],
  changedBySomeone: ['API服务已被他人修改，请刷新后再试', 'The API service was changed by someone else: reload it'],
  publishFrom: ['只有草稿或已下线的服务可以发布', 'Only a draft or offline service can be published'],
  offlineFrom: ['只有已发布的服务可以下线', 'Only a published service can be taken offline'],
  publishedNoEdit: ['已发布的服务不能修改，请先下线', 'A published service cannot be changed: take it offline first'],
  publishedNoRemove: ['已发布的服务不能删除，请先下线：{code}', 'A published service cannot be removed: take it offline first: {code}'],
  noKey: ['API密钥不存在：{id}', 'No such API key: {id}'],
  noMask: ['脱敏规则不存在：{id}', 'No such masking rule: {id}'],
  noField: ['mask.field: 服务 {api} 没有字段 {field}', 'mask.field: the service {api} has no field {field}'],
  maskExists: ['mask.field: 该服务、密钥和字段已有脱敏规则', 'mask.field: this service, key and field have a rule already'],
  needReplacement: ['mask.replacement: 替换脱敏须填写替换文本', 'mask.replacement: a replace rule needs its text'],
  needKeep: ['mask.keepFirst: 部分脱敏须保留首或尾至少一位', 'mask.keepFirst: a partial rule keeps at least one first or last character'],
  noIntegration: ['服务集成不存在：{id}', 'No such integration: {id}'],
  needCron: ['integration.cron: 定时触发须填写 cron 表达式（5 段）', 'integration.cron: a scheduled integration needs a cron expression (5 fields)'],
  privateUrl: ['integration.url: 不允许调用内网或本机地址：{host}（参数配置可放开）', 'integration.url: private or loopback addresses are refused: {host} (a tenant parameter may allow them)'],
  needEntity: ['integration.entityCode: 记录事件触发须选择实体', 'integration.entityCode: a record-event integration needs its entity'],
  needActions: ['integration.actions: 记录事件触发须至少选择一个动作', 'integration.actions: choose at least one action for a record-event integration'],
  notDocument: ['integration.actions: {entity}不是单据，没有动作：{actions}', 'integration.actions: {entity} is not a document and has no {actions}'],
  entityUnseen: ['integration.entityCode: 无权查看实体：{entity}', 'integration.entityCode: you may not see the entity {entity}'],
  ownerLostEntity: ['集成的创建人已无权查看实体 {entity}，未推送', 'The integration\'s creator may no longer see the entity {entity}: nothing was posted'],
  recordUnseen: ['记录 {entity} #{id} 对集成的创建人不可见或已删除，未推送', 'The record {entity} #{id} is not visible to the integration\'s creator or is gone: nothing was posted'],
  badUrl: ['integration.url: 地址无法解析：{host}', 'integration.url: the address does not resolve: {host}'],
  // the open API's answers (HTTP status beside)
  keyMissing: ['缺少 X-Api-Key 请求头', 'The X-Api-Key header is missing'],
  keyUnknown: ['API密钥无效', 'The API key is not valid'],
  keyDisabled: ['API密钥已停用', 'The API key is disabled'],
  keyExpired: ['API密钥已过期', 'The API key has expired'],
  apiUnknown: ['服务不存在或未发布：{path}', 'No published service at {path}'],
  notGranted: ['该密钥无权调用此服务', 'This key may not call this service'],
  rateLimited: ['调用过于频繁：每分钟最多 {limit} 次', 'Too many calls: at most {limit} a minute'],
  quotaExceeded: ['今日调用次数已用完：每天最多 {limit} 次', 'The daily quota is used up: at most {limit} a day'],
  paramMissing: ['缺少参数：{name}', 'Missing parameter: {name}'],
  paramBad: ['参数 {name} 须为{type}', 'The parameter {name} must be {type}'],
  pageBad: ['参数 {name} 须为正整数', 'The parameter {name} must be a positive whole number'],
  queryFailed: ['查询失败：{error}', 'The query failed: {error}'],
  timeout: ['查询超时（{seconds} 秒）', 'The query ran out of time ({seconds} s)'],
} as const;

export type MarketMessage = keyof typeof texts;

export function mm(lang: Lang, key: MarketMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** a parameter type as a person reads it */
export const TYPE_TEXT: Record<string, [string, string]> = {
  string: ['文本', 'text'],
  integer: ['整数', 'a whole number'],
  number: ['数字', 'a number'],
  date: ['日期（YYYY-MM-DD）', 'a date (YYYY-MM-DD)'],
  boolean: ['true 或 false', 'true or false'],
};

/** an action of a record event as its button is named (the moves: schemas/menus/buttons.ts) */
const ACTION_TEXT: Record<EventAction, readonly [string, string]> = {
  create: ['新增', 'Create'],
  modify: ['修改', 'Modify'],
  commit: OPERATIONS.commit,
  audit: OPERATIONS.audit,
  deApproval: OPERATIONS.deApproval,
  manualFinish: OPERATIONS.manualFinish,
  repeal: OPERATIONS.repeal,
  remove: ['删除', 'Remove'],
};

/** 提交、作废 / Submit, Void */
export function actionsText(lang: Lang, actions: readonly EventAction[]): string {
  return actions.map((a) => ACTION_TEXT[a][lang === 'en_US' ? 1 : 0]).join(lang === 'en_US' ? ', ' : '、');
}
