// Messages of 数据治理, in the caller's language (the tests assert these texts).
import type { Lang } from '../../../server/i18n';

const texts = {
  noSource: ['数据源不存在：{id}', 'No such data source: {id}'],
  codeTaken: ['source.code: 数据源编码已存在：{code}', 'source.code: the data source code {code} is already taken'],
  ownOnce: ['source.kind: 本系统数据库只能登记一次', 'source.kind: the product database can be registered only once'],
  needHost: ['source.host: PostgreSQL 数据源须填写主机和数据库', 'source.host: a PostgreSQL source needs a host and a database'],
  needFile: ['source.fileId: 请上传文件', 'source.fileId: upload a file'],
  fileKind: ['source.fileId: 文件类型与数据源类型不符（{kind} 需要 {ext}）', 'source.fileId: the file does not fit the source kind ({kind} needs {ext})'],
  fileTooBig: ['source.fileId: 文件不能超过 {mb}MB', 'source.fileId: the file is larger than {mb} MB'],
  productDatabase: ['source.host: 不能以 PostgreSQL 类型连接本系统自身的数据库，请使用“本系统数据库”类型', 'source.host: the product\'s own database cannot be a PostgreSQL source: use the product database kind'],
  connectFailed: ['连接失败：{error}', 'Connection failed: {error}'],
  noTable: ['数据表不存在：{id}', 'No such table: {id}'],
  sourceHidden: ['无权使用该数据源', 'Your role may not use this data source'],
  wholeScopeOnly: ['本系统数据库的 SQL 控制台仅限数据范围为“全部”的角色使用', 'The SQL console on the product database is for roles whose data scope is Whole'],
  tableHidden: ['无权查询数据表：{table}', 'Your role may not query the table {table}'],
  tableUnknown: ['不允许查询的表：{table}', 'The table {table} may not be queried'],
  parseFailed: ['SQL 解析失败：{error}', 'The SQL could not be parsed: {error}'],
  oneStatement: ['只能执行一条语句', 'Only one statement may be run'],
  selectOnly: ['只允许只读查询（SELECT / WITH）', 'Only read-only queries (SELECT / WITH) are allowed'],
  functionRefused: ['不允许调用函数：{name}', 'The function {name} may not be called'],
  maskedUse: ['列 {column} 已脱敏，只能原样查询，不能用于条件、排序或运算', 'The column {column} is masked: it may only be selected as it is, not filtered, sorted or computed on'],
  timeout: ['查询超时（{seconds} 秒）', 'The query ran longer than {seconds} s'],
  queryFailed: ['查询失败：{error}', 'The query failed: {error}'],
  noRole: ['角色不存在：{id}', 'No such role: {id}'],
  authExists: ['该角色已有此数据源的权限，请编辑它', 'This role already has a rule for this source: edit it'],
  noAuth: ['数据权限不存在：{id}', 'No such data permission: {id}'],
  noPerson: ['负责人不存在：{id}', 'No such person: {id}'],
} as const;

export type DatagovMessage = keyof typeof texts;

export function dm(lang: Lang, key: DatagovMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = texts[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
