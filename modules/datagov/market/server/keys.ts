// API keys: one per consumer, naming the services it may call, its quota per day and rate per
// minute, an expiry and whether it is enabled. The key's value is made from 32 random bytes and
// answered once, when the key is created; only its sha256 is kept (a stolen table opens nothing),
// with its first characters for people to tell keys apart.
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../../server/db/types';
import { badRequest, notFound } from '../../../../server/rpc/errors';
import type { CallContext } from '../../../../server/rpc/registry';
import { session } from '../../../../server/rpc/registry';
import { pagedSql } from '../../../../server/records/paged-query';
import type { KeyInput, KeyView } from '../contracts';
import { mm } from './messages';

export const hashKey = (key: string) => crypto.createHash('sha256').update(key, 'utf8').digest('hex');
export const newKeyValue = () => `pk_${crypto.randomBytes(32).toString('base64url')}`;

type Row = {
  id: string; name: string; key_prefix: string; key_group: string | null; api_ids: string[]; api_names: string[] | null; quota_day: number; rate_minute: number;
  expires_at: Date | null; enabled: boolean; remark: string | null; create_dt: Date; used_today: number;
};

const SELECT = sql`k.id, k.name, k.key_prefix, k.key_group, k.api_ids, k.quota_day, k.rate_minute, k.expires_at, k.enabled, k.remark, k.create_dt,
  (select array_agg(a.name order by a.code) from dg_api a where a.tenant_id = k.tenant_id and a.id = any(k.api_ids)) as api_names,
  coalesce((select c.calls from dg_api_counter c where c.tenant_id = k.tenant_id and c.key_id = k.id and c.span = 'd' and c.window_start = date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'), 0) as used_today`;

function viewOf(r: Row): KeyView {
  return {
    id: Number(r.id), name: r.name, keyPrefix: r.key_prefix, keyGroup: r.key_group, apiIds: r.api_ids.map(Number), apiNames: r.api_names ?? [], quotaDay: r.quota_day, rateMinute: r.rate_minute,
    expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null, enabled: r.enabled, remark: r.remark, createDt: new Date(r.create_dt).toISOString(), usedToday: Number(r.used_today),
  };
}

export function keyPage(ctx: CallContext, q: { text?: string; page?: number; pageSize?: number }) {
  const s = session(ctx);
  const like = q.text ? `%${q.text.toLowerCase()}%` : null;
  return pagedSql<Row, KeyView>(
    s.db, q,
    { select: SELECT, from: sql`from dg_api_key k where k.tenant_id = ${s.tenantId} and ${like ? sql`(lower(k.name) like ${like} or k.key_prefix like ${like} or lower(k.key_group) like ${like})` : sql`true`}`, orderBy: sql`k.name`, tieBreak: sql`k.id` },
    viewOf,
  );
}

async function keyOne(db: Kysely<DB>, T: string, id: number, lang: CallContext['lang']): Promise<KeyView> {
  const r = (await sql<Row>`select ${SELECT} from dg_api_key k where k.tenant_id = ${T} and k.id = ${id}`.execute(db)).rows[0];
  if (!r) throw notFound(mm(lang, 'noKey', { id }));
  return viewOf(r);
}

export async function saveKey(ctx: CallContext, k: KeyInput): Promise<KeyView & { key?: string }> {
  const s = session(ctx);
  const T = s.tenantId;
  const apiIds = [...new Set(k.apiIds ?? [])];
  const known = (await sql<{ id: string }>`select id from dg_api where tenant_id = ${T} and id = any(${apiIds}::bigint[])`.execute(s.db)).rows.map((r) => Number(r.id));
  const unknown = apiIds.find((id) => !known.includes(id));
  if (unknown) throw badRequest(mm(ctx.lang, 'noApi', { id: unknown }));
  if (k.id) {
    const r = await sql`update dg_api_key set name = ${k.name}, key_group = ${k.keyGroup || null}, api_ids = ${apiIds}::bigint[], quota_day = ${k.quotaDay}, rate_minute = ${k.rateMinute},
      expires_at = ${k.expiresAt ?? null}, enabled = ${k.enabled ?? true}, remark = ${k.remark ?? null} where tenant_id = ${T} and id = ${k.id}`.execute(s.db);
    if (!Number(r.numAffectedRows)) throw notFound(mm(ctx.lang, 'noKey', { id: k.id }));
    return keyOne(s.db, T, k.id, ctx.lang);
  }
  const key = newKeyValue();
  const r = await sql<{ id: string }>`
    insert into dg_api_key (tenant_id, name, key_group, secret_hash, key_prefix, api_ids, quota_day, rate_minute, expires_at, enabled, remark, create_id, create_name)
    values (${T}, ${k.name}, ${k.keyGroup || null}, ${hashKey(key)}, ${key.slice(0, 10)}, ${apiIds}::bigint[], ${k.quotaDay}, ${k.rateMinute}, ${k.expiresAt ?? null}, ${k.enabled ?? true},
            ${k.remark ?? null}, ${s.userId}, ${s.userName}) returning id`.execute(s.db);
  return { ...(await keyOne(s.db, T, Number(r.rows[0]!.id), ctx.lang)), key };
}

export async function removeKeys(ctx: CallContext, ids: number[]): Promise<number> {
  const s = session(ctx);
  const T = s.tenantId;
  return s.db.transaction().execute(async (trx) => {
    await sql`delete from dg_api_mask where tenant_id = ${T} and key_id = any(${ids})`.execute(trx);
    await sql`delete from dg_api_counter where tenant_id = ${T} and key_id = any(${ids})`.execute(trx);
    const r = await sql`delete from dg_api_key where tenant_id = ${T} and id = any(${ids})`.execute(trx);
    return Number(r.numAffectedRows ?? 0);
  });
}
