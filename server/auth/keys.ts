// The login RSA key pair (passwords are encrypted with its public key) and the token signing
// secret: created on first start, kept in $DATA_DIR/keys, readable by this user only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Keys {
  publicKeyPem: string;
  privateKey: crypto.KeyObject;
  tokenSecret: Uint8Array;
}

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
  const privateKey = crypto.createPrivateKey(fs.readFileSync(privFile));
  const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { publicKeyPem, privateKey, tokenSecret: Buffer.from(fs.readFileSync(secretFile, 'utf8').trim(), 'base64') };
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
