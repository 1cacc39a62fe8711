/**
 * Encrypts a password for portal.Login/logon: RSA-OAEP with SHA-256 (jsencrypt's encryptOAEP)
 * over the password's UTF-8 bytes, answered as base64. jsencrypt pads the string char by char
 * (each char code is taken as one byte), so the UTF-8 bytes are passed as a binary string:
 * Chinese characters would otherwise be truncated to their low byte. The server decrypts with
 * Node's crypto.privateDecrypt({padding: RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256'}).
 * jsencrypt is loaded on first use so the login page renders without it.
 */
export async function encryptPassword(publicKeyPem: string, password: string): Promise<string> {
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const encrypted = encryptor.encryptOAEP(binary);
  if (!encrypted) throw new Error('password encryption failed');
  return encrypted;
}

/** Starts loading jsencrypt early (e.g. when the password field gets focus). */
export function preloadEncryption(): void {
  void import('jsencrypt');
}
