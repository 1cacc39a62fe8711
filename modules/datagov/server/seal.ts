// Source secrets sealed at rest: AES-256-GCM under a key of the platform's (platform_secret, which
// a tenant's connection may not read at all — server/db/tenant-wall.ts). A sealed value is
// "v1:" + base64url(iv | tag | ciphertext), and its source id is the additional data, so a sealed
// value copied onto another source does not open.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../../server/db/types';

const KEY_NAME = 'datagov.source-key';
const cached = new WeakMap<Kysely<DB>, Promise<Buffer>>();

/** The platform's source key, made once (every instance on the database uses the same one). */
export function sourceKey(system: Kysely<DB>): Promise<Buffer> {
  let key = cached.get(system);
  if (key) return key;
  key = (async () => {
    const fresh = crypto.randomBytes(32).toString('base64');
    await sql`insert into platform_secret (name, value) values (${KEY_NAME}, ${fresh}) on conflict (name) do nothing`.execute(system);
    const { rows } = await sql<{ value: string }>`select value from platform_secret where name = ${KEY_NAME}`.execute(system);
    return Buffer.from(rows[0]!.value, 'base64');
  })().catch((e) => {
    cached.delete(system);
    throw e;
  });
  cached.set(system, key);
  return key;
}

export function seal(key: Buffer, sourceId: number, clear: string): string {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(String(sourceId)));
  const body = Buffer.concat([c.update(clear, 'utf8'), c.final()]);
  return `v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64url')}`;
}

export function unseal(key: Buffer, sourceId: number, sealed: string): string {
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const d = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  d.setAAD(Buffer.from(String(sourceId)));
  d.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
}
