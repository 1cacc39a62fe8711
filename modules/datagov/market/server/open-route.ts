// The published services on plain HTTP, outside the product's calls (whose wire contract stays as
// it is): GET /open-api/{tenant code}/{service path}?{parameters}&page=&pageSize= with the header
// X-Api-Key. Like a gateway in front of saved queries, in this order: the key (401: missing, not
// valid, disabled, expired), the service (404: unknown or not published — another tenant's services
// are not found under this tenant), the key's grant (403), its rate and quota (429 with
// Retry-After), the parameters (400), then the statement through its source's walls and the
// masking rules of that key. Every call is logged (API调用日志), refused ones too.
// The answer: {code, msg, data: {rows, fields, total, page, pageSize}}; code is the HTTP status.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppEnv } from '../../../../server/env';
import { type Lang, langOf } from '../../../../server/i18n';
import { QueryTimeout } from '../../server/drivers/types';
import { inspect } from '../../server/sql-guard';
import type { ApiStatus, ParamDef } from '../contracts';
import { hashKey } from './keys';
import { applyMasks, rulesFor } from './mask';
import { mm } from './messages';
import { admit } from './quota';
import { API_TIMEOUT_MS, runStatement } from './runner';
import { ParamError, readPaging, readParams } from './values';

export const OPEN_API_PREFIX = '/open-api';

type KeyRow = { id: string; name: string; key_group: string | null; api_ids: string[]; quota_day: number; rate_minute: number; expires_at: Date | null; enabled: boolean };
type ApiRow = { id: string; code: string; source_id: string; sql: string; params: ParamDef[]; page_size_max: number; status: ApiStatus; kind: string };

interface Logged {
  tenantId: string;
  keyId: number | null;
  keyName: string | null;
  apiId: number | null;
  apiCode: string | null;
  path: string;
  params: Record<string, unknown>;
  rows: number | null;
  ip: string;
  started: number;
}

class Answer extends Error {
  constructor(readonly status: number, msg: string, readonly retryAfter?: number) {
    super(msg);
  }
}

export function registerOpenApi(app: FastifyInstance, env: AppEnv) {
  app.get(`${OPEN_API_PREFIX}/:tenant/*`, async (req: FastifyRequest, reply: FastifyReply) => {
    const lang: Lang = langOf(req.headers.language ?? (String(req.headers['accept-language'] ?? '').startsWith('en') ? 'en_US' : 'zh_CN'));
    const { tenant: code, '*': path } = req.params as { tenant: string; '*': string };
    const query = (req.query ?? {}) as Record<string, unknown>;
    const log: Logged = { tenantId: '', keyId: null, keyName: null, apiId: null, apiCode: null, path, params: query, rows: null, ip: req.ip, started: Date.now() };
    try {
      const data = await serve(env, lang, code, path, String(req.headers['x-api-key'] ?? ''), query, log);
      await writeLog(env, log, 200, null);
      return reply.code(200).send({ code: 200, msg: 'ok', data });
    } catch (e) {
      const a = e instanceof Answer ? e : new Answer(500, mm(lang, 'queryFailed', { error: 'internal error' }));
      if (!(e instanceof Answer)) req.log.error({ err: e }, 'open-api call failed');
      await writeLog(env, log, a.status, a.message).catch((err) => req.log.error({ err }, 'open-api log failed'));
      if (a.retryAfter) reply.header('retry-after', String(a.retryAfter));
      return reply.code(a.status).send({ code: a.status, msg: a.message, data: null });
    }
  });
}

async function serve(env: AppEnv, lang: Lang, code: string, path: string, key: string, query: Record<string, unknown>, log: Logged) {
  if (!key) throw new Answer(401, mm(lang, 'keyMissing'));
  const tenant = (await sql<{ id: string }>`select id from tenant where code = ${code}`.execute(env.db.system)).rows[0];
  // an unknown tenant is answered like an unknown key: the address tells nobody which tenants exist
  if (!tenant) throw new Answer(401, mm(lang, 'keyUnknown'));
  const T = tenant.id;
  log.tenantId = T;
  const db = env.db.forTenant(T);
  const k = (await sql<KeyRow>`select id, name, key_group, api_ids, quota_day, rate_minute, expires_at, enabled from dg_api_key where tenant_id = ${T} and secret_hash = ${hashKey(key)}`.execute(db)).rows[0];
  if (!k) throw new Answer(401, mm(lang, 'keyUnknown'));
  log.keyId = Number(k.id);
  log.keyName = k.name;
  if (!k.enabled) throw new Answer(401, mm(lang, 'keyDisabled'));
  if (k.expires_at && new Date(k.expires_at).getTime() <= Date.now()) throw new Answer(401, mm(lang, 'keyExpired'));
  const api = (await sql<ApiRow>`select a.id, a.code, a.source_id, a.sql, a.params, a.page_size_max, a.status, s.kind from dg_api a
      join dg_source s on s.tenant_id = a.tenant_id and s.id = a.source_id where a.tenant_id = ${T} and a.path = ${path}`.execute(db)).rows[0];
  if (api?.status !== 'Published') throw new Answer(404, mm(lang, 'apiUnknown', { path }));
  log.apiId = Number(api.id);
  log.apiCode = api.code;
  if (!k.api_ids.map(Number).includes(Number(api.id))) throw new Answer(403, mm(lang, 'notGranted'));
  const admitted = await admit(db, T, { id: Number(k.id), rateMinute: k.rate_minute, quotaDay: k.quota_day });
  if (!admitted.ok) {
    throw new Answer(429, mm(lang, admitted.why === 'rate' ? 'rateLimited' : 'quotaExceeded', { limit: admitted.why === 'rate' ? k.rate_minute : k.quota_day }), admitted.retryAfter);
  }
  const dialect = api.kind === 'own' || api.kind === 'pg' ? 'postgresql' : 'sqlite';
  let values: Map<string, unknown>;
  let paging: { page: number; pageSize: number };
  try {
    values = readParams(api.params, query, dialect, lang);
    paging = readPaging(query, api.page_size_max, lang);
  } catch (e) {
    if (e instanceof ParamError) throw new Answer(400, e.message);
    throw e;
  }
  // judged again before every run (the statement was judged when saved; this keeps it one SELECT whatever happened since)
  await inspectOnce(api.sql, dialect, lang);
  try {
    const page = await runStatement(env, db, T, { sourceId: Number(api.source_id), sql: api.sql, params: api.params }, values, paging);
    const masked = applyMasks(page.fields, page.rows, await rulesFor(db, T, Number(api.id), Number(k.id), k.key_group));
    log.rows = masked.rows.length;
    return { rows: masked.rows, fields: masked.fields, total: page.total, page: paging.page, pageSize: paging.pageSize };
  } catch (e) {
    if (e instanceof QueryTimeout) throw new Answer(504, mm(lang, 'timeout', { seconds: API_TIMEOUT_MS / 1000 }));
    throw new Answer(500, mm(lang, 'queryFailed', { error: String((e as Error).message).slice(0, 200) }));
  }
}

const judged = new Map<string, Promise<unknown>>();

function inspectOnce(text: string, dialect: 'postgresql' | 'sqlite', lang: Lang): Promise<unknown> {
  const key = `${dialect}\n${text}`;
  let p = judged.get(key);
  if (!p) {
    p = inspect(text, dialect, new Set(), lang);
    p.catch(() => judged.delete(key));
    if (judged.size > 500) judged.clear();
    judged.set(key, p);
  }
  return p.catch((e) => {
    throw new Answer(500, mm(lang, 'queryFailed', { error: String((e as Error).message).slice(0, 200) }));
  });
}

async function writeLog(env: AppEnv, l: Logged, status: number, error: string | null) {
  if (!l.tenantId) return;
  const params = Object.fromEntries(Object.entries(l.params).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v).slice(0, 200)]));
  await sql`insert into dg_api_log (tenant_id, key_id, key_name, api_id, api_code, path, params, status, row_count, ms, ip, error)
    values (${l.tenantId}, ${l.keyId}, ${l.keyName}, ${l.apiId}, ${l.apiCode}, ${l.path.slice(0, 300)}, ${JSON.stringify(params)}::jsonb, ${status}, ${l.rows},
            ${Date.now() - l.started}, ${l.ip}, ${error})`.execute(env.db.forTenant(l.tenantId));
}
