// The login RSA key pair (passwords are encrypted with its public key) and the token signing
// secret. Every instance serving a database uses the same ones: they are kept in the database
// (platform_secret), created on the first start — from $DATA_DIR/keys when an older install has
// them there (its open sessions stay valid), else new.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export interface Keys {
  publicKeyPem: string;
  privateKey: crypto.KeyObject;
  tokenSecret: Uint8Array;
}

const RSA = 'login-rsa';
const TOKEN = 'token-secret';

function keysOf(privatePem: string, tokenSecretBase64: string): Keys {
  const privateKey = crypto.createPrivateKey(privatePem);
  const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { publicKeyPem, privateKey, tokenSecret: Buffer.from(tokenSecretBase64.trim(), 'base64') };
}

/** The database's keys; the first instance to start stores them (another starting at once takes the stored ones). */
export async function loadSharedKeys(pool: pg.Pool, dataDir: string): Promise<Keys> {
  const read = async () => {
    const { rows } = await pool.query<{ name: string; value: string }>('select name, value from platform_secret where name = any($1)', [[RSA, TOKEN]]);
    const of = (name: string) => rows.find((r) => r.name === name)?.value;
    return { pem: of(RSA), secret: of(TOKEN) };
  };
  let stored = await read();
  if (!stored.pem || !stored.secret) {
    const local = loadOrCreateKeys(dataDir);
    const pem = local.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await pool.query('insert into platform_secret (name, value) values ($1, $2), ($3, $4) on conflict (name) do nothing', [
      RSA,
      pem,
      TOKEN,
      Buffer.from(local.tokenSecret).toString('base64'),
    ]);
    stored = await read();
  }
  return keysOf(stored.pem!, stored.secret!);
}

/** The keys in $DATA_DIR/keys (readable by this user only), created when absent. */
export function loadOrCreateKeys(dataDir: string): Keys {
  const dir = path.join(dataDir, 'keys');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const privFile = path.join(dir, 'login-rsa.pem');
  const secretFile = path.join(dir, 'token.secret');
  if (!fs.existsSync(privFile)) {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    fs.writeFileSync(privFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(48).toString('base64'), { mode: 0o600 });
  return keysOf(fs.readFileSync(privFile, 'utf8'), fs.readFileSync(secretFile, 'utf8'));
}

/** RSA-OAEP (SHA-256) only: PKCS#1 v1.5 is refused (Marvin attack). Null when it fails. */
export function decryptPassword(keys: Keys, base64: string): string | null {
  try {
    const buf = crypto.privateDecrypt(
      { key: keys.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
    return buf.toString('utf8');
  } catch {
    return null;
  }
}
