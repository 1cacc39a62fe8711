import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from '../../../src/api/password';

// The client encrypts with jsencrypt (RSA-OAEP, SHA-256); the server decrypts with Node's own
// crypto. This proves the two agree, including on multi-byte UTF-8 passwords.
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function serverDecrypt(base64: string): string {
  return privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64')).toString('utf8');
}

describe('password encryption (jsencrypt encryptOAEP ↔ node:crypto privateDecrypt)', () => {
  it.each(['Admin@123', '密码Pa55！中文', 'ünïcödé €uro 🏭', ''])('round-trips %j', async (password) => {
    const encrypted = await encryptPassword(publicKey, password);
    expect(encrypted).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(encrypted, 'base64')).toHaveLength(256);
    expect(serverDecrypt(encrypted)).toBe(password);
  });

  it('uses fresh randomness (OAEP): the same password encrypts differently each time', async () => {
    const a = await encryptPassword(publicKey, 'Admin@123');
    const b = await encryptPassword(publicKey, 'Admin@123');
    expect(a).not.toBe(b);
  });

  it('is not PKCS#1 v1.5 (the server refuses that padding)', async () => {
    const encrypted = await encryptPassword(publicKey, 'Admin@123');
    // read as PKCS#1 v1.5 it never gives the password back: Node 20 refuses that padding outright,
    // Node 24's OpenSSL answers implicit rejection (random bytes) instead of throwing
    let asPkcs1: string | null = null;
    try {
      asPkcs1 = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(encrypted, 'base64')).toString('utf8');
    } catch {
      asPkcs1 = null;
    }
    expect(asPkcs1).not.toBe('Admin@123');
  });

  it('rejects a key that is not a PEM', async () => {
    await expect(encryptPassword('not a key', 'x')).rejects.toThrow();
  });
});
