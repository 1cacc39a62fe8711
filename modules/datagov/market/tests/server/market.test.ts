// 数据服务 on a real database and a real server: a saved query published and called over HTTP with
// a key — masked per rule kind, only the key's services (another service 403, another tenant's 404),
// quota and rate refused with Retry-After, bad / expired / disabled keys 401, parameters bound (an
// injection attempt stays a value), offline 404, a write refused at save, every call logged;
// integrations posting to a local server once private addresses are allowed.
import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refused } from '../../../../../tests/kit';
import type { ApiLogView, ApiView, IntegrationView, KeyView, MaskView, ServiceLogView } from '../../contracts';
import { tick } from '../../server/runs';
import { namesIn, positional } from '../../server/named';
import { isPrivateAddress } from '../../server/outbound';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');

type S = typeof demo;
const call = <T>(s: S, service: string, method: string, args: unknown[]) => srv.call<T>(s, `datagov.${service}`, method, args);
const sourceId = async (code: string, s: S = demo) =>
  ok(await srv.call<{ itemList: Array<{ id: number; code: string }> }>(s, 'datagov.Source', 'summaryPage', [{ pageSize: 100 }])).itemList.find((x) => x.code === code)!.id;
const open = (tenant: string, path: string, key: string | null, query = '') =>
  fetch(`${srv.base}/open-api/${tenant}/${path}${query ? `?${query}` : ''}`, { headers: key ? { 'x-api-key': key } : {} });
const body = async (r: Response) => (await r.json()) as { code: number; msg: string; data: { rows: Array<Record<string, unknown>>; fields: string[]; total: number; page: number; pageSize: number } | null };

let seq = 0;
async function publish(s: S, input: Record<string, unknown>): Promise<ApiView> {
  seq++;
  const a = ok(await call<ApiView>(s, 'MarketApi', 'save', [{ code: `T${seq}`, name: `测试${seq}`, path: `t/${seq}`, mode: 'sql', ...input }]));
  return ok(await call<ApiView>(s, 'MarketApi', 'publish', [a.id]));
}
async function newKey(s: S, apiIds: number[], more: Record<string, unknown> = {}): Promise<KeyView & { key: string }> {
  return ok(await call<KeyView & { key: string }>(s, 'MarketKey', 'save', [{ name: `key ${++seq}`, apiIds, quotaDay: 100, rateMinute: 100, ...more }]));
}

describe('named parameters', () => {
  it('become typed positional placeholders; strings, quoted names, comments and :: casts are left alone', () => {
    const text = "select ':no', \"a:b\", x::text from t -- :gone\n where a = :a and b = :b::int and c = :a /* :c */";
    expect(namesIn(text)).toEqual(['a', 'b']);
    const types = new Map([['a', 'string'], ['b', 'integer']] as const);
    expect(positional(text, 'postgresql', types)).toEqual({ text: "select ':no', \"a:b\", x::text from t -- :gone\n where a = cast($1 as text) and b = cast($2 as bigint)::int and c = cast($1 as text) /* :c */", order: ['a', 'b'] });
    expect(positional('select 1 where a = :a or b = :a', 'sqlite', types)).toEqual({ text: 'select 1 where a = ? or b = ?', order: ['a', 'a'] });
  });

  it('outgoing calls judge loopback, private, link-local and mapped addresses private, public ones not', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888']) expect(isPrivateAddress(a), a).toBe(false);
  });
});

describe('the demo', () => {
  it('has two published services with keys, masking rules, a week of calls and an integration with runs', async () => {
    const apis = ok(await call<{ itemList: ApiView[] }>(demo, 'MarketApi', 'summaryPage', [{ status: 'Published' }])).itemList;
    expect(apis.map((a) => a.code).sort()).toEqual(['CUSTOMERS', 'LINE-OUTPUT']);
    const keys = ok(await call<{ itemList: KeyView[] }>(demo, 'MarketKey', 'summaryPage', [{}])).itemList;
    expect(keys.map((k) => k.name).sort()).toEqual(['CRM系统', '车间看板']);
    const masks = ok(await call<{ itemList: MaskView[] }>(demo, 'MarketMask', 'summaryPage', [{}])).itemList;
    expect(masks.map((m) => `${m.apiCode} ${m.field} ${m.kind}`).sort()).toEqual(['CUSTOMERS address hide', 'CUSTOMERS contact replace', 'CUSTOMERS phone partial', 'LINE-OUTPUT operator hash']);
    const logs = ok(await call<{ total: number; itemList: ApiLogView[] }>(demo, 'MarketLog', 'apiPage', [{ status: 429 }]));
    expect(logs.total).toBe(1);
    const runs = ok(await call<{ total: number; itemList: ServiceLogView[] }>(demo, 'MarketLog', 'servicePage', [{ action: 'run' }]));
    expect(runs.total).toBe(7);
    expect(runs.itemList.filter((r) => !r.ok)).toHaveLength(1);
    // the demo's statements are in the registry lineage reads
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from dg_statement where tenant_id = ${demo.tenant.id} and origin = 'market.api'`.execute(srv.db.system);
    expect(rows[0]!.n).toBe(2);
  });

  it('previews the customers service as the CRM key gets it: phone partly masked, address hidden, contact replaced', async () => {
    const apis = ok(await call<{ itemList: ApiView[] }>(demo, 'MarketApi', 'summaryPage', [{ text: 'customers' }])).itemList;
    const crm = ok(await call<{ itemList: KeyView[] }>(demo, 'MarketKey', 'summaryPage', [{ text: 'crm' }])).itemList[0]!;
    const p = ok(await call<{ fields: string[]; rows: Array<Record<string, unknown>> }>(demo, 'MarketMask', 'preview', [{ apiId: apis[0]!.id, keyId: crm.id }]));
    expect(p.fields).toEqual(['code', 'name', 'contact', 'phone']);
    const withPhone = p.rows.find((r) => typeof r.phone === 'string' && (r.phone as string).length >= 8);
    expect(withPhone?.phone).toMatch(/^\d{3}\*+\d{4}$/);
    expect(p.rows.every((r) => r.contact === null || r.contact === '联系人')).toBe(true);
  });
});

describe('a published service called with a key', () => {
  const MES_SQL = 'select line, day, shift, qty, operator from line_output where line = :line order by day, id';

  it('answers its rows with every kind of masking rule applied for that key', async () => {
    const mes = await sourceId('MES-LEGACY');
    const api = await publish(demo, { sourceId: mes, sql: MES_SQL, params: [{ name: 'line', type: 'string', required: true }], pageSizeMax: 5 });
    expect(api.fields).toEqual(['line', 'day', 'shift', 'qty', 'operator']);
    const k = await newKey(demo, [api.id]);
    expect(k.key).toMatch(/^pk_/);
    for (const [field, kind, extra] of [['operator', 'partial', { keepFirst: 2, keepLast: 1 }], ['shift', 'hide', {}], ['day', 'hash', {}], ['line', 'replace', { replacement: '某产线' }]] as const) {
      ok(await call(demo, 'MarketMask', 'save', [{ apiId: api.id, keyId: k.id, field, kind, ...extra }]));
    }
    const r = await open('demo', api.path, k.key, 'line=L2&pageSize=3');
    expect(r.status).toBe(200);
    const b = await body(r);
    expect(b.code).toBe(200);
    expect(b.data!.fields).toEqual(['line', 'day', 'qty', 'operator']);
    expect(b.data!.total).toBe(20);
    expect(b.data!.pageSize).toBe(3);
    expect(b.data!.rows).toHaveLength(3);
    const first = b.data!.rows[0]!;
    expect(first.line).toBe('某产线');
    expect(first.day).toMatch(/^[0-9a-f]{64}$/);
    // sha256 is stable: the same day hashes the same on every call
    const again = await body(await open('demo', api.path, k.key, 'line=L2&pageSize=3'));
    expect(again.data!.rows[0]!.day).toBe(first.day);
    // 操作员N: the first two and the last one kept
    expect(first.operator).toMatch(/^操作\*\d$/);
    expect(first).not.toHaveProperty('shift');
    // a page size over the service's cap is capped
    expect((await body(await open('demo', api.path, k.key, 'line=L2&pageSize=50'))).data!.pageSize).toBe(5);
  });

  it('on one field, the key\'s own rule wins over its group\'s, which wins over the rule for every key', async () => {
    const mes = await sourceId('MES-LEGACY');
    const api = await publish(demo, { sourceId: mes, sql: 'select line, operator from line_output order by id' });
    const a = await newKey(demo, [api.id], { keyGroup: '合作方' });
    const b = await newKey(demo, [api.id], { keyGroup: '合作方' });
    const c = await newKey(demo, [api.id]);
    ok(await call(demo, 'MarketMask', 'save', [{ apiId: api.id, field: 'operator', kind: 'hash' }]));
    ok(await call(demo, 'MarketMask', 'save', [{ apiId: api.id, keyGroup: '合作方', field: 'operator', kind: 'replace', replacement: '组' }]));
    ok(await call(demo, 'MarketMask', 'save', [{ apiId: api.id, keyId: a.id, field: 'operator', kind: 'replace', replacement: '甲' }]));
    const first = async (k: { key: string }) => (await body(await open('demo', api.path, k.key, 'pageSize=1'))).data!.rows[0]!.operator;
    expect(await first(a)).toBe('甲');
    expect(await first(b)).toBe('组');
    expect(await first(c)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('binds parameters as values: an injection attempt finds nothing and changes nothing', async () => {
    const mes = await sourceId('MES-LEGACY');
    const api = await publish(demo, { sourceId: mes, sql: MES_SQL, params: [{ name: 'line', type: 'string', required: true }] });
    const k = await newKey(demo, [api.id]);
    const r = await body(await open('demo', api.path, k.key, `line=${encodeURIComponent("L1' or '1'='1")}`));
    expect(r.code).toBe(200);
    expect(r.data!.total).toBe(0);
    const own = await sourceId('PLANTFORM');
    const api2 = await publish(demo, { sourceId: own, sql: 'select code, name from mdm_customer where code = :code', params: [{ name: 'code', type: 'string', required: true }] });
    const k2 = await newKey(demo, [api2.id]);
    const r2 = await body(await open('demo', api2.path, k2.key, `code=${encodeURIComponent("x'; delete from mdm_customer; --")}`));
    expect(r2.code).toBe(200);
    expect(r2.data!.rows).toEqual([]);
  });

  it('refuses a missing parameter and one of the wrong type with 400, naming it', async () => {
    const mes = await sourceId('MES-LEGACY');
    const api = await publish(demo, { sourceId: mes, sql: 'select line, qty from line_output where line = :line and qty >= :min', params: [{ name: 'line', type: 'string', required: true }, { name: 'min', type: 'integer', default: '0' }] });
    const k = await newKey(demo, [api.id]);
    let r = await open('demo', api.path, k.key, 'min=10');
    expect(r.status).toBe(400);
    expect((await body(r)).msg).toBe('缺少参数：line');
    r = await open('demo', api.path, k.key, 'line=L1&min=ten');
    expect(r.status).toBe(400);
    expect((await body(r)).msg).toBe('参数 min 须为整数');
    r = await open('demo', api.path, k.key, 'line=L1&min=500');
    expect(r.status).toBe(200);
    expect((await body(r)).data!.rows.every((x) => Number(x.qty) >= 500)).toBe(true);
  });

  it('on the product database answers the key tenant\'s rows only', async () => {
    const own = await sourceId('PLANTFORM');
    const api = await publish(demo, { sourceId: own, sql: 'select tenant_id, code from mdm_customer order by code', pageSizeMax: 500 });
    const k = await newKey(demo, [api.id]);
    const b = await body(await open('demo', api.path, k.key, 'pageSize=500'));
    expect(b.data!.total).toBeGreaterThan(0);
    expect(new Set(b.data!.rows.map((r) => r.tenant_id))).toEqual(new Set([demo.tenant.id]));
  });
});

describe('keys', () => {
  it('401: no key, an unknown key, a disabled key, an expired key', async () => {
    const mes = await sourceId('MES-LEGACY');
    const api = await publish(demo, { sourceId: mes, sql: 'select line from line_output' });
    let r = await open('demo', api.path, null);
    expect([r.status, (await body(r)).msg]).toEqual([401, '缺少 X-Api-Key 请求头']);
    r = await open('demo', api.path, 'pk_not-a-key');
    expect([r.status, (await body(r)).msg]).toEqual([401, 'API密钥无效']);
    const off = await newKey(demo, [api.id], { enabled: false });
    r = await open('demo', api.path, off.key);
    expect([r.status, (await body(r)).msg]).toEqual([401, 'API密钥已停用']);
    const old = await newKey(demo, [api.id], { expiresAt: '2020-01-01T00:00:00Z' });
    r = await open('demo', api.path, old.key);
    expect([r.status, (await body(r)).msg]).toEqual([401, 'API密钥已过期']);
  });

  it('keeps only a hash: the key value is answered once and never listed', async () => {
    const k = await newKey(demo, []);
    const { rows } = await sql<{ secret_hash: string }>`select secret_hash from dg_api_key where tenant_id = ${demo.tenant.id} and id = ${k.id}`.execute(srv.db.system);
    expect(rows[0]!.secret_hash).not.toContain(k.key);
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    const listed = ok(await call<{ itemList: Array<KeyView & { key?: string }> }>(demo, 'MarketKey', 'summaryPage', [{ pageSize: 200 }])).itemList.find((x) => x.id === k.id)!;
    expect(listed.key).toBeUndefined();
    const edited = ok(await call<KeyView & { key?: string }>(demo, 'MarketKey', 'save', [{ id: k.id, name: 'renamed', apiIds: [], quotaDay: 5, rateMinute: 5 }]));
    expect(edited.key).toBeUndefined();
  });

  it('a key sees only its services: another service 403, another tenant\'s service 404, an offline one 404', async () => {
    const mes = await sourceId('MES-LEGACY');
    const mine = await publish(demo, { sourceId: mes, sql: 'select line from line_output' });
    const other = await publish(demo, { sourceId: mes, sql: 'select day from line_output' });
    const k = await newKey(demo, [mine.id]);
    expect((await open('demo', mine.path, k.key)).status).toBe(200);
    const r = await open('demo', other.path, k.key);
    expect([r.status, (await body(r)).msg]).toEqual([403, '该密钥无权调用此服务']);
    // acme's own service at a path demo does not have: not found under demo, and demo's key is not acme's
    const acmeApi = await publish(acme, { sourceId: await sourceId('PLANTFORM', acme), sql: 'select code from mdm_customer', path: 'acme/only' });
    expect((await open('demo', acmeApi.path, k.key)).status).toBe(404);
    expect((await open('acme', acmeApi.path, k.key)).status).toBe(401);
    ok(await call(demo, 'MarketApi', 'offline', [mine.id]));
    const gone = await open('demo', mine.path, k.key);
    expect([gone.status, (await body(gone)).msg]).toEqual([404, `服务不存在或未发布：${mine.path}`]);
  });

  it('429 over the rate a minute and over the quota a day, with Retry-After; counted in PostgreSQL', async () => {
    const mes = await sourceId('MES-LEGACY');
    const api = await publish(demo, { sourceId: mes, sql: 'select line from line_output' });
    const rate = await newKey(demo, [api.id], { rateMinute: 2, quotaDay: 100 });
    // the calls go out together, not across a minute's turn
    if (new Date().getUTCSeconds() >= 57) await new Promise((r) => setTimeout(r, 4000));
    const calls = await Promise.all(Array.from({ length: 4 }, () => open('demo', api.path, rate.key)));
    expect(calls.map((c) => c.status).sort()).toEqual([200, 200, 429, 429]);
    const limited = calls.find((c) => c.status === 429)!;
    expect((await body(limited)).msg).toBe('调用过于频繁：每分钟最多 2 次');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const quota = await newKey(demo, [api.id], { rateMinute: 100, quotaDay: 2 });
    expect((await open('demo', api.path, quota.key)).status).toBe(200);
    expect((await open('demo', api.path, quota.key)).status).toBe(200);
    const over = await open('demo', api.path, quota.key);
    expect(over.status).toBe(429);
    expect((await body(over)).msg).toBe('今日调用次数已用完：每天最多 2 次');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // concurrent calls from anywhere are counted by one row: at most the quota gets through
    const burst = await newKey(demo, [api.id], { rateMinute: 1000, quotaDay: 5 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => open('demo', api.path, burst.key)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const { rows } = await sql<{ calls: number }>`select calls from dg_api_counter where tenant_id = ${demo.tenant.id} and key_id = ${burst.id} and span = 'd'`.execute(srv.db.system);
    expect(rows[0]!.calls).toBe(5);
  });

  it('logs every call: key, service, parameters, status, rows, time and the caller\'s address', async () => {
    const mes = await sourceId('MES-LEGACY');
    const api = await publish(demo, { sourceId: mes, sql: 'select line from line_output where line = :line', params: [{ name: 'line', type: 'string', required: true }] });
    const k = await newKey(demo, [api.id]);
    await open('demo', api.path, k.key, 'line=L3');
    await open('demo', api.path, k.key);
    const logs = ok(await call<{ itemList: ApiLogView[] }>(demo, 'MarketLog', 'apiPage', [{ apiId: api.id }])).itemList;
    expect(logs.map((l) => l.status)).toEqual([400, 200]);
    expect(logs[1]).toMatchObject({ keyId: k.id, keyName: k.name, params: { line: 'L3' }, rowCount: 20 });
    expect(logs[1]!.ip).toBeTruthy();
    expect(logs[0]!.error).toBe('缺少参数：line');
  });
});

describe('saving a service', () => {
  it('refuses a write, a function that is not harmless and an undeclared parameter', async () => {
    const mes = await sourceId('MES-LEGACY');
    const own = await sourceId('PLANTFORM');
    const save = (s: Record<string, unknown>) => call(demo, 'MarketApi', 'save', [{ code: `W${++seq}`, name: 'w', path: `w/${seq}`, mode: 'sql', ...s }]);
    refused(await save({ sourceId: own, sql: "delete from mdm_customer where code = 'x'" }), 400, '只允许只读查询（SELECT / WITH）');
    refused(await save({ sourceId: own, sql: "select set_config('app.tenant_id', '1', false)" }), 400, '不允许调用函数：set_config');
    refused(await save({ sourceId: mes, sql: 'select line from line_output where line = :line' }), 400, 'api.params: 语句中的参数 :line 未声明');
    refused(await save({ sourceId: mes, sql: 'select line from line_output', params: [{ name: 'x', type: 'string' }] }), 400, 'api.params: 参数 x 未在语句中使用');
    // a column masked for the saving role (数据权限) is not published in the clear
    refused(await save({ sourceId: mes, sql: 'select operator_phone from line_output' }), 400, 'api.sql: 列 operator_phone 对当前角色脱敏，不能发布为服务');
  });

  it('says which rule a service, a key, a masking rule or an integration breaks', async () => {
    const mes = await sourceId('MES-LEGACY');
    const base = { name: 'r', mode: 'sql', sourceId: mes, sql: 'select line, qty from line_output' };
    const save = (s: Record<string, unknown>) => call<ApiView>(demo, 'MarketApi', 'save', [{ code: `R${++seq}`, path: `r/${seq}`, ...base, ...s }]);
    refused(await save({ code: 'CUSTOMERS' }), 409, 'api.code: 服务编码已存在：CUSTOMERS');
    refused(await save({ path: 'customers' }), 409, 'api.path: 服务路径已被使用：customers');
    refused(await save({ sql: '  ' }), 400, 'api.sql: 请填写查询语句');
    refused(await save({ mode: 'table', tableName: null }), 400, 'api.tableName: 请选择数据表和列');
    refused(await save({ mode: 'table', tableName: 'line_output', tableColumns: ['qty'], params: [{ name: 'line', type: 'string' }] }), 400, 'api.tableColumns: 数据表 line_output 没有列 line');
    refused(await save({ sql: 'select line from line_output where line = :page', params: [{ name: 'page', type: 'string' }] }), 400, 'api.params: 参数名 page 为分页保留');
    refused(await save({ sql: 'select line from line_output where line = :a', params: [{ name: 'a', type: 'string' }, { name: 'a', type: 'string' }] }), 400, 'api.params: 参数 a 重复');
    refused(await save({ sql: 'select nothing_here from line_output' }), 400, /^api\.sql: 语句试运行失败：/);
    const draft = ok(await save({}));
    refused(await call(demo, 'MarketApi', 'offline', [draft.id]), 409, '只有已发布的服务可以下线');
    ok(await call(demo, 'MarketApi', 'publish', [draft.id]));
    refused(await call(demo, 'MarketApi', 'remove', [[draft.id]]), 409, `已发布的服务不能删除，请先下线：${draft.code}`);
    const id = draft.id;
    refused(await call(demo, 'MarketMask', 'save', [{ apiId: id, field: 'nope', kind: 'hash' }]), 400, `mask.field: 服务 ${draft.code} 没有字段 nope`);
    refused(await call(demo, 'MarketMask', 'save', [{ apiId: id, field: 'line', kind: 'replace' }]), 400, 'mask.replacement: 替换脱敏须填写替换文本');
    refused(await call(demo, 'MarketMask', 'save', [{ apiId: id, field: 'line', kind: 'partial' }]), 400, 'mask.keepFirst: 部分脱敏须保留首或尾至少一位');
    ok(await call(demo, 'MarketMask', 'save', [{ apiId: id, field: 'line', kind: 'hash' }]));
    refused(await call(demo, 'MarketMask', 'save', [{ apiId: id, field: 'LINE', kind: 'hide' }]), 409, 'mask.field: 该服务、密钥和字段已有脱敏规则');
    refused(await call(demo, 'MarketKey', 'save', [{ name: 'k', apiIds: [999999], quotaDay: 1, rateMinute: 1 }]), 400, 'API服务不存在：999999');
    refused(await call(demo, 'MarketIntegration', 'save', [{ name: 'i', apiId: id, url: 'https://example.org/x', trigger: 'schedule', cron: 'every day' }]), 400, 'integration.cron: 定时触发须填写 cron 表达式（5 段）');
    refused(await call(demo, 'MarketIntegration', 'save', [{ name: 'i', apiId: id, url: 'http://localhost:9/x', trigger: 'publish' }]), 400, 'integration.url: 不允许调用内网或本机地址：localhost（参数配置可放开）');
    // acme sees none of demo's services
    refused(await call(acme, 'MarketApi', 'detail', [id]), 11, `API服务不存在：${id}`);
  });

  it('publishes a table\'s chosen columns with a parameter as a filter, registered for lineage; a published service is not edited', async () => {
    const mes = await sourceId('MES-LEGACY');
    const api = await publish(demo, { sourceId: mes, mode: 'table', tableName: 'main.line_output', tableColumns: ['line', 'qty'], params: [{ name: 'line', type: 'string' }] });
    expect(api.sql).toContain('from "main"."line_output"');
    const k = await newKey(demo, [api.id]);
    const b = await body(await open('demo', api.path, k.key, 'line=L1&pageSize=100'));
    expect(b.data!.total).toBe(20);
    expect(b.data!.fields).toEqual(['line', 'qty']);
    const { rows } = await sql<{ sql: string }>`select sql from dg_statement where tenant_id = ${demo.tenant.id} and origin = 'market.api' and origin_id = ${String(api.id)}`.execute(srv.db.system);
    // as it runs: its parameters as the engine's placeholders
    expect(rows[0]!.sql).toBe(positional(api.sql, 'sqlite', new Map()).text);
    refused(await call(demo, 'MarketApi', 'save', [{ ...api, sourceId: mes }]), 409, '已发布的服务不能修改，请先下线');
    refused(await call(demo, 'MarketApi', 'publish', [api.id]), 409, '只有草稿或已下线的服务可以发布');
    const logs = ok(await call<{ itemList: ServiceLogView[] }>(demo, 'MarketLog', 'servicePage', [{ apiId: api.id }])).itemList;
    expect(logs.map((l) => l.action)).toEqual(['publish', 'save']);
  });
});

describe('integrations', () => {
  let received: Array<{ headers: http.IncomingHttpHeaders; body: { service: string; rows: unknown[] } }> = [];
  let failFirst = 0;
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      if (failFirst > 0) {
        failFirst--;
        res.writeHead(503).end('busy');
        return;
      }
      received.push({ headers: req.headers, body: JSON.parse(data) });
      res.writeHead(200).end('ok');
    });
  });
  const listening = new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const url = async () => {
    await listening;
    return `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  };

  it('refuses a loopback address unless the tenant parameter allows it', async () => {
    const api = (ok(await call<{ itemList: ApiView[] }>(demo, 'MarketApi', 'summaryPage', [{ text: 'customers' }])).itemList)[0]!;
    refused(await call(demo, 'MarketIntegration', 'save', [{ name: 'x', apiId: api.id, url: await url(), trigger: 'publish' }]), 400, 'integration.url: 不允许调用内网或本机地址：127.0.0.1（参数配置可放开）');
  });

  it('posts the service\'s masked rows with its headers, retries, and logs each run; scheduled ones run from the tick once', async () => {
    ok(await srv.call(demo, 'system.Config', 'update', [{ DatagovAllowPrivateUrls: true }]));
    const api = (ok(await call<{ itemList: ApiView[] }>(demo, 'MarketApi', 'summaryPage', [{ text: 'customers' }])).itemList)[0]!;
    const it1 = ok(await call<IntegrationView>(demo, 'MarketIntegration', 'save', [{ name: '推送', apiId: api.id, url: await url(), trigger: 'schedule', cron: '*/5 * * * *', headers: { 'X-Token': 'abc' }, retries: 2 }]));
    expect(it1.nextRunAt).toBeTruthy();
    failFirst = 1;
    received = [];
    const run = ok(await call<ServiceLogView>(demo, 'MarketIntegration', 'run', [it1.id]));
    expect(run).toMatchObject({ action: 'run', ok: true, attempts: 2, httpStatus: 200, integrationId: it1.id });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['x-token']).toBe('abc');
    expect(received[0]!.body.service).toBe('CUSTOMERS');
    const phones = (received[0]!.body.rows as Array<{ phone: string | null }>).map((r) => r.phone).filter((p): p is string => !!p && p.length >= 8);
    expect(phones.every((p) => /^\d{3}\*+\d{4}$/.test(p))).toBe(true);
    // due: two ticks at the same moment (two instances) run it once
    await sql`update dg_integration set next_run_at = now() - interval '1 minute' where tenant_id = ${demo.tenant.id} and id = ${it1.id}`.execute(srv.db.system);
    received = [];
    const ran = await Promise.all([tick(srv.env), tick(srv.env)]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(received).toHaveLength(1);
    const after = ok(await call<{ itemList: IntegrationView[] }>(demo, 'MarketIntegration', 'summaryPage', [{ text: '推送' }])).itemList[0]!;
    expect(new Date(after.nextRunAt!).getTime()).toBeGreaterThan(Date.now());
    ok(await srv.call(demo, 'system.Config', 'update', [{ DatagovAllowPrivateUrls: false }]));
    const refusedRun = ok(await call<ServiceLogView>(demo, 'MarketIntegration', 'run', [it1.id]));
    expect(refusedRun).toMatchObject({ ok: false, message: 'integration.url: 不允许调用内网或本机地址：127.0.0.1（参数配置可放开）' });
  });

  it('keeps its headers sealed at rest and never answers their values; a value left as shown keeps the stored one', async () => {
    ok(await srv.call(demo, 'system.Config', 'update', [{ DatagovAllowPrivateUrls: true }]));
    const api = (ok(await call<{ itemList: ApiView[] }>(demo, 'MarketApi', 'summaryPage', [{ text: 'customers' }])).itemList)[0]!;
    const saved = ok(await call<IntegrationView>(demo, 'MarketIntegration', 'save', [{ name: '带令牌', apiId: api.id, url: await url(), trigger: 'publish', headers: { Authorization: 'Bearer s3cret-token' } }]));
    expect(saved.headers).toEqual({ Authorization: '******' });
    const listed = ok(await call<{ itemList: IntegrationView[] }>(demo, 'MarketIntegration', 'summaryPage', [{ text: '带令牌' }])).itemList[0]!;
    expect(JSON.stringify(listed)).not.toContain('s3cret');
    const stored = (await sql<{ h: string }>`select secret_headers::text as h from dg_integration where tenant_id = ${demo.tenant.id} and id = ${saved.id}`.execute(srv.db.system)).rows[0]!.h;
    expect(stored).not.toContain('s3cret');
    // saved again as the form shows it (the value starred) plus a new header: the token is kept
    ok(await call(demo, 'MarketIntegration', 'save', [{ id: saved.id, name: '带令牌', apiId: api.id, url: await url(), trigger: 'publish', headers: { Authorization: '******', 'X-Tenant': 'demo' } }]));
    received = [];
    ok(await call(demo, 'MarketIntegration', 'run', [saved.id]));
    expect(received[0]!.headers.authorization).toBe('Bearer s3cret-token');
    expect(received[0]!.headers['x-tenant']).toBe('demo');
    // sealed for this integration of this tenant: copied to another row it does not open
    const other = ok(await call<IntegrationView>(demo, 'MarketIntegration', 'save', [{ name: '另一个', apiId: api.id, url: await url(), trigger: 'publish' }]));
    await sql`update dg_integration set secret_headers = (select secret_headers from dg_integration where tenant_id = ${demo.tenant.id} and id = ${saved.id}) where tenant_id = ${demo.tenant.id} and id = ${other.id}`.execute(srv.db.system);
    received = [];
    const copied = ok(await call<ServiceLogView>(demo, 'MarketIntegration', 'run', [other.id]));
    expect(copied.ok).toBe(false);
    expect(received).toHaveLength(0);
    ok(await srv.call(demo, 'system.Config', 'update', [{ DatagovAllowPrivateUrls: false }]));
  });
});
