// Credentials the server must use again in clear (a broker's password, another database's) are
// kept sealed at rest: AES-256-GCM under a key derived from the instances' shared token secret
// (HKDF, so every instance serving the database opens what another sealed, and nothing new is
// stored). Each sealed value is bound to its place — tenant and purpose, e.g. "iot-gateway:12" —
// as authenticated data: copied to another row or another tenant it no longer opens.
// A value without the "v1:" mark is an older row stored in clear: read as it is, sealed on its
// next write.
import crypto from 'node:crypto';
import type { Keys } from '../auth/keys';

const MARK = 'v1:';
const keyCache = new WeakMap<Uint8Array, Buffer>();

function sealKey(keys: Keys): Buffer {
  let key = keyCache.get(keys.tokenSecret);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', keys.tokenSecret, Buffer.alloc(0), 'plantform sealed secrets v1', 32));
    keyCache.set(keys.tokenSecret, key);
  }
  return key;
}

const aad = (tenantId: string, place: string) => Buffer.from(`${tenantId}\u0000${place}`, 'utf8');

/** The text sealed for one tenant and place: "v1:" + base64(iv | tag | ciphertext). */
export function sealSecret(keys: Keys, tenantId: string, place: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(keys), iv);
  cipher.setAAD(aad(tenantId, place));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return MARK + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The clear text of a sealed value (an older clear one as it is); throws when it was sealed elsewhere or altered. */
export function openSecret(keys: Keys, tenantId: string, place: string, stored: string): string {
  if (!stored.startsWith(MARK)) return stored;
  const raw = Buffer.from(stored.slice(MARK.length), 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(keys), raw.subarray(0, 12));
  decipher.setAAD(aad(tenantId, place));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Is this stored value sealed (not an older clear one)? */
export const isSealed = (stored: string) => stored.startsWith(MARK);
