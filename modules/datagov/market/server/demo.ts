// 数据服务's demo (after 数据治理's own, whose sources it builds on): two published services — the
// customers of the product's database (phone partly masked for every key, the address hidden from
// the CRM's key, contacts replaced for the keys of the group 外部系统) and the old MES's line output (operators hashed) — one key per service with its
// quota, a week of calls in API调用日志 (a few refused: over the rate, a bad parameter), and a
// nightly integration posting customers to the CRM with a week of runs in 服务日志 (kept disabled:
// a demo does not post to other systems), and one posting audited sales orders to the ERP with
// their last three deliveries (record-events.ts; kept disabled too). The keys' values were never
// shown: create a key to call.
// Times are counted back from the demo's day, so every day's demo looks the same.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { SeedContext } from '../../../../server/modules/types';
import { putStatement } from '../../server/statements';
import { positional } from './named';
import { hashKey } from './keys';
import { seedRecordEvents } from './demo-events';

const CUSTOMERS_SQL = `select code, name, contact, phone, address from mdm_customer
 where (:name is null or name like ('%' || :name || '%')) order by code`;
const OUTPUT_SQL = `select line, day, shift, qty, operator from line_output
 where (:line is null or line = :line) order by day, line`;

export async function seedMarketDemo(ctx: SeedContext): Promise<void> {
  const T = ctx.tenant.id;
  const db = ctx.db;
  if ((await sql`select 1 from dg_api where tenant_id = ${T} limit 1`.execute(db)).rows.length) return;
  const sources = (await sql<{ id: string; code: string }>`select id, code from dg_source where tenant_id = ${T}`.execute(db)).rows;
  const own = sources.find((s) => s.code === 'PLANTFORM');
  const mes = sources.find((s) => s.code === 'MES-LEGACY');
  if (!own || !mes) return;
  const day = ctx.today ? new Date(`${ctx.today}T00:00:00Z`) : new Date(new Date().toISOString().slice(0, 10));
  const at = (daysBack: number, hour: number, minute = 0) => new Date(day.getTime() - daysBack * 86_400_000 + (hour * 60 + minute) * 60_000);
  const who = ctx.creator;

  const api = async (code: string, name: string, path: string, sourceId: string, text: string, params: object[], fields: string[], dialect: 'postgresql' | 'sqlite') => {
    const id = Number((await sql<{ id: string }>`
      insert into dg_api (tenant_id, code, name, path, source_id, mode, sql, params, fields, page_size_max, status, published_at, create_id, create_name, create_dt)
      values (${T}, ${code}, ${name}, ${path}, ${sourceId}, 'sql', ${text}, ${JSON.stringify(params)}::jsonb, ${fields}, 100, 'Published', ${at(8, 10)}, ${who.id}, ${who.name}, ${at(8, 9)})
      returning id`.execute(db)).rows[0]!.id);
    await putStatement(db, T, { origin: 'market.api', originId: String(id), name: `${code} ${name}`, sourceId: dialect === 'postgresql' ? null : Number(sourceId), sql: positional(text, dialect, new Map()).text, dialect });
    for (const [action, when] of [['save', at(8, 9)], ['publish', at(8, 10)]] as const) {
      await sql`insert into dg_service_log (tenant_id, at, action, api_id, api_code, ok, by_name) values (${T}, ${when}, ${action}, ${id}, ${code}, true, ${who.name})`.execute(db);
    }
    return id;
  };
  const customers = await api('CUSTOMERS', '客户信息查询', 'customers', own.id, CUSTOMERS_SQL, [{ name: 'name', type: 'string', required: false, default: null }], ['code', 'name', 'contact', 'phone', 'address'], 'postgresql');
  const output = await api('LINE-OUTPUT', '产线产量查询', 'mes/line-output', mes.id, OUTPUT_SQL, [{ name: 'line', type: 'string', required: false, default: null }], ['line', 'day', 'shift', 'qty', 'operator'], 'sqlite');

  const key = async (name: string, group: string, apiId: number, quota: number, rate: number) => {
    const value = `pk_${crypto.randomBytes(32).toString('base64url')}`;
    return Number((await sql<{ id: string }>`
      insert into dg_api_key (tenant_id, name, key_group, secret_hash, key_prefix, api_ids, quota_day, rate_minute, create_id, create_name, create_dt)
      values (${T}, ${name}, ${group}, ${hashKey(value)}, ${value.slice(0, 10)}, ${[apiId]}::bigint[], ${quota}, ${rate}, ${who.id}, ${who.name}, ${at(8, 11)}) returning id`.execute(db)).rows[0]!.id);
  };
  const crm = await key('CRM系统', '外部系统', customers, 1000, 60);
  const board = await key('车间看板', '车间', output, 5000, 120);

  const mask = (apiId: number, keyId: number | string | null, field: string, kind: string, keepFirst = 0, keepLast = 0, replacement: string | null = null, remark: string | null = null) =>
    sql`insert into dg_api_mask (tenant_id, api_id, key_id, key_group, field, kind, keep_first, keep_last, replacement, remark)
        values (${T}, ${apiId}, ${typeof keyId === 'number' ? keyId : null}, ${typeof keyId === 'string' ? keyId : null}, ${field}, ${kind}, ${keepFirst}, ${keepLast}, ${replacement}, ${remark})`.execute(db);
  await mask(customers, null, 'phone', 'partial', 3, 4, null, '手机号保留前三后四');
  await mask(customers, crm, 'address', 'hide', 0, 0, null, 'CRM 不需要地址');
  await mask(customers, '外部系统', 'contact', 'replace', 0, 0, '联系人', '联系人姓名不传给外部系统');
  await mask(output, null, 'operator', 'hash', 0, 0, null, '操作员以哈希标识');

  // a week of calls: the CRM every few hours, the board more often; one over its rate, one with a bad line
  for (let d = 7; d >= 1; d--) {
    for (const h of [8, 12, 16]) {
      await log(at(d, h, 5), crm, 'CRM系统', customers, 'CUSTOMERS', 'customers', {}, 200, 20, 30 + ((d * 7 + h) % 25));
    }
    for (const h of [7, 9, 11, 13, 15, 17]) {
      const line = ['L1', 'L2', 'L3'][(d + h) % 3]!;
      await log(at(d, h, 30), board, '车间看板', output, 'LINE-OUTPUT', 'mes/line-output', { line }, 200, 20, 8 + ((d * 5 + h) % 12));
    }
  }
  await log(at(3, 9, 31), board, '车间看板', output, 'LINE-OUTPUT', 'mes/line-output', { line: 'L1' }, 429, null, 2, '调用过于频繁：每分钟最多 120 次');
  await log(at(2, 14, 2), crm, 'CRM系统', customers, 'CUSTOMERS', 'customers', { page: 'x' }, 400, null, 1, '参数 page 须为正整数');

  const integration = Number((await sql<{ id: string }>`
    insert into dg_integration (tenant_id, name, api_id, url, secret_headers, params, trigger, cron, timeout_ms, retries, enabled, last_run_at, last_status, create_id, create_name, create_dt)
    values (${T}, '客户信息同步到CRM', ${customers}, 'https://crm.example.com/hooks/customers', ${JSON.stringify({ 'X-Source': 'plantform' })}::jsonb, '{}'::jsonb,
            'schedule', '0 2 * * *', 10000, 2, false, ${at(1, 2)}, 'ok', ${who.id}, ${who.name}, ${at(8, 12)}) returning id`.execute(db)).rows[0]!.id);
  for (let d = 7; d >= 1; d--) {
    const failed = d === 4;
    await sql`insert into dg_service_log (tenant_id, at, action, api_id, api_code, integration_id, integration_name, ok, attempts, http_status, ms, message)
      values (${T}, ${at(d, 2)}, 'run', ${customers}, 'CUSTOMERS', ${integration}, '客户信息同步到CRM', ${!failed}, ${failed ? 3 : 1}, ${failed ? 503 : 200},
              ${failed ? 10_950 : 320 + d * 11}, ${failed ? 'HTTP 503 Service Unavailable' : null})`.execute(db);
  }

  await seedRecordEvents(ctx, customers, at);

  async function log(when: Date, keyId: number, keyName: string, apiId: number, apiCode: string, path: string, params: object, status: number, rows: number | null, ms: number, error: string | null = null) {
    await sql`insert into dg_api_log (tenant_id, at, key_id, key_name, api_id, api_code, path, params, status, row_count, ms, ip, error)
      values (${T}, ${when}, ${keyId}, ${keyName}, ${apiId}, ${apiCode}, ${path}, ${JSON.stringify(params)}::jsonb, ${status}, ${rows}, ${ms}, '10.20.1.15', ${error})`.execute(db);
  }
}
