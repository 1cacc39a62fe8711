// What a tenant may keep in uploaded files: the sum of its stored bytes stays within its quota
// (tenant.file_quota_bytes, set by the platform; else the server's default), checked before an
// upload is received and again, under a per-tenant lock, when its row is written, so parallel
// uploads cannot pass it together. Files no saved record names (an upload whose form was never
// saved, an imported sheet, a picture read for its barcode) are removed after a grace period by
// the clean-up job: their row and their stored bytes.
import { type Kysely, sql } from 'kysely';
import { formatFileSize } from '../../schemas/rpc/portal';
import type { DB } from '../db/types';
import type { Lang } from '../i18n';
import { badRequest, type RpcError } from '../rpc/errors';
import { removeBytes } from './file-store';

/** 10 GB: years of a factory's attachments and pictures; the platform raises or lowers it per tenant. */
export const DEFAULT_FILE_QUOTA_BYTES = 10 * 1024 ** 3;

/** an unlinked upload is kept this long for its form to be saved (a day: a form left open overnight) */
export const UNLINKED_GRACE_HOURS = 24;

export interface QuotaUse {
  quota: number;
  used: number;
}

export async function quotaUse(db: Kysely<DB>, tenantId: string): Promise<QuotaUse> {
  const t = await db.selectFrom('tenant').select('file_quota_bytes').where('id', '=', tenantId).executeTakeFirst();
  const u = await db.selectFrom('file').select(sql<string>`coalesce(sum(size), 0)`.as('used')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return { quota: t?.file_quota_bytes == null ? DEFAULT_FILE_QUOTA_BYTES : Number(t.file_quota_bytes), used: Number(u.used) };
}

/**
 * The refusal naming the quota: `size` is the file's size, 'more' a file cut off at what was
 * left (its size is unknown), null no file yet (the tenant is at its quota already).
 */
export function quotaExceeded(lang: Lang, use: QuotaUse, size: number | 'more' | null): RpcError {
  const en = lang === 'en_US';
  const head = en ? `Storage quota exceeded: ${formatFileSize(use.used)} used of ${formatFileSize(use.quota)}` : `存储空间不足：已用 ${formatFileSize(use.used)}，配额 ${formatFileSize(use.quota)}`;
  const left = formatFileSize(Math.max(0, use.quota - use.used));
  const file = size == null ? '' : size === 'more' ? (en ? `, the file is larger than the ${left} left` : `，文件超过剩余的 ${left}`) : en ? `, this file ${formatFileSize(size)}` : `，本文件 ${formatFileSize(size)}`;
  const tail = en ? '. Remove attachments no longer needed or ask the platform administrator' : '。请删除不用的附件或联系平台管理员';
  return badRequest(head + file + tail);
}

/**
 * Writes a received file's row if the tenant's quota still takes it, under a transaction-scoped
 * lock per tenant: the check and the insert are one step for parallel uploads. Answers the new
 * id, or the refusal (the caller removes the stored bytes).
 */
export async function insertWithinQuota(db: Kysely<DB>, lang: Lang, row: { tenant_id: string; name: string; size: number; mime: string | null; storage_key: string; sha256: string; create_id: number; create_name: string }): Promise<number | RpcError> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`files:${row.tenant_id}`}))`.execute(trx);
    const use = await quotaUse(trx, row.tenant_id);
    if (use.used + row.size > use.quota) return quotaExceeded(lang, use, row.size);
    const { id } = await trx.insertInto('file').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  });
}

/** Removes the tenant's files no saved record names that are older than `hours`: rows first, then their bytes. */
export async function purgeUnlinkedFiles(db: Kysely<DB>, tenantId: string, hours: number): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (;;) {
    // a row still unlinked when it is deleted: a record saved meanwhile keeps its file (the row lock decides)
    const gone = await db
      .deleteFrom('file')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', (eb) => eb.selectFrom('file').select('id').where('tenant_id', '=', tenantId).where('entity_code', 'is', null).where('create_dt', '<', sql<Date>`now() - make_interval(hours => ${hours})`).limit(500))
      .where('entity_code', 'is', null)
      .returning(['storage_key', 'size'])
      .execute();
    await removeBytes(db, tenantId, gone.map((f) => f.storage_key));
    for (const f of gone) bytes += Number(f.size);
    files += gone.length;
    if (gone.length < 500) break;
  }
  // and the chunks of uploads that never got their row (an instance died while receiving them)
  await db
    .deleteFrom('file_chunk')
    .where('tenant_id', '=', tenantId)
    .where('create_dt', '<', sql<Date>`now() - make_interval(hours => ${hours})`)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('file').select('id').where('file.tenant_id', '=', tenantId).whereRef('file.storage_key', '=', 'file_chunk.storage_key'))))
    .execute();
  return { files, bytes };
}
